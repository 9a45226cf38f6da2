import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, PAGE_SIZE } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildItem, buildUser, loginAs } from '../../../test/factories';
import { circles } from '../../db/schema';
import { refreshCircleSearchVector } from '../search/search-documents';

let t: TestApp;
let me = { id: 0, token: '' };
const others: string[] = [];
let pi = 0;
let gpu = 0;

beforeAll(async () => {
  t = await createTestApp();
  const u = await buildUser(t.db);
  me = { id: u.id, token: await loginAs(t.db, u) };
  for (let i = 0; i < 4; i++) others.push(await loginAs(t.db, await buildUser(t.db)));
  pi = (await buildCircle(t.db, { name: '树莓派', circleTag: '开发板', sort: 10 })).id;
  gpu = (await buildCircle(t.db, { name: '显卡 RTX4090', circleTag: '硬件', sort: 5 })).id;
  for (let i = 0; i < 4; i++) await buildCircle(t.db, { name: `其他圈子${i}`, circleTag: '硬件' });
  // What a writer of circles does (seed, console): index name, category and description.
  for (const c of await t.db.select({ id: circles.id }).from(circles))
    await refreshCircleSearchVector(t.db, c.id);
  await buildItem(t.db, { circleId: pi, itemType: ITEM_TYPE.question });
  await buildItem(t.db, { circleId: pi, userId: me.id });
  await buildItem(t.db, { circleId: gpu, itemType: ITEM_TYPE.vote });
  await buildItem(t.db, { circleId: gpu, itemStatus: ITEM_STATUS.reviewing });
  await buildItem(t.db, { itemType: ITEM_TYPE.dynamic });
});
afterAll(() => t.close());

const get = (url: string, token = '', method: 'GET' | 'PUT' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {} });
const memberCount = async (id: number) =>
  (await t.db.select().from(circles).where(eq(circles.id, id)))[0]?.memberCount;

describe('GET /web/circle/index', () => {
  it('pages by sort with SPEC’s page size 4 and filters by circle_tag', async () => {
    const first = (await get('/web/circle/index')).json().data;
    expect(first.data).toHaveLength(PAGE_SIZE.circleSearch);
    expect(first.data[0]).toMatchObject({ id: pi, name: '树莓派', is_member: 0, item_count: 2 });
    expect(first.data[0].highlight).toBeUndefined();
    expect(first.paginate).toEqual({ current_page: 1, last_page: 2, total: 6, per_page: 4 });
    const tagged = (
      await get(`/web/circle/index?circle_tag=${encodeURIComponent('硬件')}&page_size=10`)
    ).json().data;
    expect(tagged.paginate.total).toBe(5);
  });

  it('searches by keyword with the shared tokenizer: width, case and traditional fold', async () => {
    const ids = async (keyword: string, extra = '') =>
      (await get(`/web/circle/index?keyword=${encodeURIComponent(keyword)}${extra}`))
        .json()
        .data.data.map((c: { id: number }) => c.id);
    expect(await ids('莓')).toEqual([pi]);
    // Traditional → simplified, full width and case: all one circle.
    for (const q of ['顯卡', '显卡', 'ｒｔｘ４０９０', 'rtx 4090', 'RTX4090'])
      expect(await ids(q), q).toEqual([gpu]);
    // Category is searched too, and circle_tag still narrows a search.
    expect(await ids('开发板')).toEqual([pi]);
    expect(await ids('显卡', `&circle_tag=${encodeURIComponent('开发板')}`)).toEqual([]);
    // Nothing searchable left, or no match: an empty page, not the whole directory.
    for (const q of ['!!!', '_%', '示波器']) expect(await ids(q), q).toEqual([]);
  });

  it('marks the hits of a keyword search in the name and pages it four at a time', async () => {
    const found = (await get(`/web/circle/index?keyword=${encodeURIComponent('顯卡')}`)).json()
      .data;
    expect(found.data[0]).toMatchObject({ id: gpu, name: '显卡 RTX4090', is_member: 0 });
    expect(found.data[0].highlight).toEqual({ name: '<em>显卡</em> RTX4090' });
    const all = (await get(`/web/circle/index?keyword=${encodeURIComponent('圈子')}`)).json().data;
    expect(all.paginate).toEqual({ current_page: 1, last_page: 1, total: 4, per_page: 4 });
    const second = (
      await get(`/web/circle/index?keyword=${encodeURIComponent('圈子')}&page=2&page_size=3`)
    ).json().data;
    expect(second.data).toHaveLength(1);
    expect(second.paginate).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
  });
});

describe('membership', () => {
  it('join and leave are idempotent and exact under double clicks; GET/POST also work', async () => {
    const join = () => get(`/web/circle/user/follow/${pi}`, me.token, 'PUT');
    const results = await Promise.all([
      join(),
      join(),
      get(`/web/circle/user/follow/${pi}`, me.token, 'POST'),
    ]);
    for (const r of results) expect(r.json().data.is_member).toBe(1);
    expect(await memberCount(pi)).toBe(1);
    await Promise.all(others.map((tk) => get(`/web/circle/user/follow/${pi}`, tk)));
    expect(await memberCount(pi)).toBe(5);

    expect((await get(`/web/circle/${pi}`, me.token)).json().data).toMatchObject({
      is_member: 1,
      member_count: 5,
    });
    expect((await get(`/web/circle/${pi}`)).json().data.is_member).toBe(0);
    const listed = (await get('/web/circle/index', me.token)).json().data.data;
    expect(listed.find((c: { id: number }) => c.id === pi).is_member).toBe(1);
    const info = (await get(`/web/circle/user/info/${pi}`, me.token)).json().data;
    expect(info).toMatchObject({ circle_id: pi, is_member: 1, member_count: 5, my_item_count: 1 });
    expect(info.join_time).toBeGreaterThan(1_600_000_000);

    const leave = () => get(`/web/circle/user/unfollow/${pi}`, me.token, 'PUT');
    const left = await Promise.all([leave(), leave()]);
    for (const r of left) expect(r.json().data).toEqual({ is_member: 0, member_count: 4 });
    expect(await memberCount(pi)).toBe(4);
  });

  it('needs a login and an existing circle', async () => {
    expect((await get(`/web/circle/user/follow/${pi}`, '', 'PUT')).statusCode).toBe(401);
    expect((await get(`/web/circle/user/info/${pi}`)).statusCode).toBe(401);
    expect((await get('/web/circle/user/follow/99999', me.token, 'PUT')).statusCode).toBe(404);
    expect((await get('/web/circle/99999')).statusCode).toBe(404);
  });
});

describe('GET /web/forum/item_count', () => {
  it('counts published items per type, overall and per circle, dynamics excluded', async () => {
    const all = (await get('/web/forum/item_count')).json().data;
    expect(all.total).toBe(3);
    const count = (d: { types: { item_type: number; count: number }[] }, type: number) =>
      d.types.find((x) => x.item_type === type)?.count;
    expect(count(all, ITEM_TYPE.vote)).toBe(1);
    expect(count(all, ITEM_TYPE.question)).toBe(1);
    expect(
      all.types.find((x: { item_type: number }) => x.item_type === ITEM_TYPE.dynamic),
    ).toBeUndefined();
    const inPi = (await get(`/web/forum/item_count?circle_id=${pi}`)).json().data;
    expect(inPi.total).toBe(2);
    expect(
      inPi.types.find((x: { item_type: number }) => x.item_type === ITEM_TYPE.question).label,
    ).toBe('提问帖');
  });
});
