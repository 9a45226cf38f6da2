import { ACTIVITY_STAGE, ACTIVITY_STATUS, type ActivityStageCode } from '@xinke/shared';

/** A stage's times in milliseconds: what the status and the stage job read. */
export interface StageTimes {
  code: ActivityStageCode | string;
  startMs: number;
  endMs: number;
}

const find = (stages: readonly StageTimes[], code: string) => stages.find((s) => s.code === code);

/**
 * SPEC §4 activity status, derived from the stages and the results time; never stored, so it
 * cannot disagree with them. Boundaries: a stage holds from its start (inclusive) to its end
 * (exclusive).
 *
 * - Results published (a staff action, docs/activities.md) → 5 已结束, whatever the stages say.
 * - Before the first stage → 0 未开始.
 * - Inside submission → 1 作品上传中.
 * - After submission and before voting → 2 等待投票.
 * - Inside voting → 3 投票中.
 * - After voting (or, with no voting stage, after submission), in the final review or after
 *   it, until the results are published → 4 投票结束待评审. An activity only ends when staff
 *   say so: a final review running late never shows 已结束 without results.
 * - An activity without a submission stage (a lottery, an invitation, a public vote) is 0
 *   until its voting stage opens; one with no stages at all stays 0 until its results.
 */
export function activityStatus(
  stages: readonly StageTimes[],
  resultsPublishedAt: number | null,
  now: number,
): number {
  if (resultsPublishedAt !== null && resultsPublishedAt <= now) return ACTIVITY_STATUS.ended;
  if (stages.length === 0) return ACTIVITY_STATUS.notStarted;
  const first = Math.min(...stages.map((s) => s.startMs));
  if (now < first) return ACTIVITY_STATUS.notStarted;
  const submission = find(stages, ACTIVITY_STAGE.submission);
  const voting = find(stages, ACTIVITY_STAGE.voting);
  if (submission && now < submission.endMs) return ACTIVITY_STATUS.uploading;
  if (voting) {
    if (now < voting.startMs) {
      return submission ? ACTIVITY_STATUS.awaitingVote : ACTIVITY_STATUS.notStarted;
    }
    if (now < voting.endMs) return ACTIVITY_STATUS.voting;
  }
  return ACTIVITY_STATUS.awaitingReview;
}
