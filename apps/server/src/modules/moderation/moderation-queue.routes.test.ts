import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  type Comment,
  type HeldComment,
  type ModerationItem,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { comments, items, messages, replies, sensitiveWords, siteSettings } from '../../db/schema';
import { SENSITIVE_WORDS_SEEDED_KEY, findSensitiveWord } from './sensitive-words';

let t: TestApp;
let author: { id: number };
let alice: { id: number };
let bob: { id: number };
let asAuthor: ReturnType<typeof callAs>;
let asAlice: ReturnType<typeof callAs>;
let asBob: ReturnType<typeof callAs>;
let asModerator: ReturnType<typeof callAs>;
let asAdmin: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let moderatorToken: string;
let aliceToken: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  alice = await buildUser(t.db);
  bob = await buildUser(t.db);
  const moderator = await buildUser(t.db, { role: 'moderator' });
  const admin = await buildUser(t.db, { role: 'admin' });
  aliceToken = await loginAs(t.db, alice);
  moderatorToken = await loginAs(t.db, moderator);
  asAuthor = callAs(t.app, await loginAs(t.db, author));
  asAlice = callAs(t.app, aliceToken);
  asBob = callAs(t.app, await loginAs(t.db, bob));
  asModerator = callAs(t.app, moderatorToken);
  asAdmin = callAs(t.app, await loginAs(t.db, admin));
  visitor = callAs(t.app);
});
afterAll(() => t.close());

const del = (url: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: token ? { authorization: token } : {} });
const newPost = (overrides = {}) => buildItem(t.db, { author: author as never, ...overrides });
const commentCount = async (itemId: number) =>
  (await t.db.select().from(items).where(eq(items.id, itemId)))[0]?.commentCount;
const replyCount = async (commentId: number) =>
  (await t.db.select().from(comments).where(eq(comments.id, commentId)))[0]?.replyCount;
const inbox = (userId: number, itemId: number) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.targetId, itemId)));
const heldQueue = async () =>
  (await asModerator('GET', '/web/moderation/comments?page_size=50')).json().data as {
    data: HeldComment[];
    paginate: { total: number };
  };
const decide = (id: number, payload: object) =>
  asModerator('POST', `/web/moderation/comment/${id}`, payload);

/** Alice's comment on `post`; held when it contains a listed word. */
const commentOn = async (postId: number, content: string, as = asAlice) =>
  (await as('POST', '/web/item/comment', { type_id: postId, content })).json().data as Comment;

const endpoints: [string, string][] = [
  ['GET', '/web/moderation/items'],
  ['GET', '/web/moderation/comments'],
  ['POST', '/web/moderation/comment/1'],
  ['GET', '/web/moderation/sensitive_words'],
  ['POST', '/web/moderation/sensitive_words'],
  ['DELETE', '/web/moderation/sensitive_words/1'],
];

describe('access', () => {
  it.each(endpoints)(
    '%s %s: 401 for a visitor, 403 for a normal user, before the input',
    async (method, url) => {
      const asVisitor = await t.app.inject({ method: method as 'GET', url, payload: undefined });
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json().msg).toBe(MSG.loginRequired);
      const asUser = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: aliceToken },
        ...(method === 'POST' ? { payload: { nonsense: true } } : {}),
      });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().msg).toBe(MSG.moderatorOnly);
    },
  );

  it('lets moderators and admins in', async () => {
    expect((await asModerator('GET', '/web/moderation/items')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/web/moderation/items')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/web/moderation/sensitive_words')).statusCode).toBe(200);
  });
});

