import { expect, test, type Page } from './helpers/test';
import { makePng } from './helpers/png';
import { addSession, freshPhone, smsLoginViaApi } from './helpers/session';

/**
 * The rich-text editor end to end (issue 15 item 9, docs/editor.md): a member writes a
 * post with an uploaded image, a hardware spec table and a C code block with the toolbar,
 * publishes it, and the post detail shows the table and the code, highlighted.
 */

/** This spec's phones start with 184 (each spec file has its own prefix). */
const PHONE_PREFIX = '184';

const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks the options named `names` in the antd select labelled `label`, then closes it. */
async function pick(page: Page, label: string, names: string[]) {
  await page.getByLabel(label).click();
  for (const name of names)
    await openDropdown(page).locator(`.ant-select-item-option[title="${name}"]`).click();
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
}

test('a member publishes a post with an image, a spec table and a C code block; the detail shows them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await addSession(context, await smsLoginViaApi(request, freshPhone(PHONE_PREFIX)));
  const run = String(Date.now() % 1_000_000);
  const title = `ESP32-S3 开发板参数整理 ${run}`;

  await page.goto('/app/new-version/publish/post');
  const form = page.getByTestId('publish-form');
  await expect(form).toHaveAttribute('data-state', 'empty');
  await page.getByTestId('title-input').fill(title);
  await pick(page, '圈子', ['树莓派']);
  await pick(page, '标签', ['开箱']);

  const editor = page.getByTestId('editor');
  const tool = (name: string) =>
    page.getByRole('toolbar', { name: '编辑工具栏' }).getByRole('button', { name, exact: true });
  await editor.click();
  await page.keyboard.type('板子到手，先看参数。');

  await test.step('an uploaded image, with its progress shown while it goes', async () => {
    await page.getByTestId('editor-image-input').setInputFiles({
      name: '开发板.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48),
    });
    await expect(editor.locator('img')).toHaveAttribute('src', /\.webp$/);
    await expect(page.getByRole('status', { name: '图片上传' })).toHaveCount(0);
  });

  await test.step('a 3×3 table with a header row, filled with Tab', async () => {
    await editor.press('Control+End');
    await tool('插入表格').click();
    await expect(editor.locator('table th')).toHaveCount(3);
    for (const [i, cell] of ['型号', '主频', '接口', 'ESP32-S3', '240 MHz', 'USB OTG'].entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(cell);
    }
    await tool('在下方加一行').click();
    await expect(editor.locator('table tr')).toHaveCount(4);
    // Into the new row (after USB OTG), and away with it.
    await page.keyboard.press('Tab');
    await tool('删除所在行').click();
    await expect(editor.locator('table tr')).toHaveCount(3);
  });

  await test.step('a code block in C', async () => {
    await editor.press('Control+End');
    await tool('代码块').click();
    await page.getByLabel('代码语言').selectOption('c');
    await page.keyboard.type('int main(void) { return 0; }');
    await expect(editor.locator('pre code.language-c')).toContainText('return 0;');
  });

  await expect(form).toHaveAttribute('data-state', 'valid');
  await page.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/\/postDetail\/\d+$/);

  const body = page.getByTestId('post-body');
  await expect(body.locator('table th')).toHaveText(['型号', '主频', '接口']);
  await expect(body.locator('table td').first()).toHaveText('ESP32-S3');
  await expect(body.locator('img')).toHaveAttribute('src', /\.webp$/);
  // Highlighted after the first paint, by the lazily loaded highlighter.
  const code = body.locator('pre code.language-c');
  await expect(code).toContainText('int main(void) { return 0; }');
  await expect(code.locator('.hljs-keyword').first()).toBeVisible();
  await expect(code.locator('.hljs-keyword', { hasText: 'return' })).toHaveCount(1);
});
