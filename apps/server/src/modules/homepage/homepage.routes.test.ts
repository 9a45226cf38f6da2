import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_KIND,
  ITEM_STATUS,
  ITEM_TYPE,
  MSG,
  ZHomepageUser,
  ZOtherUserInfo,
  type ActiveRow,
  type ItemCard,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildLikes,
  buildUser,
  callAs,
  joinCircle,
  loginAs,
  setItemStatus,
} from '../../../test/factories';

let t: TestApp;
const visitor = () => callAs(t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}
type Person = Awaited<ReturnType<typeof person>>;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /web/user/info?user_id= (other-person profile)', () => {
  it('is SPEC §3 other-person info: no level data or contacts, plus thumb_count, secret, flag', async () => {
    const owner = await person({ phone: '13855551234', ele: 300, levelName: 'Lv2' });
    const me = await person();
    await owner.as('POST', '/web/system/secret', { show_collect: 0 });
    const post = await buildItem(t.db, { author: owner.user });
    await buildLikes(t.db, post, 5);
    const mine = await buildItem(t.db, { author: me.user });
    await owner.as('POST', '/web/common/thumb', { type: 1, type_id: mine.id });
    await owner.as('POST', '/web/common/collect', { source_id: post.id, source_type: 1 });
    await me.as('POST', '/web/user/follow', { follow_id: owner.user.id, follow_status: 1 });

    const res = await me.as('GET', `/web/user/info?user_id=${owner.user.id}`);
    const data = res.json().data;
    expect(ZOtherUserInfo.strict().parse(data)).toEqual(data);
    for (const hidden of ['phone', 'email', 'ele', 'level_name', 'next_level_ele', 'tab'])
      expect(data).not.toHaveProperty(hidden);
    expect(data).toMatchObject({
      id: owner.user.id,
      follow_flag: 1,
      fan_count: 1,
      thumb_count: 1,
      praise_count: 5,
      // show_collect 0: how much they collect is as private as what.
      collection_count: 0,
      contribute_count: 1,
      is_black: 0,
      secret: { show_follow: 1, show_fans: 1, show_collect: 0, show_dynamic: 1 },
    });
    // Visitors may read a homepage too (follow_flag 0), but not "my" info.
    const anon = await visitor()('GET', `/web/user/info?user_id=${owner.user.id}`);
    expect(anon.json().data).toMatchObject({ id: owner.user.id, follow_flag: 0 });
    expect((await visitor()('GET', '/web/user/info')).statusCode).toBe(401);
    // My own id is my own full info.
    const self = (await me.as('GET', `/web/user/info?user_id=${me.user.id}`)).json().data;
    expect(self).toHaveProperty('level_name');
  });
});

describe('GET /web/user/object', () => {
  it('SPEC §3 homepage user: id, follow_flag and exact counts, for anyone', async () => {
    const owner = await person();
    const fan = await person();
    const circle = await buildCircle(t.db);
    await joinCircle(t.db, circle.id, owner.user.id);
    await buildLikes(t.db, await buildItem(t.db, { author: owner.user }), 2);
    await buildItem(t.db, { author: owner.user, itemStatus: ITEM_STATUS.draft });
    await fan.as('POST', '/web/user/follow', { follow_id: owner.user.id, follow_status: 1 });
    await owner.as('POST', '/web/user/follow', { follow_id: fan.user.id, follow_status: 1 });

    const res = (await fan.as('GET', `/web/user/object?user_id=${owner.user.id}`)).json().data;
    expect(ZHomepageUser.strict().parse(res)).toEqual(res);
    expect(res).toMatchObject({
      id: owner.user.id,
      follow_flag: 2,
      follow_count: 1,
      fan_count: 1,
      item_count: 1,
      praise_count: 2,
      circle_count: 1,
      is_black: 0,
    });
    const own = (await owner.as('GET', '/web/user/object')).json().data;
    expect(own).toMatchObject({ id: owner.user.id, follow_flag: -1 });
    const anon = (await visitor()('GET', `/web/user/object?user_id=${owner.user.id}`)).json();
    expect(anon.data.follow_flag).toBe(0);
    expect((await visitor()('GET', '/web/user/object')).statusCode).toBe(401);
    for (const path of ['object', 'item_dynamic', 'v2/votes', 'circles', 'active', 'collect']) {
      const ghost = await fan.as('GET', `/web/user/${path}?user_id=99999999`);
      expect(ghost.statusCode).toBe(404);
      expect(ghost.json().msg).toBe(MSG.userNotFound);
      const bad = await fan.as('GET', `/web/user/${path}?user_id=abc`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().msg).toContain(MSG.userIdInvalid);
    }
    const deep = await fan.as('GET', `/web/user/item_dynamic?user_id=${owner.user.id}&page=0`);
    expect(deep.statusCode).toBe(422);
    await fan.as('POST', '/web/user/black', { black_user_id: owner.user.id });
    const blocked = (await fan.as('GET', `/web/user/object?user_id=${owner.user.id}`)).json();
    expect(blocked.data).toMatchObject({ is_black: 1, follow_flag: 0 });
  });
});

