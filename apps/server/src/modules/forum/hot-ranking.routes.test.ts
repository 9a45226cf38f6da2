import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SORT, type ItemCard } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, loginAs } from '../../../test/factories';
import { items } from '../../db/schema';
import { hotScore } from './hot-score';

/*
 * SPEC §"Home": "banners and hot objects"; SPEC home list sort: "ranking -2, default 0,
 * vote 5". Both hot lists — the home page's 热门 (GET /web/index/object) and the featured
 * list's 排行 (GET /web/forum/list?top=-2) — order by the one formula of hot-score.ts
 * (docs/forum.md "Hot ranking"). The fixture mixes old and new, busy and empty posts.
 */

let t: TestApp;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
type Counts = {
  thumbCount: number;
  commentCount: number;
  collectCount: number;
  visitCount: number;
};
const none: Counts = { thumbCount: 0, commentCount: 0, collectCount: 0, visitCount: 0 };

const fixture: Record<string, Counts & { createTime: Date }> = {
  oldPopular: {
    thumbCount: 40,
    commentCount: 10,
    collectCount: 8,
    visitCount: 2000,
    createTime: ago(72 * HOUR),
  },
  oldEmpty: { ...none, createTime: ago(240 * HOUR) },
  oldLittle: { ...none, thumbCount: 1, createTime: ago(240 * HOUR) },
  dayOldActive: { ...none, thumbCount: 10, visitCount: 90, createTime: ago(24 * HOUR) },
  newPopular: {
    thumbCount: 5,
    commentCount: 2,
    collectCount: 1,
    visitCount: 50,
    createTime: ago(HOUR),
  },
  newViewedOnly: { ...none, visitCount: 400, createTime: ago(60_000) },
  newEmpty: { ...none, createTime: ago(1000) },
};
const ids: Record<string, number> = {};
const nameOf = (id: number) => Object.keys(ids).find((k) => ids[k] === id);

async function list(url: string): Promise<string[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: ItemCard[] | { data: ItemCard[] } }>().data;
  return (Array.isArray(body) ? body : body.data).map((c) => nameOf(c.id) ?? String(c.id));
}
const home = () => list('/web/index/object');
const ranking = () => list(`/web/forum/list?top=${HOME_SORT.ranking}&page=1&page_size=20`);

beforeAll(async () => {
  // The fixture is the formula's inputs: counters written straight onto the posts (as
  // index-page.routes.test.ts does), so this file's counters do not match rows on purpose.
  t = await createTestApp({
    skipCounterCheck: { reason: 'hot ranking fixtures write counters directly' },
  });
  for (const [name, counts] of Object.entries(fixture))
    ids[name] = (await buildItem(t.db, counts)).id;
});
afterAll(() => t.close());

describe('hot ranking (home 热门 and featured 排行)', () => {
  it('orders both lists by the formula: score desc, then newest id', async () => {
    const expected = Object.keys(fixture).sort(
      (a, b) => hotScore(fixture[b]!) - hotScore(fixture[a]!) || ids[b]! - ids[a]!,
    );
    // What the formula says in words, so a change of weights is a visible decision.
    expect(expected).toEqual([
      'newPopular',
      'dayOldActive',
      'oldPopular',
      'oldLittle',
      'newEmpty',
      'newViewedOnly',
      'oldEmpty',
    ]);
    expect(await ranking()).toEqual(expected);
    expect(await home()).toEqual(expected);
  });

  it('a post with no like, comment or collection scores 0: views alone never lift it', () => {
    expect(hotScore(fixture.newEmpty!)).toBe(0);
    expect(hotScore(fixture.newViewedOnly!)).toBe(0);
    expect(hotScore(fixture.oldLittle!)).toBeGreaterThan(0);
  });

  it('a brand-new empty post never outranks an active one; its first like ranks it by the formula', async () => {
    const order = await ranking();
    const active = ['newPopular', 'dayOldActive', 'oldPopular', 'oldLittle'];
    for (const name of active) expect(order.indexOf(name)).toBeLessThan(order.indexOf('newEmpty'));

    // A real like (the interaction path keeps hot_score in the same UPDATE as the counter).
    const fan = await loginAs(t.db, await buildUser(t.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/common/thumb',
      headers: { authorization: fan },
      payload: { type: 1, type_id: ids.newEmpty },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(items).where(eq(items.id, ids.newEmpty!));
    expect(row!.hotScore).toBeCloseTo(hotScore({ ...row!, thumbCount: 1 }), 9);
    const after = await ranking();
    // One like, a few seconds old: above the day-old and older posts, below the new busy one.
    expect(after.slice(0, 2)).toEqual(['newPopular', 'newEmpty']);
    expect(after.at(-1)).toBe('oldEmpty');
  });
});
