import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type AdminContestWork,
  type AdminVote,
} from '@xinke/shared';
import { ok, invalid, envelopeOf } from '../../../test/answers';
import { auditsOf } from '../../../test/audit-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import {
  buildContest,
  buildWork,
  castVote,
  voteCountDrift,
} from '../../../test/contest-console-fixtures';
import { messages } from '../../db/schema';

/*
 * Voiding votes (docs/contest-console.md "Voiding votes"): the votes, their works' counts
 * and the voters' messages move together, once.
 */

const clock = testClock(Date.parse('2026-11-28T04:00:00Z'));
let t: TestApp;
type Caller = ReturnType<typeof callAs>;
let admin: Caller;
let moderator: Caller;
let activeId = 0;
const users: Record<string, number> = {};
const works: Record<string, number> = {};

const inbox = (userId: number) =>
  t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id));
const audits = (action: string, target: string) => auditsOf(t.db, action, target);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator });
  for (const name of ['alice', 'bob', 'voter1', 'voter2']) users[name] = (await buildUser(t.db)).id;
  admin = callAs(t.app, await loginAs(t.db, a));
  moderator = callAs(t.app, await loginAs(t.db, mod));
  activeId = await buildContest(t.db, a.id, clock(), '白色主题装机大赛');
  for (const name of ['alice', 'bob'])
    works[name] = (await buildWork(t.db, { activeId, userId: users[name] ?? 0 })).id;
}, 120_000);

afterAll(async () => {
  expect(await voteCountDrift(t.db)).toEqual([]);
  await t.close();
});

