import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  commonComments,
  opuInfo,
  opuVote,
  thumb,
  type ContestWorkDetail,
  type Contract,
} from '@xinke/shared';
import { pageOf, renderPage } from '../../test/render-page';
import { ACTIVE_ID, detailOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true), getUserId: () => '1' }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
  toastsLoaded: () => Promise.resolve(),
}));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { default: WorkDetailPage } = await import('./WorkDetailPage');
const apiMock = vi.mocked(api);

function fake(patch: Partial<ContestWorkDetail> = {}) {
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, unknown>) => {
    if (contract === opuInfo) return detailOf(9, { vote_count: 5, comment_count: 2, ...patch });
    if (contract === commonComments) return pageOf([]);
    if (contract === opuVote) return { opu_id: input.opu_id, vote_count: 6, vote_status: 1 };
    if (contract === thumb) return { is_thumb: 1, thumb_count: 4 };
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = (h5: boolean) => {
  const base = h5
    ? '/app/new-version/h5/diy-computer-activity/detail'
    : '/app/new-version/work-detail';
  return renderPage(<WorkDetailPage />, {
    url: `${base}/${ACTIVE_ID}/9`,
    path: `${base}/:activityId/:id`,
  });
};

afterEach(() => vi.clearAllMocks());

describe('contest work detail', () => {
  it.each([false, true])('h5=%s: the work, its comments (type 9) and a vote', async (h5) => {
    fake();
    show(h5);
    const detail = await screen.findByTestId('contest-work-detail');
    expect(apiMock).toHaveBeenCalledWith(opuInfo, { id: 9, active_id: ACTIVE_ID });
    expect(detail.textContent).toContain('No.009');
    expect(detail.textContent).toContain('7800X3D + RTX 4070');
    expect(detail.textContent).toContain('装机过程');
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(commonComments, { id: 9, type: 9, page: 1 }),
    );
    expect(screen.getByTestId('contest-vote-count').textContent).toBe('5');
    fireEvent.click(screen.getByTestId('contest-vote-button'));
    await waitFor(() => expect(screen.getByTestId('contest-vote-count').textContent).toBe('6'));
    expect(toast.success).toHaveBeenCalledWith('投票成功');
    expect(screen.getByTestId('contest-vote-button').textContent).toContain('今日已投');
  });

  it('a like (type 9) flips at once and takes the exact count; it is not a vote', async () => {
    fake({ thumb_count: 2, is_thumb: 0, vote_count: 5 });
    show(false);
    const like = await screen.findByTestId('contest-work-like');
    expect(like.textContent).toContain('点赞 2');
    fireEvent.click(like);
    await waitFor(() => expect(like.textContent).toContain('已赞 4'));
    expect(apiMock).toHaveBeenCalledWith(thumb, { type: 9, type_id: 9 });
    expect(screen.getByTestId('contest-vote-count').textContent).toBe('5');
    expect(toast.success).toHaveBeenCalledWith('点赞成功');
  });

  it('my work under review: its state and no vote button', async () => {
    fake({ review_status: 2, reject_reason: '配置与图片不符' });
    show(false);
    const state = await screen.findByTestId('contest-review-state');
    expect(state.textContent).toContain('审核未通过');
    expect(state.textContent).toContain('配置与图片不符');
    expect(screen.queryByTestId('contest-vote-button')).toBeNull();
    expect(screen.queryByTestId('contest-work-like')).toBeNull();
  });
});
