import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  type AdminCircle,
  type AdminPost,
  type AdminTag,
  type Paginate,
  type StaffAuditEntry,
} from '@xinke/shared';
import type { LightMyRequestResponse } from 'fastify';
import { fieldMessage } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildTag,
  buildUser,
  joinCircle,
  loginAs,
} from '../../../../test/factories';
import { circleMembers, circles, itemTags, items, messages, tags, users } from '../../../db/schema';

/*
 * The console's circles, tags and posts (docs/admin-community.md): who may do what, the
 * rules of each write, the counters kept with their rows (the test app's close() checks
 * them all), the author told, and one audit row per write.
 */

let t: TestApp;
let adminToken: string;
let moderatorToken: string;
let memberToken: string;
let adminId: number;

interface PageOf<T> {
  data: T[];
  paginate: Paginate;
}

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
}

/** The message a refusal shows: a 422's field message, else the envelope's msg. */
const said = (res: LightMyRequestResponse) =>
  res.statusCode === 422 ? fieldMessage(res) : res.json<{ msg: string }>().msg;

async function ok<T>(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

async function logRows(target: string) {
  const page = await ok<PageOf<StaffAuditEntry>>(
    'GET',
    `/web/admin/audit_log?target=${encodeURIComponent(target)}`,
    adminToken,
  );
  return page.data;
}

const circleInput = (over: object = {}) => ({
  name: '新能源汽车',
  description: '电车改装与评测',
  image_url: '/uploads/items/icon.webp',
  circle_tag: '汽车',
  sort: 5,
  allow_post: 1,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.db, { role: 'admin', nickname: '圈子管理员' });
  adminId = admin.id;
  adminToken = await loginAs(t.db, admin);
  moderatorToken = await loginAs(t.db, await buildUser(t.db, { role: 'moderator' }));
  memberToken = await loginAs(t.db, await buildUser(t.db));
});

afterAll(async () => {
  await t.close();
});

