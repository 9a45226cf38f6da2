import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MSG,
  SPEC_ENTRY_STATUS,
  SPEC_STATUS,
  type AdminSpec,
  type AdminSpecEntry,
  type SpecDetail,
} from '@xinke/shared';
import type { TestApp } from '../../../test/create-test-app';
import { invalid, ok, refused } from '../../../test/answers';
import { testClock } from '../../../test/factories';
import { buildTakedownWorld, type TakedownWorld } from '../../../test/creator-takedown-world';
import { messages, staffAuditLog } from '../../db/schema';

/*
 * Staff take-down in the research room (docs/creator.md "Take-down"): a moderator takes a
 * spec, challenge or design down with a reason — the public no longer sees it, its owner
 * does, with the reason, and cannot publish it again — and restores it to where it stood.
 * Every write audited, the owner told; members refused.
 */

const clock = testClock(Date.UTC(2026, 10, 28, 4, 0, 0));
let t: TestApp;
type Caller = TakedownWorld['moderator'];
let moderator: Caller;
let creator: Caller;
let member: Caller;
let visitor: Caller;
let creatorId = 0;
let memberId = 0;
let spec: SpecDetail;
let challengeId = 0;
let designId = 0;

beforeAll(async () => {
  const w = await buildTakedownWorld(clock);
  ({ t, moderator, creator, member, visitor, creatorId, memberId } = w);
  spec = await w.publish('违规引流的规格书', '<p>加微信领取资料。</p>');
  challengeId = await w.challenge(spec.id, '换成更便宜的传感器', '成本更低。');
  designId = await w.approvedDesign(spec.id);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const messagesTo = (userId: number, title: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.title, title)));

describe('the console lists', () => {
  it('lists every spec with its entry counts, by keyword and status; members refused', async () => {
    const page = await ok<{ data: AdminSpec[] }>(
      moderator('GET', `/web/admin/creator/specs?keyword=${encodeURIComponent('违规引流')}`),
    );
    expect(page.data).toMatchObject([
      { id: spec.id, status: SPEC_STATUS.published, challenge_count: 1, design_count: 1 },
    ]);
    // The keyword is text, not a LIKE pattern: % and _ match only themselves.
    for (const wildcard of ['%', '_'])
      expect(
        (
          await ok<{ data: AdminSpec[] }>(
            moderator('GET', `/web/admin/creator/specs?keyword=${encodeURIComponent(wildcard)}`),
          )
        ).data,
      ).toEqual([]);
    const drafts = await ok<{ data: AdminSpec[] }>(
      moderator('GET', `/web/admin/creator/specs?status=${SPEC_STATUS.draft}`),
    );
    expect(drafts.data.map((s) => s.id)).not.toContain(spec.id);
    await invalid(
      moderator('GET', '/web/admin/creator/specs?status=9'),
      MSG.specStatusFilterInvalid,
    );
    await refused(member('GET', '/web/admin/creator/specs'), 403, MSG.staffOnly);
    const entries = await ok<AdminSpecEntry[]>(
      moderator('GET', `/web/admin/creator/specs/${spec.id}/entries`),
    );
    expect(entries.map((e) => [e.kind, e.id]).sort()).toEqual(
      [
        ['challenge', challengeId],
        ['design', designId],
      ].sort(),
    );
    await refused(
      moderator('GET', '/web/admin/creator/specs/999999/entries'),
      404,
      MSG.specNotFound,
    );
  });
});

