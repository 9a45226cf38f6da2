import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blackList, MSG, userBlackCancel, type BlackUser, type Contract } from '@xinke/shared';
import { currentLocation, pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { BlackList } = await import('./BlackList');
const apiMock = vi.mocked(api);

const blocked = (id: number): BlackUser => ({
  id,
  nickname: `被拉黑${id}`,
  image_url: '',
  user_sign: '',
  create_time: Math.floor(Date.now() / 1000) - 3,
});

/** My blacklist, 10 a page; black_cancel removes like the server. */
function fakeServer(ids: number[]) {
  const list = [...ids];
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, number>) => {
    if (contract === blackList) {
      const page = input.page ?? 1;
      const last = Math.ceil(list.length / 10);
      return pageOf(list.slice((page - 1) * 10, page * 10).map(blocked), page, last, list.length);
    }
    if (contract === userBlackCancel) {
      list.splice(list.indexOf(input.black_user_id ?? 0), 1);
      return { black_user_id: input.black_user_id, is_black: 0 };
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
  return list;
}

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('黑名单 (GET /web/system/black_list)', { timeout: 20_000 }, () => {
  it('lists the people I blocked; 移除 after confirming takes them off', async () => {
    const list = fakeServer([5, 6]);
    renderPage(<BlackList />, { url: '/app/new-version/user-center/safety' });
    const rows = await screen.findAllByTestId('black-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '被拉黑5' }).getAttribute('href')).toBe(
      '/app/new-version/homepage/5',
    );
    expect(first.getByText('拉黑于 刚刚')).toBeTruthy();
    fireEvent.click(first.getByTestId('black-remove'));
    expect(apiMock.mock.calls.some(([c]) => c === userBlackCancel)).toBe(false);
    const confirm = await waitFor(() => {
      const pop = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!pop) throw new Error('no confirmation yet');
      return pop;
    });
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: /移\s*除/ })),
    );
    await waitFor(() => expect(screen.getAllByTestId('black-row')).toHaveLength(1));
    expect(apiMock).toHaveBeenCalledWith(userBlackCancel, { black_user_id: 5 });
    expect(list).toEqual([6]);
    expect(toast.success).toHaveBeenCalledWith(MSG.blackCancelSuccess);
  });

  it('an empty blacklist says so', async () => {
    fakeServer([]);
    renderPage(<BlackList />, { url: '/app/new-version/user-center/safety' });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('黑名单里还没有人');
  });

  it('pages with ?black_page=, beside the other settings', async () => {
    fakeServer(Array.from({ length: 12 }, (_, i) => i + 1));
    renderPage(<BlackList />, { url: '/app/new-version/user-center/safety' });
    expect(await screen.findAllByTestId('black-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('link', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getAllByTestId('black-row')).toHaveLength(2));
    expect(currentLocation()).toBe('/app/new-version/user-center/safety?black_page=2');
    expect(apiMock).toHaveBeenCalledWith(blackList, { page: 2 });
  });
});
