import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * The operator console (issue 13, docs/admin.md): a moderator reaches 管理后台 from the
 * avatar dropdown, hides a hot keyword, and the search page's 热门搜索 no longer shows it;
 * a member opening /app/admin gets the site's 404 page. The demo seed's hot keys are real
 * searches by the demo members (seed-search.ts), so 装机 is hot from the start.
 */
const PHONE_PREFIX = '173';
const WORD = '装机';
/** A word of the search page's 热门搜索 (its rank number, then the word). */
const hotKey = (word: string) => new RegExp(`^\\d+ ${word}$`);
let moderator: Session;
let member: Session;
const people = memberBrowsers();

test.beforeAll(async ({ request }) => {
  moderator = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  // Non-production only: the browser tests' way to make a moderator (/dev/staff_role).
  await apiPost(request, '/dev/staff_role', { user_id: moderator.id, role: 'moderator' });
});
test.afterAll(() => people.closeAll());

test('a moderator hides a hot keyword from the console; the search page stops showing it', async ({
  browser,
}) => {
  const page = await people.open(browser, moderator);
  await page.goto('/app/new-version/search');
  const hotKeys = page.getByTestId('hot-keys');
  await expect(hotKeys.getByRole('button', { name: hotKey(WORD) })).toBeVisible();

  await page.getByTestId('header-user').hover();
  await page.getByRole('link', { name: '管理后台' }).click();
  // The console opens on its first section (审核队列); 热门搜索 is in the 系统 group.
  await expect(page).toHaveURL(/\/app\/admin\/review$/);
  await page.getByRole('link', { name: '热门搜索' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/hot-keywords$/);
  const table = page.getByTestId('admin-hot-keywords');
  const row = table.getByRole('row').filter({ hasText: WORD });
  await row.getByRole('button', { name: `隐藏 ${WORD}` }).click();
  await expect(page.getByText(`隐藏「${WORD}」？`)).toBeVisible();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /隐\s*藏/ })
    .click();
  await expect(page.getByText('已隐藏，热门搜索不再显示该词')).toBeVisible();
  await expect(row.getByText('已隐藏')).toBeVisible();

  await page.getByRole('link', { name: '操作日志' }).click();
  const log = page.getByTestId('admin-audit-log');
  // (Other tests' rows may mention the word too: circles named 装机…; this one is the hide.)
  await expect(
    log.getByRole('row').filter({ hasText: '隐藏热门搜索词' }).filter({ hasText: WORD }),
  ).toHaveCount(1);

  await page.goto('/app/new-version/search');
  await expect(hotKeys.getByRole('button', { name: hotKey('树莓派') })).toBeVisible();
  await expect(hotKeys.getByRole('button', { name: hotKey(WORD) })).toHaveCount(0);
});

test('a member opening /app/admin gets the 404 page, and no 管理后台 in the menu', async ({
  browser,
}) => {
  const page = await people.open(browser, member);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  // The featured page never loads any of the console's code.
  await page.goto('/app/new-version/featured?tag=recommend');
  await expect(page.getByTestId('header-user')).toBeVisible();
  expect(loaded.filter((p) => p.includes('Admin'))).toEqual([]);

  await page.goto('/app/admin/hot-keywords');
  await expect(page).toHaveURL(/\/app\/new-version\/404$/);
  await expect(page.getByTestId('not-found')).toBeVisible();
  // Only the small gate ran: the console's own chunk is fetched for staff alone.
  expect(loaded.filter((p) => p.includes('AdminConsole'))).toEqual([]);
  await page.getByTestId('header-user').hover();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '管理后台' })).toHaveCount(0);
});
