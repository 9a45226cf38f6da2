import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  SPEC_ENTRY_STATUS,
  type Challenge,
  type Design,
  type SpecDetail,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { invalid, ok, refused, type Answer } from '../../../test/answers';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { blacks, messages, users } from '../../db/schema';

/*
 * Challenges and designs (docs/creator.md): members bring them to someone else's published
 * spec; only its creator reviews them (the proposer is notified); the proposer withdraws
 * and deletes their own; everyone else is told they do not exist.
 */

const clock = testClock(Date.UTC(2026, 10, 27, 4, 0, 0));
let t: TestApp;
type Caller = ReturnType<typeof callAs>;
let creator: Caller;
let member: Caller;
let other: Caller;
let visitor: Caller;
let creatorId = 0;
let memberId = 0;
let otherId = 0;
let spec: SpecDetail;

const page = <T>(res: Promise<Answer>) => ok<{ data: T[]; paginate: { total: number } }>(res);

/** Each write a minute later, so the post-class limits never bite. */
function later<T>(call: () => T): T {
  clock.advance(60_000);
  return call();
}

const challengeBody = (extra: Record<string, unknown> = {}) => ({
  spec_id: spec.id,
  title: '用 SHT45 替换 SHT30',
  content: '精度更高、功耗更低，封装兼容。',
  ...extra,
});
const designBody = (extra: Record<string, unknown> = {}) => ({
  spec_id: spec.id,
  description: '外壳 3D 打印版，墨水屏斜放 15°。',
  images: ['/uploads/designs/case-front.webp'],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const c = await buildUser(t.db, { xUp: 1, createTime: year });
  const m = await buildUser(t.db, { createTime: year });
  const o = await buildUser(t.db, { createTime: year });
  [creatorId, memberId, otherId] = [c.id, m.id, o.id];
  creator = callAs(t.app, await loginAs(t.db, c));
  member = callAs(t.app, await loginAs(t.db, m));
  other = callAs(t.app, await loginAs(t.db, o));
  visitor = callAs(t.app);
  spec = await ok<SpecDetail>(
    creator('POST', '/web/creator/create', {
      title: 'ESP32-S3 桌面气象站',
      content: '<p>温湿度、气压与空气质量。</p>',
      publish: 1,
    }),
  );
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function lastMessageTo(userId: number) {
  const [row] = await t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.category, MESSAGE_CATEGORY.system)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

describe('challenge tags', () => {
  it('the creator sets them; anyone reads them; others are told the spec does not exist', async () => {
    const tags = ['传感器', '低功耗', '外壳'];
    expect(
      await ok(creator('POST', '/web/creator/specs/challenge/tag', { id: spec.id, tags })),
    ).toEqual({ tags });
    expect(await ok(visitor('GET', `/web/creator/specs/tag/${spec.id}`))).toEqual({ tags });
    await refused(
      member('POST', '/web/creator/specs/challenge/tag', { id: spec.id, tags }),
      404,
      MSG.specNotFound,
    );
    await invalid(
      creator('POST', '/web/creator/specs/challenge/tag', { id: spec.id, tags: ['a', 'a'] }),
      MSG.challengeTagsInvalid,
    );
    expect(
      (await visitor('POST', '/web/creator/specs/challenge/tag', { id: spec.id, tags })).statusCode,
    ).toBe(401);
  });

  it('a creator whose flag was withdrawn may no longer set them (403)', async () => {
    await t.db.update(users).set({ xUp: 0 }).where(eq(users.id, creatorId));
    await refused(
      creator('POST', '/web/creator/specs/challenge/tag', { id: spec.id, tags: [] }),
      403,
      MSG.creatorOnly,
    );
    await t.db.update(users).set({ xUp: 1 }).where(eq(users.id, creatorId));
  });
});

describe('challenges', () => {
  let pending: Challenge;

  it('a member proposes one with offered tags; it waits for review', async () => {
    pending = await later(() =>
      ok<Challenge>(
        member('POST', '/web/creator/challenge/create', challengeBody({ tags: ['传感器'] })),
      ),
    );
    expect(pending).toMatchObject({
      status: SPEC_ENTRY_STATUS.pending,
      tags: ['传感器'],
      spec: { id: spec.id },
      user: { id: memberId },
    });
    const mine = await page<Challenge>(member('GET', '/web/creator/my_challenge/list'));
    expect(mine.data.map((c) => c.id)).toContain(pending.id);
    const review = await page<Challenge>(creator('GET', '/web/creator/challenge/list'));
    expect(review.data.map((c) => c.id)).toEqual([pending.id]);
    // Not public until approved.
    const pub = await page<Challenge>(visitor('GET', `/web/creator/specs/challenge?id=${spec.id}`));
    expect(pub.paginate.total).toBe(0);
  });

  it('refuses: visitors, tags not offered, own spec, drafts, blocked members, bad input', async () => {
    expect(
      (await visitor('POST', '/web/creator/challenge/create', challengeBody())).statusCode,
    ).toBe(401);
    await later(() =>
      refused(
        other('POST', '/web/creator/challenge/create', challengeBody({ tags: ['电池'] })),
        400,
        MSG.challengeTagNotOffered,
      ),
    );
    await later(() =>
      refused(
        creator('POST', '/web/creator/challenge/create', challengeBody()),
        409,
        MSG.challengeOwnSpec,
      ),
    );
    const draft = await later(() =>
      ok<SpecDetail>(
        creator('POST', '/web/creator/create', {
          title: '草稿',
          content: '<p>草稿</p>',
          publish: 0,
        }),
      ),
    );
    await later(() =>
      refused(
        other('POST', '/web/creator/challenge/create', challengeBody({ spec_id: draft.id })),
        404,
        MSG.specNotFound,
      ),
    );
    await t.db.insert(blacks).values({ userId: creatorId, blackUserId: otherId });
    await later(() =>
      refused(
        other('POST', '/web/creator/challenge/create', challengeBody()),
        403,
        MSG.specBlocked,
      ),
    );
    await t.db.delete(blacks).where(eq(blacks.blackUserId, otherId));
    await invalid(
      other('POST', '/web/creator/challenge/create', challengeBody({ title: ' ' })),
      MSG.challengeTitleRequired,
    );
    await invalid(
      other('POST', '/web/creator/challenge/create', challengeBody({ content: '长'.repeat(2001) })),
      MSG.challengeContentTooLong,
    );
  });

  it('only the spec creator reviews; others get 404; a reject needs a reason', async () => {
    await refused(
      member('POST', '/web/creator/challenge/audit', { id: pending.id }),
      404,
      MSG.challengeNotFound,
    );
    await refused(
      other('POST', '/web/creator/challenge/reject', { id: pending.id, reason: '不' }),
      404,
      MSG.challengeNotFound,
    );
    await invalid(
      creator('POST', '/web/creator/challenge/reject', { id: pending.id, reason: '' }),
      MSG.reviewReasonRequired,
    );
    const approved = await ok<Challenge>(
      creator('POST', '/web/creator/challenge/audit', { id: pending.id }),
    );
    expect(approved.status).toBe(SPEC_ENTRY_STATUS.approved);
    expect(await lastMessageTo(memberId)).toMatchObject({ title: '挑战已通过' });
    await refused(
      creator('POST', '/web/creator/challenge/reject', { id: pending.id, reason: '晚了' }),
      409,
      MSG.challengeNotPending,
    );
    const pub = await page<Challenge>(visitor('GET', `/web/creator/specs/challenge?id=${spec.id}`));
    expect(pub.data.map((c) => c.id)).toEqual([pending.id]);
    // An approved challenge is part of the spec's record.
    await refused(
      member('POST', '/web/creator/my_challenge/delete', { id: pending.id }),
      409,
      MSG.challengeApprovedNotDeletable,
    );
  });

  it('a rejection carries its reason to the proposer', async () => {
    const c = await later(() =>
      ok<Challenge>(other('POST', '/web/creator/challenge/create', challengeBody())),
    );
    const rejected = await ok<Challenge>(
      creator('POST', '/web/creator/challenge/reject', { id: c.id, reason: '与规格书方向不符' }),
    );
    expect(rejected).toMatchObject({
      status: SPEC_ENTRY_STATUS.rejected,
      reason: '与规格书方向不符',
    });
    expect((await lastMessageTo(otherId))?.content).toContain('与规格书方向不符');
    await ok(other('POST', '/web/creator/my_challenge/delete', { id: c.id }));
  });

  it('the proposer withdraws a pending one, then deletes it; nobody else may', async () => {
    const c = await later(() =>
      ok<Challenge>(other('POST', '/web/creator/challenge/create', challengeBody())),
    );
    await refused(
      member('POST', '/web/creator/my_challenge/cancel', { id: c.id }),
      404,
      MSG.challengeNotFound,
    );
    await refused(
      creator('POST', '/web/creator/my_challenge/cancel', { id: c.id }),
      404,
      MSG.challengeNotFound,
    );
    const cancelled = await ok<Challenge>(
      other('POST', '/web/creator/my_challenge/cancel', { id: c.id }),
    );
    expect(cancelled.status).toBe(SPEC_ENTRY_STATUS.cancelled);
    await refused(
      other('POST', '/web/creator/my_challenge/cancel', { id: c.id }),
      409,
      MSG.challengeNotPending,
    );
    await refused(
      creator('POST', '/web/creator/challenge/audit', { id: c.id }),
      409,
      MSG.challengeNotPending,
    );
    await ok(other('POST', '/web/creator/my_challenge/delete', { id: c.id }));
    await refused(
      other('POST', '/web/creator/my_challenge/delete', { id: c.id }),
      404,
      MSG.challengeNotFound,
    );
  });

  it('the creator may delete any challenge on their spec; nobody else', async () => {
    const c = await later(() =>
      ok<Challenge>(other('POST', '/web/creator/challenge/create', challengeBody())),
    );
    await refused(
      member('POST', '/web/creator/challenge/delete', { id: c.id }),
      404,
      MSG.challengeNotFound,
    );
    await ok(creator('POST', '/web/creator/challenge/delete', { id: c.id }));
  });

  it('get_specs offers published specs that are not the caller’s', async () => {
    const forMember = await ok<{ id: number }[]>(
      member('POST', '/web/creator/challenge/get_specs', { keyword: '气象' }),
    );
    expect(forMember.map((s) => s.id)).toEqual([spec.id]);
    const forCreator = await ok<{ id: number }[]>(
      creator('POST', '/web/creator/challenge/get_specs', {}),
    );
    expect(forCreator).toEqual([]);
    expect((await visitor('POST', '/web/creator/challenge/get_specs', {})).statusCode).toBe(401);
  });
});

describe('designs', () => {
  let design: Design;

  it('a member uploads one; the creator approves it; it joins the gallery', async () => {
    design = await later(() =>
      ok<Design>(member('POST', '/web/creator/upload/design', designBody())),
    );
    expect(design).toMatchObject({ status: SPEC_ENTRY_STATUS.pending, challenge_id: 0 });
    let gallery = await page<Design>(
      visitor('GET', `/web/creator/design/image/list?id=${spec.id}`),
    );
    expect(gallery.paginate.total).toBe(0);
    const review = await page<Design>(creator('GET', '/web/creator/design/list'));
    expect(review.data.map((d) => d.id)).toEqual([design.id]);
    await refused(
      other('POST', '/web/creator/design/audit', { id: design.id }),
      404,
      MSG.designNotFound,
    );
    await ok(creator('POST', '/web/creator/design/audit', { id: design.id }));
    expect(await lastMessageTo(memberId)).toMatchObject({ title: '设计稿已通过' });
    gallery = await page<Design>(visitor('GET', `/web/creator/design/image/list?id=${spec.id}`));
    expect(gallery.data[0]).toMatchObject({ id: design.id, images: designBody().images });
    const mine = await page<Design>(member('GET', '/web/creator/my_design/list'));
    expect(mine.data.map((d) => d.id)).toContain(design.id);
  });

  it('refuses: images not ours or none, a challenge not approved, own spec, visitors', async () => {
    await invalid(
      member('POST', '/web/creator/upload/design', designBody({ images: [] })),
      MSG.designImagesRequired,
    );
    await invalid(
      member(
        'POST',
        '/web/creator/upload/design',
        designBody({ images: ['https://x.example/a.png'] }),
      ),
      MSG.designImagesInvalid,
    );
    await invalid(
      member('POST', '/web/creator/upload/design', designBody({ description: '' })),
      MSG.designDescriptionRequired,
    );
    await later(() =>
      refused(
        member('POST', '/web/creator/upload/design', designBody({ challenge_id: 999999 })),
        400,
        MSG.designChallengeInvalid,
      ),
    );
    await later(() =>
      refused(creator('POST', '/web/creator/upload/design', designBody()), 409, MSG.designOwnSpec),
    );
    expect((await visitor('POST', '/web/creator/upload/design', designBody())).statusCode).toBe(
      401,
    );
  });

  it('a design for an approved challenge; rejected with a reason; deleted by the creator', async () => {
    const approved = (
      await page<Challenge>(visitor('GET', `/web/creator/specs/challenge?id=${spec.id}`))
    ).data[0]!;
    const d = await later(() =>
      ok<Design>(
        other('POST', '/web/creator/upload/design', designBody({ challenge_id: approved.id })),
      ),
    );
    expect(d.challenge_id).toBe(approved.id);
    const rejected = await ok<Design>(
      creator('POST', '/web/creator/design/reject', { id: d.id, reason: '图片不清晰' }),
    );
    expect(rejected).toMatchObject({ status: SPEC_ENTRY_STATUS.rejected, reason: '图片不清晰' });
    await refused(
      creator('POST', '/web/creator/design/audit', { id: d.id }),
      409,
      MSG.designNotPending,
    );
    await refused(
      other('POST', '/web/creator/design/delete', { id: d.id }),
      404,
      MSG.designNotFound,
    );
    await ok(creator('POST', '/web/creator/design/delete', { id: d.id }));
  });
});
