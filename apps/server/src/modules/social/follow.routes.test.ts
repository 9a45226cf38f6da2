import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGE_CATEGORY, type SocialUser } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { follows, messages, users } from '../../db/schema';

let t: TestApp;
type User = Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new user and a caller acting as them. */
async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}

const follow = (as: ReturnType<typeof callAs>, id: number, status = 1) =>
  as('POST', '/web/user/follow', { follow_id: id, follow_status: status });

const counters = async (id: number) => {
  const [row] = await t.db
    .select({ follow: users.followCount, fan: users.fanCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
};
const rowsFrom = async (id: number) =>
  (await t.db.select({ n: count() }).from(follows).where(eq(follows.followerId, id)))[0]?.n;
const rowsTo = async (id: number) =>
  (await t.db.select({ n: count() }).from(follows).where(eq(follows.followeeId, id)))[0]?.n;
const fansMessages = (to: number, from: number) =>
  t.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.userId, to),
        eq(messages.fromUserId, from),
        eq(messages.category, MESSAGE_CATEGORY.fans),
      ),
    );

/** Counters equal the rows they count, for each of `ids`. */
async function expectExact(...ids: number[]) {
  for (const id of ids) {
    const c = await counters(id);
    expect(c?.follow).toBe(await rowsFrom(id));
    expect(c?.fan).toBe(await rowsTo(id));
  }
}

describe('POST /web/user/follow', () => {
  it('needs a login and validates follow_id and follow_status', async () => {
    const res = await follow(callAs(t.app), 1);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('请先登录');
    const { as } = await person();
    const badId = await as('POST', '/web/user/follow', { follow_id: 'x', follow_status: 1 });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().msg).toContain('用户 id 必须是正整数');
    const zero = await as('POST', '/web/user/follow', { follow_id: 0, follow_status: 1 });
    expect(zero.json().msg).toContain('用户 id 必须是正整数');
    const badStatus = await as('POST', '/web/user/follow', { follow_id: 1, follow_status: 2 });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().msg).toContain('关注状态只能是 0 或 1');
    const missing = await as('POST', '/web/user/follow', { follow_id: 1 });
    expect(missing.json().msg).toContain('关注状态只能是 0 或 1');
    const ghost = await follow(as, 99_999_999);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().msg).toBe('用户不存在');
  });

  it('refuses following myself', async () => {
    const me = await person();
    const res = await follow(me.as, me.user.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('不能关注自己');
    expect(await counters(me.user.id)).toEqual({ follow: 0, fan: 0 });
  });

  it('walks the SPEC §4 statuses 0 → 1 → 2 → 1 → 0 with exact counters', async () => {
    const a = await person();
    const b = await person();
    const first = await follow(a.as, b.user.id, 1);
    expect(first.json()).toMatchObject({
      code: 0,
      msg: '关注成功',
      data: { follow_flag: 1, fan_count: 1 },
    });
    const back = await follow(b.as, a.user.id, 1);
    expect(back.json().data).toEqual({ follow_flag: 2, fan_count: 1 });
    expect(await counters(a.user.id)).toEqual({ follow: 1, fan: 1 });
    // Following again changes nothing.
    expect((await follow(a.as, b.user.id, 1)).json().data).toEqual({
      follow_flag: 2,
      fan_count: 1,
    });
    const off = await follow(b.as, a.user.id, 0);
    expect(off.json()).toMatchObject({ msg: '已取消关注', data: { follow_flag: 0, fan_count: 0 } });
    expect((await follow(b.as, a.user.id, 0)).json().data).toEqual({
      follow_flag: 0,
      fan_count: 0,
    });
    expect(await counters(a.user.id)).toEqual({ follow: 1, fan: 0 });
    expect(await counters(b.user.id)).toEqual({ follow: 0, fan: 1 });
    await expectExact(a.user.id, b.user.id);
  });

  it('writes one fans message per follow, none for an unfollow', async () => {
    const a = await person();
    const b = await person();
    await follow(a.as, b.user.id, 1);
    await follow(a.as, b.user.id, 1);
    const [msg] = await fansMessages(b.user.id, a.user.id);
    expect(msg).toMatchObject({ category: 3, title: '关注了你', isRead: 0 });
    expect(await fansMessages(b.user.id, a.user.id)).toHaveLength(1);
    await follow(a.as, b.user.id, 0);
    expect(await fansMessages(b.user.id, a.user.id)).toHaveLength(1);
    expect(await fansMessages(a.user.id, b.user.id)).toHaveLength(0);
  });

  it('acts as the session user only: ids in the body name the other person', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    // c tries to make a follow b by naming a as the actor in every way a client could.
    await c.as('POST', '/web/user/follow', {
      follow_id: b.user.id,
      follow_status: 1,
      user_id: a.user.id,
      follower_id: a.user.id,
    });
    const [row] = await t.db.select().from(follows).where(eq(follows.followeeId, b.user.id));
    expect(row?.followerId).toBe(c.user.id);
    expect(await counters(a.user.id)).toEqual({ follow: 0, fan: 0 });
    // …and cannot undo a's follow of b.
    await follow(a.as, b.user.id, 1);
    await c.as('POST', '/web/user/follow', {
      follow_id: b.user.id,
      follow_status: 0,
      user_id: a.user.id,
    });
    expect(await rowsTo(b.user.id)).toBe(1);
    expect((await counters(b.user.id))?.fan).toBe(1);
  });

  it('keeps counters exact under 10 concurrent toggles of one pair', async () => {
    const a = await person();
    const b = await person();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => follow(a.as, b.user.id, i % 2 === 0 ? 1 : 0)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await expectExact(a.user.id, b.user.id);
    // Both directions at once, five rounds each: no deadlock, still exact.
    const both = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? follow(a.as, b.user.id, 1) : follow(b.as, a.user.id, 1),
      ),
    );
    expect(both.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counters(a.user.id)).toEqual({ follow: 1, fan: 1 });
    expect(await counters(b.user.id)).toEqual({ follow: 1, fan: 1 });
    expect(await fansMessages(b.user.id, a.user.id)).not.toHaveLength(0);
  });

  it('counts 10 different followers arriving at once', async () => {
    const star = await person();
    const fans = await Promise.all(Array.from({ length: 10 }, () => person()));
    await Promise.all(fans.map((f) => follow(f.as, star.user.id, 1)));
    expect(await counters(star.user.id)).toEqual({ follow: 0, fan: 10 });
    await expectExact(star.user.id, ...fans.map((f) => f.user.id));
  });
});

