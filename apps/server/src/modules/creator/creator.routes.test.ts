import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { COMMENT_STATUS, COMMENT_TYPE, MSG, SPEC_STATUS, type Comment } from '@xinke/shared';
import type { SpecDetail } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { findCounterDrift } from '../../db/consistency';
import { comments, messages, users } from '../../db/schema';

/*
 * A creator's specs (docs/creator.md): only creative masters write them, each acts only on
 * their own, readers see only published ones, and comments and likes go through the one
 * content-target registry (comment type 8).
 */

const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let t: TestApp;
let creator: ReturnType<typeof callAs>;
let rival: ReturnType<typeof callAs>;
let member: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let creatorId = 0;
let memberId = 0;

type Res = { statusCode: number; json: <U>() => U };
const body = <T>(res: Res) => res.json<{ code: number; msg: string; data: T }>();

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

/** The status and message of a refusal. */
async function refusal(res: Promise<Res>) {
  const r = await res;
  return [r.statusCode, body(r).msg] as const;
}

const spec = {
  title: 'ESP32-S3 桌面气象站',
  cover: '',
  summary: '',
  content: '<p>温湿度、气压与空气质量，<b>墨水屏</b>显示。</p><script>alert(1)</script>',
  publish: 1,
};

/** A spec by `who` (default the creator); the write window moves on so limits never bite. */
async function write(extra: Record<string, unknown> = {}, who = creator): Promise<SpecDetail> {
  clock.advance(60_000);
  return ok<SpecDetail>(who('POST', '/web/creator/create', { ...spec, ...extra }));
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const c = await buildUser(t.db, { xUp: 1, createTime: year });
  const r = await buildUser(t.db, { xUp: 1, createTime: year });
  const m = await buildUser(t.db, { createTime: year });
  creatorId = c.id;
  memberId = m.id;
  creator = callAs(t.app, await loginAs(t.db, c));
  rival = callAs(t.app, await loginAs(t.db, r));
  member = callAs(t.app, await loginAs(t.db, m));
  visitor = callAs(t.app);
}, 120_000);

afterAll(async () => {
  expect(await findCounterDrift(t.db)).toEqual([]);
  await t.close();
});

