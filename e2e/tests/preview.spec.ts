import { expect, test, type APIRequestContext, type BrowserContext } from './helpers/test';
import { baseURL } from '../playwright.config';
import { addSession, freshPhone, smsLoginViaApi } from './helpers/session';

/**
 * The author's preview (/preview/:id): a draft saved from the publishing form opens as the
 * post detail would show it, under a banner with its status; 继续编辑 goes back to the form;
 * the creation center offers 预览 for it; /post/:id opens its edit form; another member
 * opening the same preview is refused.
 */
/** SMS login through the API (preview phones start with 136), then the credential cookies. */
async function logIn(request: APIRequestContext, context: BrowserContext): Promise<void> {
  await addSession(context, await smsLoginViaApi(request, freshPhone('136')));
}

test('a draft is previewed from the form, edited again, and refused to another member', async ({
  page,
  context,
  browser,
  request,
}) => {
  await logIn(request, context);
  const title = `预览一下我的新显卡草稿 ${Date.now() % 100000}`;
  await page.goto('/app/new-version/publish/post');
  await page.getByTestId('title-input').fill(title);
  await page.getByTestId('publish-preview').click();

  // The preview: banner with the draft's status, the title as the detail page shows it.
  await expect(page).toHaveURL(/\/app\/new-version\/preview\/\d+$/);
  const previewUrl = page.url();
  const id = /\/preview\/(\d+)$/.exec(previewUrl)?.[1] ?? '';
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText('预览');
  await expect(page.getByTestId('preview-status')).toHaveText('草稿箱');
  await expect(page.getByTestId('post-title')).toHaveText(title);
  // A draft has no public page yet: no 查看帖子.
  await expect(page.getByTestId('preview-view')).toHaveCount(0);

  // 继续编辑: back to the form, holding the saved draft.
  await page.getByTestId('preview-edit').click();
  await expect(page).toHaveURL(new RegExp(`/publish/post\\?id=${id}&draft=1$`));
  await expect(page.getByTestId('title-input')).toHaveValue(title);

  // The creation center's drafts offer 预览 too.
  await page.goto('/app/new-version/creation-center/post-manage?status=4');
  const row = page.getByTestId('my-item').filter({ hasText: title });
  await row.getByTestId('preview-item').click();
  await expect(page).toHaveURL(previewUrl);
  await expect(page.getByTestId('post-title')).toHaveText(title);

  // /post/:id is the edit form of the item.
  await page.goto(`/app/new-version/post/${id}`);
  await expect(page).toHaveURL(new RegExp(`/publish/post\\?id=${id}$`));
  await expect(page.getByTestId('title-input')).toHaveValue(title);

  // Another member opening the same preview is refused, and sees none of it.
  const other = await browser.newContext({ baseURL });
  try {
    await logIn(request, other);
    const stranger = await other.newPage();
    await stranger.goto(previewUrl);
    await expect(stranger.getByTestId('preview-refused')).toContainText('无权查看');
    await expect(stranger.getByText(title)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
