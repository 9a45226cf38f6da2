import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fanList,
  followList,
  followRecommendList,
  MSG,
  otherUserInfo,
  userActive,
  userBlack,
  userBlackCancel,
  userCollect,
  userFollow,
  userInfo,
  userItemDynamic,
  userObject,
  userVotes,
  type Contract,
  type HomepageUser,
} from '@xinke/shared';
import '../../test/resize-observer';
import { homepageUser, itemCard, otherProfile, socialUser } from '../../test/fixtures';
import { chatFlag, currentLocation, pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: HomepagePage } = await import('./HomepagePage');
const { default: PersonalHomepagePage } = await import('./PersonalHomepagePage');
const apiMock = vi.mocked(api);

const NV = '/app/new-version';
const ME = 9;
const THEM = 38;
type Input = Record<string, number | undefined>;

/**
 * A fake server for one person's homepage (and mine): follow answers like the real one
 * (mutual when they follow me), a block sets is_black and ends the follow, lists answer
 * what `lists` holds, and a list listed in `forbidden` answers 403 with its msg.
 */
function fakeServer(
  opts: {
    user?: Partial<HomepageUser>;
    lists?: Partial<Record<string, unknown>>;
    forbidden?: Partial<Record<string, string>>;
    followsMe?: boolean;
  } = {},
) {
  let user = homepageUser(opts.user);
  const lists = opts.lists ?? {};
  const listOf = new Map<Contract, string>([
    [userItemDynamic, 'posts'],
    [userVotes, 'votes'],
    [userCollect, 'collect'],
    [followList, 'follow'],
    [fanList, 'fans'],
    [userActive, 'dynamic'],
    [followRecommendList, 'recommend'],
  ]);
  apiMock.mockImplementation((async (contract: Contract, input: Input = {}) => {
    if (contract === userObject) return input.user_id ? user : { ...user, id: ME, follow_flag: -1 };
    if (contract === otherUserInfo) return otherProfile({ ...user });
    if (contract === userInfo) return { ...otherProfile(), id: ME, nickname: '我自己' };
    if (contract === userFollow) {
      if (user.is_black) throw { code: 403, data: null, msg: MSG.followBlockedByMe };
      const follow = input.follow_status === 1;
      user = {
        ...user,
        follow_flag: follow ? (opts.followsMe ? 2 : 1) : 0,
        fan_count: user.fan_count + (follow ? 1 : -1),
      };
      return { follow_flag: user.follow_flag, fan_count: user.fan_count };
    }
    if (contract === userBlack || contract === userBlackCancel) {
      const block = contract === userBlack;
      user = { ...user, is_black: block ? 1 : 0, follow_flag: block ? 0 : user.follow_flag };
      return { black_user_id: input.black_user_id, is_black: user.is_black };
    }
    const tab = listOf.get(contract);
    if (tab !== undefined) {
      const refusal = opts.forbidden?.[tab];
      if (refusal) throw { code: 403, data: null, msg: refusal };
      const pages = lists[tab] as Record<number, unknown> | undefined;
      return pages?.[input.page ?? 1] ?? pageOf([]);
    }
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

const callsOf = (contract: Contract) => apiMock.mock.calls.filter(([c]) => c === contract);
const renderHomepage = (query = '', id = THEM) =>
  renderPage(<HomepagePage />, {
    url: `${NV}/homepage/${id}${query}`,
    path: `${NV}/homepage/:id`,
  });
const renderPersonal = (url: string) =>
  renderPage(<PersonalHomepagePage />, {
    url,
    path: url.startsWith(`${NV}/personal/`) ? `${NV}/personal/:tab` : `${NV}/personalHomepage/:tab`,
  });
const header = async () => within(await screen.findByTestId('homepage-header'));
const followButton = () => screen.getByTestId('follow-button');
const label = (el: HTMLElement) => el.textContent?.replace(/\s/g, '');

const logIn = () => saveCredentials({ token: 'tok', userId: ME, expiresAt: 4_000_000_000 });
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

const SLOW = { timeout: 20_000 };

describe('someone’s homepage (SPEC §2 homepage/:id)', SLOW, () => {
  beforeEach(logIn);

  it('shows their profile, counts and tabs; 帖子 by default lists their items', async () => {
    fakeServer({ lists: { posts: { 1: pageOf([itemCard(1), itemCard(2)]) } } });
    renderHomepage();
    const head = await header();
    expect(head.getByTestId('homepage-nickname').textContent).toBe('小李爱DIY');
    expect(head.getByText('树莓派、ESP32 都玩')).toBeTruthy();
    expect(await head.findByText('男 · 上海 · 工程师')).toBeTruthy();
    expect(head.getByTestId('count-follow').textContent).toBe('3');
    expect(head.getByTestId('count-fans').textContent).toBe('12');
    expect(head.getByTestId('count-praise').textContent).toBe('40');
    expect(head.getByTestId('count-posts').textContent).toBe('5');
    const tabs = screen.getByRole('navigation', { name: '主页内容' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['帖子5', '投票', '收藏2', '关注3', '粉丝12', '动态']);
    expect(screen.getByTestId('tab-posts').getAttribute('aria-current')).toBe('page');
    expect(await screen.findAllByTestId('item-card')).toHaveLength(2);
    expect(apiMock).toHaveBeenCalledWith(
      userItemDynamic,
      { user_id: THEM, page: 1 },
      { silent: true },
    );
    expect(apiMock).toHaveBeenCalledWith(otherUserInfo, { user_id: THEM }, { silent: true });
  });

  it.each([
    ['votes', userVotes, 'TA还没有发起过投票'],
    ['collect', userCollect, 'TA还没有收藏'],
    ['follow', followList, 'TA还没有关注任何人'],
    ['fans', fanList, 'TA还没有粉丝'],
    ['dynamic', userActive, 'TA最近没有动态'],
    ['posts', userItemDynamic, 'TA还没有发布过帖子'],
  ])('tab %s asks its own list and has an empty state', async (tab, contract, empty) => {
    fakeServer();
    renderHomepage(`?tab=${tab}`);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(empty);
    expect(callsOf(contract)[0]?.[1]).toEqual({ user_id: THEM, page: 1 });
  });

  it('a tab their privacy settings hide says 对方已设置隐私 and asks for nothing', async () => {
    fakeServer({
      user: { secret: { show_follow: 1, show_fans: 0, show_collect: 1, show_dynamic: 1 } },
    });
    renderHomepage('?tab=fans');
    const notice = await screen.findByTestId('privacy-notice');
    expect(notice.textContent).toContain(MSG.privacyHidden);
    expect(notice.textContent).toContain(MSG.fanListHidden);
    expect(callsOf(fanList)).toHaveLength(0);
    // Their hidden counter is not shown on the tab either.
    expect(screen.getByTestId('tab-fans').textContent).toBe('粉丝');
  });

  it('a list the server refuses (settings changed meanwhile) shows the server’s reason', async () => {
    fakeServer({ forbidden: { collect: MSG.collectListHidden } });
    renderHomepage('?tab=collect');
    const notice = await screen.findByTestId('privacy-notice');
    expect(notice.textContent).toContain(MSG.privacyHidden);
    expect(notice.textContent).toContain(MSG.collectListHidden);
    expect(screen.queryByTestId('error-view')).toBeNull();
  });

  it('pages through a list with ?page=', async () => {
    const first = Array.from({ length: 10 }, (_, i) => socialUser(100 + i));
    fakeServer({
      lists: { fans: { 1: pageOf(first, 1, 2, 12), 2: pageOf([socialUser(200)], 2, 2, 12) } },
    });
    renderHomepage('?tab=fans');
    // Ten antd buttons take a while to draw in jsdom.
    expect(await screen.findAllByTestId('user-row', {}, { timeout: 5000 })).toHaveLength(10);
    fireEvent.click(screen.getByRole('link', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(currentLocation()).toBe(`${NV}/homepage/${THEM}?tab=fans&page=2`);
    expect(callsOf(fanList).map(([, input]) => input)).toEqual([
      { user_id: THEM, page: 1 },
      { user_id: THEM, page: 2 },
    ]);
  });

  it('动态 lists what they did, each with the post it was on', async () => {
    fakeServer({
      lists: {
        dynamic: {
          1: pageOf([
            {
              type: 2,
              label: '评论了帖子',
              content: '这个散热器不错',
              item: {
                id: 81,
                title: '我的 ITX',
                cover: '',
                item_type: 3,
                author: { id: 5, nickname: '老王', image_url: '' },
              },
              create_time: 1_700_000_000,
            },
          ]),
        },
      },
    });
    renderHomepage('?tab=dynamic');
    const row = within(await screen.findByTestId('active-row'));
    expect(row.getByText('评论了帖子')).toBeTruthy();
    expect(row.getByText('这个散热器不错')).toBeTruthy();
    expect(row.getByRole('link', { name: '我的 ITX' }).getAttribute('href')).toBe(
      `${NV}/postDetail/81`,
    );
  });

  it('关注 follows (sends 1) and shows 已关注 with their new fan count', async () => {
    fakeServer();
    renderHomepage();
    const head = await header();
    expect(label(followButton())).toBe('关注');
    await act(async () => fireEvent.click(followButton()));
    await waitFor(() => expect(label(followButton())).toBe('已关注'));
    expect(apiMock).toHaveBeenCalledWith(userFollow, { follow_id: THEM, follow_status: 1 });
    expect(head.getByTestId('count-fans').textContent).toBe('13');
    expect(toast.success).toHaveBeenCalledWith(MSG.followSuccess);
  });

  it('互相关注 when they follow me too; unfollowing asks first and sends 0', async () => {
    fakeServer({ user: { follow_flag: 2 } });
    renderHomepage();
    await header();
    expect(label(followButton())).toBe('互相关注');
    // The unfollow confirmation (antd) loads with the button; its stand-in is disabled.
    await waitFor(() => expect(followButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(followButton());
    expect(callsOf(userFollow)).toHaveLength(0);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /取消关注/ })));
    await waitFor(() => expect(label(followButton())).toBe('关注'));
    expect(apiMock).toHaveBeenCalledWith(userFollow, { follow_id: THEM, follow_status: 0 });
  });

  it('a refused follow (I blocked them) leaves the button as it was', async () => {
    fakeServer({ user: { is_black: 1 } });
    renderHomepage();
    expect((await header()).getByTestId('black-tag').textContent).toBe('已拉黑');
    await act(async () => fireEvent.click(followButton()));
    await waitFor(() => expect(callsOf(userFollow)).toHaveLength(1));
    expect(label(followButton())).toBe('关注');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('私信 opens the chat dialog with them', async () => {
    fakeServer();
    renderHomepage();
    await header();
    fireEvent.click(screen.getByTestId('chat-button'));
    expect(chatFlag()).toBe(`open:${THEM}`);
  });

  it('拉黑 from the menu, after confirming; then 取消拉黑 the same way', async () => {
    fakeServer({ user: { follow_flag: 1 } });
    renderHomepage();
    await header();
    fireEvent.click(screen.getByTestId('more-actions'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '拉黑' }));
    // The confirm dialog's code loads on first use (slow in jsdom).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('确定将 小李爱DIY 加入黑名单？');
    expect(dialog.textContent).toContain(MSG.blackConfirm);
    expect(callsOf(userBlack)).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /拉\s*黑/ })));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(userBlack, { black_user_id: THEM }));
    expect(toast.success).toHaveBeenCalledWith(MSG.blackSuccess);
    // The homepage is read again: blocked, and the follow has ended.
    expect(await screen.findByTestId('black-tag')).toBeTruthy();
    await waitFor(() => expect(label(followButton())).toBe('关注'));

    fireEvent.click(screen.getByTestId('more-actions'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '取消拉黑' }));
    // The dialog's ok button, by its words: jsdom's role query misses it while the menu closes.
    const ok = await screen.findByText(
      '移出黑名单',
      { selector: '.ant-modal button *' },
      { timeout: 5000 },
    );
    await act(async () => fireEvent.click(ok));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(userBlackCancel, { black_user_id: THEM }),
    );
    await waitFor(() => expect(screen.queryByTestId('black-tag')).toBeNull());
  });

  it('my own id opens my personal homepage on the same tab', async () => {
    fakeServer();
    renderHomepage('?tab=fans', ME);
    await waitFor(() => expect(currentLocation()).toBe(`${NV}/personalHomepage/fans`));
  });

  it('a user that does not exist says so', async () => {
    fakeServer();
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === userObject) throw { code: 404, data: null, msg: MSG.userNotFound };
      return otherProfile();
    }) as unknown as typeof api);
    renderHomepage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(MSG.userNotFound);
  });
});

