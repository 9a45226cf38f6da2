import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  MSG,
  VOTE_FLAG,
  VOTE_RULES,
  WORK_REVIEW,
  type ActivityUserStatus,
  type ContestWork,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { buildWork } from '../../../test/contest-console-fixtures';
import { activities, activityStages, activityVotes, activityWorks, users } from '../../db/schema';
import { chinaDay } from '../growth/china-day';

/*
 * Fair voting (docs/contest.md): only in the 投票 stage, only approved works, never one's
 * own, not from an account younger than a day, once per member per work per China day; the
 * per-IP cap refuses, the soft signals flag; racing votes count exactly.
 */

const DAY = 86_400_000;
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
const votingStart = clock() + DAY;
let t: TestApp;
let activeId = 0;
const works: Record<'approved' | 'unreviewed' | 'rejected', number> = {
  approved: 0,
  unreviewed: 0,
  rejected: 0,
};
let entrantToken = '';
let seq = 0;

type Res = { statusCode: number; json: <U>() => U };
const envelope = <T>(r: Res) => r.json<{ code: number; msg: string; data: T }>();

function vote(token: string, workId: number, ip = '192.0.2.1') {
  return t.app.inject({
    method: 'POST',
    url: '/web/active/opu_vote',
    headers: { authorization: token },
    payload: { active_id: activeId, opu_id: workId },
    remoteAddress: ip,
  });
}
async function refused(res: Promise<Res>, status: number, msg: string) {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  expect(envelope(r).msg).toBe(msg);
}

/** `n` members whose accounts were made `ageMs` before now, with their sessions. */
async function members(n: number, ageMs = 30 * DAY): Promise<{ id: number; token: string }[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        seq += 1;
        return {
          nickname: `投票者${seq}`,
          nicknameKey: `voter-${seq}`,
          createTime: new Date(clock() - ageMs),
        };
      }),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await loginAs(t.db, r) })));
}

const votesOf = async (workId: number) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(activityVotes)
    .where(and(eq(activityVotes.workId, workId), isNull(activityVotes.voidedAt)));
  return row?.n ?? 0;
};
const voteCount = async (workId: number) => {
  const [row] = await t.db
    .select({ n: activityWorks.voteCount })
    .from(activityWorks)
    .where(eq(activityWorks.id, workId));
  return row?.n ?? -1;
};

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const staff = await buildUser(t.db, { role: 'admin' });
  const [a] = await t.db
    .insert(activities)
    .values({
      type: 'activity',
      kind: 'diy_computer',
      title: '装机大赛',
      status: 1,
      createdBy: staff.id,
    })
    .returning({ id: activities.id });
  activeId = a!.id;
  await t.db.insert(activityStages).values([
    {
      activeId,
      code: 'submission',
      startTime: new Date(clock() - 5 * DAY),
      endTime: new Date(votingStart),
    },
    {
      activeId,
      code: 'voting',
      startTime: new Date(votingStart),
      endTime: new Date(votingStart + 7 * DAY),
    },
  ]);
  const [entrant, b, c] = await members(3);
  entrantToken = entrant!.token;
  works.approved = (await buildWork(t.db, { activeId, userId: entrant!.id })).id;
  works.unreviewed = (
    await buildWork(t.db, { activeId, userId: b!.id, reviewStatus: WORK_REVIEW.unreviewed })
  ).id;
  works.rejected = (
    await buildWork(t.db, { activeId, userId: c!.id, reviewStatus: WORK_REVIEW.rejected })
  ).id;
});
afterAll(() => t.close());

