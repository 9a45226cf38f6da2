import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from './helpers/test';
import { chooseSelectOption } from './helpers/menu';
import { baseURL } from '../playwright.config';
import {
  addSession,
  apiPost,
  asMember,
  freshPhone,
  smsLoginViaApi,
  type Session,
} from './helpers/session';

/*
 * The rewards console (issue 14 item 8, docs/admin-rewards.md): an admin creates a
 * new-user coupon in 奖励 / 优惠券; a brand-new member then claims it the way new members
 * do (the guide's 跳过 claims the new-user gift) and sees it in 我的特权; the admin sees the
 * claim on the coupon's page and stops the coupon. The demo seed's 新人专享券 stays what
 * later specs (new-member.spec.ts) see: the coupon made here is disabled at the end.
 */
test.describe.configure({ mode: 'serial' });
// Each step walks several console pages; on a loaded 2-core machine that passes 30 s.
test.setTimeout(60_000);

const PHONE_PREFIX = '178';
const COUPON = '装机季新人券';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

let admin: Session;
let adminPage: Page;
const contexts: BrowserContext[] = [];
let couponId = 0;

async function open(browser: Browser, session: Session, guide = false) {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  contexts.push(context);
  await addSession(context, session, { guide });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  return page;
}
/** The fields of GET /web/admin/coupons rows this spec reads. */
interface CouponRow {
  id: number;
  coupon_name: string;
  enabled: boolean;
}
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

test.beforeAll(async ({ request, browser }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  adminPage = await open(browser, admin);
});
test.afterAll(async ({ request }) => {
  // Whatever happened above (a retried test makes its coupon again), leave the new-user gift
  // as the other specs expect it: every coupon this spec made is switched off.
  const headers = { authorization: admin.token };
  const list = await request.get('/web/admin/coupons?page=1&page_size=50', { headers });
  const rows = ((await list.json()) as { data: { data: CouponRow[] } }).data.data;
  for (const coupon of rows.filter((c) => c.coupon_name === COUPON && c.enabled))
    await request.post(`/web/admin/coupons/${coupon.id}`, { headers, data: { enabled: false } });
  await Promise.all(contexts.map((c) => c.close()));
});

test('an admin creates a new-user coupon in the console', async () => {
  const page = adminPage;
  await page.goto('/app/admin/coupons');
  const panel = page.getByTestId('admin-coupons');
  await expect(panel.getByRole('row').filter({ hasText: '新人专享券' })).toBeVisible();
  await panel.getByRole('button', { name: '新建优惠券' }).click();
  const dialog = page.getByRole('dialog', { name: '新建优惠券' });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请填写优惠券名称')).toBeVisible();
  await dialog.getByLabel('名称').fill(COUPON);
  await dialog.getByLabel('优惠金额（元）').fill('15');
  await chooseSelectOption(page, dialog.getByLabel('领取对象'), '新用户专享');
  await shot(page, 'admin-coupon-form-1280');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('优惠券已创建')).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: COUPON });
  await expect(row).toContainText('¥15（无门槛）');
  await expect(row).toContainText('新用户专享');
  couponId = Number(
    (await row.getByRole('link', { name: COUPON }).getAttribute('href'))?.split('/').pop(),
  );
  expect(couponId).toBeGreaterThan(0);
  await shot(page, 'admin-coupons-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, 'admin-coupons-375');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a brand-new member claims it through the guide and sees it in 我的特权', async ({
  browser,
  request,
}) => {
  const member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const page = await open(browser, member, true);
  await page.goto('/app/new-version/featured?tag=recommend');
  const guide = page.getByTestId('guide-dialog');
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: '跳过' }).click();
  const dialog = page.getByTestId('coupon-dialog');
  await expect(dialog).toBeVisible();
  const cards = page.getByTestId('coupon-card');
  await expect(cards.filter({ hasText: COUPON })).toContainText('¥15');
  await expect(cards.filter({ hasText: '新人专享券' })).toHaveCount(1);
  await page.getByRole('link', { name: '立即查看' }).click();
  await expect(page).toHaveURL(/\/user-center\/privilege$/);
  const mine = page
    .getByTestId('privilege-page')
    .getByTestId('coupon-card')
    .filter({ hasText: COUPON });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('coupon-code')).toHaveText(/^XK(-[2-9A-HJ-NP-Z]{4}){3}$/);
  const held = await asMember(request, member).get<{ coupon_name: string }[]>(
    '/web/discount/ticket',
  );
  expect(held.map((c) => c.coupon_name)).toContain(COUPON);
});

