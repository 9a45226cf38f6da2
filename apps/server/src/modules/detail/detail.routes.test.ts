import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ITEM_STATUS, ITEM_TYPE, type PostDetail } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildTag,
  buildUser,
  callAs,
  loginAs,
} from '../../../test/factories';
import { items, voteOptions, voteSubjects } from '../../db/schema';
import { hotScore } from '../forum/hot-score';

let t: TestApp;
let author: Awaited<ReturnType<typeof buildUser>>;
let asAuthor: ReturnType<typeof callAs>;
let asAlice: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db, { userSign: '爱折腾', xUp: 1 });
  asAuthor = callAs(t.app, await loginAs(t.db, author));
  asAlice = callAs(t.app, await loginAs(t.db, await buildUser(t.db)));
  visitor = callAs(t.app);
});
afterAll(() => t.close());

describe('GET /web/forum/detail/:id', () => {
  it('shows a published post with circle, tags, author card and my flags', async () => {
    const circle = await buildCircle(t.db, { name: '单片机' });
    const tag = await buildTag(t.db, { name: 'ESP32' });
    const post = await buildItem(t.db, { author, circle, tagList: [tag], body: '<p>正文</p>' });
    const anon = await visitor('GET', `/web/forum/detail/${post.id}`);
    expect(anon.statusCode).toBe(200);
    const d = anon.json().data as PostDetail;
    expect(d).toMatchObject({
      id: post.id,
      body: '<p>正文</p>',
      item_status: ITEM_STATUS.published,
      circle: { id: circle.id, name: '单片机' },
      tags: [{ id: tag.id, name: 'ESP32' }],
      author: { id: author.id, user_sign: '爱折腾', x_up: 1, follow_flag: 0 },
      is_thumb: 0,
      is_collect: 0,
      allow_comment: 1,
      is_mine: 0,
      vote: null,
    });
    await asAlice('POST', '/web/common/thumb', { type: 1, type_id: post.id });
    await asAlice('POST', '/web/common/collect', { source_id: post.id, source_type: 1 });
    const mine = (await asAlice('GET', `/web/forum/detail/${post.id}`)).json().data;
    expect(mine).toMatchObject({ is_thumb: 1, is_collect: 1, thumb_count: 1, collect_count: 1 });
    const own = (await asAuthor('GET', `/web/forum/detail/${post.id}`)).json().data;
    expect(own.author.follow_flag).toBe(-1);
    expect(own.is_mine).toBe(1);
    // Alice's flags are hers: neither the author nor a visitor sees them as their own.
    expect(own).toMatchObject({ is_thumb: 0, is_collect: 0, thumb_count: 1, collect_count: 1 });
    const anonAfter = (await visitor('GET', `/web/forum/detail/${post.id}`)).json().data;
    expect(anonAfter).toMatchObject({ is_thumb: 0, is_collect: 0, is_mine: 0, thumb_count: 1 });
  });

  it('tells the viewer their follow status of the author and the author’s fan count', async () => {
    const writer = await buildUser(t.db);
    const asWriter = callAs(t.app, await loginAs(t.db, writer));
    const reader = await buildUser(t.db);
    const asReader = callAs(t.app, await loginAs(t.db, reader));
    const post = await buildItem(t.db, { author: writer });
    const authorOf = async (as: ReturnType<typeof callAs>) =>
      ((await as('GET', `/web/forum/detail/${post.id}`)).json().data as PostDetail).author;
    expect(await authorOf(asReader)).toMatchObject({ follow_flag: 0, fan_count: 0 });
    // SPEC §4: follow_status is the state before the click, 1 = not followed yet.
    await asReader('POST', '/web/user/follow', { follow_id: writer.id, follow_status: 1 });
    expect(await authorOf(asReader)).toMatchObject({ follow_flag: 1, fan_count: 1 });
    await asWriter('POST', '/web/user/follow', { follow_id: reader.id, follow_status: 1 });
    expect(await authorOf(asReader)).toMatchObject({ follow_flag: 2, fan_count: 1 });
    expect(await authorOf(visitor)).toMatchObject({ follow_flag: 0, fan_count: 1 });
    expect((await authorOf(asWriter)).follow_flag).toBe(-1);
    await asReader('POST', '/web/user/follow', { follow_id: writer.id, follow_status: 0 });
    expect(await authorOf(asReader)).toMatchObject({ follow_flag: 0, fan_count: 0 });
  });

  it('hides others’ unpublished posts but shows my own in any status', async () => {
    for (const status of [
      ITEM_STATUS.unverified,
      ITEM_STATUS.reviewing,
      ITEM_STATUS.rejected,
      ITEM_STATUS.draft,
    ]) {
      const post = await buildItem(t.db, { author, itemStatus: status, rejectReason: '不合规' });
      expect((await visitor('GET', `/web/forum/detail/${post.id}`)).statusCode).toBe(404);
      const other = await asAlice('GET', `/web/forum/detail/${post.id}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().msg).toBe('帖子不存在');
      const own = await asAuthor('GET', `/web/forum/detail/${post.id}`);
      expect(own.json().data).toMatchObject({ item_status: status, reject_reason: '不合规' });
    }
    expect((await visitor('GET', '/web/forum/detail/abc')).statusCode).toBe(422);
  });

  it('counts views in a buffer and writes them on flush', async () => {
    const post = await buildItem(t.db, { author });
    for (let i = 0; i < 5; i++) await visitor('GET', `/web/forum/detail/${post.id}`);
    const before = (await t.db.select().from(items).where(eq(items.id, post.id)))[0];
    expect(before?.visitCount).toBe(0);
    await t.app.visitCounter.flush();
    const after = (await t.db.select().from(items).where(eq(items.id, post.id)))[0];
    expect(after?.visitCount).toBe(5);
    expect(after?.hotScore).toBeCloseTo(hotScore({ ...after!, visitCount: 5 }), 9);
    // A reader sees them at once; a visitor up to the public cache's TTL later
    // (public-cache.test.ts).
    const shown = (await asAlice('GET', `/web/forum/detail/${post.id}`)).json().data;
    expect(shown.visit_count).toBe(5);
  });
});

describe('vote block', () => {
  it('a 投票帖 carries its vote block', async () => {
    const post = await buildItem(t.db, { author, itemType: ITEM_TYPE.vote });
    const [subject] = await t.db
      .insert(voteSubjects)
      .values({
        itemId: post.id,
        subject: '选哪块板子',
        expireTime: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await t.db.insert(voteOptions).values([
      { subjectId: subject!.id, text: 'ESP32' },
      { subjectId: subject!.id, text: 'RP2040' },
    ]);
    const d = (await visitor('GET', `/web/forum/detail/${post.id}`)).json().data as PostDetail;
    expect(d.vote?.item_id).toBe(post.id);
    expect(d.vote?.subjects[0]?.options).toHaveLength(2);
  });
});

describe('GET /web/forum/cause/:id', () => {
  it('lists newest published posts of the same circle, not the post itself', async () => {
    const circle = await buildCircle(t.db);
    const post = await buildItem(t.db, { author, circle });
    const a = await buildItem(t.db, { circle, createTime: new Date(Date.now() - 1000) });
    await buildItem(t.db, { circle, itemStatus: ITEM_STATUS.draft });
    const res = (await visitor('GET', `/web/forum/cause/${post.id}`)).json().data;
    expect(res.map((c: { id: number }) => c.id)).toEqual([a.id]);
  });

  it('falls back to the first tag when the post has no circle', async () => {
    const tag = await buildTag(t.db);
    const post = await buildItem(t.db, { author, tagList: [tag] });
    const b = await buildItem(t.db, { tagList: [tag] });
    const res = (await visitor('GET', `/web/forum/cause/${post.id}`)).json().data;
    expect(res.map((c: { id: number }) => c.id)).toEqual([b.id]);
    const lonely = await buildItem(t.db, { author });
    expect((await visitor('GET', `/web/forum/cause/${lonely.id}`)).json().data).toEqual([]);
  });
});