describe('item_dynamic and v2/votes', () => {
  let owner: Person;
  let me: Person;
  const posts: number[] = [];
  let vote = 0;

  beforeAll(async () => {
    owner = await person();
    me = await person();
    posts.push((await buildItem(t.db, { author: owner.user, createTime: minutesAgo(30) })).id);
    vote = (
      await buildItem(t.db, {
        author: owner.user,
        itemType: ITEM_TYPE.vote,
        createTime: minutesAgo(20),
      })
    ).id;
    posts.push(
      (
        await buildItem(t.db, {
          author: owner.user,
          itemType: ITEM_TYPE.dynamic,
          createTime: minutesAgo(10),
        })
      ).id,
    );
    await buildItem(t.db, { author: owner.user, itemStatus: ITEM_STATUS.draft });
    await buildItem(t.db, { author: owner.user, itemStatus: ITEM_STATUS.reviewing });
  });

  it('item_dynamic: every published item of theirs, newest first, paged', async () => {
    const url = `/web/user/item_dynamic?user_id=${owner.user.id}`;
    const page = (await me.as('GET', url)).json().data;
    expect(ids(page.data)).toEqual([posts[1], vote, posts[0]]);
    expect(page.paginate).toEqual({ current_page: 1, last_page: 1, total: 3, per_page: 10 });
    const small = (await visitor()('GET', `${url}&page_size=2&page=2`)).json().data;
    expect(ids(small.data)).toEqual([posts[0]]);
    expect((await owner.as('GET', '/web/user/item_dynamic')).json().data.paginate.total).toBe(3);
    // Past the end no row carries the total: it is counted alone.
    const past = (await me.as('GET', `${url}&page=4`)).json().data;
    expect(past.data).toEqual([]);
    expect(past.paginate.total).toBe(3);
    const noVotesPast = (
      await me.as('GET', `/web/user/v2/votes?user_id=${owner.user.id}&page=2`)
    ).json().data;
    expect(noVotesPast.paginate.total).toBe(1);
  });

  it('v2/votes: their published vote posts only', async () => {
    const res = (await me.as('GET', `/web/user/v2/votes?user_id=${owner.user.id}`)).json().data;
    expect(ids(res.data)).toEqual([vote]);
    expect(res.data[0].item_type).toBe(ITEM_TYPE.vote);
    expect(res.paginate.total).toBe(1);
  });

  it('show_dynamic 0 hides the dynamic list from others, not from the owner', async () => {
    const hidden = await person();
    await buildItem(t.db, { author: hidden.user });
    await hidden.as('POST', '/web/system/secret', { show_dynamic: 0 });
    for (const path of ['item_dynamic', 'active']) {
      const url = `/web/user/${path}?user_id=${hidden.user.id}`;
      const res = await me.as('GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.dynamicHidden);
      expect((await visitor()('GET', url)).statusCode).toBe(403);
      expect((await hidden.as('GET', url)).statusCode).toBe(200);
      expect((await hidden.as('GET', `/web/user/${path}`)).statusCode).toBe(200);
    }
    expect(
      (await hidden.as('GET', '/web/user/item_dynamic')).json().data.data as ItemCard[],
    ).toHaveLength(1);
  });

  it('the posts of someone I blocked are hidden from me, not from others', async () => {
    const blocker = await person();
    await blocker.as('POST', '/web/user/black', { black_user_id: owner.user.id });
    for (const path of ['item_dynamic', 'v2/votes', 'active']) {
      const url = `/web/user/${path}?user_id=${owner.user.id}`;
      const mine = (await blocker.as('GET', url)).json().data;
      expect(mine.data).toEqual([]);
      expect(mine.paginate.total).toBe(0);
      expect((await me.as('GET', url)).json().data.data.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /web/user/circles', () => {
  it('their circles, latest joined first, with is_member relative to me', async () => {
    const owner = await person();
    const me = await person();
    const old = await buildCircle(t.db);
    const recent = await buildCircle(t.db);
    const joined = minutesAgo(5);
    await joinCircle(t.db, old.id, owner.user.id, minutesAgo(60));
    await joinCircle(t.db, recent.id, owner.user.id, joined);
    await joinCircle(t.db, old.id, me.user.id);
    const res = (await me.as('GET', `/web/user/circles?user_id=${owner.user.id}`)).json().data;
    expect(ids(res.data)).toEqual([recent.id, old.id]);
    expect(res.data.map((c: { is_member: number }) => c.is_member)).toEqual([0, 1]);
    expect(res.data[0].join_time).toBe(Math.floor(joined.getTime() / 1000));
    expect(res.paginate.total).toBe(2);
    const own = (await owner.as('GET', '/web/user/circles')).json().data;
    expect(own.data.map((c: { is_member: number }) => c.is_member)).toEqual([1, 1]);
  });
});

describe('GET /web/user/active', () => {
  it('their posts, comments, replies and likes, newest first, on published posts only', async () => {
    const owner = await person();
    const other = await person();
    const mine = await buildItem(t.db, { author: owner.user, createTime: minutesAgo(50) });
    const theirs = await buildItem(t.db, { author: other.user, createTime: minutesAgo(40) });
    const comment = (
      await owner.as('POST', '/web/common/comment', {
        type: 1,
        type_id: theirs.id,
        content: '电源部分用的什么芯片？',
      })
    ).json().data;
    await other.as('POST', '/web/common/comment', { type: 1, type_id: mine.id, content: '赞' });
    await owner.as('POST', '/web/common/reply', {
      type: 1,
      type_id: theirs.id,
      comment_id: comment.id,
      content: '补充一下型号',
    });
    await owner.as('POST', '/web/common/thumb', { type: 1, type_id: theirs.id });
    // A post taken down later leaves the timeline with everything done on it.
    const gone = await buildItem(t.db, { author: other.user });
    await owner.as('POST', '/web/common/thumb', { type: 1, type_id: gone.id });
    await setItemStatus(t.db, gone.id, ITEM_STATUS.rejected);

    const res = (await other.as('GET', `/web/user/active?user_id=${owner.user.id}`)).json().data;
    const rows = res.data as ActiveRow[];
    expect(rows.map((r) => [r.type, r.item.id])).toEqual([
      [ACTIVE_KIND.thumb, theirs.id],
      [ACTIVE_KIND.reply, theirs.id],
      [ACTIVE_KIND.comment, theirs.id],
      [ACTIVE_KIND.post, mine.id],
    ]);
    expect(rows[1]).toMatchObject({ label: '回复了评论', content: '补充一下型号' });
    expect(rows[2]?.item).toMatchObject({
      title: theirs.title,
      author: { id: other.user.id, nickname: other.user.nickname },
    });
    expect(res.paginate.total).toBe(4);
    const second = (
      await visitor()('GET', `/web/user/active?user_id=${owner.user.id}&page_size=3&page=2`)
    ).json().data;
    expect(second.data.map((r: ActiveRow) => r.type)).toEqual([ACTIVE_KIND.post]);

    // Rows about posts of someone I blocked are left out; the rest stays.
    const blocker = await person();
    await blocker.as('POST', '/web/user/black', { black_user_id: other.user.id });
    const filtered = (await blocker.as('GET', `/web/user/active?user_id=${owner.user.id}`)).json()
      .data;
    expect(filtered.data.map((r: ActiveRow) => r.item.id)).toEqual([mine.id]);
    expect(filtered.paginate.total).toBe(1);
  });
});

describe('GET /web/user/collect of someone else', () => {
  it('honours show_collect for others, never for me, and hides posts of people I blocked', async () => {
    const owner = await person();
    const me = await person();
    const author = await person();
    const a = await buildItem(t.db, { author: author.user });
    const b = await buildItem(t.db);
    await owner.as('POST', '/web/common/collect', { source_id: a.id, source_type: 1 });
    await owner.as('POST', '/web/common/collect', { source_id: b.id, source_type: 1 });
    const url = `/web/user/collect?user_id=${owner.user.id}`;
    expect(ids((await me.as('GET', url)).json().data.data)).toEqual([b.id, a.id]);
    expect(ids((await visitor()('GET', url)).json().data.data)).toEqual([b.id, a.id]);

    await me.as('POST', '/web/user/black', { black_user_id: author.user.id });
    const filtered = (await me.as('GET', url)).json().data;
    expect(ids(filtered.data)).toEqual([b.id]);
    expect(filtered.paginate.total).toBe(1);

    await owner.as('POST', '/web/system/secret', { show_collect: 0 });
    const hidden = await me.as('GET', url);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().msg).toBe(MSG.collectListHidden);
    expect((await visitor()('GET', url)).statusCode).toBe(403);
    expect(ids((await owner.as('GET', url)).json().data.data)).toEqual([b.id, a.id]);
    expect(ids((await owner.as('GET', '/web/user/collect')).json().data.data)).toEqual([
      b.id,
      a.id,
    ]);
  });
});

describe('follow and fan lists of someone else', () => {
  it('show_follow / show_fans 0: 403 for others and visitors, open to the owner', async () => {
    const owner = await person();
    const fan = await person();
    await fan.as('POST', '/web/user/follow', { follow_id: owner.user.id, follow_status: 1 });
    await owner.as('POST', '/web/system/secret', { show_follow: 0, show_fans: 0 });
    for (const [list, msg] of [
      ['follow_list', MSG.followListHidden],
      ['fan_list', MSG.fanListHidden],
    ] as const) {
      const url = `/web/user/${list}?user_id=${owner.user.id}`;
      const res = await fan.as('GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(msg);
      expect((await visitor()('GET', url)).statusCode).toBe(403);
      expect((await owner.as('GET', url)).statusCode).toBe(200);
    }
    const fans = (await owner.as('GET', '/web/user/fan_list')).json().data;
    expect(ids(fans.data)).toEqual([fan.user.id]);
  });
});
