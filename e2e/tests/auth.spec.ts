import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';

/**
 * Helpers for the login tests: fresh phone numbers, codes from the dev outbox (the
 * server's dev SMS provider records what it "sent"), and a session made through the API
 * for tests that start logged in.
 */
interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}
interface LoginResult {
  id: number;
  token: string;
  ttl: number;
}

let serial = 0;
/** A mainland number no other test (or run on this data dir) used: 139 + 8 digits. */
function freshPhone(): string {
  serial += 1;
  const tail = (Date.now() % 1_000_000) * 100 + (serial % 100);
  return `139${String(tail).padStart(8, '0').slice(-8)}`;
}

async function latestOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const answer = (await (await request.get('/dev/outbox', { params: { to } })).json()) as Envelope<
    { id: number }[]
  >;
  return answer.data[0]?.id ?? 0;
}

/** Waits for a message to `to` newer than `afterId` and returns its code. */
async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  afterId = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = (await (
        await request.get('/dev/outbox', { params: { to } })
      ).json()) as Envelope<{ id: number; code: string }[]>;
      const newest = answer.data[0];
      code = newest && newest.id > afterId ? newest.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Remembers the newest outbox id now, so a later read only accepts a newer code. */
function outboxMark(request: APIRequestContext, to: string): Promise<number> {
  return latestOutboxId(request, to);
}

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const answer = (await (await request.post(path, { data })).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/** Signs `phone` up (or in) by SMS code through the API. */
async function smsLoginViaApi(request: APIRequestContext, phone: string): Promise<LoginResult> {
  const mark = await outboxMark(request, phone);
  await post(request, '/web/sms_code', { phone });
  const code = await codeFromOutbox(request, phone, mark);
  return post<LoginResult>(request, '/web/sms_code_login', { phone, code });
}

/** Registers `phone` with a password through the API. */
async function registerViaApi(
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<LoginResult> {
  const mark = await outboxMark(request, phone);
  await post(request, '/web/sms_code', { phone });
  const code = await codeFromOutbox(request, phone, mark);
  return post<LoginResult>(request, '/web/register', { phone, code, password });
}

/** Puts a session into the browser the way the site does: cookies Authorization and xinke-id. */
async function addSession(context: BrowserContext, session: LoginResult): Promise<void> {
  await context.addCookies([
    { name: 'Authorization', value: session.token, url: baseURL, expires: session.ttl },
    { name: 'xinke-id', value: String(session.id), url: baseURL, expires: session.ttl },
  ]);
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

/** The login dialog from the header's 登录/注册. */
async function openLoginDialog(page: Page) {
  await page.getByTestId('site-header').getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const FEATURED = '/app/new-version/featured?tag=recommend';
const LOGIN_PAGE = '/app/new-version/login';
const PASSWORD = 'Maker2025x';
const AGREEMENT_REQUIRED = '请先阅读并同意用户协议和隐私政策';

// The server allows one code per phone per 60 s, and registering uses one: the forgot-password
// account is made before every other test, and its reset waits out what is left of the minute.
const forgotPhone = freshPhone();
let forgotRegisteredAt = 0;
test.beforeAll(async ({ request }) => {
  await registerViaApi(request, forgotPhone, PASSWORD);
  forgotRegisteredAt = Date.now();
});

function toast(page: Page, text: string | RegExp) {
  return page.locator('.ant-message').getByText(text);
}

test.describe('login by SMS code', () => {
  test('a new visitor signs up from the dialog on featured; the page reloads and shows the nickname', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto(FEATURED);
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('tab', { name: '微信扫码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('tab', { name: '手机号登录' }).click();
    await expect(dialog.getByTestId('auto-signup-notice')).toBeVisible();
    await dialog.getByPlaceholder('请输入手机号').fill(phone);
    const mark = await outboxMark(request, phone);
    await dialog.getByTestId('send-code').click();
    await expect(toast(page, '验证码已发送')).toBeVisible();
    await expect(dialog.getByTestId('send-code')).toHaveText(/^\d+s可重发$/);
    await expect(dialog.getByTestId('send-code')).toBeDisabled();
    await dialog.getByPlaceholder('请输入验证码').fill(await codeFromOutbox(request, phone, mark));

    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: '登录/注册' }).click(),
    ]);
    await expect(page).toHaveURL(/\/featured\?tag=recommend/);
    await expect(page.getByTestId('header-user')).toContainText(/芯客_/);
    expect(await cookieNames(page.context())).toEqual(
      expect.arrayContaining(['Authorization', 'xinke-id']),
    );
  });
});

test.describe('password login', () => {
  test('set a password on the safety page, then log in with it on the login page', async ({
    page,
    request,
    context,
  }) => {
    const phone = freshPhone();
    await addSession(context, await smsLoginViaApi(request, phone));
    await page.goto('/app/new-version/user-center/safety');
    const form = page.getByTestId('password-form');
    await expect(form).toBeVisible();
    await expect(form.getByText('密码为8-32位，需同时包含字母和数字')).toBeVisible();
    await form.getByLabel('新密码', { exact: true }).fill(PASSWORD);
    await form.getByLabel('确认新密码').fill(PASSWORD);
    await form.getByRole('button', { name: '设置密码' }).click();
    await expect(toast(page, '密码修改成功')).toBeVisible();

    await context.clearCookies();
    await page.goto(LOGIN_PAGE);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByPlaceholder('请输入手机号或邮箱').fill(phone);
    await page.getByPlaceholder('请输入密码').fill(PASSWORD);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(toast(page, '登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
    await expect(page.getByTestId('header-user')).toBeVisible();
  });

  test('a wrong password says 账号或密码错误 and stays logged out', async ({ page, request }) => {
    const phone = freshPhone();
    await registerViaApi(request, phone, PASSWORD);
    await page.goto(LOGIN_PAGE);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByPlaceholder('请输入手机号或邮箱').fill(phone);
    const password = page.getByPlaceholder('请输入密码');
    await password.fill('Wrong2025x');
    // the visibility toggle shows what was typed
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByTestId('password-login-form').getByRole('img', { name: /eye/ }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(toast(page, '账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookieNames(page.context())).not.toContain('Authorization');
  });
});

test.describe('validation (SPEC §5)', () => {
  test('every message on blur and on submit', async ({ page }) => {
    await page.goto(LOGIN_PAGE);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    const phone = page.getByPlaceholder('请输入手机号');
    await phone.focus();
    await phone.blur();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await phone.fill('12345');
    await phone.blur();
    await expect(page.getByText('手机号格式有误')).toBeVisible();
    // sending a code needs a valid phone: nothing is sent
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('send-code')).toHaveText('获取验证码');
    await phone.fill('');
    await page.getByRole('button', { name: '登录/注册' }).last().click();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await expect(page.getByText('验证码不能为空')).toBeVisible();

    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
    await page.getByPlaceholder('请输入手机号或邮箱').fill('not-an-account');
    await page.getByPlaceholder('请输入手机号或邮箱').blur();
    await expect(page.getByText('手机号格式有误')).toBeVisible();

    await page.getByRole('button', { name: '忘记密码' }).click();
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await expect(page.getByText('验证码不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
  });

  test('an unticked agreement blocks login, and stays unticked after a reload', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto(LOGIN_PAGE);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByTestId('agreement-checkbox').uncheck();
    await expect(page.getByRole('alert').filter({ hasText: AGREEMENT_REQUIRED })).toBeVisible();
    await page.getByPlaceholder('请输入手机号').fill(phone);
    const mark = await outboxMark(request, phone);
    await page.getByTestId('send-code').click();
    await page.getByPlaceholder('请输入验证码').fill(await codeFromOutbox(request, phone, mark));
    await page.getByRole('button', { name: '登录/注册' }).last().click();
    await expect(toast(page, AGREEMENT_REQUIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookieNames(page.context())).not.toContain('Authorization');

    await page.reload();
    await expect(page.getByTestId('agreement-checkbox')).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('checked'))).toBe('false');
    // the QR tab is blocked too
    await page.getByRole('tab', { name: '微信扫码登录' }).click();
    await expect(page.getByTestId('qr-agreement-blocked')).toBeVisible();
  });
});

test('logout asks first, revokes the token and clears the session', async ({
  page,
  request,
  context,
}) => {
  const session = await smsLoginViaApi(request, freshPhone());
  await addSession(context, session);
  await page.goto('/app/new-version/home');
  await page.getByTestId('header-user').hover();
  await page.getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/featured\?tag=recommend/);
  await expect(
    page.getByTestId('site-header').getByRole('button', { name: '登录/注册' }),
  ).toBeVisible();
  expect(await cookieNames(context)).not.toContain('Authorization');
  const after = await request.get('/web/user/info', { headers: { Authorization: session.token } });
  expect(after.status()).toBe(401);
});

test('QR login confirmed from a phone logged in in a second browser context', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(FEATURED);
  const dialog = await openLoginDialog(page);
  const image = dialog.getByTestId('qr-image');
  await expect(image).toBeVisible();
  const qrUrl = new URL((await image.getAttribute('data-url')) ?? '');
  const ticket = qrUrl.searchParams.get('ticket') ?? '';
  expect(qrUrl.pathname).toBe('/app/new-version/qr-confirm');
  expect(ticket).not.toBe('');

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await addSession(phone, await smsLoginViaApi(request, freshPhone()));
    const mobile = await phone.newPage();
    await mobile.goto(`/app/new-version/qr-confirm?ticket=${encodeURIComponent(ticket)}`);
    const confirmButton = mobile.getByRole('button', { name: '确认登录' });
    await expect(confirmButton).toBeEnabled();
    await expect(dialog.getByTestId('qr-status')).toHaveText('已扫码，请在手机上确认');
    await Promise.all([page.waitForEvent('load'), confirmButton.click()]);
    await expect(mobile.getByRole('status')).toHaveText('已确认登录');
  } finally {
    await phone.close();
  }
  await expect(page).toHaveURL(/\/featured\?tag=recommend/);
  await expect(page.getByTestId('header-user')).toContainText(/芯客_/);
});

test('an invalid token: 身份验证失败,请重新登录 and back to featured', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'Authorization', value: 'not-a-real-token', url: baseURL },
    { name: 'xinke-id', value: '1', url: baseURL },
  ]);
  await page.goto('/app/new-version/user-center/setting');
  await expect(toast(page, '身份验证失败,请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
  expect(await cookieNames(context)).not.toContain('Authorization');
});

