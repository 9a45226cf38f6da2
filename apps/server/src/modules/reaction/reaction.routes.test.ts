import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ITEM_STATUS, MESSAGE_CATEGORY } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { collections, items, messages, thumbs, users } from '../../db/schema';

let t: TestApp;
let author: Awaited<ReturnType<typeof buildUser>>;
let asAlice: ReturnType<typeof callAs>;
let alice: { id: number };
let asAuthor: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  alice = await buildUser(t.db);
  asAlice = callAs(t.app, await loginAs(t.db, alice));
  asAuthor = callAs(t.app, await loginAs(t.db, author));
});
afterAll(() => t.close());

const itemRow = async (id: number) => (await t.db.select().from(items).where(eq(items.id, id)))[0];
const thumbRows = async (id: number) =>
  (await t.db.select({ n: count() }).from(thumbs).where(eq(thumbs.typeId, id)))[0]?.n;
const collectRows = async (id: number) =>
  (await t.db.select({ n: count() }).from(collections).where(eq(collections.sourceId, id)))[0]?.n;
const praise = async () =>
  (await t.db.select().from(users).where(eq(users.id, author.id)))[0]?.praiseCount;
const inbox = (itemId: number, category: number) =>
  t.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.userId, author.id),
        eq(messages.targetId, itemId),
        eq(messages.category, category),
      ),
    );

