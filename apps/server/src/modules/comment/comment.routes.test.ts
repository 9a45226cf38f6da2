import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMENT_TYPE, ITEM_STATUS, MESSAGE_CATEGORY, type Comment } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { comments, items, messages, sensitiveWords } from '../../db/schema';

let t: TestApp;
let author: { id: number };
let alice: { id: number };
let bob: { id: number };
let asAuthor: ReturnType<typeof callAs>;
let asAlice: ReturnType<typeof callAs>;
let asBob: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  alice = await buildUser(t.db);
  bob = await buildUser(t.db);
  asAuthor = callAs(t.app, await loginAs(t.db, author));
  asAlice = callAs(t.app, await loginAs(t.db, alice));
  asBob = callAs(t.app, await loginAs(t.db, bob));
  visitor = callAs(t.app);
  await t.db.insert(sensitiveWords).values({ word: '违禁词' });
});
afterAll(() => t.close());

const newPost = (overrides = {}) => buildItem(t.db, { author: author as never, ...overrides });
const commentCount = async (itemId: number) =>
  (await t.db.select().from(items).where(eq(items.id, itemId)))[0]?.commentCount;
const messagesOf = (userId: number) =>
  t.db.select().from(messages).where(eq(messages.userId, userId));

describe('POST /web/common/comment and /web/item/comment', () => {
  it('refuses visitors with 请登录后再试 before reading the body', async () => {
    const post = await newPost();
    for (const url of ['/web/common/comment', '/web/item/comment', '/web/common/reply']) {
      const res = await visitor('POST', url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('请登录后再试');
    }
    const del = await visitor('GET', `/web/common/comment_delete/${post.id}`);
    expect(del.json().msg).toBe('请登录后再试');
  });

  it('validates content and type with Chinese messages', async () => {
    const post = await newPost();
    const empty = await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toContain('评论内容不能为空');
    const long = await asAlice('POST', '/web/item/comment', {
      type_id: post.id,
      content: '长'.repeat(1001),
    });
    expect(long.json().msg).toContain('评论不能超过1000个字');
    const badType = await asAlice('POST', '/web/common/comment', {
      type: 2,
      type_id: post.id,
      content: 'hi',
    });
    expect(badType.json().msg).toContain('评论类型不存在');
    // Every comment type has its content now (the project pool last, issue 17): a missing
    // project answers in its own words.
    const noProject = await asAlice('POST', '/web/common/comment', {
      type: COMMENT_TYPE.projectPool,
      type_id: 99_999_999,
      content: 'hi',
    });
    expect(noProject.statusCode).toBe(404);
    expect(noProject.json().msg).toBe('项目不存在');
    const missing = await asAlice('POST', '/web/item/comment', { type_id: 999999, content: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('comments, counts exactly, notifies the author, trims the text', async () => {
    const post = await newPost();
    const res = await asAlice('POST', '/web/common/comment', {
      type: COMMENT_TYPE.post,
      type_id: post.id,
      content: '  好帖！  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: '评论成功' });
    expect(res.json().data).toMatchObject({ content: '好帖！', status: 1, user: { id: alice.id } });
    expect(await commentCount(post.id)).toBe(1);
    const inbox = (await messagesOf(author.id)).filter((m) => m.targetId === post.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      category: MESSAGE_CATEGORY.commentReply,
      fromUserId: alice.id,
    });
  });

  it('writes no message when I comment on my own post', async () => {
    const post = await newPost();
    await asAuthor('POST', '/web/item/comment', { type_id: post.id, content: '自己顶一下' });
    expect(await commentCount(post.id)).toBe(1);
    expect((await messagesOf(author.id)).filter((m) => m.targetId === post.id)).toEqual([]);
  });

  it('honours the comment switch (禁止评论 0) for comments and replies', async () => {
    const post = await newPost();
    const c = await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '先来' });
    await t.db.update(items).set({ allowComment: 0 }).where(eq(items.id, post.id));
    const res = await asBob('POST', '/web/item/comment', { type_id: post.id, content: '后到' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('作者已关闭评论');
    const reply = await asBob('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: c.json().data.id,
      content: '回复',
    });
    expect(reply.json().msg).toBe('作者已关闭评论');
  });

  it('does not accept comments on unpublished posts', async () => {
    const draft = await newPost({ itemStatus: ITEM_STATUS.draft });
    const res = await asAlice('POST', '/web/item/comment', { type_id: draft.id, content: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it('returns script, onerror and javascript: as inert plain text', async () => {
    const post = await newPost();
    const evil = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">点我</a>',
    ].join(' ');
    await asAlice('POST', '/web/item/comment', { type_id: post.id, content: evil });
    const res = await visitor('GET', `/web/forum/comment/${post.id}`);
    expect(res.headers['content-type']).toContain('application/json');
    const [comment] = res.json().data.data as Comment[];
    // Stored and returned verbatim as text: the client renders it as text, never as HTML.
    expect(comment?.content).toBe(evil);
  });

  it('holds a comment with a sensitive word for review, visible only to its author', async () => {
    const post = await newPost();
    const res = await asAlice('POST', '/web/item/comment', {
      type_id: post.id,
      content: '这是违禁词',
    });
    expect(res.json()).toMatchObject({ code: 0, msg: '评论含敏感词，审核通过后展示' });
    expect(res.json().data.status).toBe(0);
    expect(await commentCount(post.id)).toBe(0);
    expect((await messagesOf(author.id)).filter((m) => m.targetId === post.id)).toEqual([]);
    expect((await visitor('GET', `/web/forum/comment/${post.id}`)).json().data.data).toEqual([]);
    expect((await asBob('GET', `/web/forum/comment/${post.id}`)).json().data.data).toEqual([]);
    const mine = (await asAlice('GET', `/web/forum/comment/${post.id}`)).json().data.data;
    expect(mine).toHaveLength(1);
  });

  it('shows a held reply in the comment’s preview to its author only, with its fields', async () => {
    const post = await newPost();
    const c = (
      await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '问题' })
    ).json().data;
    const held = await asBob('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: c.id,
      content: '这是违禁词',
    });
    expect(held.json().data.status).toBe(0);
    const previewOf = async (as: typeof visitor) =>
      ((await as('GET', `/web/forum/comment/${post.id}`)).json().data.data as Comment[])[0]
        ?.replies;
    expect(await previewOf(visitor)).toEqual([]);
    expect(await previewOf(asAlice)).toEqual([]);
    expect(await previewOf(asBob)).toEqual([held.json().data]);
  });
});

describe('replies', () => {
  it('replies to a comment and to a reply; notifies the post author and the one answered', async () => {
    const post = await newPost();
    const c = (
      await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '问题' })
    ).json().data;
    const r1 = await asBob('POST', '/web/common/reply', {
      type: COMMENT_TYPE.post,
      type_id: post.id,
      comment_id: c.id,
      content: '答案',
      to_user_id: 999999,
    });
    expect(r1.json()).toMatchObject({ code: 0, msg: '回复成功' });
    expect(r1.json().data).toMatchObject({
      comment_id: c.id,
      reply_id: null,
      to_user: { id: alice.id },
    });
    const r2 = await asAlice('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: c.id,
      reply_id: r1.json().data.id,
      content: '谢谢',
    });
    expect(r2.json().data.to_user.id).toBe(bob.id);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, c.id));
    expect(row?.replyCount).toBe(2);
    expect(await commentCount(post.id)).toBe(1);
    const authorInbox = (await messagesOf(author.id)).filter((m) => m.targetId === post.id);
    expect(authorInbox).toHaveLength(3); // the comment and both replies
    const aliceInbox = (await messagesOf(alice.id)).filter((m) => m.targetId === post.id);
    expect(aliceInbox.map((m) => m.fromUserId)).toEqual([bob.id]); // not her own reply
    const bobInbox = (await messagesOf(bob.id)).filter((m) => m.targetId === post.id);
    expect(bobInbox).toHaveLength(1);
  });

  it('refuses a reply whose post does not match the comment', async () => {
    const post = await newPost();
    const other = await newPost();
    const c = (
      await asAlice('POST', '/web/item/comment', { type_id: post.id, content: 'a' })
    ).json().data;
    const res = await asBob('POST', '/web/item/reply', {
      type_id: other.id,
      comment_id: c.id,
      content: 'b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('回复的内容与评论不一致');
  });
});

describe('lists and paging', () => {
  it('pages comments newest first with the latest 3 replies and reply_count; ends at last_page', async () => {
    const post = await newPost();
    for (let i = 1; i <= 12; i++)
      await asAlice('POST', '/web/item/comment', { type_id: post.id, content: `评论${i}` });
    const first = (await visitor('GET', `/web/forum/comment/${post.id}`)).json().data;
    const newest = first.data[0] as Comment;
    for (let i = 1; i <= 4; i++)
      await asBob('POST', '/web/item/reply', {
        type_id: post.id,
        comment_id: newest.id,
        content: `回复${i}`,
      });
    const page1 = (await visitor('GET', `/web/forum/comment/${post.id}?page=1`)).json().data;
    expect(page1.paginate).toEqual({ current_page: 1, last_page: 2, total: 12, per_page: 10 });
    expect(page1.data[0].content).toBe('评论12');
    expect(page1.data[0].reply_count).toBe(4);
    expect(page1.data[0].replies.map((r: { content: string }) => r.content)).toEqual([
      '回复2',
      '回复3',
      '回复4',
    ]);
    const page2 = (await visitor('GET', `/web/common/comment?id=${post.id}&type=1&page=2`)).json()
      .data;
    expect(page2.data.map((c: Comment) => c.content)).toEqual(['评论2', '评论1']);
    expect(page2.paginate.current_page).toBe(page2.paginate.last_page);
    const replies = (
      await visitor('GET', `/web/forum/reply/${newest.id}?page_size=3&page=2`)
    ).json().data;
    expect(replies.data.map((r: { content: string }) => r.content)).toEqual(['回复4']);
    expect(replies.paginate).toEqual({ current_page: 2, last_page: 2, total: 4, per_page: 3 });
  });

  it('an empty post has last_page 0', async () => {
    const post = await newPost();
    const res = (await visitor('GET', `/web/forum/comment/${post.id}`)).json().data;
    expect(res).toEqual({
      data: [],
      paginate: { current_page: 1, last_page: 0, total: 0, per_page: 10 },
    });
  });

  it('hides comments of others’ unpublished posts', async () => {
    const draft = await newPost({ itemStatus: ITEM_STATUS.reviewing });
    expect((await asAlice('GET', `/web/forum/comment/${draft.id}`)).statusCode).toBe(404);
    expect((await asAuthor('GET', `/web/forum/comment/${draft.id}`)).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('only the author deletes a comment or reply; counters stay exact', async () => {
    const post = await newPost();
    const c = (
      await asAlice('POST', '/web/item/comment', { type_id: post.id, content: 'a' })
    ).json().data;
    const r = (
      await asBob('POST', '/web/item/reply', { type_id: post.id, comment_id: c.id, content: 'b' })
    ).json().data;
    const notMine = await asBob('GET', `/web/common/comment_delete/${c.id}`);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().msg).toBe('只能删除自己的评论');
    const postAuthor = await asAuthor('GET', `/web/common/reply_delete/${r.id}`);
    expect(postAuthor.statusCode).toBe(403);
    expect(postAuthor.json().msg).toBe('只能删除自己的回复');

    const delReply = await asBob('GET', `/web/common/reply_delete/${r.id}`);
    expect(delReply.json()).toMatchObject({
      code: 0,
      msg: '删除成功',
      data: { reply_count: 0, comment_count: 1 },
    });
    expect((await asBob('GET', `/web/common/reply_delete/${r.id}`)).statusCode).toBe(404);
    const delComment = await asAlice('GET', `/web/common/comment_delete/${c.id}`);
    expect(delComment.json().data).toEqual({ comment_count: 0, reply_count: 0 });
    expect(await commentCount(post.id)).toBe(0);
  });

  it('deleting a held comment leaves the counter alone', async () => {
    const post = await newPost();
    const held = (
      await asAlice('POST', '/web/item/comment', { type_id: post.id, content: '违禁词' })
    ).json().data;
    expect((await asBob('GET', `/web/common/comment_delete/${held.id}`)).statusCode).toBe(404);
    const res = await asAlice('GET', `/web/common/comment_delete/${held.id}`);
    expect(res.json().data.comment_count).toBe(0);
  });
});
