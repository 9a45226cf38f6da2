import { expect, request as apiRequest, test, type Locator, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { memberBrowsers } from './helpers/members';
import { asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * Comments as people expect them, against the real server, at desktop and phone widths:
 * A comments, B replies to it, A answers B and B answers A (the thread reads
 * "B 回复 @A"); B likes A's comment and A's reply (SPEC §7 thumb, type comment 2 / reply 3)
 * and the counts hold after a reload; a comment with more replies than a page opens them
 * with 查看全部 and 查看更多回复; then A edits the post and deletes it from its own page.
 *
 * Two members for the whole file (codes are capped per address an hour).
 */
test.describe.configure({ mode: 'serial' });

const PHONE_PREFIX = '159';
const RUN = Date.now() % 100_000;
const NICK_A = `焊台阿甲${RUN}`;
const NICK_B = `示波器阿乙${RUN}`;
/** More than REPLY_PAGE_SIZE (10): the second page is what 查看更多回复 loads. */
const MANY_REPLIES = 12;

let a: Session;
let b: Session;
let circle = 0;
let tag = 0;
const members = memberBrowsers();
let pageA: Page;
let pageB: Page;

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  a = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  b = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await asMember(request, a).post('/web/user/update', { nickname: NICK_A });
  await asMember(request, b).post('/web/user/update', { nickname: NICK_B });
  const circles = await asMember(request, a).get<{ data: Array<{ id: number }> }>(
    '/web/circle/index',
  );
  const tags = await asMember(request, a).get<Array<{ id: number }>>('/web/forum/tag', {
    flag: 1,
  });
  circle = circles.data[0]?.id ?? 0;
  tag = tags[0]?.id ?? 0;
  expect(circle * tag, 'the seeded site has circles and tags').toBeGreaterThan(0);
  await request.dispose();
  pageA = await members.open(browser, a);
  pageB = await members.open(browser, b);
});
test.afterAll(() => members.closeAll());

const thumbOf = (row: Locator, kind: 'comment' | 'reply') => ({
  button: row.getByTestId(`${kind}-thumb`).first(),
  count: row.getByTestId(`${kind}-thumb-count`).first(),
});

