import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { buildItem, buildUser, loginAs } from '../../../test/factories';

let t: TestApp;
let me = '';
let bob = '';
const ids: Record<string, number> = {};
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const meUser = await buildUser(t.db);
  me = await loginAs(t.db, meUser);
  const bobUser = await buildUser(t.db);
  bob = await loginAs(t.db, bobUser);
  const project = (minutes: number, itemStatus: number = ITEM_STATUS.published) =>
    buildItem(t.db, {
      author: meUser,
      itemType: ITEM_TYPE.project,
      itemStatus,
      createTime: ago(minutes),
    });
  ids.published = (await project(60)).id;
  ids.reviewing = (await project(50, ITEM_STATUS.reviewing)).id;
  ids.rejected = (await project(40, ITEM_STATUS.rejected)).id;
  ids.unverified = (await project(30, ITEM_STATUS.unverified)).id;
  ids.draft = (await project(20, ITEM_STATUS.draft)).id;
  ids.older = (await project(70)).id;
  ids.general = (await buildItem(t.db, { author: meUser, createTime: ago(10) })).id;
  ids.vote = (await buildItem(t.db, { author: meUser, itemType: ITEM_TYPE.vote })).id;
  ids.dynamic = (await buildItem(t.db, { author: meUser, itemType: ITEM_TYPE.dynamic })).id;
  ids.bobs = (await buildItem(t.db, { author: bobUser, itemType: ITEM_TYPE.project })).id;
});
afterAll(() => t.close());

const get = (qs: string, token = me) =>
  t.app.inject({ url: `/web/user/item?${qs}`, headers: token ? { authorization: token } : {} });
type Row = { id: number; item_status: number; item_type: number };
const list = async (qs: string, token = me) => {
  const res = await get(qs, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Row[]; paginate: { total: number; last_page: number } };
};

describe('GET /web/user/item', () => {
  it('visitors are refused (401)', async () => {
    expect((await get(`item_type=${ITEM_TYPE.project}`, '')).statusCode).toBe(401);
  });

  it('my projects in every status, drafts too, newest first, 5 a page', async () => {
    const first = await list(`item_type=${ITEM_TYPE.project}`);
    expect(first.data.map((r) => r.id)).toEqual([
      ids.draft,
      ids.unverified,
      ids.rejected,
      ids.reviewing,
      ids.published,
    ]);
    expect(first.data.map((r) => r.item_status)).toEqual([
      ITEM_STATUS.draft,
      ITEM_STATUS.unverified,
      ITEM_STATUS.rejected,
      ITEM_STATUS.reviewing,
      ITEM_STATUS.published,
    ]);
    expect(first.paginate).toMatchObject({ total: 6, last_page: 2, per_page: 5 });
    const second = await list(`item_type=${ITEM_TYPE.project}&page=2`);
    expect(second.data.map((r) => r.id)).toEqual([ids.older]);
  });

  it('without item_type: every post type but votes and dynamics', async () => {
    const all = await list('page_size=50');
    const shown = all.data.map((r) => r.id);
    expect(shown).toContain(ids.general);
    expect(shown).toContain(ids.draft);
    expect(shown).not.toContain(ids.vote);
    expect(shown).not.toContain(ids.dynamic);
    expect(all.paginate.total).toBe(7);
  });

  it('another member gets their own items, never my drafts', async () => {
    const bobs = await list(`item_type=${ITEM_TYPE.project}`, bob);
    expect(bobs.data.map((r) => r.id)).toEqual([ids.bobs]);
    // No user_id to ask for someone else's: it is not part of the contract.
    const asking = await list(`item_type=${ITEM_TYPE.project}&user_id=1`, bob);
    expect(asking.data.map((r) => r.id)).toEqual([ids.bobs]);
  });

  it('an unknown item_type is a 422 with the reason', async () => {
    const res = await get('item_type=abc');
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(MSG.itemTypeInvalid);
  });
});
