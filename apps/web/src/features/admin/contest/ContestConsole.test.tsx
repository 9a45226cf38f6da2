import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  JUDGE_CRITERIA,
  RANKING_WEIGHTS,
  activeIndex,
  adminContestRanking,
  adminContestScore,
  adminContestScores,
  adminContestVotes,
  adminContestVotesVoid,
  adminContestWorkReview,
  adminContestWorks,
  userInfo,
  type AdminContestWork,
  type AdminVote,
  type Contract,
  type JudgeWork,
} from '@xinke/shared';
import { renderPage } from '../../../test/render-page';
import { selfInfo } from '../../../test/fixtures';
import '../../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { api } = await import('../../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../../lib/credentials');
const { ContestConsole } = await import('./ContestConsole');
const apiMock = vi.mocked(api);

const SLOW = { timeout: 10_000 };
const page = <T,>(data: T[]) => ({
  data,
  paginate: { current_page: 1, last_page: 1, total: data.length, per_page: 20 },
});

const work: AdminContestWork = {
  id: 31,
  active_id: 7,
  serial_num: 3,
  name: '纯白海景房',
  cover: '/c.jpg',
  desc: '白色主题',
  computer_model: '7800X3D + 4070',
  vote_count: 3,
  comment_count: 0,
  thumb_count: 0,
  user: { id: 5, nickname: '焊台老王', image_url: '' } as AdminContestWork['user'],
  vote_status: 0,
  create_time: 1_790_000_000,
  image: ['/a.jpg'],
  content: '<p>理线很用心</p>',
  is_thumb: 0,
  review_status: 0,
  reject_reason: '',
  update_time: 1_790_000_000,
  reviewed_by: null,
  review_time: null,
  flagged_votes: 1,
  voided_votes: 0,
  enrolment: { user_name: '王五', phone: '139****5678', email: '' },
};
const vote = (id: number): AdminVote => ({
  id,
  work: { id: 31, serial_num: 3, name: '纯白海景房' },
  user: { id: 40 + id, nickname: `投票人${id}`, create_time: 1_790_000_000 },
  ip: '10.0.0.1',
  vote_day: '2026-11-28',
  flags: ['shared_ip'],
  create_time: 1_790_000_100,
  voided_at: null,
  void_reason: '',
});
const judgeWork: JudgeWork = {
  id: 31,
  serial_num: 3,
  name: '纯白海景房',
  cover: '',
  computer_model: '',
  vote_count: 3,
  my_scores: null,
  my_comment: '',
  my_total: null,
  judge_count: 0,
  judge_score: 0,
};

function fakeServer(role: 'moderator' | 'admin') {
  apiMock.mockImplementation(async (contract: Contract) => {
    if (contract === userInfo) return selfInfo({ role });
    if (contract === activeIndex) return { title: '装机大赛', results_published_at: null };
    if (contract === adminContestWorks) return page([work]);
    if (contract === adminContestVotes)
      return { ...page([vote(1), vote(2), vote(3)]), summary: { total: 3, flagged: 3, voided: 0 } };
    if (contract === adminContestScores) return page([judgeWork]);
    if (contract === adminContestRanking)
      return {
        active_id: 7,
        published: false,
        results_published_at: null,
        weights: RANKING_WEIGHTS,
        criteria: [],
        works: [],
      };
    if (contract === adminContestWorkReview) return { ...work, review_status: 2 };
    if (contract === adminContestVotesVoid) return { voided: 2, works: [] };
    if (contract === adminContestScore) return judgeWork;
    throw new Error(`unexpected ${contract.path}`);
  });
}

const open = async (role: 'moderator' | 'admin' = 'moderator') => {
  saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
  fakeServer(role);
  renderPage(<ContestConsole />, {
    url: '/app/admin/contests/7',
    path: '/app/admin/contests/:id',
  });
  return screen.findByTestId('admin-contest', {}, SLOW);
};
const openTab = (root: HTMLElement, label: string) =>
  fireEvent.click(within(root).getByRole('tab', { name: label }));
const called = (contract: Contract) => apiMock.mock.calls.some(([c]) => c === contract);

afterEach(() => {
  clearCredentials();
  apiMock.mockReset();
});

