import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  SYSTEM_MESSAGE_SWITCH,
  USER_ROLE,
  type AdminContestWork,
  type Paginate,
  type Ranking,
} from '@xinke/shared';
import { ok, refused, invalid, envelopeOf } from '../../../test/answers';
import { auditsOf } from '../../../test/audit-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import {
  buildContest,
  buildWork,
  castVote,
  voteCountDrift,
} from '../../../test/contest-console-fixtures';
import { activityVotes, messageSwitches, messages } from '../../db/schema';

/*
 * The contest console (docs/contest-console.md): reviewing works and voiding votes, each
 * with its audit row and the member's message, and who may do it.
 */

const clock = testClock(Date.parse('2026-11-28T04:00:00Z'));
let t: TestApp;
type Caller = ReturnType<typeof callAs>;
let admin: Caller;
let moderator: Caller;
let member: Caller;
let visitor: Caller;
let activeId = 0;
const users: Record<string, number> = {};

const inbox = (userId: number) =>
  t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id));
const audits = (action: string, target: string) => auditsOf(t.db, action, target);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator });
  const m = await buildUser(t.db);
  for (const name of ['alice', 'bob', 'carol', 'voter1', 'voter2'])
    users[name] = (await buildUser(t.db)).id;
  admin = callAs(t.app, await loginAs(t.db, a));
  moderator = callAs(t.app, await loginAs(t.db, mod));
  member = callAs(t.app, await loginAs(t.db, m));
  visitor = callAs(t.app);
  activeId = await buildContest(t.db, a.id, clock(), '白色主题装机大赛');
}, 120_000);

afterAll(async () => {
  expect(await voteCountDrift(t.db)).toEqual([]);
  await t.close();
});

