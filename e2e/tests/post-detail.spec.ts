import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { addSession, asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * The post detail against the real server: a hostile comment and reply render as text
 * (no script runs, no element is made of them); a reader follows the author from the
 * author card; the author closes the comments and another member sees the notice.
 *
 * Two members for the whole file (the code sender allows 20 codes an hour per address):
 * the author of a fresh post, and a reader.
 */
const PHONE_PREFIX = '135';
let author: Session;
let reader: Session;
let postId = 0;

test.beforeAll(async () => {
  const request = await apiRequest.newContext({ baseURL });
  author = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  reader = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const asAuthor = asMember(request, author);
  const circles = await asAuthor.get<{ data: Array<{ id: number }> }>('/web/circle/index');
  const tags = await asAuthor.get<Array<{ id: number }>>('/web/forum/tag', { flag: 1 });
  const circle = circles.data[0]?.id ?? 0;
  const tag = tags[0]?.id ?? 0;
  expect(circle * tag, 'the seeded site has circles and tags').toBeGreaterThan(0);
  const post = await asAuthor.post<{ id: number; item_status: number }>('/web/item/post', {
    title: `我的新显卡到了，来聊聊 ${Date.now() % 100_000}`,
    body: '<p>七彩虹的卡，风扇很安静。</p>',
    tag: [tag],
    circle_id: circle,
  });
  expect(post.item_status, 'published at once (MODERATION=post)').toBe(2);
  postId = post.id;
  await request.dispose();
});

const detailUrl = () => `/app/new-version/postDetail/${postId}`;

/** Every dialog (alert, confirm, prompt) the page opens; a script that ran would add one. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

test('a hostile comment and reply render as text: no dialog, no element made of them', async ({
  page,
  request,
}) => {
  const hostile = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
  const asReader = asMember(request, reader);
  const comment = await asReader.post<{ id: number; content: string }>('/web/item/comment', {
    type_id: postId,
    content: `评论 ${hostile}`,
  });
  // Comments are plain text: stored as written, escaped only where rendered.
  expect(comment.content).toBe(`评论 ${hostile}`);
  await asReader.post('/web/item/reply', {
    type_id: postId,
    comment_id: comment.id,
    content: `回复 <svg onload=alert(3)><a href="javascript:alert(4)">点我</a>`,
  });

  const dialogs = recordDialogs(page);
  await page.goto(detailUrl());
  const item = page.getByTestId('comment-item').filter({ hasText: '评论 <img' });
  await expect(item).toContainText(`评论 ${hostile}`);
  await expect(item.getByTestId('reply-item')).toContainText(
    '回复 <svg onload=alert(3)><a href="javascript:alert(4)">点我</a>',
  );
  // An <img src=x> would have failed to load by now; give an onerror a moment to fire.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  const comments = page.getByTestId('comments');
  await expect(comments.locator('img[onerror], img[src="x"]')).toHaveCount(0);
  await expect(comments.locator('script, svg[onload], a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
});

test('a reader follows the author from the author card and unfollows again', async ({
  page,
  context,
}) => {
  await addSession(context, reader);
  await page.goto(detailUrl());
  const card = page.getByTestId('author-card');
  const button = card.getByTestId('follow-button');
  const fans = card.getByTestId('author-fans');
  await expect(button).toHaveText(/^关\s*注$/);
  await expect(fans).toHaveText('0');

  await button.click();
  await expect(button).toHaveText('已关注');
  await expect(fans).toHaveText('1');
  // The server holds it: a reload shows the same.
  await page.reload();
  await expect(button).toHaveText('已关注');
  await expect(fans).toHaveText('1');

  await button.click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '取消关注' }).click();
  await expect(button).toHaveText(/^关\s*注$/);
  await expect(fans).toHaveText('0');
});

test('the author sees no follow button on their own post', async ({ page, context }) => {
  await addSession(context, author);
  await page.goto(detailUrl());
  await expect(page.getByTestId('author-card')).toBeVisible();
  await expect(page.getByTestId('follow-button')).toHaveCount(0);
});

test('the author closes the comments; another member sees the notice, then comments again', async ({
  page,
  context,
  browser,
  request,
}) => {
  await asMember(request, reader).post('/web/item/comment', {
    type_id: postId,
    content: '风扇型号是什么？',
  });
  await addSession(context, author);
  await page.goto(detailUrl());
  const toggle = page.getByTestId('comment-switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('comments-closed')).toHaveText('作者已关闭评论');
  await expect(page.getByTestId('comment-input')).toHaveCount(0);

  const other = await browser.newContext();
  await addSession(other, reader);
  const readerPage = await other.newPage();
  await readerPage.goto(detailUrl());
  await expect(readerPage.getByTestId('comments-closed')).toHaveText('作者已关闭评论');
  await expect(readerPage.getByTestId('comment-input')).toHaveCount(0);
  await expect(readerPage.getByTestId('comment-switch')).toHaveCount(0);
  // Nothing to reply with under the existing comments either.
  await expect(readerPage.getByTestId('comment-item').first()).toBeVisible();
  await expect(readerPage.getByRole('button', { name: '回复' })).toHaveCount(0);

  // Opened again by the author: the reader's box is back.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await readerPage.reload();
  await expect(readerPage.getByTestId('comment-input')).toBeVisible();
  await other.close();
});
