import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { ACTIVITY_JOB_EVERY_MS, MESSAGE_CATEGORY, type ActivityEventValue } from '@xinke/shared';
import type { Db } from '../../db/client';
import { activityStageEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { writeMessage } from '../message/message.writer';
import { eventMessage, passedBoundaries } from './activity-events';
import {
  activitiesWithPendingEvents,
  enrolledUserIds,
  stagesOf,
  toStageTimes,
} from './activity.repository';

/** One transition this node recorded, and how many messages it sent for it. */
export interface FiredEvent {
  activeId: number;
  event: ActivityEventValue;
  announced: boolean;
  messages: number;
}

/**
 * One run of the stage job: for every published activity, records each boundary that has
 * passed and is not recorded yet. The record is the exactly-once rule: `insert … on conflict
 * do nothing returning` in a transaction with the messages, so of N nodes (or two runs of
 * one) only the one whose insert returned a row sends them, and they commit together. Only
 * the current boundary is announced (activity-events.ts); older ones are recorded silently.
 */
export async function runActivityStageTick(db: Db, now: number): Promise<FiredEvent[]> {
  const pending = await activitiesWithPendingEvents(db);
  if (pending.length === 0) return [];
  const ids = pending.map((a) => a.id);
  const [stages, recorded] = await Promise.all([
    stagesOf(db, ids),
    db
      .select({ activeId: activityStageEvents.activeId, event: activityStageEvents.event })
      .from(activityStageEvents)
      .where(inArray(activityStageEvents.activeId, ids)),
  ]);
  const done = new Set(recorded.map((r) => `${r.activeId}:${r.event}`));
  const fired: FiredEvent[] = [];
  for (const activity of pending) {
    const times = toStageTimes(stages.get(activity.id) ?? []);
    const { passed, current } = passedBoundaries(
      times,
      activity.resultsPublishedAt?.getTime() ?? null,
      now,
    );
    for (const boundary of passed) {
      if (done.has(`${activity.id}:${boundary.event}`)) continue;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(activityStageEvents)
          .values({ activeId: activity.id, event: boundary.event, firedAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ event: activityStageEvents.event });
        if (!row) return null;
        const announced = boundary.event === current;
        let messages = 0;
        if (announced) {
          const message = eventMessage(boundary.event, activity.title, times);
          for (const userId of await enrolledUserIds(tx, activity.id)) {
            const written = await writeMessage(tx, {
              userId,
              category: MESSAGE_CATEGORY.activityDispatch,
              fromUserId: null,
              targetType: 0,
              targetId: activity.id,
              ...message,
            });
            if (written) messages += 1;
          }
        }
        return { activeId: activity.id, event: boundary.event, announced, messages };
      });
      if (result) fired.push(result);
    }
  }
  return fired;
}

export interface ActivityJobTimings {
  firstMs: number;
  everyMs: number;
}

/**
 * Runs the stage job on every node, shortly after start and then every ACTIVITY_JOB_EVERY_MS,
 * so stages change on time with no request. Safe on N nodes by the event record above.
 */
export function startActivityJob(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  timings: ActivityJobTimings = { firstMs: 5_000, everyMs: ACTIVITY_JOB_EVERY_MS },
): void {
  let running = false;
  const run = () => {
    // A slow run (many enrolments) is not overlapped by the next one on the same node.
    if (running) return;
    running = true;
    runActivityStageTick(db, clock())
      .then(
        (fired) => {
          if (fired.length > 0) app.log.info({ fired }, 'activities: stage events');
        },
        (err: unknown) => app.log.warn({ err }, 'activity stage job failed'),
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, timings.firstMs);
  const timer = setInterval(run, timings.everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