describe('GET /web/moderation/items', () => {
  it('lists 未审核 0 and 审核中 1 oldest first with author, circle and the word hit', async () => {
    const circle = await buildCircle(t.db);
    const base = Date.now() - 3_600_000;
    const at = (min: number) => new Date(base + min * 60_000);
    const waiting = await newPost({
      itemStatus: ITEM_STATUS.reviewing,
      circle,
      title: '出售赌博机',
      createTime: at(2),
    });
    const legacy = await newPost({ itemStatus: ITEM_STATUS.unverified, createTime: at(1) });
    const later = await newPost({ itemStatus: ITEM_STATUS.reviewing, createTime: at(3) });
    for (const status of [ITEM_STATUS.published, ITEM_STATUS.rejected, ITEM_STATUS.draft])
      await newPost({ itemStatus: status, createTime: at(0) });

    const res = await asModerator('GET', '/web/moderation/items');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { data: ModerationItem[]; paginate: unknown };
    expect(page.data.map((i) => i.id)).toEqual([legacy.id, waiting.id, later.id]);
    expect(page.paginate).toEqual({ current_page: 1, last_page: 1, total: 3, per_page: 20 });
    expect(page.data[1]).toMatchObject({
      title: '出售赌博机',
      item_status: ITEM_STATUS.reviewing,
      user: { id: author.id },
      circle: { id: circle.id, name: circle.name },
      sensitive_word: '赌博',
    });
    expect(page.data[0]).toMatchObject({ circle: null, sensitive_word: null });
    expect(page.data[0]?.create_time).toBe(Math.floor(at(1).getTime() / 1000));

    const reviewing = (await asModerator('GET', '/web/moderation/items?item_status=1')).json().data;
    expect(reviewing.data.map((i: ModerationItem) => i.id)).toEqual([waiting.id, later.id]);
    const paged = (await asModerator('GET', '/web/moderation/items?page=2&page_size=2')).json()
      .data;
    expect(paged.data.map((i: ModerationItem) => i.id)).toEqual([later.id]);
    expect(paged.paginate).toMatchObject({ current_page: 2, last_page: 2, total: 3 });

    const bad = await asModerator('GET', '/web/moderation/items?item_status=2');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.moderationItemStatusInvalid);

    // Deciding takes an item out of the queue.
    await asModerator('POST', `/web/item/review/${waiting.id}`, { action: 'publish' });
    const after = (await asModerator('GET', '/web/moderation/items')).json().data;
    expect(after.data.map((i: ModerationItem) => i.id)).toEqual([legacy.id, later.id]);
  });
});

describe('sensitive words', () => {
  let wordId: number;

  it('lists the seeded default list and records that it was seeded', async () => {
    const res = await asModerator('GET', '/web/moderation/sensitive_words');
    expect(res.statusCode).toBe(200);
    const words = res.json().data as { id: number; word: string; create_time: number }[];
    expect(words.map((w) => w.word)).toContain('赌博');
    expect(words[0]).toEqual({
      id: expect.any(Number),
      word: expect.any(String),
      create_time: expect.any(Number),
    });
    const marker = await t.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, SENSITIVE_WORDS_SEEDED_KEY));
    expect(marker).toHaveLength(1);
  });

  it('adds a word trimmed and normalised like the matcher; duplicates 409; length 1-20', async () => {
    const res = await asModerator('POST', '/web/moderation/sensitive_words', {
      word: '  ＡＢＣ特價  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ word: 'abc特价' });
    wordId = res.json().data.id;
    for (const word of ['abc特价', 'ABC 特價', 'ａｂｃ特价']) {
      const dup = await asModerator('POST', '/web/moderation/sensitive_words', { word });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().msg).toBe(MSG.sensitiveWordExists);
    }
    // A row written by SQL in another form is still a duplicate.
    await t.db.insert(sensitiveWords).values({ word: 'SQL写的词' });
    const sqlDup = await asModerator('POST', '/web/moderation/sensitive_words', {
      word: 'sql写的词',
    });
    expect(sqlDup.statusCode).toBe(409);

    const empty = await asModerator('POST', '/web/moderation/sensitive_words', { word: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toContain(MSG.sensitiveWordRequired);
    const long = await asModerator('POST', '/web/moderation/sensitive_words', {
      word: '长'.repeat(21),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().msg).toContain(MSG.sensitiveWordTooLong);
    const twenty = await asModerator('POST', '/web/moderation/sensitive_words', {
      word: '长'.repeat(20),
    });
    expect(twenty.statusCode).toBe(200);
    // NFKC lengthens '㍿' to four characters: the stored form counts.
    const expands = await asModerator('POST', '/web/moderation/sensitive_words', {
      word: '㍿'.repeat(6),
    });
    expect(expands.statusCode).toBe(400);
    expect(expands.json().msg).toBe(MSG.sensitiveWordTooLong);

    const list = (await asModerator('GET', '/web/moderation/sensitive_words')).json().data;
    expect(list.map((w: { word: string }) => w.word)).toContain('abc特价');
  });

  it('a word added holds new comments and posts at once; removed, it no longer does', async () => {
    const post = await newPost();
    const held = await asBob('POST', '/web/item/comment', {
      type_id: post.id,
      content: '今天ABC特价，快来',
    });
    expect(held.json()).toMatchObject({ msg: MSG.commentPending, data: { status: 0 } });
    expect(await findSensitiveWord(t.db, '今天ＡＢＣ特價')).toBe('abc特价');

    const removed = await del(`/web/moderation/sensitive_words/${wordId}`, moderatorToken);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: wordId });
    const free = await asBob('POST', '/web/item/comment', {
      type_id: post.id,
      content: '今天ABC特价，快来',
    });
    expect(free.json()).toMatchObject({ msg: MSG.commentSuccess, data: { status: 1 } });
    expect(await findSensitiveWord(t.db, '今天ABC特价')).toBeNull();

    const again = await del(`/web/moderation/sensitive_words/${wordId}`, moderatorToken);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe(MSG.sensitiveWordNotFound);
    expect((await del('/web/moderation/sensitive_words/abc', moderatorToken)).statusCode).toBe(422);
  });
});

