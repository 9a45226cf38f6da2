import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, STAR_USER_LIMIT, type ItemCard, type SocialUser } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildFans,
  buildItem,
  buildLikes,
  buildUser,
  callAs,
  loginAs,
} from '../../../test/factories';
import { refreshUserSearchVector } from '../search/search-documents';

/*
 * Recommendations, the follow feed, star users and the post detail's follow_flag. Its own
 * file (own database) because the star list ranks everybody.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with `fans` followers (rows, like every counter: the test app checks them). */
async function person(overrides: Parameters<typeof buildUser>[1] = {}, fans = 0) {
  const user = await buildUser(t.db, overrides);
  await buildFans(t.db, user.id, fans);
  await refreshUserSearchVector(t.db, user.id);
  return { user, as: callAs(t.app, await loginAs(t.db, user)) };
}
const follow = (as: ReturnType<typeof callAs>, id: number, status = 1) =>
  as('POST', '/web/user/follow', { follow_id: id, follow_status: status });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /web/user/follow_recommend_list and fan_recommend_list', () => {
  it('recommends people I do not follow, most fans first, never me or the blocked', async () => {
    const me = await person({ nickname: '推荐测试本人' });
    const big = await person({ nickname: '键盘大佬' }, 5);
    const mid = await person({ nickname: '键盘玩家' }, 3);
    const followed = await person({ nickname: '已关注的人' }, 6);
    const blockedByMe = await person({ nickname: '被我拉黑' }, 7);
    const blockedMe = await person({ nickname: '拉黑我的人' }, 6);
    await follow(me.as, followed.user.id);
    await me.as('POST', '/web/user/black', { black_user_id: blockedByMe.user.id });
    await blockedMe.as('POST', '/web/user/black', { black_user_id: me.user.id });

    const res = await me.as('GET', '/web/user/follow_recommend_list?page_size=2');
    const body = res.json().data;
    expect(ids(body.data)).toEqual([big.user.id, mid.user.id]);
    expect(body.data[0]).toMatchObject({ nickname: '键盘大佬', follow_flag: 0 });
    const all = (await me.as('GET', '/web/user/follow_recommend_list?page_size=50')).json().data;
    const seen = ids(all.data);
    for (const hidden of [me, followed, blockedByMe, blockedMe])
      expect(seen).not.toContain(hidden.user.id);

    const keyed = (
      await me.as('GET', `/web/user/follow_recommend_list?key=${encodeURIComponent(' 键盘 ')}`)
    ).json().data;
    expect(ids(keyed.data)).toEqual([big.user.id, mid.user.id]);
    expect(keyed.paginate).toEqual({ current_page: 1, last_page: 1, total: 2, per_page: 10 });
    const none = (await me.as('GET', '/web/user/follow_recommend_list?key=不存在的昵称xyz')).json();
    expect(none.data.data).toEqual([]);
  });

  it('fan recommendations are my fans I have not followed back', async () => {
    const me = await person();
    const fanA = await person({ nickname: '焊台发烧友' }, 1);
    const fanB = await person({ nickname: '示波器达人' }, 2);
    const mutual = await person();
    for (const p of [fanA, fanB, mutual]) await follow(p.as, me.user.id);
    await follow(me.as, mutual.user.id);
    const body = (await me.as('GET', '/web/user/fan_recommend_list')).json().data;
    expect(ids(body.data)).toEqual([fanB.user.id, fanA.user.id]);
    expect(body.data.every((u: SocialUser) => u.follow_flag === 0)).toBe(true);
    const keyed = (
      await me.as(
        'GET',
        `/web/user/fan_recommend_list?key=${encodeURIComponent(fanA.user.nickname)}`,
      )
    ).json().data;
    expect(ids(keyed.data)).toEqual([fanA.user.id]);
  });

  it('needs a login and validates key', async () => {
    for (const url of ['/web/user/follow_recommend_list', '/web/user/fan_recommend_list']) {
      expect((await callAs(t.app)('GET', url)).statusCode).toBe(401);
    }
    const me = await person();
    const long = await me.as('GET', `/web/user/follow_recommend_list?key=${'长'.repeat(33)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().msg).toContain('搜索内容不能超过32个字');
  });
});

describe('GET /web/user/follow_items', () => {
  it('is the published posts of the people I follow, newest first', async () => {
    const me = await person();
    const a = await person();
    const b = await person();
    const stranger = await person();
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const a1 = await buildItem(t.db, { author: a.user, createTime: at(30) });
    const b1 = await buildItem(t.db, { author: b.user, createTime: at(20) });
    const a2 = await buildItem(t.db, { author: a.user, createTime: at(10) });
    await buildItem(t.db, { author: a.user, createTime: at(5), itemStatus: ITEM_STATUS.draft });
    await buildItem(t.db, { author: stranger.user, createTime: at(1) });
    await follow(me.as, a.user.id);
    await follow(me.as, b.user.id);

    const page1 = (await me.as('GET', '/web/user/follow_items?page_size=2')).json().data;
    expect(ids(page1.data)).toEqual([a2.id, b1.id]);
    expect(page1.data[0]).toMatchObject({ author: { id: a.user.id }, title: a2.title });
    expect(page1.paginate).toEqual({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
    const page2 = (await me.as('GET', '/web/user/follow_items?page=2&page_size=2')).json().data;
    expect(ids(page2.data)).toEqual([a1.id]);

    await follow(me.as, b.user.id, 0);
    const after = (await me.as('GET', '/web/user/follow_items')).json().data;
    expect(after.data.map((c: ItemCard) => c.author.id)).toEqual([a.user.id, a.user.id]);
  });

  it('is empty when I follow nobody, and needs a login', async () => {
    const me = await person();
    const body = (await me.as('GET', '/web/user/follow_items')).json().data;
    expect(body).toEqual({
      data: [],
      paginate: { current_page: 1, last_page: 0, total: 0, per_page: 10 },
    });
    expect((await callAs(t.app)('GET', '/web/user/follow_items')).statusCode).toBe(401);
    expect((await me.as('GET', '/web/user/follow_items?page=abc')).statusCode).toBe(422);
  });
});

describe('GET /web/v2/index/star/user/list', () => {
  it('lists the most followed (default) or most praised people with follow_flag', async () => {
    const me = await person();
    const top = await person({}, 10);
    await buildLikes(t.db, await buildItem(t.db, { author: top.user }), 1);
    const praised = await person();
    await buildLikes(t.db, await buildItem(t.db, { author: praised.user }), 12);
    await follow(me.as, top.user.id);

    const byFans = (await me.as('GET', '/web/v2/index/star/user/list')).json().data;
    expect(byFans.length).toBeLessThanOrEqual(STAR_USER_LIMIT);
    expect(byFans[0]).toMatchObject({
      id: top.user.id,
      follow_flag: 1,
      fan_count: 11,
      praise_count: 1,
      item_count: 1,
    });
    const byPraise = async () =>
      (await callAs(t.app)('GET', '/web/v2/index/star/user/list?order=2')).json().data;
    expect((await byPraise())[0]).toMatchObject({
      id: praised.user.id,
      follow_flag: 0,
      praise_count: 12,
    });
    // Issue 13: 获赞最多 ranked a ten-minute-old account first. A newcomer with as many
    // likes does not pass the member who had them first; one with more does.
    const newcomer = await person();
    const newPost = await buildItem(t.db, { author: newcomer.user });
    await buildLikes(t.db, newPost, 12);
    expect(ids((await byPraise()).slice(0, 2))).toEqual([praised.user.id, newcomer.user.id]);
    await buildLikes(t.db, newPost, 1);
    expect((await byPraise())[0]).toMatchObject({ id: newcomer.user.id, praise_count: 13 });
    // The figure is the one the homepage and the post side card show.
    const home = (await me.as('GET', `/web/user/object?user_id=${newcomer.user.id}`)).json();
    expect(home.data.praise_count).toBe(13);
    const side = (await me.as('GET', `/web/forum/detail/${newPost.id}`)).json();
    expect(side.data.author.praise_count).toBe(13);
    const bad = await me.as('GET', '/web/v2/index/star/user/list?order=9');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('排序方式不存在');
  });
});

describe('GET /web/forum/detail/:id author.follow_flag', () => {
  it('is -1 for my own post, 0/1/2 for others, 0 for visitors', async () => {
    const me = await person();
    const author = await person();
    const post = await buildItem(t.db, { author: author.user });
    const flag = async (as: ReturnType<typeof callAs>) =>
      (await as('GET', `/web/forum/detail/${post.id}`)).json().data.author.follow_flag;
    expect(await flag(me.as)).toBe(0);
    expect(await flag(author.as)).toBe(-1);
    await follow(me.as, author.user.id);
    expect(await flag(me.as)).toBe(1);
    await follow(author.as, me.user.id);
    expect(await flag(me.as)).toBe(2);
    expect(await flag(callAs(t.app))).toBe(0);
  });
});
