import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  type Comment,
  type Reply,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs, setItemStatus } from '../../../test/factories';
import { blacks, comments, eleRecords, messages, replies, thumbs, users } from '../../db/schema';

/*
 * SPEC §7: "POST /web/common/thumb {type, type_id, user_id}"; SPEC §9: "Comment type
 * codes: post 1, comment 2, reply 3 …". Likes of comments and replies toggle like post
 * likes, and their counters equal their rows.
 */

let t: TestApp;
let author: { id: number };
let alice: { id: number };
let bob: { id: number };
let asAuthor: ReturnType<typeof callAs>;
let asAlice: ReturnType<typeof callAs>;
let asBob: ReturnType<typeof callAs>;
let auth: { author: string; bob: string };

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  alice = await buildUser(t.db);
  bob = await buildUser(t.db);
  auth = { author: await loginAs(t.db, author), bob: await loginAs(t.db, bob) };
  asAuthor = callAs(t.app, auth.author);
  asAlice = callAs(t.app, await loginAs(t.db, alice));
  asBob = callAs(t.app, auth.bob);
});
afterAll(() => t.close());

const like = (as: ReturnType<typeof callAs>, type: number, typeId: number) =>
  as('POST', '/web/common/thumb', { type, type_id: typeId });
/** DELETE /web/item/delete/:id, as the post's author's creation centre and detail page send it. */
const deletePost = (token: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/web/item/delete/${id}`,
    headers: { authorization: token },
  });
const newPost = () => buildItem(t.db, { author: author as never });
/** Alice comments on a new post of the author's; Bob replies to her, the author to Bob. */
async function thread() {
  const post = await newPost();
  const comment = (
    await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '焊盘翘了怎么办' })
  ).json().data as Comment;
  const reply = (
    await asBob('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: comment.id,
      content: '补锡再压',
    })
  ).json().data as Reply;
  const answer = (
    await asAuthor('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: comment.id,
      reply_id: reply.id,
      content: '谢谢',
    })
  ).json().data as Reply;
  return { post, comment, reply, answer };
}
const stored = async (type: number, id: number) => {
  const table = type === COMMENT_TYPE.comment ? comments : replies;
  const [row] = await t.db.select({ n: table.thumbCount }).from(table).where(eq(table.id, id));
  return row?.n;
};
const rowsOf = async (type: number, id: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(thumbs)
      .where(and(eq(thumbs.type, type), eq(thumbs.typeId, id)))
  )[0]?.n;
const likesOf = (userId: number) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.category, MESSAGE_CATEGORY.like)));
const commentPage = async (as: ReturnType<typeof callAs>, postId: number) =>
  (await as('GET', `/web/forum/comment/${postId}`)).json().data.data as Comment[];

describe('POST /web/common/thumb on comments (type 2) and replies (type 3)', () => {
  it('toggles a comment like: 点赞成功 then 已取消点赞, counted and shown to the liker only', async () => {
    const { post, comment } = await thread();
    const on = await like(asBob, COMMENT_TYPE.comment, comment.id);
    expect(on.json()).toMatchObject({
      code: 0,
      msg: '点赞成功',
      data: { is_thumb: 1, thumb_count: 1 },
    });
    expect(await stored(COMMENT_TYPE.comment, comment.id)).toBe(1);
    const [forBob] = await commentPage(asBob, post.id);
    expect(forBob).toMatchObject({ id: comment.id, is_thumb: 1, thumb_count: 1 });
    const [forAuthor] = await commentPage(asAuthor, post.id);
    expect(forAuthor).toMatchObject({ is_thumb: 0, thumb_count: 1 });
    const [forVisitor] = await commentPage(callAs(t.app), post.id);
    expect(forVisitor).toMatchObject({ is_thumb: 0, thumb_count: 1 });

    const off = await like(asBob, COMMENT_TYPE.comment, comment.id);
    expect(off.json()).toMatchObject({ msg: '已取消点赞', data: { is_thumb: 0, thumb_count: 0 } });
    expect(await rowsOf(COMMENT_TYPE.comment, comment.id)).toBe(0);
    expect((await commentPage(asBob, post.id))[0]).toMatchObject({ is_thumb: 0, thumb_count: 0 });
  });

  it('toggles a reply like, shown in the preview and in the reply list', async () => {
    const { post, comment, reply, answer } = await thread();
    const on = await like(asAlice, COMMENT_TYPE.reply, reply.id);
    expect(on.json()).toMatchObject({ msg: '点赞成功', data: { is_thumb: 1, thumb_count: 1 } });
    await like(asBob, COMMENT_TYPE.reply, reply.id);
    const [first] = await commentPage(asAlice, post.id);
    const preview = first?.replies.find((r) => r.id === reply.id);
    expect(preview).toMatchObject({ is_thumb: 1, thumb_count: 2 });
    expect(first?.replies.find((r) => r.id === answer.id)).toMatchObject({
      is_thumb: 0,
      thumb_count: 0,
      to_user: { id: bob.id },
    });
    const list = (await asAlice('GET', `/web/forum/reply/${comment.id}`)).json().data
      .data as Reply[];
    expect(list.find((r) => r.id === reply.id)).toMatchObject({ is_thumb: 1, thumb_count: 2 });
    expect(await rowsOf(COMMENT_TYPE.reply, reply.id)).toBe(2);
    expect(await stored(COMMENT_TYPE.reply, reply.id)).toBe(2);
  });

  it('notifies the writer once a day per liker and comment, never for my own', async () => {
    const { comment, reply } = await thread();
    const before = (await likesOf(alice.id)).length;
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    const after = await likesOf(alice.id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      fromUserId: bob.id,
      title: '赞了你的评论「焊盘翘了怎么办」',
    });
    const bobs = (await likesOf(bob.id)).length;
    await like(asBob, COMMENT_TYPE.reply, reply.id);
    expect(await likesOf(bob.id)).toHaveLength(bobs);
  });

  it('leaves the liker’s thumb_count (likes of posts, what 赞过 lists) alone', async () => {
    const { comment, reply } = await thread();
    const given = async () =>
      (await asAlice('GET', `/web/user/info?user_id=${bob.id}`)).json().data.thumb_count;
    const before = await given();
    expect(before).toBeGreaterThanOrEqual(0);
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    await like(asBob, COMMENT_TYPE.reply, reply.id);
    expect(await given()).toBe(before);
  });

  it('pays no electricity and leaves praise_count alone (docs/growth.md: likes of posts only)', async () => {
    const { comment } = await thread();
    const eleRows = async () =>
      (await t.db.select({ n: count() }).from(eleRecords).where(eq(eleRecords.userId, alice.id)))[0]
        ?.n;
    const praise = async () =>
      (await t.db.select().from(users).where(eq(users.id, alice.id)))[0]?.praiseCount;
    const [e, p] = [await eleRows(), await praise()];
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    expect(await eleRows()).toBe(e);
    expect(await praise()).toBe(p);
  });

  it('refuses visitors with 请登录后再试', async () => {
    const { comment } = await thread();
    const res = await like(callAs(t.app), COMMENT_TYPE.comment, comment.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('请登录后再试');
  });

  it('answers 评论不存在 / 回复不存在 for missing, deleted or held ones, and the content’s own 404 for a missing one', async () => {
    const { post, comment, reply } = await thread();
    expect((await like(asBob, COMMENT_TYPE.comment, 99_999_999)).json().msg).toBe('评论不存在');
    expect((await like(asBob, COMMENT_TYPE.reply, 99_999_999)).json().msg).toBe('回复不存在');
    const project = await like(asBob, COMMENT_TYPE.projectPool, 99_999_999);
    expect(project.statusCode).toBe(404);
    expect(project.json().msg).toBe('项目不存在');
    // A comment held for review (status 0) cannot be liked by anyone.
    await t.db.update(comments).set({ status: 0 }).where(eq(comments.id, comment.id));
    const held = await like(asBob, COMMENT_TYPE.comment, comment.id);
    expect(held.statusCode).toBe(404);
    expect(held.json().msg).toBe('评论不存在');
    await t.db.update(comments).set({ status: 1 }).where(eq(comments.id, comment.id));
    // Deleted by its writer: gone for likes too.
    await like(asAuthor, COMMENT_TYPE.reply, reply.id);
    expect((await asBob('GET', `/web/common/reply_delete/${reply.id}`)).statusCode).toBe(200);
    const deleted = await like(asAlice, COMMENT_TYPE.reply, reply.id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().msg).toBe('回复不存在');
    // A post taken down: its comments are not there to like.
    await setItemStatus(t.db, post.id, ITEM_STATUS.rejected);
    expect((await like(asBob, COMMENT_TYPE.comment, comment.id)).statusCode).toBe(404);
  });

  it('a block does not refuse a like but notifies nobody (docs/social.md, as for posts)', async () => {
    const { comment } = await thread();
    const carol = await buildUser(t.db);
    await t.db.insert(blacks).values({ userId: alice.id, blackUserId: carol.id });
    const before = (await likesOf(alice.id)).length;
    const res = await like(callAs(t.app, await loginAs(t.db, carol)), 2, comment.id);
    expect(res.json().data).toEqual({ is_thumb: 1, thumb_count: 1 });
    expect(await likesOf(alice.id)).toHaveLength(before);
  });

  it('likes go with their comment, reply or post', async () => {
    const { comment, reply, answer } = await thread();
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    await like(asAlice, COMMENT_TYPE.reply, reply.id);
    await like(asAlice, COMMENT_TYPE.reply, answer.id);
    expect((await asAlice('GET', `/web/common/comment_delete/${comment.id}`)).statusCode).toBe(200);
    for (const [type, id] of [
      [COMMENT_TYPE.comment, comment.id],
      [COMMENT_TYPE.reply, reply.id],
      [COMMENT_TYPE.reply, answer.id],
    ] as const)
      expect(await rowsOf(type, id)).toBe(0);

    const second = await thread();
    await like(asBob, COMMENT_TYPE.comment, second.comment.id);
    await like(asAlice, COMMENT_TYPE.reply, second.reply.id);
    // Only the author deletes a post (the detail page's 删除 uses this same call).
    const notMine = await deletePost(auth.bob, second.post.id);
    expect(notMine.statusCode).toBe(403);
    expect(await rowsOf(COMMENT_TYPE.comment, second.comment.id)).toBe(1);
    expect((await deletePost(auth.author, second.post.id)).statusCode).toBe(200);
    expect(await rowsOf(COMMENT_TYPE.comment, second.comment.id)).toBe(0);
    expect(await rowsOf(COMMENT_TYPE.reply, second.reply.id)).toBe(0);
  });

  // A rejected comment or reply is hidden, not deleted (docs/admin-review.md): its likes stay
  // with it and its counter keeps agreeing with them (the consistency check at close).
  it('a moderator rejection hides the comment and the reply; their likes stay with them', async () => {
    const { comment, reply } = await thread();
    const asModerator = callAs(
      t.app,
      await loginAs(t.db, await buildUser(t.db, { role: 'moderator' })),
    );
    await like(asBob, COMMENT_TYPE.comment, comment.id);
    await like(asAlice, COMMENT_TYPE.reply, reply.id);
    const removeReply = await asModerator('POST', `/web/moderation/comment/${reply.id}`, {
      kind: 'reply',
      action: 'reject',
    });
    expect(removeReply.statusCode, removeReply.body).toBe(200);
    expect(removeReply.json<{ data: { status: number | null } }>().data.status).toBe(
      COMMENT_STATUS.rejected,
    );
    expect(await rowsOf(COMMENT_TYPE.reply, reply.id)).toBe(1);
    const removeComment = await asModerator('POST', `/web/moderation/comment/${comment.id}`, {
      kind: 'comment',
      action: 'reject',
    });
    expect(removeComment.json<{ data: { status: number | null } }>().data.status).toBe(
      COMMENT_STATUS.rejected,
    );
    expect(await rowsOf(COMMENT_TYPE.comment, comment.id)).toBe(1);
  });
});

describe('comments.thumb_count and replies.thumb_count under concurrency', () => {
  it('10 identical concurrent toggles plus 10 members liking at once: counter equals rows', async () => {
    const { comment, reply } = await thread();
    const tokens = await Promise.all(
      Array.from({ length: 10 }, async () => loginAs(t.db, await buildUser(t.db))),
    );
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => like(asBob, COMMENT_TYPE.comment, comment.id)),
      ...Array.from({ length: 10 }, () => like(asBob, COMMENT_TYPE.reply, reply.id)),
      ...tokens.map((token) => like(callAs(t.app, token), COMMENT_TYPE.comment, comment.id)),
      ...tokens.map((token) => like(callAs(t.app, token), COMMENT_TYPE.reply, reply.id)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    // Bob toggled 10 times (ends unliked); the 10 others each liked once.
    expect(await rowsOf(COMMENT_TYPE.comment, comment.id)).toBe(10);
    expect(await stored(COMMENT_TYPE.comment, comment.id)).toBe(10);
    expect(await rowsOf(COMMENT_TYPE.reply, reply.id)).toBe(10);
    expect(await stored(COMMENT_TYPE.reply, reply.id)).toBe(10);
    // Then everyone unlikes at once, while Bob toggles 3 more times (ends liked).
    await Promise.all([
      ...tokens.map((token) => like(callAs(t.app, token), COMMENT_TYPE.comment, comment.id)),
      ...Array.from({ length: 3 }, () => like(asBob, COMMENT_TYPE.comment, comment.id)),
    ]);
    expect(await rowsOf(COMMENT_TYPE.comment, comment.id)).toBe(1);
    expect(await stored(COMMENT_TYPE.comment, comment.id)).toBe(1);
  });

  it('likes racing the comment’s deletion leave no row behind', async () => {
    const { comment } = await thread();
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async () => loginAs(t.db, await buildUser(t.db))),
    );
    const results = await Promise.all([
      ...tokens.map((token) => like(callAs(t.app, token), COMMENT_TYPE.comment, comment.id)),
      asAlice('GET', `/web/common/comment_delete/${comment.id}`),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    expect(await rowsOf(COMMENT_TYPE.comment, comment.id)).toBe(0);
  });
});