describe('voiding votes', () => {
  it('voids once, moves vote_count by exactly the voided, tells each voter once', async () => {
    const w1 = { id: works.alice };
    const w2 = { id: works.bob };
    const v1 = users.voter1 ?? 0;
    const v2 = users.voter2 ?? 0;
    const ids = [
      await castVote(t.db, {
        activeId,
        workId: w1?.id ?? 0,
        userId: v1,
        ip: '10.9.9.9',
        flags: ['shared_ip'],
      }),
      await castVote(t.db, {
        activeId,
        workId: w2?.id ?? 0,
        userId: v1,
        ip: '10.9.9.9',
        flags: ['shared_ip'],
      }),
      await castVote(t.db, { activeId, workId: w1?.id ?? 0, userId: v2, ip: '10.9.9.8' }),
    ];
    const flagged = await ok<{ data: AdminVote[]; summary: Record<string, number> }>(
      moderator('GET', `/web/admin/activity/votes?active_id=${activeId}&flagged=1`),
    );
    expect(flagged.data.map((v) => v.id)).toEqual([ids[1], ids[0]]);
    expect(flagged.data[0]).toMatchObject({
      ip: '10.9.9.9',
      flags: ['shared_ip'],
      voided_at: null,
    });
    expect(flagged.summary).toEqual({ total: 3, flagged: 2, voided: 0 });

    const before = await inbox(v1);
    const res = await moderator('POST', '/web/admin/activity/votes/void', {
      active_id: activeId,
      ids: [ids[0], ids[1], 999_999],
      reason: '同一 IP 集中刷票',
    });
    expect(envelopeOf(res).msg).toBe(MSG.contestVoided);
    const out = envelopeOf<{ voided: number; works: { id: number; vote_count: number }[] }>(
      res,
    ).data;
    expect(out.voided).toBe(2);
    expect(await voteCountDrift(t.db)).toEqual([]);
    const told = (await inbox(v1)).slice(0, (await inbox(v1)).length - before.length);
    expect(told.map((m) => [m.category, m.content])).toEqual([
      [
        MESSAGE_CATEGORY.system,
        '你在「白色主题装机大赛」中的 2 票已被作废，原因：同一 IP 集中刷票。',
      ],
    ]);
    expect(await inbox(v2)).toEqual([]);

    const again = await ok<{ voided: number; works: unknown[] }>(
      moderator('POST', '/web/admin/activity/votes/void', {
        active_id: activeId,
        ids: [ids[0], ids[1]],
        reason: '再来一次',
      }),
    );
    expect(again).toEqual({ voided: 0, works: [] });
    expect((await inbox(v1)).length).toBe(before.length + 1);
    expect(await voteCountDrift(t.db)).toEqual([]);
    expect(await audits(STAFF_ACTION.contestVoteVoid, `activity:${activeId}`)).toBe(2);

    const voided = await ok<{ data: AdminVote[]; summary: Record<string, number> }>(
      moderator('GET', `/web/admin/activity/votes?active_id=${activeId}&voided=1`),
    );
    expect(voided.data.map((v) => [v.id, v.void_reason])).toEqual([
      [ids[1], '同一 IP 集中刷票'],
      [ids[0], '同一 IP 集中刷票'],
    ]);
    expect(voided.summary).toEqual({ total: 1, flagged: 0, voided: 2 });
    const listed = await ok<{ data: AdminContestWork[] }>(
      admin('GET', `/web/admin/activity/works?active_id=${activeId}&review_status=1`),
    );
    expect(listed.data.find((w) => w.id === w1?.id)).toMatchObject({
      voided_votes: 1,
      flagged_votes: 0,
    });
  });

  it('two staff voiding the same votes at once void them once', async () => {
    const voters = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    const ids: number[] = [];
    for (const v of voters)
      ids.push(await castVote(t.db, { activeId, workId: works.bob ?? 0, userId: v.id }));
    const void_ = (who: Caller) =>
      ok<{ voided: number }>(
        who('POST', '/web/admin/activity/votes/void', { active_id: activeId, ids, reason: '重复' }),
      );
    const [a, b] = await Promise.all([void_(moderator), void_(admin)]);
    expect((a?.voided ?? 0) + (b?.voided ?? 0)).toBe(3);
    expect(await voteCountDrift(t.db)).toEqual([]);
    for (const v of voters) expect((await inbox(v.id)).length).toBe(1);
  });

  it('votes of another activity among the ids are not touched', async () => {
    const other = await buildContest(t.db, users.alice ?? 0, clock(), '别的大赛');
    const w = await buildWork(t.db, { activeId: other, userId: users.bob ?? 0 });
    const vote = await castVote(t.db, { activeId: other, workId: w.id, userId: users.voter2 ?? 0 });
    const out = await ok<{ voided: number }>(
      moderator('POST', '/web/admin/activity/votes/void', {
        active_id: activeId,
        ids: [vote],
        reason: '刷票',
      }),
    );
    expect(out.voided).toBe(0);
    await invalid(
      moderator('POST', '/web/admin/activity/votes/void', {
        active_id: activeId,
        ids: [],
        reason: '刷票',
      }),
      MSG.contestVoidIdsRequired,
    );
    await invalid(
      moderator('POST', '/web/admin/activity/votes/void', {
        active_id: activeId,
        ids: [vote],
        reason: ' ',
      }),
      MSG.contestVoidReasonRequired,
    );
  });

  it('filters by work and IP; the summary follows them, not the flagged/voided switches', async () => {
    const url = `/web/admin/activity/votes?active_id=${activeId}`;
    const byWork = await ok<{ data: AdminVote[]; summary: Record<string, number> }>(
      moderator('GET', `${url}&work_id=${works.alice}&voided=0`),
    );
    expect(byWork.data.map((v) => [v.work.id, v.user.id, v.ip])).toEqual([
      [works.alice, users.voter2, '10.9.9.8'],
    ]);
    expect(byWork.summary).toEqual({ total: 1, flagged: 0, voided: 1 });
    const byIp = await ok<{ data: AdminVote[]; paginate: { total: number } }>(
      moderator('GET', `${url}&ip=10.9.9.9&flagged=0`),
    );
    expect(byIp.data).toEqual([]);
    const unflagged = await ok<{ data: AdminVote[] }>(
      moderator('GET', `${url}&flagged=0&work_id=${works.alice}`),
    );
    expect(unflagged.data.map((v) => v.ip)).toEqual(['10.9.9.8']);
    const r = await moderator('GET', `${url}&flagged=2`);
    expect(r.statusCode).toBe(422);
    expect(envelopeOf(r).msg).toContain(MSG.contestVoteFilterInvalid);
  });
});