describe('作品评选 (/app/admin/contests/:id)', () => {
  it('不通过 needs a reason; a quick pick fills it and is sent', async () => {
    const root = await open();
    fireEvent.click(await within(root).findByRole('button', { name: '审核 纯白海景房' }, SLOW));
    const drawer = await screen.findByTestId('contest-review-drawer', {}, SLOW);
    expect(within(drawer).getByText('理线很用心')).toBeTruthy();
    fireEvent.click(within(drawer).getByTestId('contest-reject'));
    expect(await within(drawer).findByText('请填写不通过的原因')).toBeTruthy();
    expect(called(adminContestWorkReview)).toBe(false);

    fireEvent.click(within(drawer).getByText('与主题无关'));
    fireEvent.click(within(drawer).getByTestId('contest-reject'));
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(adminContestWorkReview, {
          id: 31,
          review_status: 2,
          reason: '与主题无关',
        }),
      SLOW,
    );
  }, 60_000);

  it('作废所选 needs a reason and sends the selected ids', async () => {
    const root = await open();
    openTab(root, '投票管理');
    const table = await screen.findByTestId('contest-votes-table', {}, SLOW);
    await within(table).findByText('投票人1', {}, SLOW);
    const boxes = within(table).getAllByRole('checkbox');
    // [0] is select-all; tick the first and third votes.
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[3]!);
    fireEvent.click(screen.getByTestId('contest-void-selected'));
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal');
      expect(found).not.toBeNull();
      return found!;
    }, SLOW);
    const ok = () =>
      dialog.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-dangerous')!;
    fireEvent.click(ok());
    expect(await within(dialog).findByText('请填写作废原因')).toBeTruthy();
    expect(called(adminContestVotesVoid)).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('作废原因'), { target: { value: '刷票' } });
    fireEvent.click(ok());
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(adminContestVotesVoid, {
          active_id: 7,
          ids: [1, 3],
          reason: '刷票',
        }),
      SLOW,
    );
  }, 60_000);

  it('投票管理 filters by a work found by 编号 or name among the approved ones', async () => {
    const root = await open();
    openTab(root, '投票管理');
    await within(await screen.findByTestId('contest-votes-table', {}, SLOW)).findByText(
      '投票人1',
      {},
      SLOW,
    );
    const picker = within(screen.getByTestId('contest-votes-work')).getByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '3' } });
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(
          adminContestWorks,
          expect.objectContaining({ active_id: 7, review_status: 1, keyword: '3' }),
        ),
      SLOW,
    );
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-item-option[title="No.3 纯白海景房"]',
      );
      expect(found).not.toBeNull();
      return found!;
    }, SLOW);
    fireEvent.click(option);
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(
          adminContestVotes,
          expect.objectContaining({ active_id: 7, work_id: 31 }),
        ),
      SLOW,
    );
  }, 60_000);

  it('the score total follows the weights and every criterion is sent', async () => {
    const root = await open();
    openTab(root, '评审打分');
    fireEvent.click(await within(root).findByRole('button', { name: '打分 纯白海景房' }, SLOW));
    const drawer = await screen.findByTestId('contest-score-drawer', {}, SLOW);
    const given = { creativity: 8, craft: 9, config: 7, looks: 6, story: 10 };
    for (const c of JUDGE_CRITERIA) {
      const input = within(drawer).getByLabelText(c.label);
      fireEvent.change(input, { target: { value: String(given[c.key]) } });
      fireEvent.blur(input);
    }
    // (8×25 + 9×25 + 7×20 + 6×15 + 10×15) ÷ 10 = 80.5
    await waitFor(
      () => expect(within(drawer).getByTestId('contest-score-total').textContent).toMatch('80.5'),
      SLOW,
    );
    fireEvent.change(within(drawer).getByLabelText('评语'), { target: { value: '走线漂亮' } });
    fireEvent.click(within(drawer).getByText('保存评分'));
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(adminContestScore, {
          id: 31,
          scores: given,
          comment: '走线漂亮',
        }),
      SLOW,
    );
  }, 60_000);

  it('hides the export from moderators and shows it to admins', async () => {
    const root = await open('moderator');
    openTab(root, '排名与导出');
    await screen.findByTestId('contest-ranking-table', {}, SLOW);
    await waitFor(() => expect(called(userInfo)).toBe(true));
    expect(within(root).queryByText('导出报名名单')).toBeNull();
    expect(within(root).queryByText('导出评选结果')).toBeNull();
  }, 60_000);

  it('shows the export to admins', async () => {
    const root = await open('admin');
    openTab(root, '排名与导出');
    expect(await within(root).findByText('导出报名名单', {}, SLOW)).toBeTruthy();
    expect(within(root).getByText('导出评选结果')).toBeTruthy();
  }, 60_000);
});
