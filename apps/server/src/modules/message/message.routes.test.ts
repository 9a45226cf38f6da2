import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  ZMessageCounts,
  ZMessageRow,
  formatBadge,
  type MessageCounts,
  type MessageRow,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { nextNo } from '../../../test/letters';
import { messages } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new user and a caller acting as them. */
async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}
type Person = Awaited<ReturnType<typeof person>>;

const counts = async (p: Person): Promise<MessageCounts> =>
  (await p.as('GET', '/web/message/count')).json().data;

/** Bob comments on, likes and follows Alice: one message in each of categories 1–3. */
async function interact(bob: Person, alice: Person) {
  const post = await buildItem(t.db, { author: alice.user });
  const comment = await bob.as('POST', '/web/common/comment', {
    type: 1,
    type_id: post.id,
    content: '这块板子的供电设计很扎实',
  });
  expect(comment.statusCode).toBe(200);
  await bob.as('POST', '/web/common/thumb', { type: 1, type_id: post.id });
  await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
  return post;
}

/** `n` messages of `category` for `userId`, stored directly (fast fixtures for counts). */
async function seed(userId: number, category: number, n: number) {
  await t.db.insert(messages).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      category,
      fromUserId: null,
      title: `通知${i}`,
      content: '',
    })),
  );
}

describe('message centre access', () => {
  it.each([
    '/web/message/count',
    '/web/message/list/1',
    '/web/message/pop',
    '/web/message/read',
    '/web/user/message/1',
    '/xgo/v1/web/message/list',
    '/web/system/message_list',
    '/web/system/message_set/1?status=0',
  ])('GET %s needs a login', async (url) => {
    const res = await callAs(t.app)('GET', url);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(MSG.loginRequired);
  });

  it('validates categories and switch values', async () => {
    const me = await person();
    const bad = await me.as('GET', '/web/message/list/9');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.messageCategoryInvalid);
    expect((await me.as('GET', '/web/message/read?category=0')).json().msg).toContain(
      MSG.messageCategoryInvalid,
    );
    expect((await me.as('GET', '/web/message/list/1?pageSize=51')).statusCode).toBe(422);
    const badSwitch = await me.as('GET', '/web/system/message_set/1?status=2');
    expect(badSwitch.statusCode).toBe(422);
    expect(badSwitch.json().msg).toContain(MSG.messageSwitchInvalid);
  });
});

