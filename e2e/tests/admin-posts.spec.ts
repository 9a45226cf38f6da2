import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import {
  apiPost,
  freshPhone,
  smsLoginViaApi,
  type Envelope,
  type Session,
} from './helpers/session';

/*
 * 社区内容 → 帖子 (docs/admin-community.md) against the seeded server: a moderator finds a
 * member's new post, 推荐 puts it on the featured page's 精选 tab, 删除 with a preset reason
 * takes it off the site, 恢复 brings it back; an admin's 圈子 and 标签 tables are shown at 1280
 * and 375 px (screenshots in e2e/artifacts/screenshots/).
 */
const PHONE_PREFIX = '176';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
const people = memberBrowsers();
let moderator: Session;
let admin: Session;
let title = '';

async function data<T>(res: { json(): Promise<unknown> }): Promise<T> {
  return ((await res.json()) as Envelope<T>).data;
}

test.beforeAll(async ({ request }) => {
  const author = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  moderator = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: moderator.id, role: 'moderator' });
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  const circles = await data<{ data: { id: number }[] }>(
    await request.get('/web/circle/index', { params: { page: 1 } }),
  );
  const tags = await data<{ id: number; slug: string }[]>(await request.get('/web/forum/tag'));
  title = `控制台推荐测试帖 ${Date.now() % 100000}`;
  await apiPost(
    request,
    '/web/item/post',
    {
      title,
      body: '<p>一篇等待编辑推荐的帖子</p>',
      circle_id: circles.data[0]?.id,
      tag: [tags.find((t) => t.slug !== 'recommend')?.id],
    },
    { authorization: author.token },
  );
});
test.afterAll(() => people.closeAll());

const featuredHas = async (page: Page) => {
  await page.goto('/app/new-version/featured?tag=recommend');
  return page.getByText(title);
};

test('a moderator recommends a post onto 精选, deletes it with a reason and restores it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await people.open(browser, moderator);
  await page.goto('/app/admin/posts');
  const table = page.getByTestId('admin-posts');
  // Moderators see 帖子 but not the admins' 圈子 and 标签. (The console's chunk may take a
  // while on a loaded machine.)
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: '帖子', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '圈子' })).toHaveCount(0);
  await table.getByRole('searchbox', { name: '搜索标题' }).fill(title);
  await table.getByRole('searchbox', { name: '搜索标题' }).press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('已发布');

  await expect(await featuredHas(page)).toHaveCount(0);
  await page.goBack();
  await row.getByRole('button', { name: `推荐 ${title}` }).click();
  await expect(page.getByText('已推荐到精选')).toBeVisible();
  await expect(row).toContainText('精选');
  await expect(await featuredHas(page)).toBeVisible();

  await page.goBack();
  await row.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /删\s*除/ }).click();
  await expect(dialog).toContainText('请填写原因');
  await dialog.getByText('重复发帖').click();
  await expect(dialog.getByLabel('原因')).toHaveValue('重复发帖');
  await dialog.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('帖子已删除')).toBeVisible();
  await expect(row).toContainText('已删除');
  await expect(await featuredHas(page)).toHaveCount(0);

  await page.goBack();
  await row.getByRole('button', { name: '恢复' }).click();
  await page.getByRole('dialog').getByLabel('原因').fill('误删，已核实');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('帖子已恢复')).toBeVisible();
  await expect(row).toContainText('已发布');
  await expect(await featuredHas(page)).toBeVisible();
});

test('the community sections at 1280 and 375 px', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await people.open(browser, admin);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const section of ['posts', 'circles', 'tags']) {
      await page.goto(`/app/admin/${section}`);
      await expect(
        page.getByTestId(`admin-${section}`).locator('tr.ant-table-row').first(),
      ).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: join(SCREENSHOTS, `admin-${section}-${width}.png`),
        fullPage: width === 1280,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/admin/circles');
  await page
    .getByTestId('admin-circles')
    .getByRole('button', { name: /^编辑 / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('编辑圈子');
  await page.screenshot({ path: join(SCREENSHOTS, 'admin-circle-edit-1280.png') });
});
