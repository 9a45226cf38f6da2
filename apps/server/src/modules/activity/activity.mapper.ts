import {
  ActivityStage,
  ActivityStatus,
  type ActivityCard,
  type ActivityStageRow,
} from '@xinke/shared';
import { toUnixSeconds } from '../../lib/clock';
import { activityStatus } from './activity-status';
import { toStageTimes, type ActivityRow, type StageRow } from './activity.repository';

export const toStage = (row: StageRow): ActivityStageRow => ({
  id: row.id,
  active_id: row.activeId,
  code: row.code,
  section_name: ActivityStage.label(row.code),
  start_time: toUnixSeconds(row.startTime.getTime()),
  end_time: toUnixSeconds(row.endTime.getTime()),
});

/** The derived SPEC §4 status of a row with its stages at `now`. */
export const statusOf = (row: ActivityRow, stages: readonly StageRow[], now: number): number =>
  activityStatus(toStageTimes(stages), row.resultsPublishedAt?.getTime() ?? null, now);

/** An activity as the list and the page show it; the status is computed, never read. */
export function toCard(
  row: ActivityRow,
  stages: readonly StageRow[],
  enrolCount: number,
  now: number,
): ActivityCard {
  const status = statusOf(row, stages, now);
  const starts = stages.map((s) => s.startTime.getTime());
  const ends = stages.map((s) => s.endTime.getTime());
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    status,
    status_text: ActivityStatus.label(status),
    start_time: starts.length > 0 ? toUnixSeconds(Math.min(...starts)) : null,
    end_time: ends.length > 0 ? toUnixSeconds(Math.max(...ends)) : null,
    stages: stages.map(toStage),
    enrol_count: enrolCount,
    results_published_at: row.resultsPublishedAt
      ? toUnixSeconds(row.resultsPublishedAt.getTime())
      : null,
  };
}
