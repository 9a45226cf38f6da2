import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGGED_OUT_TIP_HIDE_MS,
  LOGGED_OUT_TIP_SHOW_MS,
  MSG,
  xgoMessageTip,
  type Contract,
} from '@xinke/shared';

vi.mock('../lib/api', () => ({ api: vi.fn(), http: {} }));
const openLoginDialog = vi.fn();
const loginDialog = { isOpen: false };
vi.mock('../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({
    isOpen: loginDialog.isOpen,
    openLoginDialog,
    closeLoginDialog: vi.fn(),
  }),
}));
const { api } = await import('../lib/api');
const { clearCredentials, saveCredentials } = await import('../lib/credentials');
const { LoggedOutTip } = await import('./LoggedOutTip');
const apiMock = vi.mocked(api);

function renderTip(url = '/app/new-version/featured?tag=recommend') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LoggedOutTip />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tip = () => screen.queryByTestId('logged-out-tip');
/** Lets time pass (timers and the answer's promise). */
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === xgoMessageTip) return { login: 0, unread: 0, tip: MSG.messageTipLoggedOut };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
});
afterEach(() => {
  loginDialog.isOpen = false;
  vi.useRealTimers();
  clearCredentials();
  vi.clearAllMocks();
});

describe('logged-out message tip (SPEC §4: shows after 1.5 s, hides after 10 s)', () => {
  it('appears 1.5 s after entering the layout and is gone at 10 s', async () => {
    renderTip();
    await wait(LOGGED_OUT_TIP_SHOW_MS - 1);
    expect(tip()).toBeNull();
    await wait(1);
    expect(tip()?.textContent).toContain(MSG.messageTipLoggedOut);
    await wait(LOGGED_OUT_TIP_HIDE_MS - LOGGED_OUT_TIP_SHOW_MS - 1);
    expect(tip()).not.toBeNull();
    await wait(1);
    expect(tip()).toBeNull();
    expect(apiMock).toHaveBeenCalledWith(xgoMessageTip, undefined, { silent: true });
  });

  it('its login button opens the login dialog (and the tip goes away)', async () => {
    renderTip();
    await wait(LOGGED_OUT_TIP_SHOW_MS);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(openLoginDialog).toHaveBeenCalledTimes(1);
    expect(tip()).toBeNull();
  });

  it('can be closed before its time', async () => {
    renderTip();
    await wait(LOGGED_OUT_TIP_SHOW_MS);
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(tip()).toBeNull();
    await wait(LOGGED_OUT_TIP_HIDE_MS);
    expect(tip()).toBeNull();
  });

  it('members never see it, and nothing is asked', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    renderTip();
    await wait(LOGGED_OUT_TIP_SHOW_MS + 100);
    expect(tip()).toBeNull();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('an empty tip from the server shows nothing', async () => {
    apiMock.mockResolvedValue({ login: 0, unread: 0, tip: '' });
    renderTip();
    await wait(LOGGED_OUT_TIP_SHOW_MS + 100);
    expect(tip()).toBeNull();
  });

  it('is not shown over a login form: the login page, or the login dialog open', async () => {
    renderTip('/app/new-version/login');
    await wait(LOGGED_OUT_TIP_SHOW_MS + 100);
    expect(tip()).toBeNull();

    loginDialog.isOpen = true;
    renderTip();
    await wait(LOGGED_OUT_TIP_SHOW_MS + 100);
    expect(tip()).toBeNull();
  });
});
