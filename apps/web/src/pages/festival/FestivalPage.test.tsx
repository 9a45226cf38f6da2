import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  festivalComment,
  festivalCommentList,
  festivalFine,
  festivalFineBtn,
  festivalFollow,
  festivalFollowBtn,
  festivalFooterData,
  festivalGiftThumb,
  festivalGiftVote,
  festivalModuleList,
  getGuide,
  setGuide,
  userInfo,
  type Contract,
  type FestivalComment,
  type FestivalPage,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const token = { signedIn: true };
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => token.signedIn) }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: FestivalPageView } = await import('./FestivalPage');
const apiMock = vi.mocked(api);

const SLOW = { timeout: 10_000 };
const now = Math.floor(Date.now() / 1000);
const user = (id: number, nickname: string) => ({
  id,
  nickname,
  image_url: '',
  level_name: 'Lv2',
  x_up: 0,
});
const wallComment = (over: Partial<FestivalComment> = {}): FestivalComment => ({
  id: 11,
  type: 10,
  type_id: 5,
  content: '创客节快乐！',
  status: 1,
  user: user(7, '小芯'),
  reply_count: 0,
  thumb_count: 2,
  is_thumb: 0,
  replies: [],
  create_time: now - 60,
  is_fine: 0,
  ...over,
});

const festival: FestivalPage = {
  activity: {
    id: 5,
    title: '2026 芯客创客节',
    cover: '',
    summary: '一起造点好玩的',
    is_draft: false,
  },
  modules: [
    { id: 1, kind: 'text', title: '活动介绍', html: '<p>欢迎参加</p>' },
    {
      id: 2,
      kind: 'vote',
      title: '投票',
      item: { id: 30, title: '最想要的开发板' },
      vote: {
        item_id: 30,
        expire_time: now + 86400,
        is_expired: false,
        subjects: [
          {
            id: 40,
            subject: '选一块',
            select_type: 1,
            voter_count: null,
            has_voted: false,
            show_result: false,
            options: [
              {
                id: 41,
                text: 'ESP32-S3',
                image: '',
                description: '',
                num: null,
                percent: null,
                is_chosen: false,
              },
              {
                id: 42,
                text: 'RP2040',
                image: '',
                description: '',
                num: null,
                percent: null,
                is_chosen: false,
              },
            ],
          },
        ],
      },
    },
    {
      id: 3,
      kind: 'members',
      title: '推荐创客',
      users: [{ ...user(8, '阿杰'), signature: '做机器人的', fan_count: 3 }],
    },
    { id: 4, kind: 'comments', title: '评论墙', comment_count: 1 },
  ],
};
const page = <T,>(data: T[]) => ({
  data,
  paginate: { current_page: 1, last_page: 1, total: data.length, per_page: 10 },
});

function fake(handler: (contract: Contract, input: unknown) => unknown) {
  apiMock.mockImplementation((async (contract: Contract, input: unknown) =>
    handler(contract, input)) as never);
}