test('account settings: profile, avatar and binding an e-mail', async ({
  page,
  request,
  context,
}) => {
  await addSession(context, await smsLoginViaApi(request, freshPhone()));
  const nickname = `创客${Date.now() % 100000}`;
  await page.goto('/app/new-version/user-center/setting');
  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('昵称').fill('');
  await profile.getByLabel('昵称').blur();
  await expect(profile.getByText('昵称不能为空')).toBeVisible();
  await profile.getByLabel('昵称').fill(nickname);
  await profile.getByRole('combobox').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '工程师' }).click();
  await profile.getByPlaceholder('介绍一下自己吧').fill('喜欢折腾开发板');
  await profile.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('header-user')).toContainText(nickname);

  // a 1×1 PNG: previewed, uploaded, and the header avatar follows
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('header-user').locator('img')).toBeVisible();
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(toast(page, '请选择正确的图片')).toBeVisible();

  const email = `maker${Date.now()}@xinke.example`;
  await page.goto('/app/new-version/user-center/safety');
  const emailForm = page.getByTestId('email-form');
  await emailForm.getByPlaceholder('请输入新邮箱').fill(email);
  const mark = await outboxMark(request, email);
  await emailForm.getByTestId('send-code').click();
  await emailForm.getByPlaceholder('请输入验证码').fill(await codeFromOutbox(request, email, mark));
  await emailForm.getByRole('button', { name: '绑定邮箱' }).click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  await expect(page.getByTestId('account-overview')).toContainText('@');
  await expect(page.getByTestId('email-form').getByText(/第一步：验证当前邮箱/)).toBeVisible();
});

test.describe('forgot password', () => {
  test('reset by SMS code, back on the password tab, the new password works', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const newPassword = 'Reset2025y';
    await page.goto(LOGIN_PAGE);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByRole('button', { name: '忘记密码' }).click();
    await expect(page.getByTestId('login-tabs')).toHaveCount(0);
    await expect(page.getByTestId('auto-signup-notice')).toHaveCount(0);
    const phone = forgotPhone;
    await page.getByPlaceholder('请输入手机号或邮箱').fill(phone);
    await page.waitForTimeout(Math.max(0, forgotRegisteredAt + 61_000 - Date.now()));
    const mark = await outboxMark(request, phone);
    await page.getByTestId('send-code').click();
    await page.getByPlaceholder('请输入验证码').fill(await codeFromOutbox(request, phone, mark));
    await page.getByPlaceholder('请输入新密码').fill(newPassword);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(toast(page, '重置密码成功，前往登录')).toBeVisible();
    await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByPlaceholder('请输入手机号或邮箱')).toHaveValue(phone);
    await page.getByPlaceholder('请输入密码').fill(newPassword);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
    await expect(page.getByTestId('header-user')).toBeVisible();
  });
});
