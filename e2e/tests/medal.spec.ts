import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { addSession, asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * Medals against the real server (issue 6 point 5): a new member's medal page has every
 * medal locked; publishing a first post awards 初来乍到 live (the bell and the 成就 entry
 * count it); the medal page shows it earned and new, and opening it clears 成就; the
 * header's 关于我们 leads the member to the medal hall with the medal lit. The steps build
 * on each other, so the file runs in order in one page.
 */
test.describe.configure({ mode: 'serial' });

/** Medal tests' phones start with 166 (each spec file has its own prefix). */
const PHONE_PREFIX = '166';
const NV = '/app/new-version';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

let member: Session;
let page: Page;

const card = (key: string) => page.getByTestId(`medal-${key}`);
const bell = () => page.getByRole('link', { name: '消息', exact: true });
/** The unread badge on the header's bell (exact: the open dropdown has 消息 links too). */
const bellBadge = () => bell().getByTestId('count-badge');
/** The 成就 entry of the header's message dropdown (opened by hovering the bell). */
async function achieveEntry() {
  await bell().hover();
  return page.getByTestId('message-panel').getByRole('link', { name: /成就/ });
}

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await request.dispose();
  const context = await browser.newContext();
  await addSession(context, member);
  page = await context.newPage();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
test.afterAll(() => page.context().close());

test('a new member: every medal locked, the empty hint', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${NV}/user-center/medal`);
  await expect(page.getByTestId('medal-summary')).toContainText('0/7');
  await expect(page.getByTestId('medal-none')).toBeVisible();
  await expect(page.locator('[data-earned="true"]')).toHaveCount(0);
  await expect(card('first_post')).toContainText('获得方式：发布第一篇帖子');
});

test('publishing a first post awards 初来乍到 live: the bell and 成就 count it', async () => {
  await page.goto(`${NV}/featured?tag=recommend`);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const request = await apiRequest.newContext({ baseURL });
  const api = asMember(request, member);
  const circles = await api.get<{ data: Array<{ id: number }> }>('/web/circle/index');
  const tags = await api.get<Array<{ id: number }>>('/web/forum/tag', { flag: 1 });
  const post = await api.post<{ item_status: number }>('/web/item/post', {
    title: `我的第一块开发板点亮了 ${Date.now() % 100_000}`,
    body: '<p>ESP32-S3 跑起来了，分享一下过程。</p>',
    tag: [tags[0]?.id ?? 0],
    circle_id: circles.data[0]?.id ?? 0,
  });
  expect(post.item_status, 'published at once (MODERATION=post)').toBe(2);
  await request.dispose();
  // The award's system notice reaches the open tab through the socket, without a reload.
  await expect(bellBadge()).toHaveText('1');
  await expect((await achieveEntry()).getByTestId('count-badge')).toHaveText('1');
});

test('the medal page shows 初来乍到 earned and new; opening it clears 成就', async () => {
  await (await achieveEntry()).click();
  await expect(page).toHaveURL(/\/user-center\/medal$/);
  await expect(page.getByTestId('medal-summary')).toContainText('1/7');
  const earned = page.getByRole('list', { name: '已获得的勋章' });
  await expect(earned.getByRole('listitem')).toHaveCount(1);
  await expect(card('first_post')).toHaveAttribute('data-earned', 'true');
  await expect(card('first_post')).toContainText('初来乍到');
  await expect(card('first_post')).toContainText(/\d{4}-\d{2}-\d{2} 获得/);
  await expect(card('first_post').getByText('新')).toBeVisible();
  // The badge is a real image where the site serves it, not a broken one.
  await expect
    .poll(() =>
      card('first_post')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'medal-page-1280.png'), fullPage: true });
  await expect((await achieveEntry()).getByTestId('count-badge')).toHaveCount(0);
  // The system notice stays unread until the system messages are read.
  await expect(bellBadge()).toHaveText('1');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(card('first_post')).toHaveAttribute('data-earned', 'true');
  await expect(card('first_post').getByText('新')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'medal-page-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('关于我们 leads the member to the medal hall, the earned medal lit', async () => {
  await page.getByRole('banner').getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/aboutUs\/medalHall$/);
  await expect(page.getByRole('heading', { name: '勋章馆' })).toBeVisible();
  await expect(card('first_post')).toHaveAttribute('data-earned', 'true');
  await expect(card('sign_in_7')).toHaveAttribute('data-earned', 'false');
  await expect(page.getByRole('list', { name: '荣誉勋章' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: join(SCREENSHOTS, 'medal-hall-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: join(SCREENSHOTS, 'medal-hall-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});
