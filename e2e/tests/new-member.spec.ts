import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { codeFromOutbox, freshPhone, outboxMark } from './helpers/session';

/**
 * A brand-new member's welcome against the real server (issue 6 point 7): they sign up by
 * SMS code in the login dialog, the page reloads into the new-user guide (step 1 下一步,
 * step 2 开始), which claims the new-user coupon and shows the coupon dialog; 复制券码
 * puts the code on the clipboard (复制成功); 立即查看 opens the privilege page with the
 * coupon, and only then the daily sign-in popup shows. A reload shows no guide again.
 * The steps build on each other, so the file runs in order in one page.
 */
test.describe.configure({ mode: 'serial' });

/** New-member tests' phones start with 152 (each spec file has its own prefix). */
const PHONE_PREFIX = '152';
const NV = '/app/new-version';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

let page: Page;
let copied = '';

const toast = (text: string) => page.locator('.ant-message').getByText(text);
const guide = () => page.getByTestId('guide-dialog');
const couponDialog = () => page.getByTestId('coupon-dialog');
const signInPopup = () => page.getByTestId('signin-popup');
const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

test.beforeAll(async ({ browser }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const context = await browser.newContext({
    // Its own client address for the per-IP code caps (TRUST_PROXY, see helpers/session.ts).
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.0.${PHONE_PREFIX}` },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
});
test.afterAll(() => page.context().close());

test('a new visitor signs up by SMS code and lands in the guide, step 1', async ({ request }) => {
  const phone = freshPhone(PHONE_PREFIX);
  await page.goto(`${NV}/featured?tag=recommend`);
  await page.getByTestId('site-header').getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('tab', { name: '手机号登录' }).click();
  await dialog.getByPlaceholder('请输入手机号').fill(phone);
  const mark = await outboxMark(request, phone);
  await dialog.getByTestId('send-code').click();
  await dialog.getByPlaceholder('请输入验证码').fill(await codeFromOutbox(request, phone, mark));
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: '登录/注册' }).click(),
  ]);

  await expect(guide()).toBeVisible();
  await expect(guide()).toHaveAttribute('data-step', '1');
  await expect(guide().getByText('欢迎来到芯客')).toBeVisible();
  await expect(guide().getByRole('button', { name: '跳过' })).toBeVisible();
  // one dialog at a time: the daily sign-in popup waits for the guide
  await expect(signInPopup()).toHaveCount(0);
  await shot('guide-step1-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot('guide-step1-375');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('下一步 → step 2; 开始 claims the coupon and shows the coupon dialog', async () => {
  // SPEC §9 sign-up interests, picked in step 1 and saved on 下一步
  const picker = guide().getByTestId('interest-picker');
  await picker.getByRole('checkbox', { name: '机器人' }).click();
  await picker.getByRole('checkbox', { name: 'ARM' }).click();
  await expect(picker.getByRole('checkbox', { name: 'ARM' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await guide().getByRole('button', { name: '下一步' }).click();
  await expect(guide()).toHaveAttribute('data-step', '2');
  await shot('guide-step2-1280');
  await guide()
    .getByRole('button', { name: /开\s*始/ })
    .click();

  await expect(toast('领取成功')).toBeVisible();
  await expect(couponDialog()).toBeVisible();
  await expect(guide()).toHaveCount(0);
  await expect(signInPopup()).toHaveCount(0);
  const card = page.getByTestId('coupon-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('新人专享券');
  await expect(card).toContainText('¥20');
  await expect(card.getByTestId('coupon-code')).toHaveText(/^XK(-[2-9A-HJ-NP-Z]{4}){3}$/);
  await shot('coupon-dialog-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot('coupon-dialog-375');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('复制券码: 复制成功, the code is on the clipboard', async () => {
  const code = (await page.getByTestId('coupon-code').textContent()) ?? '';
  await page.getByRole('button', { name: '复制券码' }).click();
  await expect(toast('复制成功')).toBeVisible();
  copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(code);
});

test('立即查看 opens the privilege page with the coupon; then the sign-in popup shows', async () => {
  await page.getByRole('link', { name: '立即查看' }).click();
  await expect(page).toHaveURL(`${baseURL}${NV}/user-center/privilege`);
  await expect(couponDialog()).toHaveCount(0);
  await expect(signInPopup()).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(signInPopup()).toHaveCount(0);

  const card = page.getByTestId('privilege-page').getByTestId('coupon-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('coupon-code')).toHaveText(copied);
  await expect(card).toContainText('有效期至');
  await shot('privilege-coupons-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot('privilege-coupons-375');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('after a reload the guide is not shown again', async () => {
  await page.reload();
  await expect(page.getByTestId('privilege-page').getByTestId('coupon-card')).toHaveCount(1);
  await expect(page.getByTestId('header-user')).toBeVisible();
  // give a wrongly shown guide the time to load its chunk
  await page.waitForTimeout(1000);
  await expect(guide()).toHaveCount(0);
  await expect(couponDialog()).toHaveCount(0);
});

test('the codes tab: claim a salon ticket from the pool, then submit it (已领取 → 兑换中)', async () => {
  await page.getByRole('link', { name: '我的兑换码' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('暂无兑换码');
  await page.getByRole('button', { name: '领取沙龙门票' }).click();
  await expect(toast('领取成功')).toBeVisible();
  const item = page.getByTestId('code-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('沙龙门票');
  await expect(item).toContainText('已领取');
  await expect(item.locator('code')).toHaveText(/^SL(-[2-9A-HJ-NP-Z]{4}){3}$/);
  // one code of a type at a time: the button now says why not
  await expect(page.getByRole('button', { name: '领取沙龙门票' })).toBeDisabled();
  await expect(page.getByText('你已有一个该类型的码，兑换或过期后才能再领')).toBeVisible();
  await shot('privilege-codes-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot('privilege-codes-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await item.getByRole('button', { name: /提交兑换/ }).click();
  await expect(toast('已提交兑换，请等待审核')).toBeVisible();
  await expect(item).toContainText('兑换中');
  await expect(item.getByRole('button', { name: /提交兑换/ })).toHaveCount(0);
});

test('the interests chosen at sign-up are in personalEdit, and change there', async () => {
  await page.goto(`${NV}/personalEdit/info`);
  const picker = page.getByTestId('profile-form').getByTestId('interest-picker');
  const chip = (label: string) => picker.getByRole('checkbox', { name: label, exact: true });
  await expect(chip('机器人')).toHaveAttribute('aria-checked', 'true');
  await expect(chip('ARM')).toHaveAttribute('aria-checked', 'true');
  await expect(chip('游戏')).toHaveAttribute('aria-checked', 'false');
  // 保密 stands alone: it clears the topics
  await chip('保密').click();
  await expect(chip('机器人')).toHaveAttribute('aria-checked', 'false');
  await chip('游戏').click();
  await expect(chip('保密')).toHaveAttribute('aria-checked', 'false');
  await page
    .getByTestId('profile-form')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(toast('保存成功')).toBeVisible();
  await page.reload();
  await expect(chip('游戏')).toHaveAttribute('aria-checked', 'true');
  await expect(chip('ARM')).toHaveAttribute('aria-checked', 'false');
});