describe('who may', () => {
  it('visitors get 401, members 403 on every console call; export is for admins only', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/web/admin/activity/works?active_id=${activeId}`],
      ['POST', '/web/admin/activity/work/review/1', { review_status: 1 }],
      ['GET', `/web/admin/activity/votes?active_id=${activeId}`],
      ['POST', '/web/admin/activity/votes/void', { active_id: activeId, ids: [1], reason: '刷票' }],
      ['GET', `/web/admin/activity/scores?active_id=${activeId}`],
      ['GET', `/web/admin/activity/ranking?active_id=${activeId}`],
      ['GET', `/web/admin/activity/export?active_id=${activeId}&what=entrants`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await visitor(method as 'GET', url, payload)).statusCode, url).toBe(401);
      expect((await member(method as 'GET', url, payload)).statusCode, url).toBe(403);
    }
    await refused(
      moderator('GET', `/web/admin/activity/export?active_id=${activeId}&what=entrants`),
      403,
      MSG.adminOnly,
    );
    await refused(
      moderator('GET', '/web/admin/activity/works?active_id=999999'),
      404,
      MSG.activityNotFound,
    );
  });
});

describe('works and their review', () => {
  it('lists the unreviewed queue oldest first, with contacts masked for moderators', async () => {
    const base = clock();
    const older = await buildWork(t.db, {
      activeId,
      userId: users.alice ?? 0,
      name: '极简白',
      reviewStatus: 0,
      phone: '13912345678',
      email: 'alice@example.com',
      createTime: new Date(base - 3_600_000),
    });
    const newer = await buildWork(t.db, {
      activeId,
      userId: users.bob ?? 0,
      name: '海景房',
      reviewStatus: 0,
      createTime: new Date(base - 60_000),
    });
    const queue = await ok<{ data: AdminContestWork[]; paginate: Paginate }>(
      moderator('GET', `/web/admin/activity/works?active_id=${activeId}&review_status=0`),
    );
    expect(queue.data.map((w) => w.id)).toEqual([older.id, newer.id]);
    expect(queue.data[0]?.enrolment).toEqual({
      user_name: '张三',
      phone: '139****5678',
      email: 'al***@example.com',
    });
    const full = await ok<{ data: AdminContestWork[] }>(
      admin('GET', `/web/admin/activity/works?active_id=${activeId}&keyword=极简`),
    );
    expect(full.data.map((w) => [w.id, w.enrolment.phone])).toEqual([[older.id, '13912345678']]);
    const bySerial = await ok<{ data: AdminContestWork[] }>(
      admin('GET', `/web/admin/activity/works?active_id=${activeId}&keyword=${newer.serial}`),
    );
    expect(bySerial.data.map((w) => w.id)).toEqual([newer.id]);
  });

  it('a rejection needs a reason; approval and rejection tell the entrant and are audited', async () => {
    const [work] = (
      await ok<{ data: AdminContestWork[] }>(
        admin('GET', `/web/admin/activity/works?active_id=${activeId}&keyword=极简`),
      )
    ).data;
    const id = work?.id ?? 0;
    const url = `/web/admin/activity/work/review/${id}`;
    await invalid(moderator('POST', url, { review_status: 2 }), MSG.contestRejectReasonRequired);
    await invalid(moderator('POST', url, { review_status: 3 }), MSG.contestReviewInvalid);
    await refused(
      moderator('POST', '/web/admin/activity/work/review/999999', { review_status: 1 }),
      404,
      MSG.contestWorkNotFound,
    );

    const rejected = await moderator('POST', url, { review_status: 2, reason: '图片不清晰' });
    expect(envelopeOf(rejected).msg).toBe(MSG.contestReviewed);
    expect(envelopeOf<AdminContestWork>(rejected).data).toMatchObject({
      review_status: 2,
      reject_reason: '图片不清晰',
    });
    const [told] = await inbox(users.alice ?? 0);
    expect(told).toMatchObject({
      category: MESSAGE_CATEGORY.activityDispatch,
      title: '「白色主题装机大赛」作品未通过审核',
      targetId: activeId,
    });
    expect(told?.content).toContain('「极简白」');
    expect(told?.content).toContain('图片不清晰');

    const approved = await ok<AdminContestWork>(moderator('POST', url, { review_status: 1 }));
    expect(approved).toMatchObject({ review_status: 1, reject_reason: '' });
    expect(approved.reviewed_by?.id).toBeGreaterThan(0);
    const [approval] = await inbox(users.alice ?? 0);
    expect(approval?.title).toBe('「白色主题装机大赛」作品审核通过');
    expect(approval?.content).toContain('「极简白」');
    expect(await audits(STAFF_ACTION.contestWorkReview, `activity_work:${id}`)).toBe(2);
  });

  it('the entrant’s 活动派送 switch is respected; the review still happens', async () => {
    const bob = users.bob ?? 0;
    await t.db.insert(messageSwitches).values({
      userId: bob,
      category: MESSAGE_CATEGORY.activityDispatch,
      status: SYSTEM_MESSAGE_SWITCH.off,
    });
    const [work] = (
      await ok<{ data: AdminContestWork[] }>(
        admin('GET', `/web/admin/activity/works?active_id=${activeId}&keyword=海景房`),
      )
    ).data;
    // The stage job may already have told bob the voting opened (on its timer, before the
    // switch went off): what counts is that the review adds nothing.
    const before = await inbox(bob);
    await ok(
      moderator('POST', `/web/admin/activity/work/review/${work?.id}`, { review_status: 1 }),
    );
    expect(await inbox(bob)).toEqual(before);
  });

  it('rejecting an approved work mid-voting takes it out of the ranking; its votes stay', async () => {
    const carol = await buildWork(t.db, { activeId, userId: users.carol ?? 0, name: '雷蛇绿' });
    await castVote(t.db, { activeId, workId: carol.id, userId: users.voter1 ?? 0 });
    const before = await ok<Ranking>(
      admin('GET', `/web/admin/activity/ranking?active_id=${activeId}`),
    );
    expect(before.works.map((w) => w.id)).toContain(carol.id);
    await ok(
      moderator('POST', `/web/admin/activity/work/review/${carol.id}`, {
        review_status: 2,
        reason: '与主题不符',
      }),
    );
    const after = await ok<Ranking>(
      admin('GET', `/web/admin/activity/ranking?active_id=${activeId}`),
    );
    expect(after.works.map((w) => w.id)).not.toContain(carol.id);
    expect(after.published).toBe(false);
    const [votes] = await t.db
      .select({ n: count() })
      .from(activityVotes)
      .where(eq(activityVotes.workId, carol.id));
    expect(votes?.n).toBe(1);
  });
});