describe('writing specs', () => {
  it('a creative master creates one: sanitized, summarised, published', async () => {
    const s = await write();
    expect(s).toMatchObject({
      title: spec.title,
      status: SPEC_STATUS.published,
      price: 0,
      is_mine: 1,
      creator: { id: creatorId, x_up: 1 },
      comment_count: 0,
    });
    expect(s.content).not.toContain('script');
    expect(s.summary).toBe('温湿度、气压与空气质量，墨水屏显示。');
    const draft = await write({ publish: 0, summary: '自己写的摘要' });
    expect(draft).toMatchObject({ status: SPEC_STATUS.draft, summary: '自己写的摘要' });
  });

  it('a member who is not a creative master is refused; a visitor must log in', async () => {
    expect(await refusal(member('POST', '/web/creator/create', spec))).toEqual([
      403,
      MSG.creatorOnly,
    ]);
    expect((await visitor('POST', '/web/creator/create', spec)).statusCode).toBe(401);
    for (const path of ['editor', 'cancel', 'delete', 'set_price'])
      expect((await visitor('POST', `/web/creator/${path}`, { id: 1 })).statusCode).toBe(401);
  });

  it('bad input is told in Chinese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, MSG.specTitleRequired],
      [{ title: '长'.repeat(41) }, MSG.specTitleTooLong],
      [{ cover: 'https://evil.example.com/a.png' }, MSG.specCoverInvalid],
      [{ content: '' }, MSG.specContentRequired],
      [{ publish: 2 }, MSG.specPublishInvalid],
    ];
    for (const [extra, msg] of cases) {
      clock.advance(60_000);
      const [status, text] = await refusal(
        creator('POST', '/web/creator/create', { ...spec, ...extra }),
      );
      expect(status, msg).toBeGreaterThanOrEqual(400);
      // Field errors name the field: `title: 请填写规格书标题`.
      expect(text).toContain(msg);
    }
    // Nothing left once sanitized: no body at all.
    clock.advance(60_000);
    expect(
      await refusal(
        creator('POST', '/web/creator/create', { ...spec, content: '<script>x</script>' }),
      ),
    ).toEqual([400, MSG.specContentRequired]);
    const s = await write();
    for (const price of [-1, 1.5, 100_000_001, '12'])
      expect(
        (await refusal(creator('POST', '/web/creator/set_price', { id: s.id, price })))[1],
      ).toContain(MSG.specPriceInvalid);
  });

  it('the creator edits, prices, cancels and deletes their own', async () => {
    const draft = await write({ publish: 0 });
    clock.advance(60_000);
    const edited = await ok<SpecDetail>(
      creator('POST', '/web/creator/editor', {
        ...spec,
        id: draft.id,
        title: '开源 USB-C PD 诱骗电源',
        publish: 0,
      }),
    );
    expect(edited).toMatchObject({ title: '开源 USB-C PD 诱骗电源', status: SPEC_STATUS.draft });
    const priced = await ok<SpecDetail>(
      creator('POST', '/web/creator/set_price', { id: draft.id, price: 199_900 }),
    );
    expect(priced.price).toBe(199_900);
    // Publishing, then saving with publish 0, keeps it published.
    clock.advance(60_000);
    await ok(creator('POST', '/web/creator/editor', { ...spec, id: draft.id, publish: 1 }));
    clock.advance(60_000);
    const kept = await ok<SpecDetail>(
      creator('POST', '/web/creator/editor', { ...spec, id: draft.id, publish: 0 }),
    );
    expect(kept.status).toBe(SPEC_STATUS.published);
    // A published spec is not deleted: it is cancelled first.
    expect(await refusal(creator('POST', '/web/creator/delete', { id: draft.id }))).toEqual([
      409,
      MSG.specDeletePublished,
    ]);
    const cancelled = await ok<SpecDetail>(
      creator('POST', '/web/creator/cancel', { id: draft.id }),
    );
    expect(cancelled.status).toBe(SPEC_STATUS.cancelled);
    expect(await refusal(creator('POST', '/web/creator/cancel', { id: draft.id }))).toEqual([
      409,
      MSG.specCancelNotPublished,
    ]);
    expect(
      await refusal(creator('POST', '/web/creator/editor', { ...spec, id: draft.id })),
    ).toEqual([409, MSG.specCancelledNotEditable]);
    expect(await ok(creator('POST', '/web/creator/delete', { id: draft.id }))).toBeNull();
    expect(await refusal(creator('POST', '/web/creator/specs_info', { id: draft.id }))).toEqual([
      404,
      MSG.specNotFound,
    ]);
  });

  it("someone else's spec does not exist for writes, creative master or not", async () => {
    const s = await write();
    const d = await write({ publish: 0 });
    for (const who of [rival, member]) {
      for (const id of [s.id, d.id]) {
        const writes = [
          who('POST', '/web/creator/editor', { ...spec, id }),
          who('POST', '/web/creator/cancel', { id }),
          who('POST', '/web/creator/delete', { id }),
          who('POST', '/web/creator/set_price', { id, price: 100 }),
        ];
        for (const res of writes) expect(await refusal(res)).toEqual([404, MSG.specNotFound]);
      }
    }
    const after = await ok<SpecDetail>(creator('POST', '/web/creator/specs_info', { id: s.id }));
    expect(after).toMatchObject({ title: spec.title, status: SPEC_STATUS.published, price: 0 });
  });

  it('a creator whose flag was taken back writes no more, but still winds down their own', async () => {
    const demoted = await buildUser(t.db, {
      xUp: 1,
      createTime: new Date(clock() - 86_400_000 * 9),
    });
    const as = callAs(t.app, await loginAs(t.db, demoted));
    const s = await write({}, as);
    await t.db.update(users).set({ xUp: 0 }).where(eq(users.id, demoted.id));
    clock.advance(60_000);
    expect(await refusal(as('POST', '/web/creator/editor', { ...spec, id: s.id }))).toEqual([
      403,
      MSG.creatorOnly,
    ]);
    await ok(as('POST', '/web/creator/cancel', { id: s.id }));
    await ok(as('POST', '/web/creator/delete', { id: s.id }));
  });
});

describe('reading specs', () => {
  it('a published spec is public; a draft or cancelled one only its creator sees', async () => {
    const pub = await write();
    const seen = await ok<SpecDetail>(visitor('POST', '/web/creator/specs_info', { id: pub.id }));
    expect(seen).toMatchObject({ id: pub.id, is_mine: 0, is_thumb: 0, is_collect: 0 });
    expect(seen.creator.nickname).not.toBe('');
    const draft = await write({ publish: 0 });
    expect(
      (await ok<SpecDetail>(creator('POST', '/web/creator/specs_info', { id: draft.id }))).is_mine,
    ).toBe(1);
    for (const who of [visitor, member, rival])
      expect(await refusal(who('POST', '/web/creator/specs_info', { id: draft.id }))).toEqual([
        404,
        MSG.specNotFound,
      ]);
    await ok(creator('POST', '/web/creator/cancel', { id: pub.id }));
    expect(await refusal(member('POST', '/web/creator/specs_info', { id: pub.id }))).toEqual([
      404,
      MSG.specNotFound,
    ]);
    await ok(creator('POST', '/web/creator/specs_info', { id: pub.id }));
  });
});