const ids = (rows: SocialUser[]) => rows.map((r) => r.id);

describe('GET /web/user/follow_list and fan_list', () => {
  let me: Awaited<ReturnType<typeof person>>;
  let x: User;
  let y: User;
  beforeAll(async () => {
    me = await person();
    x = (await person()).user;
    const yp = await person({ userSign: '签名y', levelName: 'Lv3' });
    y = yp.user;
    await follow(me.as, x.id);
    await follow(me.as, y.id);
    await follow(yp.as, me.user.id);
  });

  it('lists my follows newest first with follow_flag and the counter as total', async () => {
    const res = await me.as('GET', '/web/user/follow_list?page_size=1');
    const body = res.json().data;
    expect(ids(body.data)).toEqual([y.id]);
    expect(body.data[0]).toEqual({
      id: y.id,
      nickname: y.nickname,
      image_url: y.imageUrl,
      user_sign: '签名y',
      level_name: 'Lv3',
      fan_count: 1,
      follow_flag: 2,
    });
    expect(body.paginate).toEqual({ current_page: 1, last_page: 2, total: 2, per_page: 1 });
    const page2 = (await me.as('GET', '/web/user/follow_list?page=2&page_size=1')).json().data;
    expect(page2.data).toMatchObject([{ id: x.id, follow_flag: 1 }]);
  });

  it('lists my fans with follow_flag relative to me', async () => {
    const body = (await me.as('GET', '/web/user/fan_list')).json().data;
    expect(body.data).toMatchObject([{ id: y.id, follow_flag: 2 }]);
    expect(body.paginate.total).toBe(1);
  });

  it("shows someone else's lists relative to the viewer, and to visitors", async () => {
    const other = await person();
    await follow(other.as, x.id);
    const seen = (await other.as('GET', `/web/user/follow_list?user_id=${me.user.id}`)).json().data;
    expect(seen.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: x.id, follow_flag: 1 }),
        expect.objectContaining({ id: y.id, follow_flag: 0 }),
      ]),
    );
    const mineSeen = (await other.as('GET', `/web/user/fan_list?user_id=${other.user.id}`)).json();
    expect(mineSeen.data.data).toEqual([]);
    const visitor = callAs(t.app);
    const asVisitor = (await visitor('GET', `/web/user/fan_list?user_id=${me.user.id}`)).json();
    expect(asVisitor.data.data).toMatchObject([{ id: y.id, follow_flag: 0 }]);
    const noId = await visitor('GET', '/web/user/follow_list');
    expect(noId.statusCode).toBe(401);
    const selfInList = (await me.as('GET', `/web/user/fan_list?user_id=${x.id}`)).json().data;
    expect(selfInList.data).toMatchObject([
      { id: other.user.id, follow_flag: 0 },
      { id: me.user.id, follow_flag: -1 },
    ]);
  });

  it('honours the privacy switches of /web/system/secret', async () => {
    const hidden = await person();
    await hidden.as('POST', '/web/system/secret', { show_follow: 0, show_fans: 0 });
    const f = await me.as('GET', `/web/user/follow_list?user_id=${hidden.user.id}`);
    expect(f.statusCode).toBe(403);
    expect(f.json().msg).toBe('对方设置了关注列表不公开');
    const fans = await me.as('GET', `/web/user/fan_list?user_id=${hidden.user.id}`);
    expect(fans.json().msg).toBe('对方设置了粉丝列表不公开');
    // The owner still sees their own lists.
    expect(
      (await hidden.as('GET', `/web/user/fan_list?user_id=${hidden.user.id}`)).statusCode,
    ).toBe(200);
  });

  it('validates paging and user_id', async () => {
    const bad = await me.as('GET', '/web/user/follow_list?page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('页码最小为 1');
    const badSize = await me.as('GET', '/web/user/fan_list?page_size=51');
    expect(badSize.json().msg).toContain('每页条数最多 50');
    const badUser = await me.as('GET', '/web/user/fan_list?user_id=-3');
    expect(badUser.json().msg).toContain('用户 id 必须是正整数');
    const ghost = await me.as('GET', '/web/user/fan_list?user_id=99999999');
    expect(ghost.statusCode).toBe(404);
  });
});