describe('POST /web/common/thumb', () => {
  it('refuses visitors with 请登录后再试 and validates the type', async () => {
    const visitor = callAs(t.app);
    for (const url of ['/web/common/thumb', '/web/common/collect', '/web/common/report']) {
      const res = await visitor('POST', url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('请登录后再试');
    }
    expect((await visitor('GET', '/web/user/collect')).json().msg).toBe('请登录后再试');
    const bad = await asAlice('POST', '/web/common/thumb', { type: 11, type_id: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('点赞类型不存在');
    // SPEC §9 comment type codes: project pool (6), a missing project.
    const project = await asAlice('POST', '/web/common/thumb', { type: 6, type_id: 99_999_999 });
    expect(project.statusCode).toBe(404);
    expect(project.json().msg).toBe('项目不存在');
    const draft = await buildItem(t.db, { itemStatus: ITEM_STATUS.draft });
    const ofDraft = await asAlice('POST', '/web/common/thumb', { type: 1, type_id: draft.id });
    expect(ofDraft.statusCode).toBe(404);
    expect(ofDraft.json().msg).toBe('帖子不存在');
    expect(await thumbRows(draft.id)).toBe(0);
    const missing = await asAlice('POST', '/web/common/thumb', { type: 1, type_id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('帖子不存在');
  });

  it('toggles liked → unliked → liked, moving thumb_count, praise_count and messaging once', async () => {
    const post = await buildItem(t.db, { author });
    const before = await praise();
    const on = await asAlice('POST', '/web/common/thumb', {
      type: 1,
      type_id: post.id,
      user_id: author.id,
    });
    expect(on.json()).toMatchObject({
      code: 0,
      msg: '点赞成功',
      data: { is_thumb: 1, thumb_count: 1 },
    });
    expect(await praise()).toBe((before ?? 0) + 1);
    const off = await asAlice('POST', '/web/common/thumb', { type: 1, type_id: post.id });
    expect(off.json()).toMatchObject({ msg: '已取消点赞', data: { is_thumb: 0, thumb_count: 0 } });
    expect(await praise()).toBe(before);
    const again = await asAlice('GET', `/web/item/gift_thumb?item_id=${post.id}`);
    expect(again.json().data).toEqual({ is_thumb: 1, thumb_count: 1 });
    // Unlike/relike within MESSAGE_REPEAT_WINDOW_SECONDS notifies once (docs/social.md).
    expect(await inbox(post.id, MESSAGE_CATEGORY.like)).toHaveLength(1);
    const row = await itemRow(post.id);
    expect(row?.hotScore).toBeGreaterThan(post.hotScore);
  });

  it('a like on my own post writes no message', async () => {
    const post = await buildItem(t.db, { author });
    await asAuthor('POST', '/web/common/thumb', { type: 1, type_id: post.id });
    expect(await inbox(post.id, MESSAGE_CATEGORY.like)).toEqual([]);
  });

  it('10 identical concurrent toggles end consistent: counter equals rows', async () => {
    const post = await buildItem(t.db, { author });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        asAlice('POST', '/web/common/thumb', { type: 1, type_id: post.id }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await thumbRows(post.id);
    expect((await itemRow(post.id))?.thumbCount).toBe(rows);
    expect(rows).toBe(0); // an even number of toggles
  });

  it('10 different users liking at once count 10', async () => {
    const post = await buildItem(t.db, { author });
    const tokens = await Promise.all(
      Array.from({ length: 10 }, async () => loginAs(t.db, await buildUser(t.db))),
    );
    await Promise.all(
      tokens.map((token) =>
        callAs(t.app, token)('POST', '/web/common/thumb', { type: 1, type_id: post.id }),
      ),
    );
    expect(await thumbRows(post.id)).toBe(10);
    expect((await itemRow(post.id))?.thumbCount).toBe(10);
  });
});

describe('POST /web/common/collect and GET /web/user/collect', () => {
  it('toggles and lists my collections newest first', async () => {
    const a = await buildItem(t.db, { author });
    const b = await buildItem(t.db, { author });
    const on = await asAlice('POST', '/web/common/collect', { source_id: a.id, source_type: 1 });
    expect(on.json()).toMatchObject({ msg: '收藏成功', data: { is_collect: 1, collect_count: 1 } });
    await asAlice('POST', '/web/common/collect', { source_id: b.id, source_type: 1 });
    expect(await inbox(a.id, MESSAGE_CATEGORY.like)).toHaveLength(1);
    const list = (await asAlice('GET', '/web/user/collect?page_size=1')).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(list.paginate).toEqual({ current_page: 1, last_page: 2, total: 2, per_page: 1 });
    const off = await asAlice('POST', '/web/common/collect', { source_id: b.id, source_type: 1 });
    expect(off.json()).toMatchObject({
      msg: '已取消收藏',
      data: { is_collect: 0, collect_count: 0 },
    });
    const after = (await asAlice('GET', '/web/user/collect')).json().data;
    expect(after.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(after.data[0].collect_time).toBeGreaterThan(0);
  });

  it('a missing OfficialArticle (2) is 文章不存在; an unknown type is refused', async () => {
    const res = await asAlice('POST', '/web/common/collect', {
      source_id: 99_999_999,
      source_type: 2,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('文章不存在');
    const bad = await asAlice('POST', '/web/common/collect', { source_id: 1, source_type: 7 });
    expect(bad.json().msg).toContain('收藏类型不存在');
  });

  it('exact under 10 identical toggles and 10 users', async () => {
    const post = await buildItem(t.db, { author });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        asAlice('POST', '/web/common/collect', { source_id: post.id, source_type: 1 }),
      ),
    );
    expect((await itemRow(post.id))?.collectCount).toBe(await collectRows(post.id));
    const tokens = await Promise.all(
      Array.from({ length: 10 }, async () => loginAs(t.db, await buildUser(t.db))),
    );
    await Promise.all(
      tokens.map((token) =>
        callAs(t.app, token)('POST', '/web/common/collect', { source_id: post.id, source_type: 1 }),
      ),
    );
    const rows = await collectRows(post.id);
    expect(rows).toBe(10);
    expect((await itemRow(post.id))?.collectCount).toBe(10);
  });
});

describe('POST /web/common/report', () => {
  it('stores a report once per user and target', async () => {
    const post = await buildItem(t.db, { author });
    const body = { target_type: 1, target_id: post.id, reason: '  广告  ' };
    const first = await asAlice('POST', '/web/common/report', body);
    expect(first.json()).toMatchObject({ code: 0, msg: '举报成功，我们会尽快处理' });
    const second = await asAlice('POST', '/web/common/report', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('你已经举报过了');
  });

  it('validates reason, type and target', async () => {
    const post = await buildItem(t.db, { author });
    const empty = await asAlice('POST', '/web/common/report', {
      target_type: 1,
      target_id: post.id,
      reason: ' ',
    });
    expect(empty.json().msg).toContain('请填写举报理由');
    const long = await asAlice('POST', '/web/common/report', {
      target_type: 1,
      target_id: post.id,
      reason: '长'.repeat(201),
    });
    expect(long.json().msg).toContain('举报理由不能超过200个字');
    const type = await asAlice('POST', '/web/common/report', {
      target_type: 9,
      target_id: 1,
      reason: 'x',
    });
    expect(type.json().msg).toContain('举报类型不存在');
    const missing = await asAlice('POST', '/web/common/report', {
      target_type: 2,
      target_id: 999999,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reports a comment', async () => {
    const post = await buildItem(t.db, { author });
    const c = (
      await asAuthor('POST', '/web/item/comment', { type_id: post.id, content: '评论' })
    ).json().data;
    const res = await asAlice('POST', '/web/common/report', {
      target_type: 2,
      target_id: c.id,
      reason: '辱骂',
    });
    expect(res.json().code).toBe(0);
  });
});
