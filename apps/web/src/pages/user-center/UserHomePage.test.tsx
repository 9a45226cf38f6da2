import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_KIND,
  LEVELS,
  userActive,
  userInfo,
  userObject,
  type ActiveRow,
  type Contract,
} from '@xinke/shared';
import { homepageUser, selfInfo } from '../../test/fixtures';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: UserHomePage } = await import('./UserHomePage');
const apiMock = vi.mocked(api);

const URL = '/app/new-version/user-center/home';
const lv2 = LEVELS[1];
const activeRow = (n: number): ActiveRow => ({
  type: ACTIVE_KIND.comment,
  label: '评论了帖子',
  content: `第${n}条评论`,
  item: {
    id: 100 + n,
    title: `示波器项目${n}`,
    cover: '',
    item_type: 1,
    author: { id: 3, nickname: '老王', image_url: '' },
  },
  create_time: Math.floor(Date.now() / 1000) - n * 60,
});

function serve({
  info = selfInfo({
    nickname: '焊武帝',
    user_sign: '热爱开源硬件',
    ele: 500,
    level_name: lv2.name,
    level_image: lv2.image,
    next_level_ele: LEVELS[2].min,
    sign_days: 3,
  }),
  activity = [activeRow(1)],
  infoFails = false,
} = {}) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === userInfo) {
      if (infoFails) throw { code: 500, msg: '服务器开小差了' };
      return info;
    }
    if (contract === userObject)
      return homepageUser({
        follow_count: 7,
        fan_count: 12_345,
        item_count: 5,
        praise_count: 40,
        collection_count: 2,
      });
    if (contract === userActive) return pageOf(activity);
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('user-center home', { timeout: 20_000 }, () => {
  it('shows a skeleton while my info loads', () => {
    apiMock.mockImplementation((() => new Promise(() => undefined)) as unknown as typeof api);
    const { container } = renderPage(<UserHomePage />, { url: URL });
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('profile-summary')).toBeNull();
  });

  it('profile, level badge, electricity, sign-in and streak, counts linking to their lists', async () => {
    serve();
    renderPage(<UserHomePage />, { url: URL });
    const profile = within(await screen.findByTestId('profile-summary'));
    expect(profile.getByRole('heading', { name: /焊武帝/ })).toBeTruthy();
    expect(profile.getByText('热爱开源硬件')).toBeTruthy();
    expect(profile.getByTestId('level-badge').textContent).toBe(lv2.name);
    expect(profile.getByTestId('level-badge').getAttribute('href')).toBe(
      '/app/new-version/user-center/level',
    );
    expect(profile.getByTestId('home-ele').textContent).toBe('500');
    expect(profile.getByText(`距下一等级还需 ${LEVELS[2].min - 500}`)).toBeTruthy();
    expect(profile.getByRole('button', { name: '每日签到' })).toBeTruthy();
    expect(profile.getByTestId('sign-streak').textContent).toBe('已连续签到 3 天');

    const counts = within(screen.getByTestId('home-counts'));
    expect(await counts.findByRole('link', { name: '关注 7' })).toBeTruthy();
    expect(counts.getByRole('link', { name: '关注 7' }).getAttribute('href')).toBe(
      '/app/new-version/user-center/follow',
    );
    expect(counts.getByRole('link', { name: '粉丝 1.2w' }).getAttribute('href')).toBe(
      '/app/new-version/user-center/fans',
    );
    expect(counts.getByTestId('count-praise_count').textContent).toBe('40');
    expect(apiMock).toHaveBeenCalledWith(userObject, { user_id: undefined }, { silent: true });
  });

  it('the role badge (SPEC §3 symbol) and the open new-member tasks (task), each a link', async () => {
    serve({
      info: selfInfo({
        symbol: '创作达人',
        task: 2,
        image_url: '/a.webp',
        user_sign: '在',
        interests: [4],
        contribute_count: 0,
        follow_count: 0,
      }),
    });
    renderPage(<UserHomePage />, { url: URL });
    expect((await screen.findByTestId('user-symbol')).textContent).toBe('创作达人');
    const tasks = within(screen.getByTestId('member-tasks'));
    expect(tasks.getByRole('heading').textContent).toBe('新手任务（2 项未完成）');
    expect(tasks.getByRole('link', { name: '发布第一篇帖子' }).getAttribute('href')).toBe(
      '/app/new-version/publish/post',
    );
    expect(tasks.getByRole('link', { name: '关注一位芯友' }).getAttribute('href')).toBe(
      '/app/new-version/allUsers',
    );
    expect(tasks.getAllByRole('link')).toHaveLength(2);
  });

  it('all tasks done: no task block, no badge for a plain member', async () => {
    serve({ info: selfInfo({ task: 0, symbol: '' }) });
    renderPage(<UserHomePage />, { url: URL });
    await screen.findByTestId('profile-summary');
    expect(screen.queryByTestId('member-tasks')).toBeNull();
    expect(screen.queryByTestId('user-symbol')).toBeNull();
  });

  it('signed in today: 今日已签到', async () => {
    serve({ info: selfInfo({ sign_flag: 1, sign_days: 1 }) });
    renderPage(<UserHomePage />, { url: URL });
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeTruthy();
  });

  it('recent activity: my latest five actions, the rest on my homepage', async () => {
    serve({ activity: [1, 2, 3, 4, 5, 6, 7].map(activeRow) });
    renderPage(<UserHomePage />, { url: URL });
    const list = await screen.findByTestId('recent-activity');
    expect(within(list).getAllByTestId('active-row')).toHaveLength(5);
    expect(within(list).getByText('示波器项目1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部 ›' }).getAttribute('href')).toBe(
      '/app/new-version/personalHomepage/dynamic',
    );
  });

  it('no activity yet: an empty state inviting a first post', async () => {
    serve({ activity: [] });
    renderPage(<UserHomePage />, { url: URL });
    expect(await screen.findByText('最近还没有动态，发个帖子和大家聊聊吧')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '发布帖子' })[0]!.getAttribute('href')).toBe(
      '/app/new-version/publish/post',
    );
  });

  it('keeps a place for the medals and quick links to the rest of the site', async () => {
    serve();
    renderPage(<UserHomePage />, { url: URL });
    const medals = within(await screen.findByTestId('medal-slot'));
    expect(medals.getByRole('link', { name: '全部勋章 ›' }).getAttribute('href')).toBe(
      '/app/new-version/user-center/medal',
    );
    const quick = within(screen.getByTestId('quick-links'));
    // 发起项目 is the project pool's own form, not a 项目池 post.
    expect(quick.getByRole('link', { name: '发起项目' }).getAttribute('href')).toBe(
      '/app/new-version/projectAdd',
    );
  });

  it('my info fails: the error view, and 重试 asks again', async () => {
    serve({ infoFails: true });
    renderPage(<UserHomePage />, { url: URL });
    const error = await screen.findByTestId('error-view');
    const calls = () => apiMock.mock.calls.filter(([c]) => c === userInfo).length;
    const before = calls();
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(calls()).toBe(before + 1));
  });
});
