import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, dataOf, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * 概览 (issue 14 item 4, docs/admin-dashboard.md): an admin opens 管理后台 and lands on the
 * dashboard; today's cards show the server's figures and the charts draw on their canvases.
 * The featured page before it fetched none of the console's or the charts' code.
 */
const PHONE_PREFIX = '179';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
let admin: Session;
const people = memberBrowsers();

interface Series {
  key: string;
  values: number[];
}

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  // A second new member today, so 今日新增用户 is not only the admin.
  await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
});
test.afterAll(() => people.closeAll());

test('an admin lands on the dashboard: today’s figures as cards, the charts drawn', async ({
  browser,
  request,
}) => {
  const page = await people.open(browser, admin);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/app/new-version/featured?tag=recommend');
  await expect(page.getByTestId('header-user')).toBeVisible();
  expect(loaded.filter((p) => /AdminConsole|TrendChart/.test(p))).toEqual([]);

  await page.getByTestId('header-user').hover();
  await page.getByRole('link', { name: '管理后台' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/dashboard$/);
  const dashboard = page.getByTestId('admin-dashboard');
  await expect(dashboard.getByRole('heading', { name: '数据概览' })).toBeVisible();

  // The cards show what the API counts for today (nobody else signs up with this file's
  // phone prefix; page views are left out: every navigation of the page itself adds one).
  const newUsers = dashboard.getByTestId('dashboard-card-new_users');
  await expect(newUsers).toContainText('今日新增用户');
  const figures = await dataOf<{ metrics: Series[] }>(
    await request.get('/web/admin/dashboard', { headers: { authorization: admin.token } }),
  );
  const today = (key: string) => figures.metrics.find((m) => m.key === key)?.values.at(-1) ?? -1;
  expect(today('new_users')).toBeGreaterThanOrEqual(2);
  expect(today('active_users')).toBeGreaterThanOrEqual(1);
  for (const key of ['new_users', 'active_users', 'posts', 'sign_ins'])
    await expect(dashboard.getByTestId(`dashboard-card-${key}`)).toContainText(
      today(key).toLocaleString('zh-CN'),
    );
  await expect(newUsers).toContainText('较昨日');

  // Six charts, each a drawn canvas (chart.js sizes it to its card).
  const charts = dashboard.getByTestId('dashboard-chart');
  await expect(charts).toHaveCount(6);
  await expect(charts.locator('canvas')).toHaveCount(6);
  for (const canvas of await charts.locator('canvas').all()) {
    await expect(canvas).toBeVisible();
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 100 && c.height > 100)).toBe(
      true,
    );
  }
  await expect(dashboard.getByRole('img', { name: '用户' })).toBeVisible();
  expect(loaded.some((p) => p.includes('TrendChart'))).toBe(true);

  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SCREENSHOTS, 'admin-dashboard-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(newUsers).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'admin-dashboard-375.png'), fullPage: true });
});
