import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, qrcodeCheck, qrcodeCreate, type Contract } from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../features/auth/complete-login', () => ({ completeLogin: vi.fn() }));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { completeLogin } = await import('../../features/auth/complete-login');
const { default: LoginPage } = await import('./LoginPage');
const apiMock = vi.mocked(api);

const LOGIN = { id: 7, token: 'tok', ttl: 2_000_000_000 };
const PATH = '/app/new-version/login';

/** The fake server: the QR tab's ticket never arrives; qrcode_check answers `check`. */
function fakeServer(check: () => Promise<unknown>) {
  apiMock.mockImplementation(((contract: Contract) =>
    contract === qrcodeCreate
      ? new Promise(() => undefined)
      : contract === qrcodeCheck
        ? check()
        : Promise.reject(new Error(`unexpected ${contract.path}`))) as unknown as typeof api);
}

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}
/** In StrictMode, as main.tsx renders: its doubled effects must not check a ticket twice. */
function renderAt(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={PATH}
            element={
              <>
                <LoginPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}
const qrChecks = () => apiMock.mock.calls.filter(([contract]) => contract === qrcodeCheck);

beforeEach(() => {
  window.localStorage.clear();
  apiMock.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('login page after the WeChat callback', () => {
  it('?qr_ticket: one qrcode_check completes the login, and the parameter is removed', async () => {
    fakeServer(() => Promise.resolve(LOGIN));
    renderAt(`${PATH}?qr_ticket=abc_123&from=x`);
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN));
    expect(qrChecks()).toEqual([[qrcodeCheck, { ticket: 'abc_123' }, { silent: true }]]);
    expect(search).toBe('?from=x');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('?qr_ticket that no longer logs in: says WeChat login failed', async () => {
    fakeServer(() => Promise.reject({ code: 1003, msg: '二维码已过期，请刷新', data: null }));
    renderAt(`${PATH}?qr_ticket=gone`);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.wechatLoginFailed));
    expect(completeLogin).not.toHaveBeenCalled();
    expect(search).toBe('');
  });

  it('?wechat_error: shows the failure message, checks nothing, removes the parameter', async () => {
    fakeServer(() => Promise.resolve(LOGIN));
    renderAt(`${PATH}?wechat_error=1`);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.wechatLoginFailed));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(qrChecks()).toHaveLength(0);
    expect(search).toBe('');
  });
});

describe('login page ?tab=', () => {
  it.each([
    ['forget', 'forgot', 'forgot-form'],
    ['password', 'password', 'password-login-form'],
    ['phone', 'phone', 'phone-login-form'],
    ['qr', 'qr', 'qr-login'],
    ['nonsense', 'qr', 'qr-login'],
  ])('tab=%s opens the %s form', (tab, mode, testId) => {
    fakeServer(() => new Promise(() => undefined));
    renderAt(`${PATH}?tab=${tab}`);
    expect(screen.getByTestId('login-panel').getAttribute('data-mode')).toBe(mode);
    expect(screen.getByTestId(testId)).toBeTruthy();
  });

  it('tab=forget hides the tab bar, as the forgot-password form does', () => {
    fakeServer(() => new Promise(() => undefined));
    renderAt(`${PATH}?tab=forget`);
    expect(screen.queryByTestId('login-tabs')).toBeNull();
  });
});
