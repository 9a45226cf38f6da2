import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  activeBtn,
  activeCurrent,
  activeIndex,
  activeScan,
  opuList,
  photoVote,
  type Contract,
} from '@xinke/shared';
import { currentLocation, renderPage } from '../../test/render-page';
import { ACTIVE_ID, contestOf, detailOf, enrolmentOf, workOf } from '../diy-contest/fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true) }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: PhotoIndexPage } = await import('./PhotoIndexPage');
const { default: PhotoVotePage } = await import('./PhotoVotePage');
const { default: PhotoWritePage } = await import('./PhotoWritePage');
const apiMock = vi.mocked(api);

function fake(current: number | null, mine: ReturnType<typeof detailOf> | null = null) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === activeCurrent) return { active_id: current };
    if (contract === activeIndex) return contestOf(1, { kind: 'photo', title: '摄影大赛' });
    if (contract === activeBtn)
      return { text: '上传作品', action: 'upload', disabled: false, start_time: null };
    if (contract === opuList)
      return {
        data: [workOf(3, { name: '深夜工位' })],
        paginate: { total: 1, per_page: 12, current_page: 1, last_page: 1 },
      };
    if (contract === activeScan) return { enrolment: enrolmentOf(!!mine), work: mine };
    if (contract === photoVote) return { opu_id: 3, vote_count: 2, vote_status: 1 };
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}

afterEach(() => vi.clearAllMocks());

describe('photo contest pages', () => {
  it('no current photo contest: a proper empty state', async () => {
    fake(null);
    renderPage(<PhotoIndexPage />, { url: '/app/photo', path: '/app/photo' });
    expect(await screen.findByText(MSG.contestNoPhotoContest)).toBeTruthy();
  });

  it('index of the current contest; the main button opens the write screen', async () => {
    fake(ACTIVE_ID);
    renderPage(<PhotoIndexPage />, { url: '/app/photo', path: '/app/photo' });
    fireEvent.click(await screen.findByTestId('photo-main-button'));
    await waitFor(() => expect(currentLocation()).toBe('/app/photo-write'));
  });

  it('the wall votes through photo_vote', async () => {
    fake(ACTIVE_ID);
    renderPage(<PhotoVotePage />, { url: '/app/photo-vote', path: '/app/photo-vote' });
    expect(await screen.findByText('深夜工位')).toBeTruthy();
    expect(screen.queryByTestId('wall-download')).toBeNull();
    fireEvent.click(screen.getByTestId('contest-vote-button'));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(photoVote, { active_id: ACTIVE_ID, opu_id: 3 }),
    );
  });

  it('photo-write with a work already made opens its edit screen', async () => {
    fake(ACTIVE_ID, detailOf(11));
    renderPage(<PhotoWritePage />, { url: '/app/photo-write', path: '/app/photo-write' });
    await waitFor(() => expect(currentLocation()).toBe('/app/photo-edit/11'));
  });

  it('photo-edit of a work that is not mine is refused', async () => {
    fake(ACTIVE_ID, detailOf(11));
    renderPage(<PhotoWritePage />, { url: '/app/photo-edit/99', path: '/app/photo-edit/:id' });
    expect(await screen.findByTestId('photo-edit-refused')).toBeTruthy();
  });

  it('photo-write with no work: the empty form', async () => {
    fake(ACTIVE_ID, null);
    renderPage(<PhotoWritePage />, { url: '/app/photo-write', path: '/app/photo-write' });
    expect(await screen.findByText('发布作品')).toBeTruthy();
  });
});
