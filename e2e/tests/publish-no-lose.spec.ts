import { expect, test, type Page } from './helpers/test';
import {
  dateTimeText,
  expectVoteDeadline,
  nextMonthAt,
  pickVoteDeadline,
  type WallClock,
} from './helpers/date-picker';
import { addSession, freshPhone, smsLoginViaApi } from './helpers/session';

/**
 * Never lose work on the publishing form (issue 13): a vote written in full (deadline
 * through the antd picker) survives 预览 and coming back, by the browser's Back and by
 * 继续编辑; leaving through a header link asks first (继续编辑 keeps the text, 离开 goes);
 * reloading with unsaved changes gets the browser's question; the published post shows the
 * deadline as the site writes dates (YYYY-MM-DD HH:mm). On a phone and on a desktop.
 */

const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks the first option of the antd select labelled `label`; answers its name. */
async function pickFirst(page: Page, label: string): Promise<string> {
  await page.getByLabel(label).click();
  const option = openDropdown(page).locator('.ant-select-item-option').first();
  const name = (await option.getAttribute('title')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
  return name;
}

interface Written {
  title: string;
  circle: string;
  tag: string;
  body: string;
  question: string;
  options: string[];
  deadline: WallClock;
}

/** Everything written is on the form, as it was. */
async function expectForm(page: Page, w: Written) {
  await expect(page.getByTestId('title-input')).toHaveValue(w.title);
  await expect(page.getByTestId('circle-select')).toContainText(w.circle);
  await expect(page.getByTestId('tag-select')).toContainText(w.tag);
  await expect(page.getByTestId('editor')).toContainText(w.body);
  await expect(page.getByLabel('题目 1', { exact: true })).toHaveValue(w.question);
  for (const [i, text] of w.options.entries())
    await expect(page.getByLabel(`题目 1 选项 ${i + 1}`)).toHaveValue(text);
  await expectVoteDeadline(page, w.deadline);
}

for (const [width, height] of [
  [375, 740],
  [1280, 900],
] as const) {
  test(`a vote survives 预览, Back and leaving, and shows its deadline (${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    // A long flow: two previews, two returns, a dialog, a reload and publishing.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await addSession(context, await smsLoginViaApi(request, freshPhone('158')));
    const run = `${width}-${Date.now() % 100000}`;
    await page.goto('/app/new-version/publish/vote');

    const w: Written = {
      title: `下一块开发板选哪个 ${run}`,
      circle: await pickFirst(page, '圈子'),
      tag: await pickFirst(page, '标签'),
      body: `写了很久的投票说明 ${run}`,
      question: '你最想要哪块开发板',
      options: ['树莓派 5', 'ESP32-S3', 'RK3588'],
      deadline: nextMonthAt(18, 30),
    };
    await page.getByTestId('title-input').fill(w.title);
    await pickVoteDeadline(page, w.deadline);
    await page.getByLabel('题目 1', { exact: true }).fill(w.question);
    for (const [i, text] of w.options.entries())
      await page.getByLabel(`题目 1 选项 ${i + 1}`).fill(text);
    await page.getByTestId('editor').click();
    await page.keyboard.type(w.body);
    await expect(page.getByTestId('publish-form')).toHaveAttribute('data-state', 'valid');

    await test.step('预览, then the browser Back: the whole form is there', async () => {
      await page.getByTestId('publish-preview').click();
      await expect(page).toHaveURL(/\/preview\/\d+$/);
      await expect(page.getByTestId('post-title')).toContainText(w.title);
      await expect(page.getByTestId('vote-block')).toContainText(
        `截止时间：${dateTimeText(w.deadline)}`,
      );
      await page.goBack();
      await expect(page).toHaveURL(/\/publish\/vote\?id=\d+&draft=1$/);
      await expectForm(page, w);
      await expect(page.getByTestId('draft-restored')).toContainText('已恢复草稿（保存于');
    });

    await test.step('预览, then 继续编辑: the same', async () => {
      await page.getByTestId('publish-preview').click();
      await expect(page).toHaveURL(/\/preview\/\d+$/);
      await page.getByTestId('preview-edit').click();
      await expect(page).toHaveURL(/\/publish\/vote\?id=\d+&draft=1$/);
      await expectForm(page, w);
    });

    await test.step('leaving with unsaved changes asks first', async () => {
      w.title = `${w.title}（改）`;
      await page.getByTestId('title-input').fill(w.title);
      const logo = page.getByRole('link', { name: '芯客首页' });
      await logo.click();
      const dialog = page.getByRole('dialog').filter({ hasText: '内容尚未保存，确定离开吗？' });
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('leave-confirm-stay').click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/publish\/vote\?/);
      await expect(page.getByTestId('title-input')).toHaveValue(w.title);

      await logo.click();
      await dialog.getByTestId('leave-confirm-leave').click();
      await expect(page).toHaveURL(/\/featured/);
      // Left without saving: Back (at once, while the form may still be rendered) reopens
      // the draft as last saved, before the change.
      await page.goBack();
      await expect(page).toHaveURL(/\/publish\/vote\?id=\d+&draft=1$/);
      w.title = w.title.replace('（改）', '');
      await expectForm(page, w);
    });

    await test.step('reloading with unsaved changes gets the browser’s question', async () => {
      await page.getByTestId('title-input').fill(`${w.title}！`);
      const asked = page.waitForEvent('dialog');
      const reload = page.reload();
      const question = await asked;
      expect(question.type()).toBe('beforeunload');
      await question.accept();
      await reload;
      await expectForm(page, w);
    });

    await test.step('published, the post shows the deadline in the site’s format', async () => {
      await page.getByTestId('publish-submit').click();
      await expect(page).toHaveURL(/\/postDetail\/\d+$/);
      await expect(page.getByTestId('post-title')).toContainText(w.title);
      await expect(page.getByTestId('vote-block')).toContainText(
        `截止时间：${dateTimeText(w.deadline)}`,
      );
    });
  });
}