describe('held comments and replies', () => {
  beforeAll(async () => {
    await asModerator('POST', '/web/moderation/sensitive_words', { word: '违禁词' });
  });

  it('lists held comments and replies oldest first with content, author and post', async () => {
    const post = await newPost({ title: '队列测试帖' });
    const c = await commentOn(post.id, '队列里的违禁词评论');
    const visible = await commentOn(post.id, '正常评论', asBob);
    const r = (
      await asAuthor('POST', '/web/item/reply', {
        type_id: post.id,
        comment_id: visible.id,
        content: '回复也有违禁词',
      })
    ).json().data;
    const queue = await heldQueue();
    const mine = queue.data.filter((h) => h.item?.id === post.id);
    expect(mine).toEqual([
      {
        kind: 'comment',
        id: c.id,
        content: '队列里的违禁词评论',
        comment_id: null,
        parent_pending: false,
        type: COMMENT_TYPE.post,
        type_id: post.id,
        item: { id: post.id, title: '队列测试帖', item_status: ITEM_STATUS.published },
        user: { id: alice.id, nickname: expect.any(String), image_url: expect.any(String) },
        sensitive_word: '违禁词',
        create_time: expect.any(Number),
      },
      expect.objectContaining({
        kind: 'reply',
        id: r.id,
        comment_id: visible.id,
        user: expect.objectContaining({ id: author.id }),
      }),
    ]);
    expect(queue.paginate.total).toBeGreaterThanOrEqual(2);
    const first = (await asModerator('GET', '/web/moderation/comments?page_size=1')).json().data;
    expect(first.data).toHaveLength(1);
    expect(first.paginate.total).toBe(queue.paginate.total);
  });

  it('publishing a held comment shows it, counts it and sends the messages it would have', async () => {
    const post = await newPost();
    const c = await commentOn(post.id, '含违禁词的评论');
    expect(await commentCount(post.id)).toBe(0);
    expect(await inbox(author.id, post.id)).toEqual([]);

    const res = await decide(c.id, { kind: 'comment', action: 'publish' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: c.id,
      kind: 'comment',
      status: 1,
      comment_count: 1,
      reply_count: 0,
    });
    const list = (await visitor('GET', `/web/forum/comment/${post.id}`)).json().data;
    expect(list.data.map((x: Comment) => [x.id, x.status])).toEqual([[c.id, 1]]);
    expect(list.paginate.total).toBe(1);
    expect(await commentCount(post.id)).toBe(1);
    expect((await inbox(author.id, post.id)).map((m) => [m.category, m.fromUserId])).toEqual([
      [MESSAGE_CATEGORY.commentReply, alice.id],
    ]);
    expect((await inbox(alice.id, post.id)).map((m) => [m.category, m.title])).toEqual([
      [MESSAGE_CATEGORY.system, '评论审核通过'],
    ]);
    expect((await heldQueue()).data.some((h) => h.kind === 'comment' && h.id === c.id)).toBe(false);

    const twice = await decide(c.id, { kind: 'comment', action: 'publish' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(MSG.commentAlreadyReviewed);
    expect(await commentCount(post.id)).toBe(1);
  });

  it('rejecting a held comment hides it (kept, with the decision) and tells the commenter why', async () => {
    const post = await newPost();
    const c = await commentOn(post.id, '另一条违禁词评论');
    const res = await decide(c.id, { kind: 'comment', action: 'reject', reason: '广告' });
    expect(res.json().data).toEqual({
      id: c.id,
      kind: 'comment',
      status: COMMENT_STATUS.rejected,
      comment_count: 0,
      reply_count: 0,
    });
    const [kept] = await t.db.select().from(comments).where(eq(comments.id, c.id));
    expect(kept).toMatchObject({ status: COMMENT_STATUS.rejected, reviewReason: '广告' });
    expect(kept?.reviewTime).toBeInstanceOf(Date);
    // Nobody sees it, its author included (they were told in a system message).
    expect((await asAlice('GET', `/web/forum/comment/${post.id}`)).json().data.data).toEqual([]);
    expect(await commentCount(post.id)).toBe(0);
    const notes = await inbox(alice.id, post.id);
    expect(notes.map((m) => [m.category, m.fromUserId, m.title])).toEqual([
      [MESSAGE_CATEGORY.system, null, '评论未通过审核'],
    ]);
    expect(notes[0]?.content).toContain('原因：广告');
    expect(await inbox(author.id, post.id)).toEqual([]);
    const twice = await decide(c.id, { kind: 'comment', action: 'reject' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(MSG.reviewNotPending);
    expect((await decide(999999, { kind: 'comment', action: 'reject' })).statusCode).toBe(404);
  });

  it('rejecting a visible (reported) comment removes it and its count', async () => {
    const post = await newPost();
    const c = await commentOn(post.id, '普通的评论');
    await commentOn(post.id, '另一条', asBob);
    expect(await commentCount(post.id)).toBe(2);
    const res = await decide(c.id, { kind: 'comment', action: 'reject' });
    expect(res.json().data.comment_count).toBe(1);
    expect(await commentCount(post.id)).toBe(1);
    const [note] = await inbox(alice.id, post.id);
    expect(note).toMatchObject({ category: MESSAGE_CATEGORY.system, title: '评论已被删除' });
  });

  it('publishing a held reply counts it and notifies the post author and the one answered', async () => {
    const post = await newPost();
    const c = await commentOn(post.id, '提个问题');
    const r = (
      await asBob('POST', '/web/item/reply', {
        type_id: post.id,
        comment_id: c.id,
        content: '违禁词回答',
      })
    ).json().data;
    expect(r.status).toBe(0);
    expect(await replyCount(c.id)).toBe(0);
    const res = await decide(r.id, { kind: 'reply', action: 'publish' });
    expect(res.json().data).toEqual({
      id: r.id,
      kind: 'reply',
      status: 1,
      comment_count: 1,
      reply_count: 1,
    });
    expect(await replyCount(c.id)).toBe(1);
    const shown = (await visitor('GET', `/web/forum/reply/${c.id}`)).json().data;
    expect(shown.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    const aliceNotes = (await inbox(alice.id, post.id)).filter((m) => m.fromUserId === bob.id);
    expect(aliceNotes.map((m) => m.title)).toEqual(['回复了你的评论']);
    const authorNotes = (await inbox(author.id, post.id)).filter((m) => m.fromUserId === bob.id);
    expect(authorNotes).toHaveLength(1);
    expect((await inbox(bob.id, post.id)).map((m) => m.title)).toEqual(['回复审核通过']);
    expect((await decide(r.id, { kind: 'reply', action: 'publish' })).statusCode).toBe(409);
  });

  it('a reply under a held comment waits for the comment', async () => {
    const post = await newPost();
    const c = await commentOn(post.id, '违禁词开头');
    const r = (
      await asAlice('POST', '/web/item/reply', {
        type_id: post.id,
        comment_id: c.id,
        content: '补充说明',
      })
    ).json().data;
    expect(r.status).toBe(0);
    const queued = (await heldQueue()).data.find((h) => h.kind === 'reply' && h.id === r.id);
    expect(queued).toMatchObject({ parent_pending: true, sensitive_word: null });
    const early = await decide(r.id, { kind: 'reply', action: 'publish' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(MSG.replyParentPending);
    await decide(c.id, { kind: 'comment', action: 'publish' });
    const ok = await decide(r.id, { kind: 'reply', action: 'publish' });
    expect(ok.json().data).toMatchObject({ status: 1, reply_count: 1 });
  });

  it('rejecting replies: a held one leaves the count, a visible one moves it back', async () => {
    const post = await newPost();
    const c = await commentOn(post.id, '问题');
    const held = (
      await asBob('POST', '/web/item/reply', {
        type_id: post.id,
        comment_id: c.id,
        content: '违禁词',
      })
    ).json().data;
    const shown = (
      await asBob('POST', '/web/item/reply', { type_id: post.id, comment_id: c.id, content: '好' })
    ).json().data;
    expect(await replyCount(c.id)).toBe(1);
    const r1 = await decide(held.id, { kind: 'reply', action: 'reject', reason: '不文明' });
    expect(r1.json().data).toMatchObject({ status: COMMENT_STATUS.rejected, reply_count: 1 });
    const r2 = await decide(shown.id, { kind: 'reply', action: 'reject' });
    expect(r2.json().data).toMatchObject({
      status: COMMENT_STATUS.rejected,
      reply_count: 0,
      comment_count: 1,
    });
    const kept = await t.db.select().from(replies).where(eq(replies.commentId, c.id));
    expect(kept.map((r) => r.status)).toEqual([COMMENT_STATUS.rejected, COMMENT_STATUS.rejected]);
    const titles = (await inbox(bob.id, post.id)).map((m) => m.title);
    expect(titles).toEqual(['回复未通过审核', '回复已被删除']);
    expect((await decide(999999, { kind: 'reply', action: 'reject' })).statusCode).toBe(404);
  });

  it('validates kind and action', async () => {
    const bad = await decide(1, { kind: 'post', action: 'publish' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.moderatedKindInvalid);
    const action = await decide(1, { kind: 'comment', action: 'ban' });
    expect(action.json().msg).toContain(MSG.reviewActionInvalid);
  });
});
