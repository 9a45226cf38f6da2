import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_EVENT, ACTIVITY_PUBLISH, ActivityStage } from '@xinke/shared';
import type { Db } from '../../db/client';
import { activities, activityEnrolments, activityStages } from '../../db/schema';
import type { StageTimes } from './activity-status';

export type ActivityRow = typeof activities.$inferSelect;
export type StageRow = typeof activityStages.$inferSelect;

const STAGE_ORDER: readonly string[] = ActivityStage.options.map((o) => o.value);

/** The stages of some activities, by activity, in SPEC §3 order. */
export async function stagesOf(db: Db, ids: readonly number[]): Promise<Map<number, StageRow[]>> {
  const out = new Map<number, StageRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(activityStages)
    .where(inArray(activityStages.activeId, [...ids]))
    .orderBy(asc(activityStages.startTime), asc(activityStages.id));
  for (const row of rows) out.set(row.activeId, [...(out.get(row.activeId) ?? []), row]);
  for (const list of out.values())
    list.sort((a, b) => STAGE_ORDER.indexOf(a.code) - STAGE_ORDER.indexOf(b.code));
  return out;
}

/** Enrolled members per activity: counted from the rows (activity_enrolments_active_user_idx). */
export async function enrolCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activityEnrolments.activeId, n: count() })
    .from(activityEnrolments)
    .where(inArray(activityEnrolments.activeId, [...ids]))
    .groupBy(activityEnrolments.activeId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function isEnrolled(db: Db, activeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activityEnrolments.id })
    .from(activityEnrolments)
    .where(and(eq(activityEnrolments.activeId, activeId), eq(activityEnrolments.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function enrolledUserIds(db: Db, activeId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: activityEnrolments.userId })
    .from(activityEnrolments)
    .where(eq(activityEnrolments.activeId, activeId))
    .orderBy(asc(activityEnrolments.id));
  return rows.map((r) => r.userId);
}

/** A published activity, or undefined (a draft does not exist for the public). */
export async function findPublished(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.status, ACTIVITY_PUBLISH.published)))
    .limit(1);
  return row;
}

export async function allPublished(db: Db, where?: SQL): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.status, ACTIVITY_PUBLISH.published), where));
}

/**
 * Published activities the stage job must look at: those whose results have not been
 * announced yet (an announced result is their last transition).
 */
export async function activitiesWithPendingEvents(db: Db): Promise<ActivityRow[]> {
  return allPublished(
    db,
    or(
      isNull(activities.resultsPublishedAt),
      sql`not exists (select 1 from activity_stage_events e
        where e.active_id = ${activities.id} and e.event = ${ACTIVITY_EVENT.results})`,
    ),
  );
}

export const toStageTimes = (rows: readonly StageRow[]): StageTimes[] =>
  rows.map((r) => ({ code: r.code, startMs: r.startTime.getTime(), endMs: r.endTime.getTime() }));
