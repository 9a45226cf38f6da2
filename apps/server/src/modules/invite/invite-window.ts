import { ACTIVITY_PUBLISH, ACTIVITY_TYPE_KEY, MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findPublished,
  stagesOf,
  type ActivityRow,
  type StageRow,
} from '../activity/activity.repository';

/**
 * The invitation window of an invite activity (docs/invitations.md): from its earliest stage's
 * start (inclusive) to its latest stage's end (exclusive), whatever the stages are called —
 * an invite activity is one campaign period, and staff usually give it one stage. Published
 * results close it early. No stages: no window (nothing can be received or paid).
 */
export interface InviteWindow {
  startMs: number | null;
  endMs: number | null;
}

export function inviteWindow(row: ActivityRow, stages: readonly StageRow[]): InviteWindow {
  if (stages.length === 0) return { startMs: null, endMs: null };
  const startMs = Math.min(...stages.map((s) => s.startTime.getTime()));
  let endMs = Math.max(...stages.map((s) => s.endTime.getTime()));
  const results = row.resultsPublishedAt?.getTime();
  if (results !== undefined && results < endMs) endMs = Math.max(results, startMs);
  return { startMs, endMs };
}

export const isInWindow = (w: InviteWindow, now: number): boolean =>
  w.startMs !== null && w.endMs !== null && now >= w.startMs && now < w.endMs;

export interface InviteActivity {
  row: ActivityRow;
  stages: StageRow[];
  window: InviteWindow;
}

/** A published activity of type invite with its window, or 404. */
export async function loadInviteActivity(db: Db, id: number): Promise<InviteActivity> {
  const row = await findPublished(db, id);
  if (!row) throw AppError.notFound(MSG.activityNotFound);
  if (row.type !== ACTIVITY_TYPE_KEY.invite || row.status !== ACTIVITY_PUBLISH.published)
    throw AppError.notFound(MSG.inviteNotInvite);
  const stages = (await stagesOf(db, [id])).get(id) ?? [];
  return { row, stages, window: inviteWindow(row, stages) };
}