/** The usual answers; `over` replaces some. */
function network(over: (c: Contract, input: unknown) => unknown = () => undefined) {
  fake((c, input) => {
    const answer = over(c, input);
    if (answer !== undefined) return answer;
    if (c === festivalModuleList) return festival;
    if (c === festivalFooterData)
      return { organiser: '芯客社区', sponsors: ['乐鑫'], links: [], note: '' };
    if (c === festivalFollowBtn) return [{ user_id: 8, follow_flag: 0 }];
    if (c === festivalFineBtn) return { show: false };
    if (c === festivalCommentList) return page([wallComment()]);
    if (c === userInfo) return { id: 99, nickname: '我' };
    if (c === getGuide) return { is_old: 1, show_guide: false };
    throw new Error(`unexpected ${c.path}`);
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/Festival/5']}>
        <Routes>
          <Route path="/app/Festival/:id" element={<FestivalPageView />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  token.signedIn = true;
  localStorage.clear();
});
afterEach(() => vi.clearAllMocks());

describe('festival page', () => {
  it('loading, then the error view with retry', async () => {
    apiMock.mockImplementation(() => new Promise(() => undefined));
    const { unmount } = renderPage();
    expect(screen.getByTestId('festival-loading')).toBeTruthy();
    unmount();
    let fail = true;
    network((c) => {
      if (fail && c === festivalModuleList) throw { code: 500, msg: 'boom', data: null };
      return undefined;
    });
    renderPage();
    const retry = within(await screen.findByTestId('error-view', undefined, SLOW)).getByText(
      '重试',
    );
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '2026 芯客创客节' }, SLOW)).toBeTruthy();
  }, 30_000);

  it('an unknown festival (404) says so instead of an error', async () => {
    network((c) => {
      if (c === festivalModuleList) throw { code: 404, msg: '节日活动不存在', data: null };
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('这个节日活动不存在或还没有上线', undefined, SLOW)).toBeTruthy();
  }, 30_000);

  it('renders the modules in order with the footer, and an empty page says it is being set up', async () => {
    network();
    const { unmount } = renderPage();
    expect(await screen.findByText('欢迎参加', undefined, SLOW)).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['活动介绍', '投票', '推荐创客', '评论墙（1）']);
    expect((await screen.findByTestId('festival-footer')).textContent).toContain(
      '主办方：芯客社区',
    );
    expect(await screen.findByText('创客节快乐！')).toBeTruthy();
    unmount();
    network((c) => (c === festivalModuleList ? { ...festival, modules: [] } : undefined));
    renderPage();
    expect(await screen.findByText('活动页正在布置中，敬请期待', undefined, SLOW)).toBeTruthy();
  }, 30_000);

  it('comments, likes, votes and follows through the Xgo calls', async () => {
    network((c) => {
      if (c === festivalComment) return wallComment({ id: 12, content: '我也来' });
      if (c === festivalGiftThumb) return { is_thumb: 1, thumb_count: 3 };
      if (c === festivalGiftVote) return festival.modules[1];
      if (c === festivalFollow) return { follow_flag: 1, fan_count: 4 };
      return undefined;
    });
    renderPage();
    const box = await screen.findByLabelText('评论内容', undefined, SLOW);
    fireEvent.change(box, { target: { value: '我也来' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(festivalComment, { active_id: 5, content: '我也来' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /点赞 2/ }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(festivalGiftThumb, { comment_id: 11 }),
    );
    fireEvent.click(screen.getByText('RP2040'));
    fireEvent.click(screen.getByRole('button', { name: '投 票' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(festivalGiftVote, {
        active_id: 5,
        item_id: 30,
        vote: [{ subject_id: 40, option_ids: [42] }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '+ 关注' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(festivalFollow, { follow_id: 8, follow_status: 1 }),
    );
  }, 30_000);

  it('a visitor is asked to log in instead of liking; no 精选 or delete buttons', async () => {
    token.signedIn = false;
    network();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /点赞 2/ }, SLOW));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(apiMock).not.toHaveBeenCalledWith(festivalGiftThumb, expect.anything());
    expect(screen.queryByRole('button', { name: '设为精选' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
  }, 30_000);

  it('staff see 设为精选 and mark a comment; the 精选 badge shows on fine comments', async () => {
    network((c) => {
      if (c === festivalFineBtn) return { show: true };
      if (c === festivalFine) return { comment_id: 11, is_fine: 1 };
      if (c === festivalCommentList)
        return page([wallComment(), wallComment({ id: 13, is_fine: 1, content: '精选的' })]);
      return undefined;
    });
    renderPage();
    expect(await screen.findByTestId('festival-fine-badge', undefined, SLOW)).toBeTruthy();
    fireEvent.click((await screen.findAllByRole('button', { name: '设为精选' }))[0]!);
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(festivalFine, { comment_id: 11, fine: 1 }),
    );
  }, 30_000);

  it('the first-visit guide: a member dismisses it on the server, a visitor in localStorage', async () => {
    network((c) => {
      if (c === getGuide) return { is_old: 1, show_guide: true };
      if (c === setGuide) return { is_old: 1, show_guide: false };
      return undefined;
    });
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '知道了' }, SLOW));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(setGuide, { key: 'festival' }, { silent: true }),
    );
    expect(screen.queryByTestId('festival-guide')).toBeNull();
    unmount();
    token.signedIn = false;
    localStorage.clear();
    network();
    const second = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '知道了' }, SLOW));
    expect(localStorage.getItem('xinke:guide:festival')).toBe('1');
    second.unmount();
    renderPage();
    await screen.findByRole('heading', { name: '2026 芯客创客节' }, SLOW);
    expect(screen.queryByTestId('festival-guide')).toBeNull();
  }, 30_000);
});