describe('comments and likes (comment type 8)', () => {
  it('members comment; the list and the counter agree; the creator hears of it', async () => {
    const s = await write();
    const payload = { type: COMMENT_TYPE.spec, type_id: s.id, content: '墨水屏用几寸的？' };
    expect((await visitor('POST', '/web/common/comment', payload)).statusCode).toBe(401);
    const a = await ok<Comment>(member('POST', '/web/common/comment', payload));
    clock.advance(10_000);
    const b = await ok<Comment>(
      rival('POST', '/web/common/comment', { ...payload, content: '支持' }),
    );
    const page = await ok<{ data: Comment[] }>(
      visitor('GET', `/web/creator/specs/comment/${s.id}`),
    );
    expect(page.data.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const common = await ok<{ data: Comment[] }>(
      visitor('GET', `/web/common/comment?type=${COMMENT_TYPE.spec}&id=${s.id}`),
    );
    expect(common.data.map((c) => c.id)).toEqual(page.data.map((c) => c.id));
    const [rows] = await t.db
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.type, COMMENT_TYPE.spec),
          eq(comments.typeId, s.id),
          eq(comments.status, COMMENT_STATUS.visible),
        ),
      );
    const info = await ok<SpecDetail>(visitor('POST', '/web/creator/specs_info', { id: s.id }));
    expect(info.comment_count).toBe(rows?.n);
    expect(info.comment_count).toBe(2);
    const told = await t.db.select().from(messages).where(eq(messages.userId, creatorId));
    expect(told.some((m) => m.title === `评论了你的规格书《${s.title}》`)).toBe(true);
    // A spec with comments is kept, even once cancelled.
    await ok(creator('POST', '/web/creator/cancel', { id: s.id }));
    expect(await refusal(creator('POST', '/web/creator/delete', { id: s.id }))).toEqual([
      409,
      MSG.specDeleteHasComments,
    ]);
    // Cancelled: no new comments, and its comments are its creator's to read.
    clock.advance(10_000);
    expect(await refusal(member('POST', '/web/common/comment', payload))).toEqual([
      404,
      MSG.specNotFound,
    ]);
    expect((await visitor('GET', `/web/creator/specs/comment/${s.id}`)).statusCode).toBe(404);
  });

  it('a draft takes no comments; the creator’s blacklist refuses commenters', async () => {
    const draft = await write({ publish: 0 });
    clock.advance(10_000);
    expect(
      await refusal(
        member('POST', '/web/common/comment', {
          type: COMMENT_TYPE.spec,
          type_id: draft.id,
          content: '你好',
        }),
      ),
    ).toEqual([404, MSG.specNotFound]);
    const s = await write();
    await ok(creator('POST', '/web/user/black', { black_user_id: memberId }));
    clock.advance(10_000);
    expect(
      await refusal(
        member('POST', '/web/common/comment', {
          type: COMMENT_TYPE.spec,
          type_id: s.id,
          content: '你好',
        }),
      ),
    ).toEqual([403, MSG.commentBlocked]);
    await ok(creator('POST', '/web/user/black_cancel', { black_user_id: memberId }));
  });

  it('a like counts, shows as is_thumb, and a second one takes it back', async () => {
    const s = await write();
    const like = { type: COMMENT_TYPE.spec, type_id: s.id, user_id: creatorId };
    await ok(member('POST', '/web/common/thumb', like));
    const liked = await ok<SpecDetail>(member('POST', '/web/creator/specs_info', { id: s.id }));
    expect(liked).toMatchObject({ thumb_count: 1, is_thumb: 1 });
    await ok(member('POST', '/web/common/thumb', like));
    const unliked = await ok<SpecDetail>(member('POST', '/web/creator/specs_info', { id: s.id }));
    expect(unliked).toMatchObject({ thumb_count: 0, is_thumb: 0 });
    // Specs are not collected: SPEC §9 has no collect source for them.
    const draft = await write({ publish: 0 });
    expect(
      (await member('POST', '/web/common/thumb', { ...like, type_id: draft.id })).statusCode,
    ).toBe(404);
  });
});
