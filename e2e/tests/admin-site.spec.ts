import { baseURL } from '../playwright.config';
import { expect, test, type Page } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { makePng } from './helpers/png';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * 站点运营 (docs/admin-site.md): an admin adds a banner with an uploaded image and a visitor
 * sees it on the featured page; an admin renames a footer item and the footer shows the new
 * text; a published notice lights the header's 新 for a member until they open 公告.
 */
const PHONE_PREFIX = '177';
let admin: Session;
let member: Session;
const people = memberBrowsers();

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
});
test.afterAll(() => people.closeAll());
// Several pages, an upload and a few round trips each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Confirms the open modal form (antd spaces two-character button labels: 保 存). */
const saveModal = (page: Page) =>
  page
    .locator('.ant-modal')
    .getByRole('button', { name: /保\s*存/ })
    .click();

test('an admin adds a banner with an uploaded image; a visitor sees it on the featured page', async ({
  browser,
}) => {
  const title = `新品首发 ${Date.now() % 100000}`;
  const page = await people.open(browser, admin);
  await page.goto('/app/admin/banners');
  const panel = page.getByTestId('admin-banners');
  await expect(panel.getByRole('row')).not.toHaveCount(1);
  await panel.getByRole('button', { name: '新建轮播图' }).click();
  const modal = page.locator('.ant-modal');
  await expect(modal.getByText('新建轮播图（首页主轮播）')).toBeVisible();

  // Saving without an image is refused in Chinese, before anything is sent.
  await saveModal(page);
  await expect(modal.getByText('请上传图片')).toBeVisible();

  await modal.getByTestId('site-image-input').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: makePng(600, 200),
  });
  const preview = modal.getByRole('img', { name: '轮播图' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/images\/.+\.webp$/);
  await modal.getByLabel('标题').fill(title);
  await modal.getByLabel('链接').fill('javascript:alert(1)');
  await saveModal(page);
  await expect(modal.getByText('链接应为站内路径（以 / 开头）或 http(s) 网址')).toBeVisible();
  await modal.getByLabel('链接').fill('/app/new-version/notice');
  await saveModal(page);
  await expect(page.getByText('已保存')).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('展示中')).toBeVisible();

  // A visitor, in a browser of their own, on the featured page.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await visit.goto('/app/new-version/featured?tag=recommend');
  const slide = visit.locator(`img[alt="${title}"]`);
  await expect(slide).toHaveCount(1);
  await expect(slide).toHaveAttribute('src', /^\/uploads\/images\/.+\.webp$/);
  await visitor.close();

  // Deleting asks first; then it is gone for the next visitor.
  await row.getByRole('button', { name: `删除 ${title}` }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(panel.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  const again = await browser.newContext({ baseURL });
  const next = await again.newPage();
  await next.goto('/app/new-version/featured?tag=recommend');
  await expect(next.getByTestId('site-footer')).toBeVisible();
  await expect(next.locator(`img[alt="${title}"]`)).toHaveCount(0);
  await again.close();

  await page.getByRole('link', { name: '操作日志' }).click();
  const log = page.getByTestId('admin-audit-log');
  await expect(log.getByRole('row').filter({ hasText: '新建轮播图' }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: '删除轮播图' }).first()).toBeVisible();
});

test('an admin renames a footer item; the footer shows the new text', async ({ browser }) => {
  const page = await people.open(browser, admin);
  await page.goto('/app/admin/footer?group=contact');
  const panel = page.getByTestId('admin-footer');
  const row = panel.getByRole('row').filter({ hasText: '客服电话' });
  await row.getByRole('button', { name: '编辑 客服电话' }).click();
  const modal = page.locator('.ant-modal');
  await modal.getByLabel('名称').fill('');
  await saveModal(page);
  await expect(modal.getByText('请填写名称')).toBeVisible();
  await modal.getByLabel('名称').fill('服务热线');
  await saveModal(page);
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: '服务热线' })).toBeVisible();

  // The admin's own tab: the site's footer was read again.
  await page.getByRole('link', { name: '返回社区' }).click();
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByText('服务热线：400-000-0000')).toBeVisible();
  await expect(footer.getByText('客服电话', { exact: false })).toHaveCount(0);

  // And a visitor's first look.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await visit.goto('/app/new-version/featured?tag=recommend');
  await expect(visit.getByTestId('site-footer').getByText('服务热线：400-000-0000')).toBeVisible();
  await visitor.close();
});

test('a published notice shows 新 to a member until they open 公告', async ({ browser }) => {
  const title = `社区公约更新 ${Date.now() % 100000}`;
  const page = await people.open(browser, admin);
  await page.goto('/app/admin/notices');
  const panel = page.getByTestId('admin-notices');
  await panel.getByRole('button', { name: '新建公告' }).click();
  const modal = page.locator('.ant-modal');
  await modal.getByLabel('标题', { exact: true }).fill(title);
  // Written in the rich-text editor: bold with Ctrl+B, as in any word processor.
  await modal.getByTestId('editor').click();
  await page.keyboard.type('请');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('友善');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('交流');
  await modal.locator('label').filter({ hasText: '已发布' }).click();
  await saveModal(page);
  await expect(panel.getByRole('row').filter({ hasText: title })).toContainText('已发布');

  const reader = await people.open(browser, member);
  await reader.goto('/app/new-version/featured?tag=recommend');
  const link = reader.getByTestId('site-header').getByRole('link', { name: /^公告/ });
  await expect(link.getByTestId('notice-new')).toHaveText('新');
  await link.click();
  await expect(reader).toHaveURL(/\/app\/new-version\/notice$/);
  const item = reader.getByTestId('notice-item').filter({ hasText: title });
  await expect(item.locator('strong')).toHaveText('友善');
  await expect(reader.getByTestId('notice-new')).toHaveCount(0);
  // Seen is kept by the server: a reload (or another device) shows no marker.
  await reader.reload();
  await expect(reader.getByTestId('notice-item').first()).toBeVisible();
  await expect(reader.getByTestId('notice-new')).toHaveCount(0);
});
