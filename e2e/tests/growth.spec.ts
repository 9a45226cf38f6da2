import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './helpers/test';
import { addSession, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * Daily sign-in and electricity against the real server (issue 6 points 1, 2, 4, 9): a new
 * member enters featured and gets the sign-in popup, signs in (toast with the amount), the
 * popup stays gone after a reload, the avatar menu's sign-in answers 今天已签到, and the
 * electricity and level pages show the row, the level and the progress. The steps build on
 * each other, so the file runs in order in one page.
 */
test.describe.configure({ mode: 'serial' });

/** Growth tests' phones start with 156 (each spec file has its own prefix). */
const PHONE_PREFIX = '156';
const NV = '/app/new-version';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

let member: Session;
let page: Page;
/** What the popup said today's sign-in pays, the amount the toast must name. */
let reward = '';

const toast = (text: string) => page.locator('.ant-message').getByText(text);
const popup = () => page.getByTestId('signin-popup');

test.beforeAll(async ({ browser, request }) => {
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const context = await browser.newContext();
  await addSession(context, member, { signInPopup: true });
  page = await context.newPage();
});
test.afterAll(() => page.context().close());

test('a new member entering featured gets the sign-in popup with day 1 and its amount', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${NV}/featured?tag=recommend`);
  await expect(popup()).toBeVisible();
  const today = page.getByText(/今天是连续签到第/);
  await expect(today).toContainText(/第\s*1\s*天/);
  reward = (await today.locator('strong').nth(1).textContent()) ?? '';
  expect(reward).toMatch(/^\d+$/);
  await expect(page.locator('[aria-current="date"]')).toContainText(`+${reward}`);
});

test('screenshots of the popup at 1280 and 375 px', async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, 'signin-popup-1280.png') });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(popup()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'signin-popup-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('签到: toast 恭喜签到获得{n}电量 with the shown amount, the popup closes', async () => {
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await expect(toast(`恭喜签到获得${reward}电量`)).toBeVisible();
  await expect(popup()).toHaveCount(0);
});

test('reload: no popup; the avatar menu sign-in answers 今天已签到', async () => {
  await page.reload();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup()).toHaveCount(0);
  await page.getByTestId('header-user').hover();
  await page.getByRole('button', { name: '今日已签到' }).click();
  await expect(toast('今天已签到')).toBeVisible();
});

test('my-electricity lists the sign-in row and the balance', async () => {
  await page.goto(`${NV}/user-center/electricity/my-electricity`);
  const table = page.getByTestId('point-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('每日签到');
  await expect(table.locator('tbody tr')).toContainText(`+${reward}`);
  await expect(page.getByTestId('ele-balance')).toHaveText(reward);
  await page.screenshot({ path: join(SCREENSHOTS, 'my-electricity-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(table).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'my-electricity-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the level page shows the level and the progress to the next one', async () => {
  await page.goto(`${NV}/user-center/level`);
  const card = page.getByTestId('level-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^Lv1 /);
  await expect(card).toContainText(`当前电量 ${reward}`);
  await expect(card.getByRole('progressbar')).toBeVisible();
  await expect(card).toContainText(new RegExp(`${reward}/\\d+`));
  await expect(page.getByTestId('level-table').locator('[aria-current="true"]')).toContainText(
    'Lv1',
  );
});
