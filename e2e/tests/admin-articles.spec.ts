import { expect, test, type Page } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { makePng } from './helpers/png';
import { chooseSelectOption } from './helpers/menu';
import { dateTimeText, nextMonthAt, pickDateTime } from './helpers/date-picker';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * 内容运营 (issue 15 item 9, docs/content.md): an admin makes a news category, writes a news
 * item with a spec table and an uploaded image in the rich-text editor and publishes it; a
 * visitor reads it on the site. An official article scheduled for next month is 定时发布 in
 * the console and nowhere on the site until then.
 */
const PHONE_PREFIX = '187';
let admin: Session;
const people = memberBrowsers();
const run = String(Date.now() % 1_000_000);

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 120_000 });

/** A new category in the 文章分类 panel, for `section` (its segmented label). */
async function addCategory(page: Page, section: '资讯' | '官方', name: string) {
  await page.goto('/app/admin/article-categories');
  const panel = page.getByTestId('admin-article-categories');
  await panel.getByText(section, { exact: true }).click();
  await panel.getByRole('button', { name: `新建${section}分类` }).click();
  const modal = page.locator('.ant-modal');
  await modal.getByLabel('名称').fill(name);
  await modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(panel.getByRole('row').filter({ hasText: name })).toContainText('0');
}

/** Opens the writing drawer of the 资讯 or 官方文章 panel and fills title and category. */
async function startArticle(
  page: Page,
  path: 'news' | 'official',
  title: string,
  category: string,
) {
  await page.goto(`/app/admin/${path}`);
  await page.getByRole('button', { name: path === 'news' ? '写资讯' : '写官方' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('标题', { exact: true }).fill(title);
  // The helper waits out the options' opening zoom (a click during it was lost once in CI).
  await chooseSelectOption(page, drawer.getByLabel('分类'), category);
  return drawer;
}

test('an admin writes a news item with a table and an image; a visitor reads it on the site', async ({
  browser,
}) => {
  const category = `评测${run}`;
  const title = `RISC-V 开发板横评 ${run}`;
  const page = await people.open(browser, admin);
  await addCategory(page, '资讯', category);

  const drawer = await startArticle(page, 'news', title, category);
  // Publishing without a body is refused in Chinese before anything is sent.
  await drawer
    .getByRole('button', { name: /发\s*布/ })
    .last()
    .click();
  await expect(drawer.getByText('请填写正文')).toBeVisible();

  const editor = drawer.getByTestId('editor');
  const tool = (name: string) =>
    drawer.getByRole('toolbar', { name: '编辑工具栏' }).getByRole('button', { name, exact: true });
  await editor.click();
  await page.keyboard.type('三块国产 RISC-V 开发板的实测数据。');
  await drawer.getByTestId('editor-image-input').setInputFiles({
    name: '开发板合影.png',
    mimeType: 'image/png',
    buffer: makePng(96, 64),
  });
  await expect(editor.locator('img')).toHaveAttribute('src', /\.webp$/);
  await editor.press('Control+End');
  await tool('插入表格').click();
  for (const [i, cell] of ['型号', '主频', '内存', 'CH32V307', '144 MHz', '64 KB'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(cell);
  }
  await drawer
    .getByRole('button', { name: /发\s*布/ })
    .last()
    .click();
  await expect(page.locator('.ant-message').getByText('已发布')).toBeVisible();

  const row = page.getByTestId('admin-articles-news').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('已发布');
  const href = await row.getByRole('link', { name: /查\s*看/ }).getAttribute('href');
  expect(href).toMatch(/^\/app\/new-version\/n\/details\/\d+$/);

  const visitor = await browser.newPage();
  await visitor.goto(href ?? '');
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  const body = visitor.getByTestId('article-body');
  await expect(body).toContainText('三块国产 RISC-V 开发板的实测数据。');
  await expect(body.locator('table th')).toHaveText(['型号', '主频', '内存']);
  await expect(body.locator('table td').first()).toHaveText('CH32V307');
  await expect(body.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await visitor.close();
});

test('an official article scheduled for next month is 定时发布 and not on the site yet', async ({
  browser,
}) => {
  const category = `教程${run}`;
  const title = `立创 EDA 新手教程 ${run}`;
  const page = await people.open(browser, admin);
  await addCategory(page, '官方', category);

  const drawer = await startArticle(page, 'official', title, category);
  await drawer.getByTestId('editor').click();
  await page.keyboard.type('从原理图到 PCB 的第一块板子。');
  // 定时发布 without a time says so.
  await drawer.getByRole('button', { name: '定时发布' }).click();
  await expect(drawer.getByText('定时发布请选择发布时间')).toBeVisible();

  const when = nextMonthAt(9, 30);
  await pickDateTime(page, drawer.getByLabel('定时发布时间'), when);
  await drawer.getByRole('button', { name: '定时发布' }).click();
  await expect(drawer.getByText(`将于 ${dateTimeText(when)} 自动发布`)).toBeVisible();
  const row = page
    .getByTestId('admin-articles-official')
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toContainText('定时发布');
  await expect(row).toContainText(dateTimeText(when));

  // Not in the type's list on the site (the category is new: its list is empty).
  const visitor = await browser.newPage();
  await visitor.goto('/app/new-version/official/0/0');
  await expect(visitor.getByText(category).first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // 撤回 takes it back to the unpublished state.
  await drawer.getByRole('button', { name: /撤\s*回/ }).click();
  await expect(row).toContainText('已撤回');
  await visitor.close();
});
