import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ITEM_STATUS,
  ITEM_TYPE,
  itemAllowComment,
  itemList,
  itemStatusCount,
  MSG,
  type Contract,
  type ItemListQuery,
  type MyItem,
  type StatusCounts,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { ItemManage } = await import('./ItemManage');
const apiMock = vi.mocked(api);

const counts = (n: Partial<StatusCounts>): StatusCounts => ({
  itemStatus0: 0,
  itemStatus1: 0,
  itemStatus2: 0,
  itemStatus3: 0,
  draftStatus0: 0,
  total: 0,
  ...n,
});

const row = (id: number, overrides: Partial<MyItem> = {}): MyItem => ({
  id,
  title: `我的帖子${id}`,
  summary: '',
  cover: '',
  item_type: ITEM_TYPE.general,
  item_status: ITEM_STATUS.published,
  allow_comment: 1,
  reject_reason: '',
  circle: null,
  thumb_count: 0,
  comment_count: 0,
  collect_count: 0,
  visit_count: 0,
  create_time: 1_700_000_000,
  update_time: 1_700_000_000,
  ...overrides,
});

/** A fake server: the counts, a list of `rows` (one page), the comment switch. */
function fakeServer(rows: MyItem[]) {
  let allow = 1;
  apiMock.mockImplementation((async (contract: Contract, input: { allow_comment?: number }) => {
    if (contract === itemStatusCount)
      return {
        item: counts({
          itemStatus0: 4,
          itemStatus1: 1,
          itemStatus2: 7,
          draftStatus0: 2,
          total: 12,
        }),
        vote: counts({ itemStatus2: 3, total: 3 }),
      };
    if (contract === itemList)
      return {
        data: rows.map((r) => ({ ...r, allow_comment: allow })),
        paginate: {
          current_page: 1,
          last_page: rows.length ? 1 : 0,
          total: rows.length,
          per_page: 5,
        },
      };
    if (contract === itemAllowComment) {
      allow = input.allow_comment ?? 1 - allow;
      return { allow_comment: allow };
    }
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderManage(url: string, votes = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ItemManage votes={votes} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listQueries = () =>
  apiMock.mock.calls.filter(([c]) => c === itemList).map(([, input]) => input as ItemListQuery);
const lastListQuery = () => listQueries().at(-1);
const switchCalls = () =>
  apiMock.mock.calls.filter(([c]) => c === itemAllowComment).map(([, input]) => input);
const search = () => screen.getByTestId('location').textContent;

afterEach(() => vi.clearAllMocks());

describe('ItemManage (post-manage / vote-manage)', { timeout: 20_000 }, () => {
  it('shows every status tab with its count, 未审核 included, labels from SPEC §4', async () => {
    fakeServer([row(1)]);
    renderManage('/m');
    await screen.findByText('我的帖子1');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['全部12', '已发布7', '审核中1', '未通过0', '未审核4', '草稿箱2']);
    expect(lastListQuery()).toEqual({ page: 1, page_size: 5 });
  });

  it('vote-manage asks for votes and counts votes', async () => {
    fakeServer([]);
    renderManage('/m', true);
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(lastListQuery()).toMatchObject({ item_type: ITEM_TYPE.vote });
    expect(screen.getByRole('tab', { name: /已发布/ }).textContent).toBe('已发布3');
  });

  it('a date range in the URL is sent as from_date/to_date; a lone end is not', async () => {
    fakeServer([row(1)]);
    const { unmount } = renderManage('/m?status=2&from=2026-01-01&to=2026-01-31');
    await screen.findByText('我的帖子1');
    expect(lastListQuery()).toEqual({
      page: 1,
      page_size: 5,
      item_status: ITEM_STATUS.published,
      from_date: '2026-01-01',
      to_date: '2026-01-31',
    });
    const picker = screen.getByPlaceholderText('开始日期') as HTMLInputElement;
    expect(picker.value).toBe('2026-01-01');
    unmount();

    renderManage('/m?from=2026-01-01');
    await screen.findByText('我的帖子1');
    expect(lastListQuery()).toEqual({ page: 1, page_size: 5 });
  });

  it('a status tab keeps the date range and starts again at page 1', async () => {
    fakeServer([row(1)]);
    renderManage('/m?page=3&from=2026-01-01&to=2026-01-31');
    await screen.findByText('我的帖子1');
    fireEvent.click(screen.getByRole('tab', { name: /未审核/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(search() ?? ''))).toEqual({
        status: '0',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    );
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        page: 1,
        item_status: ITEM_STATUS.unverified,
        from_date: '2026-01-01',
      }),
    );
    expect(screen.getByRole('tab', { name: /未审核/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('picking a preset range filters by it; clearing the picker drops both ends', async () => {
    fakeServer([row(1)]);
    renderManage('/m?status=2');
    await screen.findByText('我的帖子1');
    fireEvent.mouseDown(screen.getByPlaceholderText('开始日期'));
    fireEvent.click(screen.getByPlaceholderText('开始日期'));
    fireEvent.click(await screen.findByText('最近 7 天'));
    await waitFor(() =>
      expect(search()).toMatch(/^\?status=2&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
    );
    const [, from, to] = /from=([\d-]+)&to=([\d-]+)/.exec(search() ?? '') ?? [];
    expect((Date.parse(to ?? '') - Date.parse(from ?? '')) / 86_400_000).toBe(6);
    await waitFor(() => expect(lastListQuery()).toMatchObject({ from_date: from, to_date: to }));

    const clear = document.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear as Element);
    fireEvent.mouseUp(clear as Element);
    fireEvent.click(clear as Element);
    await waitFor(() => expect(search()).toBe('?status=2'));
    await waitFor(() => expect(lastListQuery()).toEqual({ page: 1, page_size: 5, item_status: 2 }));
  });

  it('on a phone, start and end are picked apart and sent once both are chosen', async () => {
    const wide = window.innerWidth;
    window.innerWidth = 375;
    try {
      fakeServer([row(1)]);
      renderManage('/m');
      await screen.findByText('我的帖子1');
      const today = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const ymd = (d: number) => `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(d)}`;
      const pick = async (placeholder: string, date: string) => {
        fireEvent.mouseDown(screen.getByPlaceholderText(placeholder));
        fireEvent.click(screen.getByPlaceholderText(placeholder));
        const cells = await screen.findAllByTitle(date);
        fireEvent.click(cells.at(-1) as HTMLElement);
      };
      expect(screen.queryByPlaceholderText('开始日期')).not.toBeNull();
      await pick('开始日期', ymd(1));
      // One end alone changes nothing: SPEC §3 sends the dates only as a pair.
      expect(search()).toBe('');
      await pick('结束日期', ymd(today.getDate()));
      await waitFor(() => expect(search()).toBe(`?from=${ymd(1)}&to=${ymd(today.getDate())}`));
      await waitFor(() =>
        expect(lastListQuery()).toMatchObject({ from_date: ymd(1), to_date: ymd(today.getDate()) }),
      );
    } finally {
      window.innerWidth = wide;
    }
  });

  it('a row closes and reopens its comments', async () => {
    fakeServer([row(5)]);
    renderManage('/m');
    const item = within(await screen.findByTestId('my-item'));
    expect(item.queryByTestId('comments-off')).toBeNull();
    await act(async () => fireEvent.click(item.getByTestId('comment-switch-item')));
    await waitFor(() => expect(item.getByTestId('comments-off')).toBeTruthy());
    expect(apiMock).toHaveBeenCalledWith(itemAllowComment, { id: 5, allow_comment: 0 });
    expect(toast.success).toHaveBeenCalledWith(MSG.commentSwitchedOff);
    expect(item.getByTestId('comment-switch-item').textContent?.replace(/\s/g, '')).toBe(
      '开启评论',
    );
    await act(async () => fireEvent.click(item.getByTestId('comment-switch-item')));
    await waitFor(() => expect(item.queryByTestId('comments-off')).toBeNull());
    expect(switchCalls()).toEqual([
      { id: 5, allow_comment: 0 },
      { id: 5, allow_comment: 1 },
    ]);
  });

  it('drafts have no comment switch', async () => {
    fakeServer([row(6, { item_status: ITEM_STATUS.draft })]);
    renderManage('/m?status=4');
    const item = within(await screen.findByTestId('my-item'));
    expect(item.queryByTestId('comment-switch-item')).toBeNull();
  });
});
