import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  indexFooter,
  messageCount,
  messagePop,
  messageRead,
  noticeFlag,
  noticeSeen,
  userInfo,
  type Contract,
  type FooterData,
  type MessageCounts,
  type MessageRow,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { SiteHeader } = await import('./SiteHeader');
const apiMock = vi.mocked(api);

const MINI_QR = '/uploads/qr/mini-program.png';
const footer: FooterData = {
  attention: [],
  object: [
    { name: '微信公众号', value: '/uploads/qr/official.png', type: 2 },
    { name: '芯客小程序', value: MINI_QR, type: 2 },
  ],
  shop: [],
  report: [],
  contact: [],
  copyright: '© 2026 芯客',
  filing_number: '京ICP备2026000000号-1',
  site: { name: '芯客', logo: '', mini_qr: '' },
};

const noCounts: MessageCounts = {
  achieve: 0,
  comment: 0,
  thumb: 0,
  follow: 0,
  system: 0,
  active: 0,
  letter: 0,
  user: 0,
  allMessage: 0,
};
let serverCounts = noCounts;
let unreadRows: MessageRow[] = [];
/** The server's notice flag: newest notice 7; a member has not seen it until they say so. */
let memberSawNotice = false;

function fakeServer() {
  serverCounts = noCounts;
  unreadRows = [];
  memberSawNotice = false;
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === indexFooter) return footer;
    if (contract === noticeFlag) return { flag: memberSawNotice ? 0 : 1, latest_id: 7 };
    if (contract === noticeSeen) {
      memberSawNotice = true;
      return { flag: 0, latest_id: 7 };
    }
    if (contract === userInfo) return { id: 9, nickname: '老王装机', image_url: '' };
    if (contract === messageCount) return serverCounts;
    if (contract === messagePop) return { list: unreadRows, counts: serverCounts };
    if (contract === messageRead) {
      const marked = serverCounts.allMessage - serverCounts.letter;
      serverCounts = { ...noCounts, letter: serverCounts.letter, allMessage: serverCounts.letter };
      unreadRows = [];
      return { marked, counts: serverCounts };
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderHeader(url = '/app/new-version/featured?tag=recommend') {
  // As the app's client (app/Providers.tsx): no refetch on focus unless a query asks for it.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SiteHeader />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const logIn = () => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
/** A hover card's panel: the trigger and its panel share the card's root element. */
const dropdownOf = (trigger: HTMLElement) => within(trigger.parentElement as HTMLElement);
const creationMenu = () =>
  dropdownOf(screen.getByRole('button', { name: /创作中心/ })).getByRole('menu');

beforeEach(() => {
  window.localStorage.clear();
  clearCredentials();
  fakeServer();
});
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('SiteHeader for visitors (SPEC §2 "Visitors see login/register")', () => {
  it('shows 登录/注册, which opens the login dialog, and no member menus', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(openLoginDialog).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: '消息' })).toBeNull();
    expect(screen.queryByTestId('header-user')).toBeNull();
  });

  it('"Create project and publish post open the login dialog for visitors" and stay put', () => {
    renderHeader();
    const header = within(screen.getByTestId('site-header'));
    // The header buttons outside the dropdown come first in the document.
    fireEvent.click(header.getAllByRole('button', { name: '创建项目' })[0] as HTMLElement);
    fireEvent.click(header.getAllByRole('button', { name: '发布帖子' })[0] as HTMLElement);
    expect(openLoginDialog).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/app/new-version/featured?tag=recommend');
  });

  it('the creation-centre dropdown has 创建项目 / 发布帖子 / 发起投票, each asking to log in', () => {
    renderHeader();
    const items = within(creationMenu()).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['创建项目', '发布帖子', '发起投票']);
    items.forEach((item) => fireEvent.click(item));
    expect(openLoginDialog).toHaveBeenCalledTimes(3);
    expect(location()).toBe('/app/new-version/featured?tag=recommend');
  });

  it('"about us (medalHall when logged in, otherwise electricityGrade)": visitors get electricityGrade', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe(
      '/app/new-version/aboutUs/electricityGrade',
    );
  });
});