describe('POST /web/active/opu_vote', () => {
  it('is refused before the 投票 stage, and for visitors', async () => {
    const [m] = await members(1);
    await refused(vote(m!.token, works.approved), 409, MSG.contestVoteNotOpen);
    expect((await vote('', works.approved)).statusCode).toBe(401);
  });

  it('in the 投票 stage: not one’s own, not an unapproved work, not a day-old account', async () => {
    clock.advance(DAY + 3_600_000);
    const [m] = await members(1);
    const [fresh] = await members(1, 23 * 3_600_000);
    await refused(vote(entrantToken, works.approved), 403, MSG.contestVoteOwnWork);
    await refused(vote(m!.token, works.unreviewed), 409, MSG.contestVoteNotApproved);
    await refused(vote(m!.token, works.rejected), 409, MSG.contestVoteNotApproved);
    await refused(vote(fresh!.token, works.approved), 403, MSG.contestVoteAccountTooNew);
  });

  it('once per work per China day; the next day again; the flags follow', async () => {
    const [m] = await members(1);
    const first = await vote(m!.token, works.approved);
    expect(envelope(first).msg).toBe(MSG.contestVoted);
    expect(envelope<{ vote_count: number }>(first).data).toMatchObject({ vote_status: 1 });
    await refused(vote(m!.token, works.approved), 409, MSG.contestVoteTwiceToday);
    const status = await t.app.inject({
      url: `/web/active/status?active_id=${activeId}`,
      headers: { authorization: m!.token },
    });
    expect(envelope<ActivityUserStatus>(status).data.vote_status).toBe(1);
    const wall = await t.app.inject({
      url: `/web/active/opu_list?active_id=${activeId}`,
      headers: { authorization: m!.token },
    });
    expect(envelope<{ data: ContestWork[] }>(wall).data.data[0]?.vote_status).toBe(1);

    clock.advance(DAY);
    const next = await vote(m!.token, works.approved);
    expect(next.statusCode).toBe(200);
    const days = await t.db
      .select({ day: activityVotes.voteDay })
      .from(activityVotes)
      .where(eq(activityVotes.userId, m!.id));
    expect(days.map((d) => d.day).sort()).toEqual([chinaDay(clock() - DAY), chinaDay(clock())]);
    expect(await voteCount(works.approved)).toBe(await votesOf(works.approved));
  });

  it('flags an account made after voting opened (older than a day)', async () => {
    const [late] = await members(1, clock() - votingStart - 3_600_000);
    expect((await vote(late!.token, works.approved)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ flags: activityVotes.flags })
      .from(activityVotes)
      .where(eq(activityVotes.userId, late!.id));
    expect(row?.flags).toEqual([VOTE_FLAG.newAccount]);
  });

  it('flags a busy address, and refuses it at the daily cap', async () => {
    const ip = '198.51.100.7';
    const crowd = await members(VOTE_RULES.ipDailySoft);
    for (const m of crowd) expect((await vote(m.token, works.approved, ip)).statusCode).toBe(200);
    const [next] = await members(1);
    expect((await vote(next!.token, works.approved, ip)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ flags: activityVotes.flags })
      .from(activityVotes)
      .where(eq(activityVotes.userId, next!.id));
    expect(row?.flags).toContain(VOTE_FLAG.sharedIp);

    // Up to the hard cap with rows (the same day, the same address), then one more is refused.
    const filler = await members(VOTE_RULES.ipDailyHard - VOTE_RULES.ipDailySoft - 1);
    await t.db.transaction(async (tx) => {
      await tx.insert(activityVotes).values(
        filler.map((m) => ({
          activeId,
          workId: works.approved,
          userId: m.id,
          voteDay: chinaDay(clock()),
          ip,
          createTime: new Date(clock() - 3_600_000),
        })),
      );
      await tx
        .update(activityWorks)
        .set({ voteCount: sql`${activityWorks.voteCount} + ${filler.length}::int` })
        .where(eq(activityWorks.id, works.approved));
    });
    const [last] = await members(1);
    await refused(vote(last!.token, works.approved, ip), 429, MSG.contestVoteIpLimit);
  });

  it('racing votes by 60 members count exactly; the burst is flagged past the per-minute mark', async () => {
    clock.advance(DAY);
    const before = await votesOf(works.approved);
    const crowd = await members(VOTE_RULES.burstPerMinute);
    const answers = await Promise.all(
      crowd.map((m, i) => vote(m.token, works.approved, `203.0.113.${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 200));
    expect(await votesOf(works.approved)).toBe(before + crowd.length);
    expect(await voteCount(works.approved)).toBe(before + crowd.length);

    const [one] = await members(1);
    const res = await vote(one!.token, works.approved, '203.0.113.250');
    expect(envelope<{ vote_count: number }>(res).data.vote_count).toBe(before + crowd.length + 1);
    const [row] = await t.db
      .select({ flags: activityVotes.flags })
      .from(activityVotes)
      .where(eq(activityVotes.userId, one!.id));
    expect(row?.flags).toContain(VOTE_FLAG.burst);
  });

  it('a member cannot vote twice for one work by racing two requests', async () => {
    const [m] = await members(1);
    const before = await votesOf(works.approved);
    const answers = await Promise.all([
      vote(m!.token, works.approved, '203.0.113.251'),
      vote(m!.token, works.approved, '203.0.113.251'),
      vote(m!.token, works.approved, '203.0.113.251'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await votesOf(works.approved)).toBe(before + 1);
  });
});
