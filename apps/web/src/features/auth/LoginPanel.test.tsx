import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  passwordLogin,
  QR_POLL_MS,
  QR_STATUS,
  QR_TTL_SECONDS,
  qrcodeCheck,
  qrcodeCreate,
  smsCodeLogin,
  STORAGE_AGREEMENT_CHECKED,
} from '@xinke/shared';
import { AUTH_TEXT } from './auth-texts';
import { LoginPanel } from './LoginPanel';
import { setAgreementChecked } from './agreement-store';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/api-message', () => ({ apiWithMessage: vi.fn() }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('./complete-login', () => ({ completeLogin: vi.fn() }));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { completeLogin } = await import('./complete-login');
const apiMock = vi.mocked(api);

const TICKET = {
  ticket: 't1',
  qr_url: 'http://x/qr',
  qr_image: 'data:image/png;base64,AA',
  qr_frame_url: null,
  expire_time: 0,
  provider: 'dev' as const,
};
const WECHAT_QR_URL =
  'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&redirect_uri=https%3A%2F%2Fx%2Fcb&response_type=code&scope=snsapi_login&state=w1#wechat_redirect';
const WECHAT_FRAME_URL =
  'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&scope=snsapi_login&redirect_uri=https%3A%2F%2Fx%2Fcb&state=w1&login_type=jssdk&self_redirect=false';