describe('circles (admins)', () => {
  it('creates, lists, edits and refuses a taken name, with one audit row per write', async () => {
    const created = await ok<AdminCircle>('POST', '/web/admin/circles', adminToken, circleInput());
    expect(created).toMatchObject({ name: '新能源汽车', sort: 5, allow_post: 1, member_count: 0 });

    const dup = await call('POST', '/web/admin/circles', adminToken, circleInput());
    expect(dup.statusCode).toBe(422);
    expect(said(dup)).toBe(MSG.circleNameTaken);

    const blank = await call('POST', '/web/admin/circles', adminToken, circleInput({ name: ' ' }));
    expect(said(blank)).toBe(MSG.circleNameRequired);
    const foreign = await call(
      'POST',
      '/web/admin/circles',
      adminToken,
      circleInput({ name: '外链图标', image_url: 'http://evil.example/x.png' }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(said(foreign)).toBe(MSG.imageSourceNotAllowed);

    // A member joins and posts: an edit leaves both counters alone.
    const member = await buildUser(t.db);
    await joinCircle(t.db, created.id, member.id);
    const circleRow = (await t.db.select().from(circles).where(eq(circles.id, created.id)))[0]!;
    await buildItem(t.db, { author: member, circle: circleRow });
    const edited = await ok<AdminCircle>(
      'POST',
      `/web/admin/circles/${created.id}`,
      adminToken,
      circleInput({ name: '电动汽车', sort: 9 }),
    );
    expect(edited).toMatchObject({ name: '电动汽车', sort: 9, member_count: 1, item_count: 1 });

    const list = await ok<PageOf<AdminCircle>>(
      'GET',
      '/web/admin/circles?keyword=电动&sort=member_count&order=desc',
      adminToken,
    );
    expect(list.data.map((c) => c.name)).toEqual(['电动汽车']);
    // The public directory finds it by its new name (the search vector followed the edit).
    const found = await ok<PageOf<{ name: string }>>(
      'GET',
      `/web/circle/index?keyword=${encodeURIComponent('电动汽车')}`,
      memberToken,
    );
    expect(found.data.map((c) => c.name)).toContain('电动汽车');

    const rows = await logRows(`circle:${created.id}`);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      [STAFF_ACTION.circleUpdate, { name: '新能源汽车', sort: 5 }, { name: '电动汽车', sort: 9 }],
      [STAFF_ACTION.circleCreate, null, expect.objectContaining({ name: '新能源汽车' })],
    ]);
    expect(rows[0]?.actor?.id).toBe(adminId);
  });

  it('a closed circle refuses new posts with a clear message; its posts may still be edited', async () => {
    const author = await buildUser(t.db);
    const token = await loginAs(t.db, author);
    const tag = await buildTag(t.db);
    const open = await ok<AdminCircle>(
      'POST',
      '/web/admin/circles',
      adminToken,
      circleInput({ name: '将关闭的圈子' }),
    );
    const post = await ok<{ id: number }>('POST', '/web/item/post', token, {
      title: '关闭之前发的帖子',
      body: '<p>正文内容</p>',
      tag: [tag.id],
      circle_id: open.id,
    });
    await ok('POST', `/web/admin/circles/${open.id}`, adminToken, {
      ...circleInput({ name: '将关闭的圈子' }),
      allow_post: 0,
    });
    const shown = await ok<{ allow_post: number }>('GET', `/web/circle/${open.id}`, token);
    expect(shown.allow_post).toBe(0);

    const refused = await call('POST', '/web/item/post', token, {
      title: '关闭之后再发帖子',
      body: '<p>正文内容</p>',
      tag: [tag.id],
      circle_id: open.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(said(refused)).toBe(MSG.circleClosed);

    const edit = await call('POST', `/web/item/update/${post.id}`, token, {
      title: '关闭之前发的帖子（修改）',
      body: '<p>正文内容改了</p>',
      tag: [tag.id],
      circle_id: open.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('deletes only a circle no post points at; members go with it', async () => {
    const empty = await ok<AdminCircle>(
      'POST',
      '/web/admin/circles',
      adminToken,
      circleInput({ name: '空圈子' }),
    );
    const joiner = await buildUser(t.db);
    await joinCircle(t.db, empty.id, joiner.id);
    await ok('POST', `/web/admin/circles/${empty.id}/delete`, adminToken);
    expect(await t.db.select().from(circles).where(eq(circles.id, empty.id))).toEqual([]);
    expect(
      await t.db.select().from(circleMembers).where(eq(circleMembers.circleId, empty.id)),
    ).toEqual([]);
    expect((await logRows(`circle:${empty.id}`)).map((r) => r.action)).toEqual([
      STAFF_ACTION.circleDelete,
      STAFF_ACTION.circleCreate,
    ]);

    const used = await buildCircle(t.db);
    await buildItem(t.db, { circle: used, itemStatus: ITEM_STATUS.draft });
    const refused = await call('POST', `/web/admin/circles/${used.id}/delete`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(said(refused)).toBe(MSG.circleNotEmpty);
    expect(await logRows(`circle:${used.id}`)).toEqual([]);
  });

  it('is for admins only: moderators and members get 403, visitors 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/web/admin/circles'],
      ['POST', '/web/admin/circles', circleInput({ name: '不该出现' })],
      ['GET', '/web/admin/tags'],
      ['POST', '/web/admin/tags', { name: '不该有', slug: 'nope' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      const mod = await call(method, url, moderatorToken, body);
      expect(mod.statusCode).toBe(403);
      expect(said(mod)).toBe(MSG.adminOnly);
      expect((await call(method, url, memberToken, body)).statusCode).toBe(403);
    }
  });
});

describe('tags (admins)', () => {
  it('creates with unique name and slug, renames, and deletes off every post at once', async () => {
    const tag = await ok<AdminTag>('POST', '/web/admin/tags', adminToken, {
      name: '焊接',
      slug: 'solder',
    });
    expect(tag).toMatchObject({ flag: 1, sort: 0, item_count: 0 });
    const sameName = await call('POST', '/web/admin/tags', adminToken, {
      name: '焊接',
      slug: 'solder-2',
    });
    expect(said(sameName)).toBe(MSG.tagNameTaken);
    const sameSlug = await call('POST', '/web/admin/tags', adminToken, {
      name: '焊接技巧',
      slug: 'solder',
    });
    expect(said(sameSlug)).toBe(MSG.tagSlugTaken);
    const badSlug = await call('POST', '/web/admin/tags', adminToken, {
      name: '焊接技巧',
      slug: 'Bad Slug',
    });
    expect(said(badSlug)).toBe(MSG.tagSlugInvalid);

    const tagged = await buildItem(t.db, { tagList: [await tagRow(tag.id)] });
    const renamed = await ok<AdminTag>('POST', `/web/admin/tags/${tag.id}`, adminToken, {
      name: '焊接与返修',
      slug: 'solder',
      flag: 0,
    });
    expect(renamed).toMatchObject({ name: '焊接与返修', flag: 0, item_count: 1 });
    const listed = await ok<PageOf<AdminTag>>(
      'GET',
      '/web/admin/tags?keyword=solder&sort=item_count',
      adminToken,
    );
    expect(listed.data.map((r) => r.name)).toEqual(['焊接与返修']);

    const removed = await ok<{ removed_from: number }>(
      'POST',
      `/web/admin/tags/${tag.id}/delete`,
      adminToken,
    );
    expect(removed.removed_from).toBe(1);
    expect(await t.db.select().from(itemTags).where(eq(itemTags.itemId, tagged.id))).toEqual([]);
    expect((await logRows(`tag:${tag.id}`)).map((r) => [r.action, r.details])).toEqual([
      [STAFF_ACTION.tagDelete, { removed_from: 1 }],
      [STAFF_ACTION.tagUpdate, {}],
      [STAFF_ACTION.tagCreate, {}],
    ]);
    const gone = await call('POST', `/web/admin/tags/${tag.id}`, adminToken, {
      name: '焊接',
      slug: 'solder',
    });
    expect(gone.statusCode).toBe(404);
  });
});

async function tagRow(id: number) {
  return (await t.db.select().from(tags).where(eq(tags.id, id)))[0]!;
}

describe('posts (moderators and admins)', () => {
  const counts = async (userId: number, circleId: number) => ({
    user: (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.itemCount,
    circle: (await t.db.select().from(circles).where(eq(circles.id, circleId)))[0]?.itemCount,
  });
  const systemMessages = async (userId: number, itemId: number) =>
    (
      await t.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.targetId, itemId),
            eq(messages.category, MESSAGE_CATEGORY.system),
          ),
        )
    ).map((m) => m.title);

  it('pins and recommends a published post; the featured 精选 tab lists recommended posts', async () => {
    const circle = await buildCircle(t.db);
    const post = await buildItem(t.db, { circle, title: '值得推荐的装机帖' });
    const pinned = await ok<AdminPost>('POST', `/web/admin/posts/${post.id}/flag`, moderatorToken, {
      flag: 'is_top',
      value: 1,
    });
    expect(pinned.is_top).toBe(1);
    const again = await call('POST', `/web/admin/posts/${post.id}/flag`, moderatorToken, {
      flag: 'is_top',
      value: 1,
    });
    expect(said(again)).toBe(MSG.postFlagUnchanged);

    const featured = async () =>
      (
        await ok<PageOf<{ id: number }>>(
          'GET',
          '/web/forum/list?tag=recommend&page=1&page_size=50',
          memberToken,
        )
      ).data.map((r) => r.id);
    expect(await featured()).not.toContain(post.id);
    await ok('POST', `/web/admin/posts/${post.id}/flag`, moderatorToken, {
      flag: 'is_recommend',
      value: 1,
    });
    expect(await featured()).toContain(post.id);
    await ok('POST', `/web/admin/posts/${post.id}/flag`, moderatorToken, {
      flag: 'is_recommend',
      value: 0,
    });
    expect(await featured()).not.toContain(post.id);

    const held = await buildItem(t.db, { itemStatus: ITEM_STATUS.reviewing });
    const refused = await call('POST', `/web/admin/posts/${held.id}/flag`, moderatorToken, {
      flag: 'is_recommend',
      value: 1,
    });
    expect(said(refused)).toBe(MSG.postFlagNotPublished);

    expect((await logRows(`item:${post.id}`)).map((r) => r.action)).toEqual([
      STAFF_ACTION.itemUnrecommend,
      STAFF_ACTION.itemRecommend,
      STAFF_ACTION.itemPin,
    ]);
  });

  it('moves a post to another circle: both circles count it right and the author is told', async () => {
    const author = await buildUser(t.db);
    const from = await buildCircle(t.db);
    const to = await buildCircle(t.db, { allowPost: 0 });
    const post = await buildItem(t.db, { author, circle: from });
    const moved = await ok<AdminPost>('POST', `/web/admin/posts/${post.id}/move`, moderatorToken, {
      circle_id: to.id,
      reason: '更适合该圈子',
    });
    expect(moved.circle).toEqual({ id: to.id, name: to.name });
    expect((await counts(author.id, from.id)).circle).toBe(0);
    expect((await counts(author.id, to.id)).circle).toBe(1);
    expect(await systemMessages(author.id, post.id)).toEqual(['帖子已移动']);
    const same = await call('POST', `/web/admin/posts/${post.id}/move`, moderatorToken, {
      circle_id: to.id,
    });
    expect(said(same)).toBe(MSG.postMoveSameCircle);
  });

  it('deletes with a reason and restores as it was; the author cannot resubmit meanwhile', async () => {
    const author = await buildUser(t.db);
    const authorToken = await loginAs(t.db, author);
    const circle = await buildCircle(t.db);
    const tag = await buildTag(t.db);
    const post = await buildItem(t.db, { author, circle, tagList: [tag] });
    expect(await counts(author.id, circle.id)).toEqual({ user: 1, circle: 1 });

    const noReason = await call('POST', `/web/admin/posts/${post.id}/remove`, moderatorToken, {
      reason: ' ',
    });
    expect(said(noReason)).toBe(MSG.staffReasonRequired);

    const removed = await ok<AdminPost>(
      'POST',
      `/web/admin/posts/${post.id}/remove`,
      moderatorToken,
      { reason: '广告引流' },
    );
    expect(removed).toMatchObject({
      removed: true,
      remove_reason: '广告引流',
      item_status: ITEM_STATUS.rejected,
    });
    expect(await counts(author.id, circle.id)).toEqual({ user: 0, circle: 0 });
    const detail = await call('GET', `/web/forum/detail/${post.id}`, memberToken);
    expect(detail.statusCode).not.toBe(200);

    const resubmit = await call('POST', `/web/item/update/${post.id}`, authorToken, {
      title: '我改一下再发出来',
      body: '<p>正文内容</p>',
      tag: [tag.id],
      circle_id: circle.id,
    });
    expect(resubmit.statusCode).toBe(403);
    expect(said(resubmit)).toBe(MSG.itemRemovedByStaff);
    const overturn = await call('POST', `/web/item/review/${post.id}`, moderatorToken, {
      action: 'publish',
      reason: '',
    });
    expect(said(overturn)).toBe(MSG.itemRemovedByStaff);

    const removedList = await ok<PageOf<AdminPost>>(
      'GET',
      `/web/admin/posts?status=removed&author_id=${author.id}`,
      moderatorToken,
    );
    expect(removedList.data.map((p) => p.id)).toEqual([post.id]);

    const restored = await ok<AdminPost>(
      'POST',
      `/web/admin/posts/${post.id}/restore`,
      adminToken,
      { reason: '误删' },
    );
    expect(restored).toMatchObject({ removed: false, item_status: ITEM_STATUS.published });
    expect((await t.db.select().from(items).where(eq(items.id, post.id)))[0]?.rejectReason).toBe(
      '',
    );
    expect(await counts(author.id, circle.id)).toEqual({ user: 1, circle: 1 });
    expect(await systemMessages(author.id, post.id)).toEqual(
      expect.arrayContaining(['帖子已被删除', '帖子已恢复']),
    );
    const twice = await call('POST', `/web/admin/posts/${post.id}/restore`, adminToken, {
      reason: '再恢复',
    });
    expect(said(twice)).toBe(MSG.postNotRemoved);

    const log = await logRows(`item:${post.id}`);
    expect(log.map((r) => [r.action, r.reason])).toEqual([
      [STAFF_ACTION.itemRestore, '误删'],
      [STAFF_ACTION.itemRemove, '广告引流'],
    ]);
  });

  it('lists without drafts, filtered and sorted; members are refused', async () => {
    const author = await buildUser(t.db, { nickname: '列表作者' });
    const circle = await buildCircle(t.db);
    await buildItem(t.db, { author, circle, title: '示波器入门', thumbCount: 0 });
    await buildItem(t.db, { author, circle, title: '示波器进阶' });
    await buildItem(t.db, { author, circle, title: '示波器草稿', itemStatus: ITEM_STATUS.draft });
    const page = await ok<PageOf<AdminPost>>(
      'GET',
      `/web/admin/posts?keyword=示波器&circle_id=${circle.id}&status=published&sort=create_time&order=asc`,
      moderatorToken,
    );
    expect(page.data.map((p) => p.title)).toEqual(['示波器进阶', '示波器入门']);
    expect(page.data[0]?.author.nickname).toBe('列表作者');
    const bad = await call('GET', '/web/admin/posts?status=nope', moderatorToken);
    expect(said(bad)).toBe(MSG.adminPostStatusInvalid);
    expect((await call('GET', '/web/admin/posts', memberToken)).statusCode).toBe(403);
    expect((await call('GET', '/web/admin/posts')).statusCode).toBe(401);
  });
});
