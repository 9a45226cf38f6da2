import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECT_SOURCE_TYPE,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  INVOLVEMENT,
  ITEM_STATUS,
  ITEM_TYPE,
  MSG,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { buildItem, buildUser, loginAs } from '../../../test/factories';
import { blacks, collections, comments, replies, thumbs } from '../../db/schema';
import { recountCounters } from '../../db/consistency';

let t: TestApp;
let me = '';
let bob = '';
const ids: Record<string, number> = {};
/** Minutes ago: the later an interaction, the smaller. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const meUser = await buildUser(t.db);
  me = await loginAs(t.db, meUser);
  const bobUser = await buildUser(t.db);
  bob = await loginAs(t.db, bobUser);
  const alice = await buildUser(t.db);
  const carol = await buildUser(t.db);
  const project = (o: Parameters<typeof buildItem>[1]) =>
    buildItem(t.db, { itemType: ITEM_TYPE.project, ...o });
  ids.commented = (await project({ author: alice })).id;
  ids.liked = (await project({ author: bobUser })).id;
  ids.replied = (await project({ author: alice })).id;
  ids.reviewing = (await project({ author: alice, itemStatus: ITEM_STATUS.reviewing })).id;
  ids.mine = (await project({ author: meUser })).id;
  ids.general = (await buildItem(t.db, { author: alice, itemType: ITEM_TYPE.general })).id;
  ids.blocked = (await project({ author: carol })).id;
  ids.held = (await project({ author: alice })).id;
  ids.bobsOnly = (await project({ author: alice })).id;

  const comment = (
    itemId: number,
    minutes: number,
    userId = meUser.id,
    status: number = COMMENT_STATUS.visible,
  ) =>
    t.db
      .insert(comments)
      .values({
        type: COMMENT_TYPE.post,
        typeId: itemId,
        userId,
        content: '好项目',
        status,
        createTime: ago(minutes),
      })
      .returning();
  const [onCommented] = await comment(ids.commented, 50);
  await comment(ids.reviewing, 5); // not published: not listed
  await comment(ids.mine, 4); // my own project: not "taking part"
  await comment(ids.held, 3, meUser.id, COMMENT_STATUS.pending); // held for review
  await comment(ids.bobsOnly, 2, bobUser.id); // bob's, not mine
  await t.db.insert(replies).values({
    commentId: onCommented!.id,
    type: COMMENT_TYPE.post,
    typeId: ids.replied,
    userId: meUser.id,
    content: '同意',
    createTime: ago(30),
  });
  await t.db.insert(thumbs).values([
    { userId: meUser.id, type: COMMENT_TARGET_TYPE.post, typeId: ids.liked, createTime: ago(40) },
    { userId: meUser.id, type: COMMENT_TARGET_TYPE.post, typeId: ids.general, createTime: ago(1) },
  ]);
  await t.db.insert(collections).values([
    // Collected after commenting: the newest involvement of that project.
    {
      userId: meUser.id,
      sourceType: COLLECT_SOURCE_TYPE.item,
      sourceId: ids.commented,
      createTime: ago(10),
    },
    {
      userId: meUser.id,
      sourceType: COLLECT_SOURCE_TYPE.item,
      sourceId: ids.blocked,
      createTime: ago(6),
    },
  ]);
  await t.db.insert(blacks).values({ userId: meUser.id, blackUserId: carol.id });
  // The interactions above are rows written with their times; their counters come from
  // them by the one definition, as the demo seed derives its own.
  await recountCounters(t.db);
});
afterAll(() => t.close());

const get = (qs: string, token = me) =>
  t.app.inject({
    url: `/web/user/involved_items?${qs}`,
    headers: token ? { authorization: token } : {},
  });
type Row = { id: number; involvement: number[]; involved_time: number; author: { id: number } };
const list = async (qs: string, token = me) => {
  const res = await get(qs, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Row[]; paginate: { total: number; last_page: number } };
};

describe('GET /web/user/involved_items', () => {
  it('visitors are refused (401)', async () => {
    const res = await get('item_type=1', '');
    expect(res.statusCode).toBe(401);
  });

  it("others' published projects I commented on, replied under, liked or collected, latest first", async () => {
    const page = await list(`item_type=${ITEM_TYPE.project}`);
    expect(page.data.map((r) => r.id)).toEqual([ids.commented, ids.replied, ids.liked]);
    expect(page.data[0]!.involvement).toEqual([INVOLVEMENT.comment, INVOLVEMENT.collect]);
    expect(page.data[1]!.involvement).toEqual([INVOLVEMENT.comment]);
    expect(page.data[2]!.involvement).toEqual([INVOLVEMENT.thumb]);
    expect(page.data[0]!.involved_time).toBeGreaterThan(page.data[1]!.involved_time);
    expect(page.paginate).toMatchObject({ total: 3, last_page: 1, per_page: 5 });
  });

  it('leaves out unpublished posts, my own, held comments and people I blocked', async () => {
    const shown = (await list(`item_type=${ITEM_TYPE.project}`)).data.map((r) => r.id);
    for (const hidden of [ids.reviewing, ids.mine, ids.held, ids.blocked, ids.bobsOnly])
      expect(shown).not.toContain(hidden);
  });

  it('item_type filters; without it every type is listed', async () => {
    const all = (await list('')).data.map((r) => r.id);
    expect(all[0]).toBe(ids.general);
    expect(all).toHaveLength(4);
  });

  it('pages by page_size', async () => {
    const first = await list(`item_type=${ITEM_TYPE.project}&page_size=2`);
    expect(first.data.map((r) => r.id)).toEqual([ids.commented, ids.replied]);
    expect(first.paginate).toMatchObject({ total: 3, last_page: 2 });
    const second = await list(`item_type=${ITEM_TYPE.project}&page_size=2&page=2`);
    expect(second.data.map((r) => r.id)).toEqual([ids.liked]);
  });

  it('another member sees their own involvement, never mine', async () => {
    const bobs = await list(`item_type=${ITEM_TYPE.project}`, bob);
    expect(bobs.data.map((r) => r.id)).toEqual([ids.bobsOnly]);
    expect(bobs.data[0]!.involvement).toEqual([INVOLVEMENT.comment]);
  });

  it('an unknown item_type is a 422 with the reason', async () => {
    const res = await get('item_type=42');
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(MSG.itemTypeInvalid);
  });
});
