import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, type ItemCard, type Paginate } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildCircle,
  buildComments,
  buildItem,
  buildLikes,
  buildTag,
  buildUser,
} from '../../../test/factories';

let t: TestApp;
const ids: Record<string, number> = {};
let circleA = 0;
let diyTag = 0;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const author = await buildUser(db, { nickname: '焊锡的猫', levelName: 'Lv3 焊接能手', xUp: 1 });
  const circle = await buildCircle(db, { name: '树莓派' });
  const other = await buildCircle(db, { name: '显卡' });
  circleA = circle.id;
  const diy = await buildTag(db, { name: 'DIY', slug: 'diy' });
  diyTag = diy.id;
  const help = await buildTag(db, { name: '求助', slug: 'help' });

  ids.newest = (
    await buildItem(db, { author, circle, tagList: [diy], createTime: ago(1), isRecommend: 1 })
  ).id;
  ids.older = (
    await buildItem(db, { author, circle: other, tagList: [help], createTime: ago(5) })
  ).id;
  ids.pinnedOld = (
    await buildItem(db, { circle: other, createTime: ago(48), isTop: 1, isRecommend: 1 })
  ).id;
  const hot = await buildItem(db, { circle, createTime: ago(30), visitCount: 20000 });
  await buildLikes(db, hot, 3);
  await buildComments(db, hot, 2);
  ids.hot = hot.id;
  ids.voteNew = (await buildItem(db, { itemType: ITEM_TYPE.vote, createTime: ago(2) })).id;
  ids.voteOld = (
    await buildItem(db, { itemType: ITEM_TYPE.vote, createTime: ago(20), isTop: 1 })
  ).id;
  ids.question = (
    await buildItem(db, {
      itemType: ITEM_TYPE.question,
      circle,
      createTime: ago(3),
      tagList: [help],
    })
  ).id;
  // Not public: must never be listed, whatever the filter.
  for (const status of [
    ITEM_STATUS.unverified,
    ITEM_STATUS.reviewing,
    ITEM_STATUS.rejected,
    ITEM_STATUS.draft,
  ]) {
    await buildItem(db, {
      itemStatus: status,
      circle,
      isRecommend: 1,
      isTop: 1,
      createTime: ago(0.5),
      tagList: [diy],
    });
  }
});
afterAll(() => t.close());

async function list(qs = ''): Promise<{ rows: ItemCard[]; paginate: Paginate }> {
  const res = await t.app.inject({ url: `/web/forum/list${qs ? `?${qs}` : ''}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.code).toBe(0);
  return { rows: body.data.data, paginate: body.data.paginate };
}

describe('GET /web/forum/list', () => {
  it('default sort: pinned first, then newest; only published items', async () => {
    const { rows, paginate } = await list();
    expect(rows.map((r) => r.id)).toEqual([
      ids.voteOld,
      ids.pinnedOld,
      ids.newest,
      ids.voteNew,
      ids.question,
      ids.older,
      ids.hot,
    ]);
    expect(paginate).toEqual({ current_page: 1, last_page: 1, total: 7, per_page: 10 });
  });

  it('maps a card with author, circle and tags in snake_case', async () => {
    const { rows } = await list('tag=diy');
    expect(rows).toHaveLength(1);
    const card = rows[0] as ItemCard;
    expect(card).toMatchObject({
      id: ids.newest,
      item_type: ITEM_TYPE.general,
      is_recommend: 1,
      circle: { id: circleA, name: '树莓派' },
      tags: [{ id: diyTag, name: 'DIY', slug: 'diy' }],
      author: { nickname: '焊锡的猫', level_name: 'Lv3 焊接能手', x_up: 1 },
    });
    expect(String(card.create_time)).toMatch(/^\d{10}$/);
  });

  it('tag=recommend lists editors’ picks', async () => {
    const { rows } = await list('tag=recommend');
    expect(rows.map((r) => r.id)).toEqual([ids.pinnedOld, ids.newest]);
  });

  it('tag accepts an id as well as a slug; an unknown tag is an empty page', async () => {
    expect((await list(`tag=${diyTag}`)).rows.map((r) => r.id)).toEqual([ids.newest]);
    const unknown = await list('tag=no-such-tag');
    expect(unknown.rows).toEqual([]);
    expect(unknown.paginate).toEqual({ current_page: 1, last_page: 0, total: 0, per_page: 10 });
  });

  it('filters by circle and by item type', async () => {
    expect((await list(`circle_id=${circleA}`)).rows.map((r) => r.id)).toEqual([
      ids.newest,
      ids.question,
      ids.hot,
    ]);
    expect((await list(`item_type=${ITEM_TYPE.question}`)).rows.map((r) => r.id)).toEqual([
      ids.question,
    ]);
  });

  it('top=-2 ranks by hot score', async () => {
    const { rows } = await list('top=-2');
    expect(rows[0]?.id).toBe(ids.hot);
    expect(rows).toHaveLength(7);
  });

  it('top=5 lists vote items newest first, pinned or not', async () => {
    expect((await list('top=5')).rows.map((r) => r.id)).toEqual([ids.voteNew, ids.voteOld]);
  });

  it('pages with page and page_size', async () => {
    const first = await list('page_size=3');
    const third = await list('page=3&page_size=3');
    expect(first.rows).toHaveLength(3);
    expect(first.paginate).toEqual({ current_page: 1, last_page: 3, total: 7, per_page: 3 });
    expect(third.rows.map((r) => r.id)).toEqual([ids.hot]);
    expect(third.paginate.current_page).toBe(3);
    const beyond = await list('page=9&page_size=3');
    expect(beyond.rows).toEqual([]);
    expect(beyond.paginate.total).toBe(7);
  });
});

describe('GET /web/forum/tag', () => {
  it('lists tags, filtered by flag', async () => {
    const res = await t.app.inject({ url: '/web/forum/tag?flag=1' });
    expect(res.json().data.map((x: { slug: string }) => x.slug)).toEqual(['diy', 'help']);
    const none = await t.app.inject({ url: '/web/forum/tag?flag=0' });
    expect(none.json().data).toEqual([]);
  });
});