const WECHAT_TICKET = {
  ticket: 'w1',
  qr_url: WECHAT_QR_URL,
  qr_image: null,
  qr_frame_url: WECHAT_FRAME_URL,
  expire_time: 0,
  provider: 'wechat' as const,
};
const LOGIN = { id: 1, token: 'tok', ttl: 2_000_000_000 };

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}
function field(placeholder: string) {
  return screen.getByPlaceholderText(placeholder);
}
async function submit(label: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  setAgreementChecked(true);
  apiMock.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('login panel layout (SPEC §2)', () => {
  it('opens on the QR tab with the title, the notice and the agreement ticked', () => {
    apiMock.mockReturnValue(new Promise(() => undefined));
    render(<LoginPanel visible />);
    expect(screen.getByText(AUTH_TEXT.title)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '微信扫码登录' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByTestId('auto-signup-notice')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['forgot', 'forgot-form'],
    ['password', 'password-login-form'],
  ] as const)('initialMode %s opens that form first', (initialMode, testId) => {
    render(<LoginPanel visible initialMode={initialMode} />);
    expect(screen.getByTestId('login-panel').getAttribute('data-mode')).toBe(initialMode);
    expect(screen.getByTestId(testId)).toBeTruthy();
  });

  it('an initialMode whose tab is not offered falls back to the first tab', () => {
    render(<LoginPanel visible tabs={['phone']} initialMode="forgot" />);
    expect(screen.getByTestId('login-panel').getAttribute('data-mode')).toBe('phone');
  });

  it('the forgot-password form hides the tab bar and the notice; back returns', () => {
    render(<LoginPanel visible tabs={['phone', 'password']} />);
    openTab('密码登录');
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.forgotLink }));
    expect(screen.getByTestId('forgot-form')).toBeTruthy();
    expect(screen.queryByTestId('login-tabs')).toBeNull();
    expect(screen.queryByTestId('auto-signup-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('forgot-back'));
    expect(screen.getByTestId('login-tabs')).toBeTruthy();
    expect(screen.getByTestId('password-login-form')).toBeTruthy();
  });
});

describe('validation (SPEC §5)', () => {
  it.each([
    ['', MSG.phoneRequired],
    ['12345', MSG.phoneInvalid],
  ])('phone %j on blur → %s', async (value, message) => {
    render(<LoginPanel visible tabs={['phone']} />);
    const input = field('请输入手机号');
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('phone form on submit: 手机号不能为空 and 验证码不能为空, nothing sent', async () => {
    render(<LoginPanel visible tabs={['phone']} />);
    await submit(/登录\/注册/);
    expect(await screen.findByText(MSG.phoneRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.codeRequired)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('code on blur → 验证码不能为空', async () => {
    render(<LoginPanel visible tabs={['phone']} />);
    fireEvent.blur(field('请输入验证码'));
    expect(await screen.findByText(MSG.codeRequired)).toBeTruthy();
  });

  it('password form: account and password on blur and on submit', async () => {
    render(<LoginPanel visible tabs={['password']} />);
    const account = field('请输入手机号或邮箱');
    fireEvent.change(account, { target: { value: 'not-an-account' } });
    fireEvent.blur(account);
    expect(await screen.findByText(MSG.phoneInvalid)).toBeTruthy();
    fireEvent.blur(field('请输入密码'));
    expect(await screen.findByText(MSG.passwordRequired)).toBeTruthy();
    fireEvent.change(account, { target: { value: '' } });
    await submit(/^登\s*录$/);
    expect(await screen.findByText(MSG.phoneRequired)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('an e-mail is a valid account, and the password field toggles visibility', async () => {
    apiMock.mockResolvedValue(LOGIN);
    render(<LoginPanel visible tabs={['password']} />);
    fireEvent.change(field('请输入手机号或邮箱'), { target: { value: 'maker@xinke.cn' } });
    const password = field('请输入密码') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'secret123' } });
    expect(password.type).toBe('password');
    const form = screen.getByTestId('password-login-form');
    fireEvent.click(within(form).getByRole('img', { name: /eye/ }));
    expect(password.type).toBe('text');
    await submit(/^登\s*录$/);
    await vi.waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(passwordLogin, {
        login: 'maker@xinke.cn',
        password: 'secret123',
      }),
    );
    expect(completeLogin).toHaveBeenCalledWith(LOGIN);
  });
});

describe('forgot password (SPEC §5)', () => {
  it('needs the account, the code and a new password that meets the policy', async () => {
    render(<LoginPanel visible tabs={['password']} />);
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.forgotLink }));
    await submit(/重置密码/);
    expect(await screen.findByText(MSG.phoneRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.codeRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.passwordRequired)).toBeTruthy();
    const password = field('请输入新密码');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    expect(await screen.findByText(MSG.passwordPolicy)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });
});

describe('agreement gate (SPEC §5)', () => {
  it('unticked blocks login with a clear message and is remembered under `checked`', async () => {
    render(<LoginPanel visible tabs={['phone']} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(window.localStorage.getItem(STORAGE_AGREEMENT_CHECKED)).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe(MSG.agreementRequired);
    fireEvent.change(field('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.change(field('请输入验证码'), { target: { value: '123456' } });
    await submit(/登录\/注册/);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.agreementRequired));
    expect(apiMock).not.toHaveBeenCalledWith(smsCodeLogin, expect.anything());
  });
});

describe('QR polling (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const checks = () => apiMock.mock.calls.filter(([contract]) => contract === qrcodeCheck).length;
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('polls every 2 s only while the QR tab is shown in a visible dialog', async () => {
    apiMock.mockImplementation((contract) =>
      contract === qrcodeCreate
        ? Promise.resolve(TICKET)
        : Promise.reject({ code: QR_STATUS.waiting, msg: '', data: null }),
    );
    const view = render(<LoginPanel visible />);
    await advance(0);
    expect(apiMock).toHaveBeenCalledWith(qrcodeCreate);
    await advance(QR_POLL_MS);
    expect(checks()).toBe(1);
    await advance(QR_POLL_MS);
    expect(checks()).toBe(2);
    // polled silently: no toast for 等待扫码
    expect(apiMock).toHaveBeenCalledWith(qrcodeCheck, { ticket: 't1' }, { silent: true });

    openTab('手机号登录');
    await advance(QR_POLL_MS * 3);
    expect(checks()).toBe(2);

    openTab('微信扫码登录');
    await advance(0); // a fresh ticket first
    await advance(QR_POLL_MS);
    expect(checks()).toBe(3);

    view.rerender(<LoginPanel visible={false} />);
    await advance(QR_POLL_MS * 3);
    expect(checks()).toBe(3);
  });

  it('shows 已扫码, then logs in on code 0', async () => {
    const answers: unknown[] = [{ code: QR_STATUS.scanned }, LOGIN];
    apiMock.mockImplementation((contract) => {
      if (contract === qrcodeCreate) return Promise.resolve(TICKET);
      const next = answers.shift();
      return next === LOGIN ? Promise.resolve(LOGIN) : Promise.reject(next);
    });
    render(<LoginPanel visible />);
    await advance(0);
    await advance(QR_POLL_MS);
    expect(screen.getByTestId('qr-status').textContent).toBe('已扫码，请在手机上确认');
    await advance(QR_POLL_MS);
    expect(completeLogin).toHaveBeenCalledWith(LOGIN);
  });

  it('an expired ticket stops polling and shows the refresh overlay', async () => {
    apiMock.mockImplementation((contract) =>
      contract === qrcodeCreate
        ? Promise.resolve(TICKET)
        : Promise.reject({ code: QR_STATUS.expired, msg: '', data: null }),
    );
    render(<LoginPanel visible />);
    await advance(0);
    await advance(QR_POLL_MS);
    expect(screen.getByTestId('qr-expired').textContent).toContain('二维码已过期，请刷新');
    await advance(QR_POLL_MS * 3);
    expect(checks()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.qrRefresh }));
    await advance(0);
    expect(apiMock.mock.calls.filter(([contract]) => contract === qrcodeCreate)).toHaveLength(2);
  });

  it('an unticked agreement pauses polling', async () => {
    apiMock.mockImplementation((contract) =>
      contract === qrcodeCreate
        ? Promise.resolve(TICKET)
        : Promise.reject({ code: QR_STATUS.waiting, msg: '', data: null }),
    );
    setAgreementChecked(false);
    render(<LoginPanel visible />);
    await advance(QR_POLL_MS * 3);
    expect(checks()).toBe(0);
    expect(screen.getByTestId('qr-agreement-blocked')).toBeTruthy();
  });
});

describe('QR providers (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const checks = () => apiMock.mock.calls.filter(([contract]) => contract === qrcodeCheck).length;
  function serve(ticket: typeof TICKET | typeof WECHAT_TICKET) {
    apiMock.mockImplementation((contract) =>
      contract === qrcodeCreate
        ? Promise.resolve(ticket)
        : Promise.reject({ code: QR_STATUS.waiting, msg: '', data: null }),
    );
  }

  it('dev: our own QR image of the confirmation page, no WeChat frame', async () => {
    serve(TICKET);
    render(<LoginPanel visible />);
    await advance(0);
    const image = screen.getByTestId('qr-image');
    expect(image.getAttribute('src')).toBe(TICKET.qr_image);
    expect(image.getAttribute('data-url')).toBe(TICKET.qr_url);
    // SPEC §2 "WeChat QR scan": the hint says what to scan with.
    expect(screen.getByTestId('qr-status').textContent).toBe('请使用微信扫一扫，扫描二维码登录');
    expect(screen.queryByTestId('wechat-qr-frame')).toBeNull();
    expect(screen.queryByTestId('wechat-qr-link')).toBeNull();
  });

  it("wechat: WeChat's own QR page in a frame sized like wxLogin's, a link to open it whole", async () => {
    serve(WECHAT_TICKET);
    render(<LoginPanel visible />);
    await advance(0);
    const frame = screen.getByTestId('wechat-qr-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(WECHAT_FRAME_URL);
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['300', '400']);
    // WeChat's page must be able to send the top window to our callback.
    expect(frame.getAttribute('sandbox')?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-top-navigation', 'allow-same-origin']),
    );
    const link = screen.getByRole('link', { name: AUTH_TEXT.wechatOpenWindow });
    expect(link.getAttribute('href')).toBe(WECHAT_QR_URL);
    expect(screen.queryByTestId('qr-image')).toBeNull();
  });

  it('wechat: no polling (the callback brings the browser back); expiry asks for a refresh', async () => {
    serve(WECHAT_TICKET);
    render(<LoginPanel visible />);
    await advance(0);
    await advance(QR_POLL_MS * 5);
    expect(checks()).toBe(0);
    expect(screen.queryByTestId('qr-expired')).toBeNull();
    await advance(QR_TTL_SECONDS * 1000);
    expect(screen.getByTestId('qr-expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.qrRefresh }));
    await advance(0);
    expect(apiMock.mock.calls.filter(([contract]) => contract === qrcodeCreate)).toHaveLength(2);
    expect(screen.queryByTestId('qr-expired')).toBeNull();
    expect(checks()).toBe(0);
  });
});