test('the admin sees the claim on the coupon page, then stops the coupon', async () => {
  const page = adminPage;
  await page.goto(`/app/admin/coupons/${couponId}`);
  const claims = page.getByTestId('admin-coupon-claims');
  await expect(claims.getByRole('heading', { name: COUPON })).toBeVisible();
  await expect(claims.getByRole('row').filter({ hasText: '用户领取' })).toHaveCount(1);
  await expect(page.locator('.ant-breadcrumb')).toContainText(COUPON);
  await shot(page, 'admin-coupon-claims-1280');

  await page.goto('/app/admin/coupons');
  const row = page.getByTestId('admin-coupons').getByRole('row').filter({ hasText: COUPON });
  await row.getByRole('button', { name: `编辑 ${COUPON}` }).click();
  const dialog = page.getByRole('dialog', { name: `编辑优惠券「${COUPON}」` });
  await expect(dialog.getByText('已有 1 人领取')).toBeVisible();
  await expect(dialog.getByLabel('优惠金额（元）')).toBeDisabled();
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('优惠券已保存')).toBeVisible();
  await expect(row).toContainText('已停用');

  await page.getByRole('link', { name: '操作日志' }).click();
  const log = page.getByTestId('admin-audit-log');
  await expect(log.getByRole('row').filter({ hasText: '新建优惠券' }).first()).toContainText(
    `coupon:${couponId}`,
  );
  await expect(log.getByRole('row').filter({ hasText: '修改优惠券' }).first()).toContainText(
    'enabled',
  );
});

test('medals: the definitions, and a manual medal awarded to a member from the console', async ({
  request,
}) => {
  const page = adminPage;
  const member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await page.goto('/app/admin/medals');
  const medals = page.getByTestId('admin-medals');
  await expect(medals.getByRole('row').filter({ hasText: '七日连签' })).toContainText(
    '连续签到天数 ≥ 7',
  );
  await shot(page, 'admin-medals-1280');
  await medals.getByRole('link', { name: '社区贡献者' }).first().click();
  const holders = page.getByTestId('admin-medal-holders');
  await holders.getByLabel('用户 id').fill(String(member.id));
  await holders.getByRole('button', { name: /颁\s*发/ }).click();
  await expect(page.getByText('勋章已颁发')).toBeVisible();
  await expect(holders.locator(`tr[data-row-key="${member.id}"]`)).toBeVisible();
  await shot(page, 'admin-medal-holders-1280');
});

test('codes: a batch generated into the pool, then exported as CSV', async () => {
  const page = adminPage;
  await page.goto('/app/admin/codes');
  const codes = page.getByTestId('admin-codes');
  await codes.getByRole('button', { name: '生成兑换码' }).click();
  const dialog = page.getByRole('dialog', { name: '生成兑换码' });
  await dialog.getByLabel('用途说明').fill('E2E 深圳沙龙');
  await dialog.getByLabel('数量').fill('3');
  await dialog.getByRole('button', { name: /生\s*成/ }).click();
  await expect(page.getByText('发放成功')).toBeVisible();
  await expect(codes.getByRole('row').filter({ hasText: 'E2E 深圳沙龙' })).toHaveCount(3);
  const download = page.waitForEvent('download');
  await codes.getByRole('button', { name: '导出 CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^privilege-codes-.*\.csv$/);
  await shot(page, 'admin-codes-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: join(SCREENSHOTS, 'admin-codes-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
});
