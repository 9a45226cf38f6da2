import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  activeBtn,
  activeExcellent,
  activeIndex,
  activeScan,
  opuList,
  opuVote,
  type Contract,
} from '@xinke/shared';
import { currentLocation, renderPage } from '../../test/render-page';
import {
  ACTIVE_ID,
  contestOf,
  detailOf,
  enrolmentOf,
  rankedOf,
  rankingOf,
  workOf,
} from '../diy-contest/fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true) }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: WallpaperIndexPage } = await import('./WallpaperIndexPage');
const { default: WallpaperVotePage } = await import('./WallpaperVotePage');
const { default: WallpaperUploadPage } = await import('./WallpaperUploadPage');
const { default: WallpaperRulePage } = await import('./WallpaperRulePage');
const { sizeProblem } = await import('../../features/contest/image-size');
const { WORK_RULES_BY_KIND } = await import('@xinke/shared');
const apiMock = vi.mocked(api);

const page = (works = [workOf(1, { name: '硅晶日出' }), workOf(2)]) => ({
  data: works,
  paginate: { total: works.length, per_page: 12, current_page: 1, last_page: 1 },
});
function fake(kind: string, status = 3, mine: ReturnType<typeof detailOf> | null = null) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === activeIndex) return contestOf(status, { kind, title: '壁纸大赛' });
    if (contract === activeBtn)
      return { text: '去投票', action: 'vote', disabled: false, start_time: null };
    if (contract === opuList) return page();
    if (contract === activeScan) return { enrolment: enrolmentOf(!!mine), work: mine };
    if (contract === opuVote) return { opu_id: 1, vote_count: 9, vote_status: 1 };
    if (contract === activeExcellent)
      return status === 5
        ? rankingOf(true, [
            { ...rankedOf(1, 1, 'first', '一等奖'), name: '硅晶日出' },
            { ...rankedOf(2, 2, 'second', '二等奖'), name: '走线森林' },
          ])
        : rankingOf(false);
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = (el: React.ReactElement, prefix: string, tab: string) =>
  renderPage(el, { url: `/app/${prefix}-${tab}/${ACTIVE_ID}`, path: `/app/${prefix}-${tab}/:id` });

afterEach(() => vi.clearAllMocks());

describe('wallpaper pages', () => {
  it('index: banner, entries and approved count; the main button leads to the vote page', async () => {
    fake('wallpaper');
    show(<WallpaperIndexPage />, 'wallPaper', 'index');
    expect(await screen.findByTestId('wallpaper-index')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallpaper-work-count').textContent).toBe('2'));
    fireEvent.click(await screen.findByTestId('wallpaper-main-button'));
    await waitFor(() => expect(currentLocation()).toBe(`/app/wallPaper-vote/${ACTIVE_ID}`));
  });

  it('the other wallpaper prefix redirects to the right one; another kind is not found', async () => {
    fake('wallpaper_phone');
    show(<WallpaperIndexPage />, 'wallPaper', 'index');
    await waitFor(() => expect(currentLocation()).toBe(`/app/wallPaper2-index/${ACTIVE_ID}`));
    vi.clearAllMocks();
    fake('diy_computer');
    show(<WallpaperRulePage />, 'wallPaper', 'rule');
    expect(await screen.findByText(MSG.activityNotFound)).toBeTruthy();
  });

  it('rule page: the rules and the shared rubric with the size requirement', async () => {
    fake('wallpaper');
    show(<WallpaperRulePage />, 'wallPaper', 'rule');
    expect(await screen.findByTestId('contest-rubric')).toBeTruthy();
    expect(screen.getByText(/1920×1080/)).toBeTruthy();
    expect(screen.getByText('一等奖')).toBeTruthy();
    expect(screen.queryByTestId('contest-results')).toBeNull();
  });

  it('rule page: 结果尚未公布 during the final review, then the awarded wallpapers and the ranking', async () => {
    fake('wallpaper', 4);
    const { unmount } = show(<WallpaperRulePage />, 'wallPaper', 'rule');
    expect((await screen.findByTestId('contest-results-pending')).textContent).toBe(
      MSG.contestResultsNotYet,
    );
    unmount();
    vi.clearAllMocks();
    fake('wallpaper', 5);
    show(<WallpaperRulePage />, 'wallPaper', 'rule');
    const results = await screen.findByTestId('contest-results');
    expect(within(results).getAllByTestId('contest-podium-item')).toHaveLength(2);
    const rows = within(results).getAllByTestId('contest-award-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('硅晶日出'),
      expect.stringContaining('走线森林'),
    ]);
    // No work pages in a wallpaper contest: the ranking names the works without links.
    expect(within(results).queryAllByRole('link')).toHaveLength(0);
  });

  it('vote page: the wall with download links; a vote shows 今日已投', async () => {
    fake('wallpaper');
    show(<WallpaperVotePage />, 'wallPaper', 'vote');
    expect(await screen.findByText('硅晶日出')).toBeTruthy();
    const links = screen.getAllByTestId('wall-download');
    expect(links[0]?.getAttribute('href')).toBe(
      `/web/active/download?active_id=${ACTIVE_ID}&opu_id=1`,
    );
    fireEvent.click(screen.getAllByTestId('contest-vote-button')[0]!);
    await waitFor(() => expect(screen.getByText('今日已投')).toBeTruthy());
  });

  it('upload page: my wallpaper under review with the reason of a rejection', async () => {
    fake(
      'wallpaper',
      1,
      detailOf(1, { review_status: 2, reject_reason: '分辨率不足', cover: '/uploads/a.webp' }),
    );
    show(<WallpaperUploadPage />, 'wallPaper', 'upload');
    expect(await screen.findByText('原因：分辨率不足')).toBeTruthy();
    expect(screen.getByText('保存修改')).toBeTruthy();
  });

  it('upload page after the call: closed, no submit', async () => {
    fake('wallpaper', 3);
    show(<WallpaperUploadPage />, 'wallPaper', 'upload');
    expect(await screen.findByTestId('wallpaper-upload-closed')).toBeTruthy();
    expect(screen.queryByText('提交壁纸')).toBeNull();
  });

  it('the browser size check mirrors the server’s words', () => {
    expect(sizeProblem(WORK_RULES_BY_KIND.wallpaper, { width: 1280, height: 720 })).toBe(
      MSG.contestWallpaperTooSmall,
    );
    expect(sizeProblem(WORK_RULES_BY_KIND.wallpaper, { width: 1920, height: 1080 })).toBeNull();
    expect(sizeProblem(WORK_RULES_BY_KIND.wallpaper_phone, { width: 1920, height: 1080 })).toBe(
      MSG.contestPhoneWallpaperTooSmall,
    );
  });
});