describe('take-down and restore', () => {
  it('a spec taken down: hidden from the public, shown to its creator with the reason, locked', async () => {
    await invalid(
      moderator('POST', '/web/admin/creator/takedown', { kind: 'spec', id: spec.id }),
      MSG.adminReasonRequired,
    );
    await invalid(
      moderator('POST', '/web/admin/creator/takedown', {
        kind: 'post',
        id: spec.id,
        reason: '引流',
      }),
      MSG.creatorTakedownKindInvalid,
    );
    await refused(
      member('POST', '/web/admin/creator/takedown', { kind: 'spec', id: spec.id, reason: '引流' }),
      403,
      MSG.staffOnly,
    );
    await refused(
      moderator('POST', '/web/admin/creator/takedown', {
        kind: 'spec',
        id: 999_999,
        reason: '引流',
      }),
      404,
      MSG.specNotFound,
    );
    await ok(
      moderator('POST', '/web/admin/creator/takedown', {
        kind: 'spec',
        id: spec.id,
        reason: '正文含站外引流信息',
      }),
    );
    await refused(
      visitor('POST', '/web/creator/specs_info', { id: spec.id }),
      404,
      MSG.specNotFound,
    );
    await refused(
      member('POST', '/web/creator/specs/support', { id: spec.id }),
      404,
      MSG.specNotFound,
    );
    const own = await ok<SpecDetail & { status: number }>(
      creator('POST', '/web/creator/specs_info', { id: spec.id }),
    );
    expect(own.status).toBe(SPEC_STATUS.removed);
    await refused(
      creator('POST', '/web/creator/editor', {
        id: spec.id,
        title: '改个标题再发',
        content: '<p>加微信领取资料。</p>',
        publish: 1,
      }),
      403,
      MSG.specRemovedNotEditable,
    );
    await refused(
      moderator('POST', '/web/admin/creator/takedown', {
        kind: 'spec',
        id: spec.id,
        reason: '再下架',
      }),
      409,
      MSG.creatorAlreadyRemoved,
    );
    expect(await messagesTo(creatorId, '你的规格书已被管理员下架')).toHaveLength(1);
    const page = await ok<{ data: AdminSpec[] }>(
      moderator('GET', `/web/admin/creator/specs?status=${SPEC_STATUS.removed}`),
    );
    expect(page.data.find((s) => s.id === spec.id)).toMatchObject({
      status_text: '已被管理员下架',
      remove_reason: '正文含站外引流信息',
    });
  });

  it('restore puts the spec back where it stood, the creator told; a second restore refused', async () => {
    await ok(moderator('POST', '/web/admin/creator/restore', { kind: 'spec', id: spec.id }));
    const back = await ok<SpecDetail>(visitor('POST', '/web/creator/specs_info', { id: spec.id }));
    expect(back.id).toBe(spec.id);
    await refused(
      moderator('POST', '/web/admin/creator/restore', { kind: 'spec', id: spec.id }),
      409,
      MSG.creatorNotRemoved,
    );
    expect(await messagesTo(creatorId, '你的规格书已恢复')).toHaveLength(1);
  });

  it('a design and a challenge taken down leave the public lists; audit rows for each write', async () => {
    await ok(
      moderator('POST', '/web/admin/creator/takedown', {
        kind: 'design',
        id: designId,
        reason: '图片含违规水印',
      }),
    );
    await ok(
      moderator('POST', '/web/admin/creator/takedown', {
        kind: 'challenge',
        id: challengeId,
        reason: '与规格书无关',
      }),
    );
    const designs = await ok<{ data: { id: number }[] }>(
      visitor('GET', `/web/creator/design/image/list?id=${spec.id}`),
    );
    expect(designs.data.map((d) => d.id)).not.toContain(designId);
    expect(await messagesTo(memberId, '你的设计稿已被管理员下架')).toHaveLength(1);
    expect(await messagesTo(memberId, '你的挑战已被管理员下架')).toHaveLength(1);
    // A pending challenge taken down cannot be reviewed by the spec's creator meanwhile.
    await refused(
      creator('POST', '/web/creator/challenge/audit', { id: challengeId }),
      409,
      MSG.challengeNotPending,
    );
    const entries = await ok<AdminSpecEntry[]>(
      moderator('GET', `/web/admin/creator/specs/${spec.id}/entries`),
    );
    expect(entries.find((e) => e.kind === 'challenge')).toMatchObject({
      status: SPEC_ENTRY_STATUS.removed,
      remove_reason: '与规格书无关',
    });
    await ok(
      moderator('POST', '/web/admin/creator/restore', { kind: 'challenge', id: challengeId }),
    );
    const restored = await ok<AdminSpecEntry[]>(
      moderator('GET', `/web/admin/creator/specs/${spec.id}/entries`),
    );
    expect(restored.find((e) => e.kind === 'challenge')?.status).toBe(SPEC_ENTRY_STATUS.pending);
    const audit = await t.db.select().from(staffAuditLog);
    expect(
      audit.filter((a) => a.action.startsWith('creator.')).map((a) => [a.action, a.target]),
    ).toEqual([
      ['creator.takedown', `spec:${spec.id}`],
      ['creator.restore', `spec:${spec.id}`],
      ['creator.takedown', `design:${designId}`],
      ['creator.takedown', `challenge:${challengeId}`],
      ['creator.restore', `challenge:${challengeId}`],
    ]);
  });
});
