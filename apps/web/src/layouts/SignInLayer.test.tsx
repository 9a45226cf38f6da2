import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  signInPopup,
  signInReward,
  userInfo,
  userSign,
  type Contract,
  type UserInfo,
} from '@xinke/shared';
import { selfInfo } from '../test/fixtures';
import { renderPage } from '../test/render-page';

vi.mock('../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../lib/api');
const { toast } = await import('../lib/toast');
const { clearCredentials, saveCredentials } = await import('../lib/credentials');
const { SignInLayer } = await import('./SignInLayer');
const apiMock = vi.mocked(api);

afterEach(() => {
  clearCredentials();
  sessionStorage.clear();
  vi.clearAllMocks();
});

/** User info and user_sign as the server keeps them: signing flips sign_flag once. */
function fakeServer(start: Partial<UserInfo>, popupShownToday = false) {
  let info = selfInfo(start);
  let shown = popupShownToday;
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === userInfo) return info;
    if (contract === signInPopup) {
      // The server's claim: the first ask of the day only.
      const show = shown ? 0 : 1;
      shown = true;
      return { show };
    }
    if (contract === userSign) {
      const last_days = info.sign_days + 1;
      const ele = signInReward(last_days);
      info = { ...info, sign_flag: 1, sign_days: last_days, ele: info.ele + ele };
      return { sign_flag: 1, last_days, ele, point: info.ele, total: last_days };
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

/** The popup's first showing loads antd's Modal: slow on a busy machine. */
const LAZY = { timeout: 10_000 };
const member = () => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
const renderLayer = () =>
  renderPage(<SignInLayer />, { url: '/app/new-version/featured?tag=recommend' });

describe('sign-in popup (SPEC §2 "Sign-in popup with sign-in banner")', { timeout: 20_000 }, () => {
  it('shows for a member with sign_flag 0: the banner, which streak day today is and what it pays', async () => {
    member();
    fakeServer({ sign_flag: 0, sign_days: 2 });
    renderLayer();
    expect(await screen.findByTestId('signin-popup', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('每日签到')).toBeTruthy();
    const today = screen.getByText(/今天是连续签到第/);
    expect(today.textContent?.replace(/\s/g, '')).toBe(
      `今天是连续签到第3天，签到可得${signInReward(3)}电量`,
    );
    const current = document.querySelector('[aria-current="date"]');
    expect(current?.textContent).toBe(`第3天+${signInReward(3)}`);
  });

  it('does not show when sign_flag is 1, nor for visitors', async () => {
    member();
    fakeServer({ sign_flag: 1, sign_days: 1 });
    renderLayer();
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(userInfo, {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('signin-popup')).toBeNull();
    clearCredentials();
    fakeServer({ sign_flag: 0 });
    const visitor = renderLayer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitor.queryByTestId('signin-popup')).toBeNull();
  });

  it('签到: toast 恭喜签到获得{n}电量 with the amount, the popup closes, user info refreshed', async () => {
    member();
    fakeServer({ sign_flag: 0, sign_days: 0, ele: 30 });
    const { client } = renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: '签到' }, LAZY));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(`恭喜签到获得${signInReward(1)}电量`),
    );
    await waitFor(() => expect(screen.queryByTestId('signin-popup')).toBeNull());
    const info = client.getQueryData<UserInfo>(['user', 'info']);
    expect(info).toMatchObject({ sign_flag: 1, ele: 30 + signInReward(1) });
  });

  it('closed without signing: not shown again in this tab the same day', async () => {
    member();
    fakeServer({ sign_flag: 0 });
    const first = renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }, LAZY));
    await waitFor(() => expect(screen.queryByTestId('signin-popup')).toBeNull());
    first.unmount();
    renderLayer();
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(userInfo, {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('signin-popup')).toBeNull();
    expect(apiMock).not.toHaveBeenCalledWith(userSign, undefined);
  });

  it('issue 13 point 8: another tab or device the same day (the server says shown) shows nothing', async () => {
    member();
    fakeServer({ sign_flag: 0 }, true);
    renderLayer();
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(signInPopup, undefined, { silent: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('signin-popup')).toBeNull();
  });
});