describe('SiteHeader for members', () => {
  beforeEach(logIn);

  it('shows the avatar menu (个人中心, 退出登录) instead of 登录/注册', async () => {
    renderHeader();
    expect(await screen.findByText('老王装机')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
    const menu = within(dropdownOf(screen.getByTestId('header-user')).getByRole('menu'));
    expect(menu.getByRole('link', { name: '个人中心' }).getAttribute('href')).toBe(
      '/app/new-version/user-center',
    );
    expect(menu.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('the message dropdown has "comments and replies, achievements, system messages"', () => {
    renderHeader();
    const menu = dropdownOf(screen.getByRole('link', { name: '消息' })).getByRole('menu');
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['评论和回复', '/app/new-version/message/commentAndReply'],
      ['成就', '/app/new-version/user-center/medal'],
      ['系统消息', '/app/new-version/message/system'],
    ]);
  });

  it.each([
    ['创建项目', '/app/new-version/projectAdd'],
    ['发布帖子', '/app/new-version/publish/post'],
    ['发起投票', '/app/new-version/publish/vote'],
  ])('creation centre: %s goes to %s without the login dialog', (label, path) => {
    renderHeader();
    fireEvent.click(within(creationMenu()).getByRole('button', { name: label }));
    expect(location()).toBe(path);
    expect(openLoginDialog).not.toHaveBeenCalled();
  });

  it('about us leads members to the medal hall', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe(
      '/app/new-version/aboutUs/medalHall',
    );
  });
});

describe('notice 新 marker (SPEC §2 "notice (with a new marker)", /xgo/v1/web/notice/flag)', () => {
  it('a visitor sees 新 (not "new") until the notice page is visited, then it stays cleared', async () => {
    const first = renderHeader();
    const notice = screen.getByRole('link', { name: /公告/ });
    expect((await within(notice).findByTestId('notice-new')).textContent).toBe('新');
    act(() => fireEvent.click(notice));
    expect(location()).toBe('/app/new-version/notice');
    expect(screen.queryByTestId('notice-new')).toBeNull();

    first.unmount();
    renderHeader();
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(noticeFlag, undefined, { silent: true }),
    );
    expect(screen.queryByTestId('notice-new')).toBeNull();
  });

  it('is cleared by opening the notice page any other way (a link, a bookmark)', async () => {
    const first = renderHeader('/app/new-version/notice');
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(noticeFlag, undefined, { silent: true }),
    );
    expect(screen.queryByTestId('notice-new')).toBeNull();
    first.unmount();
    renderHeader();
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(noticeFlag, undefined, { silent: true }),
    );
    expect(screen.queryByTestId('notice-new')).toBeNull();
  });

  it('a member’s marker is the server’s: opening the notice page tells the server they saw it', async () => {
    logIn();
    const first = renderHeader();
    expect(await screen.findByTestId('notice-new')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('link', { name: /公告/ })));
    expect(screen.queryByTestId('notice-new')).toBeNull();
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(noticeSeen, undefined, { silent: true }),
    );
    first.unmount();
    // Another tab or device: the server says seen.
    window.localStorage.clear();
    renderHeader();
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(noticeFlag, undefined, { silent: true }),
    );
    expect(screen.queryByTestId('notice-new')).toBeNull();
  });
});

describe('mini-program QR (SPEC §2 "mini-program hover QR")', () => {
  it('its hover card shows the footer’s mini-program QR image', async () => {
    renderHeader();
    const card = dropdownOf(screen.getByRole('button', { name: '芯客小程序' }));
    const image = await card.findByRole('img', { name: '芯客小程序二维码' });
    expect(image.getAttribute('src')).toBe(MINI_QR);
    expect(apiMock).toHaveBeenCalledWith(indexFooter);
  });
});