for (const width of [1280, 375]) {
  test(`at ${width}px: like, thread, load more; the author edits and deletes`, async ({
    request,
  }) => {
    test.setTimeout(90_000);
    for (const page of [pageA, pageB]) await page.setViewportSize({ width, height: 900 });
    const title = `回流焊炉温曲线怎么调 ${width} ${RUN}`;
    const post = await asMember(request, a).post<{ id: number }>('/web/item/post', {
      title,
      body: '<p>无铅锡膏，峰值温度拿不准。</p>',
      tag: [tag],
      circle_id: circle,
    });
    const url = `/app/new-version/postDetail/${post.id}`;
    const commentText = `峰值 245 度左右 ${width}`;
    const commentOfA = (page: Page) =>
      page.getByTestId('comment-item').filter({ hasText: commentText });

    await test.step('A comments; B replies; A answers B; B answers A: 回复 @A', async () => {
      await pageA.goto(url);
      await pageA.getByTestId('comment-input').fill(commentText);
      await pageA.getByTestId('comment-submit').click();
      await expect(commentOfA(pageA)).toBeVisible();

      await pageB.goto(url);
      const item = commentOfA(pageB);
      await item.getByRole('button', { name: '回复' }).first().click();
      await item.getByTestId('comment-input').fill('回流区时间多长？');
      await item.getByTestId('comment-submit').click();
      const replyOfB = item.getByTestId('reply-item').filter({ hasText: '回流区时间多长？' });
      await expect(replyOfB).toBeVisible();

      const comment = (
        await asMember(request, a).get<{ data: Array<{ id: number; replies: { id: number }[] }> }>(
          `/web/forum/comment/${post.id}`,
        )
      ).data[0];
      await asMember(request, a).post('/web/item/reply', {
        type_id: post.id,
        comment_id: comment?.id,
        reply_id: comment?.replies[0]?.id,
        content: '六十秒上下',
      });
      await pageB.reload();
      const replyOfA = commentOfA(pageB)
        .getByTestId('reply-item')
        .filter({ hasText: '六十秒上下' });
      await expect(replyOfA).toContainText(`${NICK_A} 回复 @${NICK_B}：六十秒上下`);
      await replyOfA.getByRole('button', { name: '回复' }).click();
      await commentOfA(pageB).getByTestId('comment-input').fill('明白了，谢谢');
      await commentOfA(pageB).getByTestId('comment-submit').click();
      await expect(
        commentOfA(pageB).getByTestId('reply-item').filter({ hasText: '明白了，谢谢' }),
      ).toContainText(`${NICK_B} 回复 @${NICK_A}：明白了，谢谢`);
    });

    await test.step('B likes A’s comment and A’s reply; they hold after a reload', async () => {
      const item = commentOfA(pageB);
      const onComment = thumbOf(item, 'comment');
      await expect(onComment.count).toHaveText('0');
      await onComment.button.click();
      await expect(onComment.button).toHaveAttribute('aria-pressed', 'true');
      await expect(onComment.count).toHaveText('1');
      const onReply = thumbOf(
        item.getByTestId('reply-item').filter({ hasText: '六十秒上下' }),
        'reply',
      );
      await onReply.button.click();
      await expect(onReply.button).toHaveAttribute('aria-pressed', 'true');
      await expect(onReply.count).toHaveText('1');

      await pageB.reload();
      await expect(onComment.button).toHaveAttribute('aria-pressed', 'true');
      await expect(onComment.count).toHaveText('1');
      await expect(onReply.button).toHaveAttribute('aria-pressed', 'true');
      await expect(onReply.count).toHaveText('1');
      // The author sees the counts, not B's liked state.
      await pageA.reload();
      const forA = thumbOf(commentOfA(pageA), 'comment');
      await expect(forA.count).toHaveText('1');
      await expect(forA.button).toHaveAttribute('aria-pressed', 'false');
      // Unliked again by B: back to 0, and still 0 after a reload.
      await onComment.button.click();
      await expect(onComment.count).toHaveText('0');
      await pageB.reload();
      await expect(onComment.count).toHaveText('0');
      await expect(onComment.button).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('查看全部, then 查看更多回复 pages the replies from the server', async () => {
      const asB = asMember(request, b);
      const busy = await asB.post<{ id: number }>('/web/item/comment', {
        type_id: post.id,
        content: `楼下整理一下参数 ${width}`,
      });
      for (let i = 1; i <= MANY_REPLIES; i++)
        await asB.post('/web/item/reply', {
          type_id: post.id,
          comment_id: busy.id,
          content: `第${i}段参数`,
        });
      await pageB.reload();
      const item = pageB.getByTestId('comment-item').filter({ hasText: '楼下整理一下参数' });
      const rows = item.getByTestId('reply-item');
      await expect(rows).toHaveCount(3);
      await item.getByTestId('replies-all').click();
      await expect(rows).toHaveCount(10);
      await expect(rows.first()).toContainText('第1段参数');
      await expect(item.getByTestId('replies-more')).toHaveText('查看更多回复');
      await item.getByTestId('replies-more').click();
      await expect(rows).toHaveCount(MANY_REPLIES);
      await expect(rows.last()).toContainText(`第${MANY_REPLIES}段参数`);
      await expect(item.getByTestId('replies-more')).toHaveCount(0);
    });

    await test.step('only the author has the post menu; 编辑 opens the edit form', async () => {
      await expect(pageB.getByTestId('post-title')).toBeVisible();
      await expect(pageB.getByTestId('post-owner-menu')).toHaveCount(0);
      await pageA.goto(url);
      await pageA.getByTestId('post-owner-menu').click();
      await pageA.getByTestId('post-edit').click();
      await expect(pageA).toHaveURL(new RegExp(`/publish/post\\?id=${post.id}$`));
      await expect(pageA.getByTestId('title-input')).toHaveValue(title);
      await pageA.getByTestId('title-input').fill(`${title}（已更新）`);
      await pageA.getByTestId('publish-submit').click();
      await expect(pageA).toHaveURL(new RegExp(`${url}$`));
      await expect(pageA.getByTestId('post-title')).toContainText(`${title}（已更新）`);
    });

    await test.step('删除 asks, deletes and leaves for the post list', async () => {
      await pageA.getByTestId('post-owner-menu').click();
      await pageA.getByTestId('post-delete').click();
      const dialog = pageA.locator('.ant-modal-confirm');
      await expect(dialog).toContainText('删除这篇帖子？');
      await dialog.getByRole('button', { name: /删\s*除/ }).click();
      await expect(pageA).toHaveURL(/\/creation-center\/post-manage$/);
      await expect(pageA.locator('.ant-message')).toContainText('删除成功');
      await pageB.reload();
      await expect(pageB.getByText('帖子不存在或已删除')).toBeVisible();
    });
  });
}
