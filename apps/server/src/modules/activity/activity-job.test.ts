import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY_PUBLISH, MESSAGE_CATEGORY } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, testClock } from '../../../test/factories';
import {
  activities,
  activityEnrolments,
  activityStageEvents,
  activityStages,
  messages,
} from '../../db/schema';
import { runActivityStageTick, startActivityJob } from './activity-job';

/*
 * The stage job (docs/activities.md): transitions are recorded once per activity whatever
 * the number of runs or nodes, and only the run that recorded one tells the members.
 *
 * The activities live in 2031: the app's own job runs on the system clock and sees none of
 * their boundaries pass, so only the runs of this file (on its own clock) fire them.
 */

const H = 3600_000;
const T0 = Date.UTC(2031, 2, 1, 2);
let t: TestApp;
const members: number[] = [];

async function contest(title: string, offsetH = 0): Promise<number> {
  const [admin] = members;
  const [row] = await t.db
    .insert(activities)
    .values({
      type: 'activity',
      kind: 'diy_computer',
      title,
      status: ACTIVITY_PUBLISH.published,
      createdBy: admin ?? 1,
    })
    .returning({ id: activities.id });
  const id = row?.id ?? 0;
  const at = (h: number) => new Date(T0 + (offsetH + h) * H);
  await t.db.insert(activityStages).values([
    { activeId: id, code: 'submission', startTime: at(0), endTime: at(10) },
    { activeId: id, code: 'voting', startTime: at(12), endTime: at(20) },
    { activeId: id, code: 'final_review', startTime: at(20), endTime: at(30) },
  ]);
  await t.db
    .insert(activityEnrolments)
    .values(members.map((userId) => ({ activeId: id, userId, userName: '报名者' })));
  return id;
}

const messagesOf = async (userId: number) =>
  t.db
    .select({ title: messages.title, content: messages.content })
    .from(messages)
    .where(
      and(eq(messages.userId, userId), eq(messages.category, MESSAGE_CATEGORY.activityDispatch)),
    )
    .orderBy(messages.id);

const eventsOf = async (id: number) =>
  (
    await t.db
      .select({ event: activityStageEvents.event })
      .from(activityStageEvents)
      .where(eq(activityStageEvents.activeId, id))
  )
    .map((r) => r.event)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i += 1) members.push((await buildUser(t.db)).id);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('activity stage job', () => {
  it('fires each transition once even when two runs race, and tells every enrolled member', async () => {
    const id = await contest('2031 桌面装机大赛');
    const [first] = members as [number];
    // Before the call: nothing.
    expect(await runActivityStageTick(t.db, T0 - 1)).toEqual([]);

    // The call opens: two runs at once (two nodes); one records and sends, the other nothing.
    const [a, b] = await Promise.all([
      runActivityStageTick(t.db, T0 + H),
      runActivityStageTick(t.db, T0 + H),
    ]);
    const fired = [...a, ...b].filter((f) => f.activeId === id);
    expect(fired).toEqual([
      { activeId: id, event: 'submission_open', announced: true, messages: 3 },
    ]);
    expect(await messagesOf(first)).toEqual([
      {
        title: '「2031 桌面装机大赛」作品征集已开始',
        content: expect.stringContaining('截止 2031-03-01 20:00') as unknown as string,
      },
    ]);

    // Later runs at the same time record nothing more.
    expect(await runActivityStageTick(t.db, T0 + 2 * H)).toEqual([]);

    // Voting opens; the close of the call two hours earlier is recorded as well, silently
    // when both pass between two runs, and announced when a run sees it on its own.
    await Promise.all([
      runActivityStageTick(t.db, T0 + 10 * H),
      runActivityStageTick(t.db, T0 + 10 * H),
    ]);
    await Promise.all([
      runActivityStageTick(t.db, T0 + 12 * H),
      runActivityStageTick(t.db, T0 + 12 * H),
    ]);
    await runActivityStageTick(t.db, T0 + 21 * H);
    expect(await eventsOf(id)).toEqual([
      'submission_close',
      'submission_open',
      'voting_close',
      'voting_open',
    ]);
    expect((await messagesOf(first)).map((m) => m.title)).toEqual([
      '「2031 桌面装机大赛」作品征集已开始',
      '「2031 桌面装机大赛」作品征集已结束',
      '「2031 桌面装机大赛」投票已开始',
      '「2031 桌面装机大赛」投票已结束',
    ]);

    // The results (a staff action) are the last transition.
    await t.db
      .update(activities)
      .set({ resultsPublishedAt: new Date(T0 + 25 * H) })
      .where(eq(activities.id, id));
    await Promise.all([
      runActivityStageTick(t.db, T0 + 25 * H),
      runActivityStageTick(t.db, T0 + 25 * H),
    ]);
    for (const userId of members) {
      const titles = (await messagesOf(userId)).map((m) => m.title);
      expect(titles).toHaveLength(5);
      expect(titles[4]).toBe('「2031 桌面装机大赛」结果已公布');
    }
    expect(await runActivityStageTick(t.db, T0 + 40 * H)).toEqual([]);
  });

  it('records boundaries that passed long ago without a burst of stale news', async () => {
    const id = await contest('迟到发布的活动', -100);
    const fired = (await runActivityStageTick(t.db, T0)).filter((f) => f.activeId === id);
    expect(fired.map((f) => [f.event, f.announced])).toEqual([
      ['submission_open', false],
      ['submission_close', false],
      ['voting_open', false],
      ['voting_close', true],
    ]);
  });

  it('a draft fires nothing', async () => {
    const id = await contest('草稿活动');
    await t.db
      .update(activities)
      .set({ status: ACTIVITY_PUBLISH.draft })
      .where(eq(activities.id, id));
    await runActivityStageTick(t.db, T0 + 50 * H);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('runs on its own timer, with no request', async () => {
    const id = await contest('定时器活动', 1000);
    const clock = testClock(T0 + 1001 * H);
    const app = Fastify();
    startActivityJob(app, t.db, clock, { firstMs: 0, everyMs: 20 });
    try {
      await vi.waitFor(async () => expect(await eventsOf(id)).toEqual(['submission_open']), {
        timeout: 5000,
        interval: 50,
      });
      clock.advance(10 * H);
      await vi.waitFor(
        async () => expect(await eventsOf(id)).toEqual(['submission_close', 'submission_open']),
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});
