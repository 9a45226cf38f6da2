import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fanList,
  FOLLOW_ACTION,
  FOLLOW_STATUS,
  followList,
  followRecommendList,
  userFollow,
  type Contract,
  type SocialUser,
} from '@xinke/shared';
import { socialUser } from '../../test/fixtures';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: FansPage } = await import('./FansPage');
const { default: FollowPage } = await import('./FollowPage');
const apiMock = vi.mocked(api);

const UC = '/app/new-version/user-center';
type Pages = Record<number, ReturnType<typeof pageOf<SocialUser>>>;

/** My follow and fan lists by page; recommendations; follow answers as the server gives. */
function serve(lists: { follow?: Pages; fans?: Pages; fails?: boolean }) {
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, number>) => {
    if (contract === followList || contract === fanList) {
      if (lists.fails) throw { code: 500, msg: '服务器开小差了' };
      const pages = (contract === followList ? lists.follow : lists.fans) ?? {};
      return pages[input.page ?? 1] ?? pageOf([]);
    }
    if (contract === followRecommendList)
      return pageOf([socialUser(90, { nickname: '推荐达人', fan_count: 999 })]);
    if (contract === userFollow)
      return {
        follow_flag:
          input.follow_status === FOLLOW_ACTION.follow
            ? FOLLOW_STATUS.mutual
            : FOLLOW_STATUS.notFollowed,
        fan_count: 1,
      };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('我的粉丝 / 我的关注', { timeout: 20_000 }, () => {
  it('a skeleton while the list loads', () => {
    apiMock.mockImplementation((() => new Promise(() => undefined)) as unknown as typeof api);
    const { container } = renderPage(<FansPage />, { url: `${UC}/fans` });
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
  });

  it('fans: avatar, nickname, signature and 关注 to follow back; following back shows 互相关注', async () => {
    serve({
      fans: {
        1: pageOf([
          socialUser(5, { nickname: '静音党', user_sign: '风扇越少越好', fan_count: 0 }),
          socialUser(6, { nickname: '老玩家', follow_flag: FOLLOW_STATUS.mutual }),
        ]),
      },
    });
    renderPage(<FansPage />, { url: `${UC}/fans` });
    const list = await screen.findByTestId('fans-list');
    const rows = within(list).getAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: '静音党' }).getAttribute('href')).toBe(
      '/app/new-version/homepage/5',
    );
    expect(first.getByText('风扇越少越好')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('follow-button').textContent).toBe('互相关注');
    expect(screen.getByTestId('people-total').textContent).toBe('共 2 人');

    fireEvent.click(first.getByTestId('follow-button'));
    await waitFor(() => expect(first.getByTestId('follow-button').textContent).toBe('互相关注'));
    expect(apiMock).toHaveBeenCalledWith(userFollow, {
      follow_id: 5,
      follow_status: FOLLOW_ACTION.follow,
    });
    expect(apiMock).toHaveBeenCalledWith(fanList, { page: 1 });
  });

  it('加载更多 appends the next page until the last', async () => {
    serve({
      follow: {
        1: pageOf([socialUser(1, { follow_flag: 1 }), socialUser(2, { follow_flag: 1 })], 1, 2, 3),
        2: pageOf([socialUser(3, { nickname: '第三位', follow_flag: 1 })], 2, 2, 3),
      },
    });
    renderPage(<FollowPage />, { url: `${UC}/follow` });
    const list = await screen.findByTestId('follow-list');
    expect(within(list).getAllByTestId('user-row')).toHaveLength(2);
    expect(screen.getByTestId('people-total').textContent).toBe('共 3 人');
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await within(list).findByRole('link', { name: '第三位' })).toBeTruthy();
    expect(within(list).getAllByTestId('user-row')).toHaveLength(3);
    expect(apiMock).toHaveBeenCalledWith(followList, { page: 2 });
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('following nobody: an empty state with a way to find people, and recommendations', async () => {
    serve({ follow: {} });
    renderPage(<FollowPage />, { url: `${UC}/follow` });
    expect(await screen.findByText('你还没有关注任何人')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去发现有趣的人' }).getAttribute('href')).toBe(
      '/app/new-version/allUsers',
    );
    expect(await screen.findByRole('link', { name: '推荐达人' })).toBeTruthy();
  });

  it('no fans yet: an empty state inviting a post', async () => {
    serve({ fans: {} });
    renderPage(<FansPage />, { url: `${UC}/fans` });
    expect(await screen.findByText(/还没有人关注你/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去发帖' }).getAttribute('href')).toBe(
      '/app/new-version/publish/post',
    );
  });

  it('a failed list: the error view with 重试', async () => {
    serve({ fails: true });
    renderPage(<FollowPage />, { url: `${UC}/follow` });
    const error = await screen.findByTestId('error-view');
    expect(within(error).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