describe('GET /web/message/list/{category}', () => {
  it('lists real events with the actor, the target and seconds; opening a category reads it', async () => {
    const alice = await person();
    const bob = await person();
    const post = await interact(bob, alice);
    expect(await counts(alice)).toMatchObject({ comment: 1, thumb: 1, follow: 1 });

    const res = await alice.as('GET', '/web/message/list/1');
    const body = res.json();
    const [row] = body.data.data as MessageRow[];
    expect(ZMessageRow.strict().parse(row)).toEqual(row);
    expect(row).toMatchObject({
      category: MESSAGE_CATEGORY.commentReply,
      from_user: { id: bob.user.id, nickname: bob.user.nickname, image_url: bob.user.imageUrl },
      title: `评论了你的帖子《${post.title}》`,
      content: '这块板子的供电设计很扎实',
      target_type: 1,
      target_id: post.id,
      is_read: 0,
    });
    expect(Math.abs((row?.create_time ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(body.data.paginate).toEqual({ current_page: 1, last_page: 1, total: 1, per_page: 10 });
    // Likes and fans are still unread, so the mark stays (SPEC §4 tab, also in meta).
    expect(body.data.tab).toBe(1);
    expect(body.meta).toEqual({ tab: 1 });

    expect(await counts(alice)).toMatchObject({ comment: 0, thumb: 1, follow: 1 });
    const again = (await alice.as('GET', '/web/message/list/1')).json().data.data;
    expect(again[0].is_read).toBe(1);

    const fans = (await alice.as('GET', '/web/message/list/3')).json();
    expect(fans.data.data[0]).toMatchObject({ title: '关注了你', target_type: 0, target_id: 0 });
    const likes = (await alice.as('GET', '/web/message/list/2')).json();
    expect(likes.data.data[0].title).toBe(`赞了你的帖子《${post.title}》`);
    // Nothing unread any more: tab 0 clears the mark.
    expect(likes.data.tab).toBe(0);
    expect(likes.meta).toEqual({ tab: 0 });
  });

  it('keeps the tab lit while a letter is unread, and clears it once the letters are read', async () => {
    const alice = await person();
    const bob = await person();
    await bob.as('POST', '/web/user/follow', { follow_id: alice.user.id, follow_status: 1 });
    const sent = await bob.as('POST', '/web/letter/send', {
      to_user_id: alice.user.id,
      no: nextNo(),
      msg: '你好，想请教一下你那块 ESP32-S3 开发板的供电方案',
    });
    expect(sent.json()).toMatchObject({ code: 0 });

    // The fans category is read by opening it; the letter keeps the mark (SPEC §4 tab).
    const fans = (await alice.as('GET', '/web/message/list/3')).json();
    expect(fans.data.data).toHaveLength(1);
    expect(fans.data.tab).toBe(1);
    expect((await alice.as('GET', '/web/letter/read?user_type=all')).statusCode).toBe(200);
    expect((await alice.as('GET', '/web/message/list/3')).json().data.tab).toBe(0);
  });

  it('pages 10 at a time, newest first, and reads every page of the category', async () => {
    const me = await person();
    await seed(me.user.id, MESSAGE_CATEGORY.system, 12);
    const first = (await me.as('GET', '/web/message/list/4')).json().data;
    expect(first.data).toHaveLength(10);
    expect(first.paginate).toEqual({ current_page: 1, last_page: 2, total: 12, per_page: 10 });
    const ids = first.data.map((r: MessageRow) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await counts(me)).system).toBe(0);
    const second = (await me.as('GET', '/web/message/list/4?page=2')).json().data;
    expect(second.data).toHaveLength(2);
    expect(second.data.every((r: MessageRow) => r.is_read === 1)).toBe(true);
    const small = (await me.as('GET', '/web/message/list/4?pageSize=5&page=3')).json().data;
    expect(small.paginate).toEqual({ current_page: 3, last_page: 3, total: 12, per_page: 5 });
  });

  it('a page past the end still opens the category: its total, and the unread read', async () => {
    const me = await person();
    await seed(me.user.id, MESSAGE_CATEGORY.system, 3);
    await seed(me.user.id, MESSAGE_CATEGORY.like, 1);
    const past = (await me.as('GET', '/web/message/list/4?page=5')).json().data;
    expect(past.data).toEqual([]);
    expect(past.paginate).toEqual({ current_page: 5, last_page: 1, total: 3, per_page: 10 });
    expect(await counts(me)).toMatchObject({ system: 0, thumb: 1 });
    // The like is still unread: the tab stays lit; opening likes clears it.
    expect(past.tab).toBe(1);
    expect((await me.as('GET', '/web/message/list/2?page=9')).json().data.tab).toBe(0);
    // Nothing at all in a category: total 0, one empty page.
    const none = (await me.as('GET', '/web/message/list/3')).json().data;
    expect(none.data).toEqual([]);
    expect(none.paginate.total).toBe(0);
  });
});

describe('counters, read and pop', () => {
  it('counts exactly, sums allMessage, and stays exact after reading one category and all', async () => {
    const me = await person();
    await seed(me.user.id, MESSAGE_CATEGORY.commentReply, 3);
    await seed(me.user.id, MESSAGE_CATEGORY.like, 120);
    await seed(me.user.id, MESSAGE_CATEGORY.fans, 2);
    await seed(me.user.id, MESSAGE_CATEGORY.system, 4);
    await seed(me.user.id, MESSAGE_CATEGORY.activityDispatch, 5);
    const before = await counts(me);
    expect(ZMessageCounts.strict().parse(before)).toEqual(before);
    expect(before).toEqual({
      achieve: 0,
      comment: 3,
      thumb: 120,
      follow: 2,
      system: 4,
      active: 5,
      letter: 0,
      user: 125,
      allMessage: 134,
    });
    // Exact numbers on the wire; the 99 cap is the badge's display rule.
    expect(formatBadge(before.thumb)).toBe('99+');

    const one = (await me.as('GET', '/web/message/read?category=2')).json();
    expect(one.msg).toBe(MSG.messagesMarkedRead);
    expect(one.data.marked).toBe(120);
    expect(one.data.counts).toMatchObject({ thumb: 0, comment: 3, user: 5, allMessage: 14 });
    expect(await counts(me)).toEqual(one.data.counts);

    const all = (await me.as('GET', '/web/message/read?category=all')).json().data;
    expect(all.marked).toBe(14);
    expect(all.counts.allMessage).toBe(0);
    expect((await me.as('GET', '/web/message/read')).json().data.marked).toBe(0);
    await seed(me.user.id, MESSAGE_CATEGORY.fans, 1);
    expect(await counts(me)).toMatchObject({ follow: 1, user: 1, allMessage: 1 });
  });

  it('pop: the newest unread across categories, at most 5, without reading them', async () => {
    const alice = await person();
    const bob = await person();
    await seed(alice.user.id, MESSAGE_CATEGORY.system, 3);
    await interact(bob, alice);
    const pop = (await alice.as('GET', '/web/message/pop')).json().data;
    expect(pop.list).toHaveLength(5);
    expect(pop.list.slice(0, 3).map((r: MessageRow) => r.category)).toEqual([3, 2, 1]);
    expect(pop.list.every((r: MessageRow) => r.is_read === 0)).toBe(true);
    expect(pop.counts).toMatchObject({ comment: 1, thumb: 1, follow: 1, system: 3 });
    expect((await counts(alice)).allMessage).toBe(6);
    await alice.as('GET', '/web/message/read');
    expect((await alice.as('GET', '/web/message/pop')).json().data.list).toEqual([]);
  });

  it('GET /web/user/message/{id}: my message, marked read; nobody else can read it', async () => {
    const alice = await person();
    const carol = await person();
    await seed(alice.user.id, MESSAGE_CATEGORY.system, 1);
    const [mine] = await t.db.select().from(messages).where(eq(messages.userId, alice.user.id));
    const id = mine?.id ?? 0;
    const theirs = await carol.as('GET', `/web/user/message/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe(MSG.messageNotFound);
    expect((await counts(alice)).system).toBe(1);

    const res = (await alice.as('GET', `/web/user/message/${id}`)).json().data;
    expect(res).toMatchObject({ id, category: 4, title: '通知0', from_user: null, is_read: 0 });
    expect((await counts(alice)).system).toBe(0);
    expect((await alice.as('GET', '/web/user/message/99999999')).statusCode).toBe(404);
  });

  it('another user can neither list nor mark my messages', async () => {
    const alice = await person();
    const bob = await person();
    const carol = await person();
    await interact(bob, alice);
    expect((await carol.as('GET', '/web/message/list/1')).json().data.data).toEqual([]);
    expect((await carol.as('GET', '/xgo/v1/web/message/list')).json().data.data).toEqual([]);
    expect((await carol.as('GET', '/web/message/pop')).json().data.list).toEqual([]);
    expect((await carol.as('GET', '/web/message/read')).json().data.marked).toBe(0);
    expect(await counts(alice)).toMatchObject({ comment: 1, thumb: 1, follow: 1 });
    // Ids in the query are not a way in either: the session decides whose messages.
    await carol.as('GET', `/web/message/read?category=1&user_id=${alice.user.id}`);
    expect((await counts(alice)).comment).toBe(1);
    const unread = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, alice.user.id), eq(messages.isRead, 0)));
    expect(unread).toHaveLength(3);
  });
});

describe('tip and the xgo list', () => {
  it('tip: a login prompt for visitors, the exact unread total for members', async () => {
    const visitor = (await callAs(t.app)('GET', '/xgo/v1/web/message/tip')).json();
    expect(visitor).toMatchObject({
      code: 0,
      data: { login: 0, unread: 0, tip: MSG.messageTipLoggedOut },
    });
    const me = await person();
    expect((await me.as('GET', '/xgo/v1/web/message/tip')).json().data).toEqual({
      login: 1,
      unread: 0,
      tip: '',
    });
    await seed(me.user.id, MESSAGE_CATEGORY.system, 101);
    expect((await me.as('GET', '/xgo/v1/web/message/tip')).json().data).toEqual({
      login: 1,
      unread: 101,
      tip: '你有101条未读消息',
    });
  });

  it('xgo list: every category newest first (or one), read-only', async () => {
    const alice = await person();
    const bob = await person();
    await seed(alice.user.id, MESSAGE_CATEGORY.system, 2);
    await interact(bob, alice);
    const all = (await alice.as('GET', '/xgo/v1/web/message/list?pageSize=4')).json().data;
    expect(all.data.map((r: MessageRow) => r.category)).toEqual([3, 2, 1, 4]);
    expect(all.paginate).toEqual({ current_page: 1, last_page: 2, total: 5, per_page: 4 });
    const rest = (await alice.as('GET', '/xgo/v1/web/message/list?pageSize=4&page=2')).json();
    expect(rest.data.data.map((r: MessageRow) => r.category)).toEqual([4]);
    const likes = (await alice.as('GET', '/xgo/v1/web/message/list?category=2')).json().data;
    expect(likes.data).toHaveLength(1);
    expect((await counts(alice)).allMessage).toBe(5);
  });
});
