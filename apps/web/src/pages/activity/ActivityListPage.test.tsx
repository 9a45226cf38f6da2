import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeBtn,
  activeIndex,
  activityProgressList,
  type ActivityCard,
  type Contract,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => false) }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: ActivityListPage } = await import('./ActivityListPage');
const apiMock = vi.mocked(api);

const card = (id: number, kind: string, status: number, status_text: string): ActivityCard => ({
  id,
  type: 'activity',
  kind,
  title: `活动${id}`,
  cover: '',
  summary: '',
  status,
  status_text,
  start_time: 1_700_000_000,
  end_time: 1_700_600_000,
  stages: [
    {
      id: id * 10,
      active_id: id,
      code: 'voting',
      section_name: '投票',
      start_time: 1_700_000_000,
      end_time: 1_700_600_000,
    },
  ],
  enrol_count: 3,
  results_published_at: null,
});
const page = (rows: ActivityCard[]) => ({
  data: rows,
  paginate: { current_page: 1, last_page: 1, total: rows.length, per_page: 12 },
});

function fake(handler: (contract: Contract) => unknown) {
  apiMock.mockImplementation((async (contract: Contract) => handler(contract)) as never);
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/new-version/activity']}>
        <ActivityListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('activity list page', () => {
  it('shows a skeleton while loading, asking for 12 a page', () => {
    apiMock.mockImplementation(() => new Promise(() => undefined));
    renderList();
    expect(screen.getByTestId('activity-loading')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(activityProgressList, { page: 1, page_size: 12 });
  });

  it('says 暂无活动 when there is none', async () => {
    fake(() => page([]));
    renderList();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无活动');
  });

  it('shows the error view, and retry loads again', async () => {
    let fail = true;
    fake(() => {
      if (fail) throw new Error('boom');
      return page([card(1, 'general', 3, '投票中')]);
    });
    renderList();
    const retry = within(await screen.findByTestId('error-view')).getByText('重试');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '活动1' })).toBeTruthy();
  });

  it('cards: status badge, kind, enrolled; contests link to their pages', async () => {
    fake(() =>
      page([
        card(1, 'diy_computer', 1, '作品上传中'),
        card(2, 'wallpaper', 0, '未开始'),
        card(3, 'photo', 5, '已结束'),
      ]),
    );
    renderList();
    const cards = await screen.findAllByTestId('activity-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/app/new-version/diy-computer-activity/1/index',
      '/app/wallPaper-index/2',
      '/app/photo',
    ]);
    expect(screen.getAllByTestId('activity-status').map((b) => b.textContent)).toEqual([
      '作品上传中',
      '未开始',
      '已结束',
    ]);
    expect(cards[0]!.textContent).toContain('装机大赛');
    expect(cards[0]!.textContent).toContain('3 人报名');
  });

  it('a lottery card links to its lottery page, whatever its kind', async () => {
    fake(() => page([{ ...card(5, 'general', 0, '未开始'), type: 'lottery' }]));
    renderList();
    expect((await screen.findByTestId('activity-card')).getAttribute('href')).toBe(
      '/app/new-version/activity/lottery/5',
    );
  });

  it('a general activity opens its rules, stages and the button; 登录 opens the dialog', async () => {
    fake((contract) => {
      if (contract === activityProgressList) return page([card(4, 'general', 3, '投票中')]);
      if (contract === activeIndex)
        return { ...card(4, 'general', 3, '投票中'), rules: '<p>规则正文</p>' };
      if (contract === activeBtn)
        return { text: '立即报名', action: 'login', disabled: false, start_time: null };
      throw new Error(`unexpected ${contract.path}`);
    });
    renderList();
    fireEvent.click(await screen.findByTestId('activity-card'));
    const detail = await screen.findByTestId('activity-detail');
    expect(detail.textContent).toContain('规则正文');
    expect(detail.textContent).toContain('投票');
    fireEvent.click(await screen.findByTestId('activity-main-button'));
    expect(openLoginDialog).toHaveBeenCalled();
  });

  it('an invitation links to its invite page and reads 进行中 · 邀请活动, without enrolment', async () => {
    fake(() => page([{ ...card(5, 'general', 3, '投票中'), type: 'invite' }]));
    renderList();
    const invite = await screen.findByTestId('activity-card');
    expect(invite.getAttribute('href')).toBe('/app/new-version/activity/invite/5');
    expect(screen.getByTestId('activity-status').textContent).toBe('进行中');
    expect(invite.textContent).toContain('邀请活动');
    expect(invite.textContent).not.toContain('人报名');
  });
});