describe('message dropdown with real counters (SPEC §2 header, §3 counters, §9 badges cap 99)', () => {
  beforeEach(logIn);
  const bell = () => screen.getByRole('link', { name: '消息' });
  const panel = () => dropdownOf(bell()).getByTestId('message-panel');

  it('the bell carries the total, capped at 99+; each item its own badge', async () => {
    fakeServer();
    serverCounts = { ...noCounts, comment: 3, system: 120, thumb: 40, allMessage: 163 };
    renderHeader();
    await waitFor(() => expect(within(bell()).getByTestId('count-badge').textContent).toBe('99+'));
    const links = within(within(panel()).getByRole('menu')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['评论和回复3', '成就', '系统消息99+']);
  });

  it('no unread: no badge on the bell', async () => {
    fakeServer();
    renderHeader();
    // The first read may announce a dead session (身份验证失败), like any page load.
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(messageCount, undefined, { silent: false }),
    );
    expect(within(bell()).queryByTestId('count-badge')).toBeNull();
  });

  it('opening the dropdown reads the newest unread messages, each linking to its page', async () => {
    fakeServer();
    serverCounts = { ...noCounts, follow: 1, user: 1, allMessage: 1 };
    unreadRows = [
      {
        id: 5,
        category: 3,
        from_user: { id: 12, nickname: '小李爱DIY', image_url: '' },
        title: '关注了你',
        content: '',
        target_type: 0,
        target_id: 0,
        is_read: 0,
        create_time: Math.floor(Date.now() / 1000),
      },
    ];
    renderHeader();
    await waitFor(() => expect(within(bell()).getByTestId('count-badge').textContent).toBe('1'));
    // Not read on every page view: only when the reader opens the dropdown.
    expect(apiMock.mock.calls.some(([c]) => c === messagePop)).toBe(false);
    fireEvent.mouseEnter(bell());
    const item = await within(panel()).findByRole('link', { name: /小李爱DIY 关注了你/ });
    expect(item.getAttribute('href')).toBe('/app/new-version/message/follow');
  });

  it('全部标为已读 marks everything read and clears the badges', async () => {
    fakeServer();
    serverCounts = { ...noCounts, comment: 2, system: 1, allMessage: 3 };
    renderHeader();
    await waitFor(() => expect(within(bell()).getByTestId('count-badge').textContent).toBe('3'));
    const markAll = within(panel()).getByRole('button', { name: '全部标为已读' });
    await act(async () => fireEvent.click(markAll));
    expect(apiMock).toHaveBeenCalledWith(messageRead, { category: 'all' });
    await waitFor(() => expect(within(bell()).queryByTestId('count-badge')).toBeNull());
    expect(within(panel()).getByRole('menu').textContent).toBe('评论和回复成就系统消息');
    expect((markAll as HTMLButtonElement).disabled).toBe(true);
  });

  it('the counters are read again every 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      fakeServer();
      renderHeader();
      const countCalls = () => apiMock.mock.calls.filter(([c]) => c === messageCount).length;
      await act(async () => vi.advanceTimersByTimeAsync(10));
      expect(countCalls()).toBe(1);
      serverCounts = { ...noCounts, comment: 4, allMessage: 4 };
      await act(async () => vi.advanceTimersByTimeAsync(59_000));
      expect(countCalls()).toBe(1);
      await act(async () => vi.advanceTimersByTimeAsync(1_100));
      expect(countCalls()).toBe(2);
      expect(within(bell()).getByTestId('count-badge').textContent).toBe('4');
      // Background refreshes are quiet: a server away for a while is not toasted every minute.
      expect(apiMock).toHaveBeenLastCalledWith(messageCount, undefined, { silent: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('and when the window regains focus', async () => {
    fakeServer();
    renderHeader();
    const countCalls = () => apiMock.mock.calls.filter(([c]) => c === messageCount).length;
    await waitFor(() => expect(countCalls()).toBe(1));
    serverCounts = { ...noCounts, system: 2, allMessage: 2 };
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(countCalls()).toBe(2));
    expect(await within(bell()).findByText('2')).toBeTruthy();
  });

  it('phones: a dot on the menu button when anything is unread', async () => {
    fakeServer();
    serverCounts = { ...noCounts, letter: 1, allMessage: 1 };
    renderHeader();
    expect(await screen.findByTestId('menu-unread-dot')).toBeTruthy();
    expect(screen.getByRole('button', { name: '菜单（有未读消息）' })).toBeTruthy();
  });
});

describe('main navigation', () => {
  it('someone’s homepage (/homepage/7) is not under 首页 (/home)', () => {
    renderHeader('/app/new-version/homepage/7');
    const home = screen.getByRole('link', { name: '首页' });
    expect(home.className).not.toMatch(/active/);
    renderHeader('/app/new-version/home');
    expect(screen.getAllByRole('link', { name: '首页' })[1]?.className).toMatch(/active/);
  });
});
