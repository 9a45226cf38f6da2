import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Comment, ItemCard } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildIndexedItem, buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { blacks, follows, users } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person() {
  const user = await buildUser(t.db);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}
type Person = Awaited<ReturnType<typeof person>>;
const follow = (p: Person, id: number, status = 1) =>
  p.as('POST', '/web/user/follow', { follow_id: id, follow_status: status });
const block = (p: Person, id: number) => p.as('POST', '/web/user/black', { black_user_id: id });
const unblock = (p: Person, id: number) =>
  p.as('POST', '/web/user/black_cancel', { black_user_id: id });
const counters = async (id: number) => {
  const [row] = await t.db
    .select({ follow: users.followCount, fan: users.fanCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
};
const hasBlack = async (userId: number, blackUserId: number) =>
  (
    await t.db
      .select()
      .from(blacks)
      .where(and(eq(blacks.userId, userId), eq(blacks.blackUserId, blackUserId)))
  ).length === 1;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('POST /web/user/black, black_cancel and GET /web/system/black_list', () => {
  it('needs a login and validates black_user_id', async () => {
    const visitor = callAs(t.app);
    for (const url of ['/web/user/black', '/web/user/black_cancel']) {
      const res = await visitor('POST', url, { black_user_id: 1 });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('请先登录');
    }
    expect((await visitor('GET', '/web/system/black_list')).statusCode).toBe(401);
    const me = await person();
    const missing = await me.as('POST', '/web/user/black', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().msg).toContain('用户 id 必须是正整数');
    const bad = await me.as('POST', '/web/user/black_cancel', { black_user_id: 'abc' });
    expect(bad.json().msg).toContain('用户 id 必须是正整数');
    const self = await block(me, me.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('不能拉黑自己');
    const ghost = await block(me, 99_999_999);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().msg).toBe('用户不存在');
    const badPage = await me.as('GET', '/web/system/black_list?page=0');
    expect(badPage.json().msg).toContain('页码最小为 1');
  });

  it('blocks, lists newest first, unblocks; repeating either is harmless', async () => {
    const me = await person();
    const x = await person();
    const y = await person();
    expect((await block(me, x.user.id)).json()).toMatchObject({
      code: 0,
      msg: '已加入黑名单',
      data: { black_user_id: x.user.id, is_black: 1 },
    });
    await block(me, y.user.id);
    expect((await block(me, y.user.id)).json().data.is_black).toBe(1);
    const list = (await me.as('GET', '/web/system/black_list?page_size=1')).json().data;
    expect(list.data).toEqual([
      {
        id: y.user.id,
        nickname: y.user.nickname,
        image_url: y.user.imageUrl,
        user_sign: '',
        create_time: expect.any(Number),
      },
    ]);
    expect(list.paginate).toEqual({ current_page: 1, last_page: 2, total: 2, per_page: 1 });
    expect((await unblock(me, y.user.id)).json()).toMatchObject({
      msg: '已移出黑名单',
      data: { black_user_id: y.user.id, is_black: 0 },
    });
    expect((await unblock(me, y.user.id)).statusCode).toBe(200);
    const after = (await me.as('GET', '/web/system/black_list')).json().data;
    expect(ids(after.data)).toEqual([x.user.id]);
  });

  it('acts as the session user only: nobody else can change my blacklist', async () => {
    const me = await person();
    const x = await person();
    const intruder = await person();
    await block(me, x.user.id);
    await intruder.as('POST', '/web/user/black_cancel', {
      black_user_id: x.user.id,
      user_id: me.user.id,
    });
    expect(await hasBlack(me.user.id, x.user.id)).toBe(true);
    await intruder.as('POST', '/web/user/black', { black_user_id: x.user.id, user_id: me.user.id });
    expect(await hasBlack(intruder.user.id, x.user.id)).toBe(true);
    expect((await me.as('GET', '/web/system/black_list')).json().data.paginate.total).toBe(1);
    // Another user's blacklist is never readable: the list has no user parameter.
    const theirs = (await intruder.as('GET', `/web/system/black_list?user_id=${me.user.id}`)).json()
      .data;
    expect(ids(theirs.data)).toEqual([x.user.id]);
    expect(theirs.paginate.total).toBe(1);
  });
});

describe('blacklist rules', () => {
  it('blocking ends follows both ways, with exact counters', async () => {
    const me = await person();
    const x = await person();
    await follow(me, x.user.id);
    await follow(x, me.user.id);
    expect(await counters(me.user.id)).toEqual({ follow: 1, fan: 1 });
    await block(me, x.user.id);
    expect(await counters(me.user.id)).toEqual({ follow: 0, fan: 0 });
    expect(await counters(x.user.id)).toEqual({ follow: 0, fan: 0 });
    const left = await t.db.select().from(follows).where(eq(follows.followerId, x.user.id));
    expect(left).toEqual([]);
    // Unblocking does not bring the follows back.
    await unblock(me, x.user.id);
    expect(await counters(me.user.id)).toEqual({ follow: 0, fan: 0 });
  });

  it('someone I blocked cannot follow me, and I must unblock before following them', async () => {
    const me = await person();
    const x = await person();
    await block(me, x.user.id);
    const theirs = await follow(x, me.user.id);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().msg).toBe('对方已将你拉黑，无法关注');
    const mine = await follow(me, x.user.id);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().msg).toBe('你已将对方拉黑，请先移出黑名单');
    expect(await counters(me.user.id)).toEqual({ follow: 0, fan: 0 });
    // Unfollowing is always allowed (it is a no-op here).
    expect((await follow(x, me.user.id, 0)).statusCode).toBe(200);
    await unblock(me, x.user.id);
    expect((await follow(x, me.user.id)).json().data.follow_flag).toBe(1);
  });

  it('10 concurrent follow/block requests of one pair leave counters equal to the rows', async () => {
    const me = await person();
    const x = await person();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 3 === 0 ? block(me, x.user.id) : follow(i % 2 ? x : me, i % 2 ? me.user.id : x.user.id),
      ),
    );
    const rows = await t.db.select().from(follows);
    for (const p of [me, x]) {
      const c = await counters(p.user.id);
      expect(c?.follow).toBe(rows.filter((r) => r.followerId === p.user.id).length);
      expect(c?.fan).toBe(rows.filter((r) => r.followeeId === p.user.id).length);
    }
    expect(rows.filter((r) => [me.user.id, x.user.id].includes(r.followerId))).toEqual([]);
  });

  it('someone I blocked cannot comment on or reply to my content', async () => {
    const me = await person();
    const x = await person();
    const other = await person();
    const post = await buildItem(t.db, { author: me.user });
    const othersPost = await buildItem(t.db, { author: other.user });
    const myComment = (
      await me.as('POST', '/web/common/comment', {
        type: 1,
        type_id: othersPost.id,
        content: '我的评论',
      })
    ).json().data as Comment;
    const commentOnMine = (
      await other.as('POST', '/web/common/comment', {
        type: 1,
        type_id: post.id,
        content: '路人评论',
      })
    ).json().data as Comment;
    await block(me, x.user.id);

    const onPost = await x.as('POST', '/web/common/comment', {
      type: 1,
      type_id: post.id,
      content: '想评论',
    });
    expect(onPost.statusCode).toBe(403);
    expect(onPost.json().msg).toBe('对方已将你拉黑，无法评论或回复');
    const viaItem = await x.as('POST', '/web/item/comment', {
      type_id: post.id,
      content: '想评论',
    });
    expect(viaItem.statusCode).toBe(403);
    // A reply under someone else's comment on my post is still on my content.
    const underMine = await x.as('POST', '/web/common/reply', {
      type: 1,
      type_id: post.id,
      comment_id: commentOnMine.id,
      content: '想回复',
    });
    expect(underMine.statusCode).toBe(403);
    // My comment on someone else's post is my content too.
    const toMyComment = await x.as('POST', '/web/item/reply', {
      type_id: othersPost.id,
      comment_id: myComment.id,
      content: '想回复',
    });
    expect(toMyComment.json().msg).toBe('对方已将你拉黑，无法评论或回复');
    // Other people's content stays open to them.
    const elsewhere = await x.as('POST', '/web/common/comment', {
      type: 1,
      type_id: othersPost.id,
      content: '别处评论',
    });
    expect(elsewhere.statusCode).toBe(200);
    await unblock(me, x.user.id);
    expect(
      (await x.as('POST', '/web/item/comment', { type_id: post.id, content: '解除后评论' }))
        .statusCode,
    ).toBe(200);
  });

  it("hides the posts of people I blocked from my forum list and search, not from others'", async () => {
    const me = await person();
    const x = await person();
    const bystander = await person();
    const word = '拉黑测试专用词';
    const theirs = await buildIndexedItem(t.db, {
      author: x.user,
      title: `${word}他的帖子`,
      createTime: new Date(Date.now() + 60_000),
    });
    const fine = await buildIndexedItem(t.db, {
      author: bystander.user,
      title: `${word}别人的帖子`,
      createTime: new Date(Date.now() + 30_000),
    });
    const top = async (p: Person) =>
      ids((await p.as('GET', '/web/forum/list?page_size=2&top=0')).json().data.data as ItemCard[]);
    const search = async (as: Person['as']) =>
      (await as('GET', `/web/forum/search?keyword=${encodeURIComponent(word)}`)).json().data;
    expect(await top(me)).toEqual([theirs.id, fine.id]);
    const totalBefore = (await me.as('GET', '/web/forum/list')).json().data.paginate.total;

    await block(me, x.user.id);
    expect(await top(me)).toEqual([fine.id, expect.any(Number)]);
    expect((await me.as('GET', '/web/forum/list')).json().data.paginate.total).toBe(
      totalBefore - 1,
    );
    // A page past the end has no row to tell whether I block anyone: still my total.
    const beyond = (await me.as('GET', '/web/forum/list?page=9999')).json().data;
    expect(beyond.data).toEqual([]);
    expect(beyond.paginate.total).toBe(totalBefore - 1);
    const found = await search(me.as);
    expect(ids(found.data)).toEqual([fine.id]);
    expect(found.paginate.total).toBe(1);
    const searchPage2 = (
      await me.as('GET', `/web/forum/search?keyword=${encodeURIComponent(word)}&page=2`)
    ).json().data;
    expect(searchPage2.data).toEqual([]);
    expect(searchPage2.paginate.total).toBe(1);
    const combined = (await me.as('POST', '/web/index/search', { keyword: word, page: 1 })).json()
      .data;
    expect(ids(combined.posts.data)).toEqual([fine.id]);
    // Others, visitors and x still see it.
    expect(await top(bystander)).toEqual([theirs.id, fine.id]);
    expect(ids((await search(callAs(t.app))).data)).toEqual(
      expect.arrayContaining([theirs.id, fine.id]),
    );
    await unblock(me, x.user.id);
    expect(await top(me)).toEqual([theirs.id, fine.id]);
  });

  it('hides the comments and replies of people I blocked under any post', async () => {
    const me = await person();
    const x = await person();
    const author = await person();
    const post = await buildItem(t.db, { author: author.user });
    const say = async (p: Person, content: string) =>
      (await p.as('POST', '/web/item/comment', { type_id: post.id, content })).json()
        .data as Comment;
    const hers = await say(author, '作者的评论');
    const his = await say(x, '被拉黑者的评论');
    await x.as('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: hers.id,
      content: '被拉黑者的回复',
    });
    await block(me, x.user.id);

    const page = (await me.as('GET', `/web/forum/comment/${post.id}`)).json().data;
    expect(ids(page.data)).toEqual([hers.id]);
    expect(page.paginate.total).toBe(1);
    expect(page.data[0].replies).toEqual([]);
    const replies = (await me.as('GET', `/web/forum/reply/${hers.id}`)).json().data;
    expect(replies.data).toEqual([]);
    const common = (await me.as('GET', `/web/common/comment?type=1&id=${post.id}`)).json().data;
    expect(ids(common.data)).toEqual([hers.id]);
    // Everyone else still sees them.
    const others = (await callAs(t.app)('GET', `/web/forum/comment/${post.id}`)).json().data;
    expect(ids(others.data)).toEqual([his.id, hers.id]);
    expect(others.data[1].replies).toHaveLength(1);
  });
});
