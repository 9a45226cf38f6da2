import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  circleFollow,
  circleIndex,
  circleUnfollow,
  MSG,
  type Circle,
  type Contract,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true) }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { hasToken } = await import('../../lib/credentials');
const { default: TopicPage } = await import('./TopicPage');
const apiMock = vi.mocked(api);

const circle = (id: number, overrides: Partial<Circle> = {}): Circle => ({
  id,
  name: `圈子${id}`,
  description: `圈子${id}的简介`,
  image_url: `/uploads/circles/${id}.svg`,
  circle_tag: id % 2 ? '电脑' : '开发板',
  member_count: 1000 + id,
  item_count: 10 * id,
  is_member: 0,
  allow_post: 1,
  ...overrides,
});
const page = (rows: Circle[]) => ({
  data: rows,
  paginate: { current_page: 1, last_page: 1, total: rows.length, per_page: 12 },
});

let memberCount = 12_345;
/** A fake server: the circle list, and join/leave moving the member count by one. */
function fakeServer(rows: Circle[]) {
  apiMock.mockImplementation((async (contract: Contract, input: { id?: number }) => {
    if (contract === circleIndex) return page(rows);
    if (contract === circleFollow) return { is_member: 1, member_count: ++memberCount };
    if (contract === circleUnfollow) return { is_member: 0, member_count: --memberCount };
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

function renderPage(url = '/app/new-version/topic') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <TopicPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  memberCount = 12_345;
  vi.mocked(hasToken).mockReturnValue(true);
});
afterEach(() => vi.clearAllMocks());

describe('TopicPage (circle directory)', () => {
  it('shows a card per circle with name, counts and a link to the circle page', async () => {
    fakeServer([circle(1, { member_count: 12_345 }), circle(2)]);
    renderPage();
    const cards = await screen.findAllByTestId('circle-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByTestId('circle-name').getAttribute('href')).toBe(
      '/app/new-version/topicDetail/1',
    );
    expect(first.getByTestId('member-count').textContent).toContain('1.2w');
    expect(first.getByTestId('member-count').getAttribute('title')).toBe('12345 位成员');
    // The categories of all circles become the filter tabs.
    expect(screen.getByRole('tab', { name: '电脑' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '开发板' })).toBeTruthy();
  });

  it('a member joins and leaves; the card shows the server’s member count', async () => {
    fakeServer([circle(1, { member_count: 12_345 })]);
    renderPage();
    const card = within(await screen.findByTestId('circle-card'));
    const button = card.getByTestId('join-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(apiMock).toHaveBeenCalledWith(circleFollow, { id: 1 });
    expect(card.getByTestId('member-count').getAttribute('title')).toBe('12346 位成员');
    expect(toast.success).toHaveBeenCalledWith(MSG.circleJoined);

    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(apiMock).toHaveBeenCalledWith(circleUnfollow, { id: 1 });
    expect(card.getByTestId('member-count').getAttribute('title')).toBe('12345 位成员');
  });

  it('a visitor who clicks 加入圈子 is asked to log in and nothing is sent', async () => {
    vi.mocked(hasToken).mockReturnValue(false);
    fakeServer([circle(1)]);
    renderPage();
    fireEvent.click(within(await screen.findByTestId('circle-card')).getByTestId('join-button'));
    expect(toast.warning).toHaveBeenCalledWith(MSG.loginToComment);
    expect(openLoginDialog).toHaveBeenCalled();
    expect(apiMock).not.toHaveBeenCalledWith(circleFollow, expect.anything());
  });

  it('passes keyword and category from the URL and shows 暂无圈子 when nothing matches', async () => {
    fakeServer([]);
    renderPage('/app/new-version/topic?keyword=%E6%97%A0&tag=%E7%94%B5%E8%84%91');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无圈子');
    expect(apiMock).toHaveBeenCalledWith(circleIndex, {
      page: 1,
      page_size: 12,
      keyword: '无',
      circle_tag: '电脑',
    });
    expect(screen.getByRole('button', { name: '查看全部圈子' })).toBeTruthy();
  });

  it('shows the error view with a retry when the list fails', async () => {
    apiMock.mockRejectedValue({ code: 500, msg: '服务器错误', data: null });
    renderPage();
    expect(await screen.findByTestId('error-view')).toBeTruthy();
    fakeServer([circle(3)]);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('circle-card')).toBeTruthy();
  });
});