describe('visitors on a homepage', SLOW, () => {
  it('see everything public; 关注, 私信 and 拉黑 ask them to log in', async () => {
    fakeServer();
    renderHomepage();
    await header();
    fireEvent.click(followButton());
    fireEvent.click(screen.getByTestId('chat-button'));
    expect(openLoginDialog).toHaveBeenCalledTimes(2);
    expect(callsOf(userFollow)).toHaveLength(0);
    expect(chatFlag()).toBe('closed');
  });
});

describe('my personal homepage (SPEC §2 personalHomepage/:tab, personal/:tab)', SLOW, () => {
  beforeEach(logIn);

  it('defaults to 帖子 (an unknown tab too), under the path I used', async () => {
    fakeServer();
    renderPersonal(`${NV}/personalHomepage/whatever`);
    await waitFor(() => expect(currentLocation()).toBe(`${NV}/personalHomepage/posts`));
    renderPersonal(`${NV}/personal/1`);
    await waitFor(() =>
      expect(screen.getAllByTestId('location')[1]?.textContent).toBe(`${NV}/personal/posts`),
    );
  });

  it('shows my lists without user_id, 编辑资料 instead of follow, and my own tabs even when private', async () => {
    fakeServer({
      user: { secret: { show_follow: 0, show_fans: 0, show_collect: 0, show_dynamic: 0 } },
      lists: { fans: { 1: pageOf([socialUser(51, { follow_flag: 0 })]) } },
    });
    renderPersonal(`${NV}/personalHomepage/fans`);
    const head = await header();
    expect(head.getByTestId('edit-profile')).toBeTruthy();
    expect(head.getByRole('link', { name: '编辑资料' }).getAttribute('href')).toBe(
      `${NV}/personalEdit/info`,
    );
    expect(head.queryByTestId('chat-button')).toBeNull();
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    expect(screen.queryByTestId('privacy-notice')).toBeNull();
    expect(apiMock).toHaveBeenCalledWith(
      fanList,
      { user_id: undefined, page: 1 },
      { silent: true },
    );
    expect(apiMock).toHaveBeenCalledWith(userObject, { user_id: undefined }, { silent: true });
    // The tabs stay under the path: 关注 is /personalHomepage/follow.
    expect(screen.getByTestId('tab-follow').getAttribute('href')).toBe(
      `${NV}/personalHomepage/follow`,
    );
  });

  it('following nobody yet: people worth following under the empty state', async () => {
    fakeServer({ lists: { recommend: { 1: pageOf([socialUser(70, { nickname: '静音党' })]) } } });
    renderPersonal(`${NV}/personalHomepage/follow`);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('我还没有关注任何人');
    const block = within(await screen.findByTestId('recommend-follow'));
    expect(block.getByRole('link', { name: '静音党' })).toBeTruthy();
    expect(block.getByTestId('follow-button')).toBeTruthy();
  });
});

describe('visitors on personalHomepage', () => {
  it('are offered the login dialog', () => {
    renderPersonal(`${NV}/personalHomepage/posts`);
    fireEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(openLoginDialog).toHaveBeenCalledTimes(1);
    expect(apiMock).not.toHaveBeenCalled();
  });
});
