import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * 流浪计划 end to end (docs/liulang.md): a visitor finds the current round from llwNew and is
 * asked to log in before signing up; a
 * member signs up for the open round; an admin selects them in the console (活动运营 ›
 * 流浪计划); the member pays the deposit through the site's cashier with the dev sandbox
 * (开发沙箱支付) and finds the place confirmed on V2-pay, on V2-success (first on the
 * route, so the device is theirs to receive) and in the console.
 */
const PHONE_PREFIX = '181';
const TITLE = `流浪计划 · 第${Date.now() % 1000}期：RP2040 开发板漂流`;
let admin: Session;
let member: Session;
const people = memberBrowsers();

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  const now = Math.floor(Date.now() / 1000);
  // The newest published round is the current one: sign-up open now, for a day.
  await apiPost(
    request,
    '/web/admin/liulang/create',
    {
      title: TITLE,
      device: 'RP2040 开发板',
      intro: '一块 RP2040 开发板在创客之间传递，每人体验 7 天后寄给下一位。',
      deposit_fen: 9900,
      signup_start: now - 60,
      signup_end: now + 86_400,
      experience_days: 7,
      places: 3,
      reward_ele: 100,
      status: 1,
    },
    { authorization: admin.token },
  );
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 120_000 });

test('a visitor is asked to log in; a member signs up, is selected and pays the deposit', async ({
  browser,
  page: visitor,
}) => {
  await visitor.goto('/app/new-version/llwNew');
  await visitor.getByTestId('llw-current-round').click();
  await expect(visitor).toHaveURL(/\/app\/V2-index$/);
  await expect(visitor.getByTestId('v2-index')).toContainText(TITLE);
  await visitor.getByTestId('liulang-cta').click();
  await expect(visitor.getByTestId('login-dialog')).toBeVisible();

  const page = await people.open(browser, member);
  await page.goto('/app/V2-index');
  await expect(page.getByTestId('liulang-cta')).toHaveText('我要报名');
  await page.getByTestId('liulang-cta').click();
  await expect(page).toHaveURL(/\/app\/V2-signup$/);
  const form = page.getByTestId('liulang-join-form');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(form.getByText('请填写申请理由')).toBeVisible();
  await form.getByLabel('申请理由').fill('想用它做一个 USB 键盘固件的移植实验，并写一篇上手报告。');
  await form.getByLabel('收件人').fill('李工');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('收货地址').fill('浙江省杭州市西湖区文三路 90 号');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(page).toHaveURL(/\/app\/V2-register$/);
  await expect(page.getByTestId('v2-register')).toContainText('待审核');

  const console = await people.open(browser, admin);
  await console.goto('/app/admin/liulang');
  const round = console.getByRole('row').filter({ hasText: TITLE });
  await round.getByRole('button', { name: /展开行|Expand row/ }).click();
  const applicant = console
    .getByTestId('liulang-applications')
    .getByRole('row')
    .filter({ hasText: '李工' });
  await applicant.getByRole('button', { name: /^入\s*选$/ }).click();
  await expect(applicant).toContainText('已入选');

  await page.goto('/app/V2-index');
  await page.getByTestId('liulang-cta').click();
  await expect(page).toHaveURL(/\/app\/V2-success$/);
  await page.getByRole('button', { name: '支付押金，确认名额' }).click();
  await expect(page).toHaveURL(/\/app\/V2-pay$/);
  await page.getByRole('button', { name: '立即支付押金' }).click();
  await expect(page.getByText('收银台')).toBeVisible();
  await page.getByRole('radio', { name: '开发沙箱支付' }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();

  await page.goto('/app/V2-pay');
  await expect(page.getByTestId('liulang-deposit')).toContainText('押金已支付，名额已确认');
  await page.goto('/app/V2-index');
  await page.getByTestId('liulang-cta').click();
  await expect(page).toHaveURL(/\/app\/V2-success$/);
  await expect(page.getByTestId('liulang-deposit-paid')).toHaveText('押金 ¥99 已支付，名额已确认');
  // First on the route and paid: the device is theirs to receive.
  await expect(page.getByTestId('liulang-holder')).toContainText('我已收到设备，开始体验');
  await console.reload();
  await round.getByRole('button', { name: /展开行|Expand row/ }).click();
  await expect(applicant).toContainText('已支付');
});
