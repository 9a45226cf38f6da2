import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opuList, opuVote, type Contract } from '@xinke/shared';
import { pageOf, renderPage } from '../../test/render-page';
import { ACTIVE_ID, workOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => false) }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
  toastsLoaded: () => Promise.resolve(),
}));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { hasToken } = await import('../../lib/credentials');
const { toast } = await import('../../lib/toast');
const { default: ContestWorksPage } = await import('./ContestWorksPage');
const apiMock = vi.mocked(api);

const PATH = '/app/new-version/diy-computer-activity/:activityId/work';
const URL = `/app/new-version/diy-computer-activity/${ACTIVE_ID}/work`;

function fake(handler: (contract: Contract, input: Record<string, unknown>) => unknown) {
  apiMock.mockImplementation((async (c: Contract, i: Record<string, unknown>) =>
    handler(c, i)) as never);
}
const show = (url = URL) => renderPage(<ContestWorksPage />, { url, path: PATH });

afterEach(() => {
  vi.clearAllMocks();
  vi.mocked(hasToken).mockReturnValue(false);
});

describe('contest works wall', () => {
  it('reads the page from ?page=, 12 a page, by serial; shows skeleton then cards', async () => {
    fake(() => pageOf([workOf(1), workOf(7)]));
    show(`${URL}?page=2`);
    expect(screen.getByTestId('contest-works-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('contest-work-card');
    expect(apiMock).toHaveBeenCalledWith(opuList, {
      active_id: ACTIVE_ID,
      page: 2,
      page_size: 12,
      order: 'serial',
      serial_num: undefined,
    });
    expect(cards[1]!.textContent).toContain('No.007');
    expect(cards[1]!.textContent).toContain('作品7');
    expect(cards[1]!.textContent).toContain('作者7');
  });

  it('searches by serial and orders by votes through the address', async () => {
    fake(() => pageOf([workOf(3)]));
    show(`${URL}?order=votes&serial=3`);
    await screen.findByTestId('contest-work-card');
    expect(apiMock).toHaveBeenCalledWith(
      opuList,
      expect.objectContaining({ order: 'votes', serial_num: 3, page: 1 }),
    );
  });

  it('a visitor pressing 投票 gets the login dialog, and no vote is sent', async () => {
    fake(() => pageOf([workOf(1)]));
    show();
    fireEvent.click(await screen.findByTestId('contest-vote-button'));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(apiMock).not.toHaveBeenCalledWith(opuVote, expect.anything());
  });

  it('a work voted today shows 今日已投, disabled', async () => {
    vi.mocked(hasToken).mockReturnValue(true);
    fake(() => pageOf([workOf(1, { vote_status: 1 })]));
    show();
    const button = await screen.findByTestId('contest-vote-button');
    expect(button.textContent).toContain('今日已投');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('a vote takes the count from the answer and toasts 投票成功', async () => {
    vi.mocked(hasToken).mockReturnValue(true);
    fake((contract, input) => {
      if (contract === opuList) return pageOf([workOf(1), workOf(2)]);
      if (contract === opuVote) return { opu_id: input.opu_id, vote_count: 42, vote_status: 1 };
      throw new Error(`unexpected ${contract.path}`);
    });
    show();
    const cards = await screen.findAllByTestId('contest-work-card');
    fireEvent.click(within(cards[1]!).getByTestId('contest-vote-button'));
    await waitFor(() =>
      expect(within(cards[1]!).getByTestId('contest-vote-count').textContent).toBe('42'),
    );
    expect(apiMock).toHaveBeenCalledWith(opuVote, { active_id: ACTIVE_ID, opu_id: 2 });
    expect(toast.success).toHaveBeenCalledWith('投票成功');
    expect(within(cards[1]!).getByTestId('contest-vote-button').textContent).toContain('今日已投');
    expect(within(cards[0]!).getByTestId('contest-vote-count').textContent).toBe('3');
  });

  it('a refused vote leaves the count (api() toasts the server msg)', async () => {
    vi.mocked(hasToken).mockReturnValue(true);
    fake((contract) => {
      if (contract === opuList) return pageOf([workOf(1)]);
      throw { code: 1, msg: '现在不在投票时间内' };
    });
    show();
    fireEvent.click(await screen.findByTestId('contest-vote-button'));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(opuVote, expect.anything()));
    expect(screen.getByTestId('contest-vote-count').textContent).toBe('3');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('empty wall: the empty state; a failure: the error view whose retry loads again', async () => {
    fake(() => pageOf([]));
    const view = show();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有参赛作品');
    view.unmount();
    let fail = true;
    fake(() => {
      if (fail) throw new Error('boom');
      return pageOf([workOf(1)]);
    });
    show();
    const retry = within(await screen.findByTestId('error-view')).getByText('重试');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('contest-work-card')).toBeTruthy();
  });
});
