import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SORT, ITEM_STATUS, type ItemCard, type Paginate } from '@xinke/shared';
import { selectRows } from '../../db/client';
import { recountCounters } from '../../db/consistency';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { KEYSET_FROM } from './deep-pages';

/**
 * Deep pages (keyset from anchors, deep-pages.ts) and estimated totals at 24,000 posts:
 * every page read through the API is the page an exact OFFSET gives, ties included (three
 * posts share each create_time, a hundred each hot score).
 */
const POSTS = 24_000;
let t: TestApp;
/** A member who blocked two authors: one with every 13th post, one with runs of 60 in 1,000. */
let blocker: { token: string; hidden: number[] };

beforeAll(async () => {
  t = await createTestApp();
  const author = await buildUser(t.db, { nickname: '深页作者' });
  await t.db.execute(sql`
    insert into items (user_id, title, item_type, item_status, is_top, is_recommend, hot_score,
      create_time)
    select ${author.id}, '帖子 ' || g, case when g % 1000 = 1 then 1 else 3 end, case when g % 40 = 0 then 4 else ${ITEM_STATUS.published} end,
      case when g % 5000 = 0 then 1 else 0 end, g % 2, (g % 240)::float8,
      now() - (g / 3) * interval '1 second'
    from generate_series(1, ${POSTS}) g`);
  const spread = await buildUser(t.db, { nickname: '常驻作者' });
  const prolific = await buildUser(t.db, { nickname: '连更作者' });
  await t.db.execute(sql`update items set user_id = case when id % 1000 < 60
      then ${prolific.id}::int else ${spread.id}::int end
    where id % 13 = 0 or id % 1000 < 60`);
  const member = await buildUser(t.db, { nickname: '拉黑了两位作者的读者' });
  await t.db.execute(sql`insert into blacks (user_id, black_user_id)
    values (${member.id}, ${spread.id}), (${member.id}, ${prolific.id})`);
  blocker = { token: await loginAs(t.db, member), hidden: [spread.id, prolific.id] };
  // Rows written in bulk, counters derived from them (docs/counters.md).
  await recountCounters(t.db);
  await t.db.execute(sql`analyze items`);
});

afterAll(async () => {
  await t?.close();
});

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/web/forum/list?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { data: ItemCard[]; paginate: Paginate } }>().data;
}

async function expected(where: string, order: string, offset: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    t.db,
    sql.raw(
      `select id from items where item_status = ${ITEM_STATUS.published} ${where}
       order by ${order} limit 10 offset ${offset}`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

describe('deep list pages', () => {
  const lists = [
    { name: 'default', query: '', where: '', order: 'is_top desc, create_time desc, id desc' },
    {
      name: 'featured',
      query: 'tag=recommend&',
      where: 'and is_recommend = 1',
      order: 'is_top desc, create_time desc, id desc',
    },
    {
      name: 'hot',
      query: `top=${HOME_SORT.ranking}&`,
      where: '',
      order: 'hot_score desc, id desc',
    },
  ];

  for (const list of lists) {
    it(`${list.name}: pages from the keyset anchors equal the OFFSET pages`, async () => {
      const published = Number(
        (
          await selectRows<{ n: number }>(
            t.db,
            sql.raw(
              `select count(*)::int as n from items where item_status = ${ITEM_STATUS.published} ${list.where}`,
            ),
          )
        )[0]?.n,
      );
      const deepest = Math.floor((published - 1) / 10) + 1;
      // From the top, from the first anchor, between anchors, past a walk's ten anchors, the
      // last page and one past it (empty).
      const pages = [
        1,
        KEYSET_FROM / 10 + 1,
        KEYSET_FROM / 10 + 37,
        KEYSET_FROM / 10 + 453,
        deepest,
        deepest + 1,
      ].filter((p) => (p - 1) * 10 >= 0);
      for (const p of pages) {
        const got = await page(`${list.query}page=${p}`);
        expect(
          got.data.map((c) => c.id),
          `page ${p}`,
        ).toEqual(await expected(list.where, list.order, (p - 1) * 10));
      }
    });
  }

  for (const list of lists) {
    it(`${list.name}: a member's pages without the people they blocked equal the OFFSET pages`, async () => {
      const where = `${list.where} and user_id not in (${blocker.hidden.join(',')})`;
      const [visible] = await selectRows<{ n: number }>(
        t.db,
        sql.raw(
          `select count(*)::int as n from items where item_status = ${ITEM_STATUS.published} ${where}`,
        ),
      );
      const deepest = Math.floor((Number(visible?.n) - 1) / 10) + 1;
      // Deep enough that every page below is read from an anchor.
      expect((deepest - 4) * 10).toBeGreaterThan(KEYSET_FROM);
      const as = callAs(t.app, blocker.token);
      for (const p of [
        KEYSET_FROM / 10 + 1,
        KEYSET_FROM / 10 + 37,
        deepest - 3,
        deepest,
        deepest + 1,
      ]) {
        const res = await as('GET', `/web/forum/list?${list.query}page=${p}`);
        expect(res.statusCode).toBe(200);
        const got = res.json<{ data: { data: ItemCard[] } }>().data.data;
        expect(
          got.map((c) => c.id),
          `page ${p}`,
        ).toEqual(await expected(where, list.order, (p - 1) * 10));
      }
    });
  }

  it('a total over 10,000 is the planner estimate, near the real one', async () => {
    const { paginate } = await page('page=1');
    const real = POSTS - POSTS / 40;
    expect(paginate.total).toBeGreaterThan(10_000);
    expect(Math.abs(paginate.total - real) / real).toBeLessThan(0.1);
    expect(paginate.last_page).toBe(Math.ceil(paginate.total / 10));
  });

  it('a total up to 10,000 stays exact', async () => {
    const { paginate } = await page('item_type=1&page=1');
    expect(paginate.total).toBe(POSTS / 1000);
  });
});
