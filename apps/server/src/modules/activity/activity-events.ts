import {
  ACTIVITY_EVENT,
  ACTIVITY_STAGE,
  ActivityEvent,
  formatDateTime,
  type ActivityEventValue,
} from '@xinke/shared';
import type { StageTimes } from './activity-status';

/** A transition of one activity and when it happens (ms). */
export interface Boundary {
  event: ActivityEventValue;
  at: number;
}

const ORDER: readonly string[] = ActivityEvent.options.map((o) => o.value);

/**
 * Every transition an activity has, in the order they happen: its stages' opening and
 * closing and the results. The final review has no boundary of its own: it begins when
 * voting closes (announced then) and ends with the results (a staff action).
 */
export function boundariesOf(
  stages: readonly StageTimes[],
  resultsPublishedAt: number | null,
): Boundary[] {
  const out: Boundary[] = [];
  const submission = stages.find((s) => s.code === ACTIVITY_STAGE.submission);
  const voting = stages.find((s) => s.code === ACTIVITY_STAGE.voting);
  if (submission) {
    out.push({ event: ACTIVITY_EVENT.submissionOpen, at: submission.startMs });
    out.push({ event: ACTIVITY_EVENT.submissionClose, at: submission.endMs });
  }
  if (voting) {
    out.push({ event: ACTIVITY_EVENT.votingOpen, at: voting.startMs });
    out.push({ event: ACTIVITY_EVENT.votingClose, at: voting.endMs });
  }
  if (resultsPublishedAt !== null)
    out.push({ event: ACTIVITY_EVENT.results, at: resultsPublishedAt });
  return out;
}

/**
 * The boundaries passed at `now`, and which of them is the current one (the latest; on a tie
 * the later in order, so a call closing the second voting opens is "voting opened"). The job
 * records every passed boundary but announces only the current one: an activity published
 * late, or a node that was down for an hour, does not send a burst of stale news.
 */
export function passedBoundaries(
  stages: readonly StageTimes[],
  resultsPublishedAt: number | null,
  now: number,
): { passed: Boundary[]; current: ActivityEventValue | null } {
  const passed = boundariesOf(stages, resultsPublishedAt).filter((b) => b.at <= now);
  let current: Boundary | null = null;
  for (const b of passed) {
    if (
      !current ||
      b.at > current.at ||
      (b.at === current.at && ORDER.indexOf(b.event) > ORDER.indexOf(current.event))
    )
      current = b;
  }
  return { passed, current: current?.event ?? null };
}

/** The activity-dispatcher message (SPEC §9 category 5) of one transition, in Chinese. */
export function eventMessage(
  event: ActivityEventValue,
  title: string,
  stages: readonly StageTimes[],
): { title: string; content: string } {
  const voting = stages.find((s) => s.code === ACTIVITY_STAGE.voting);
  const submission = stages.find((s) => s.code === ACTIVITY_STAGE.submission);
  const name = `「${title}」`;
  switch (event) {
    case ACTIVITY_EVENT.submissionOpen:
      return {
        title: `${name}作品征集已开始`,
        content: `${name}作品征集已开始${
          submission ? `，截止 ${formatDateTime(submission.endMs)}` : ''
        }，快来上传你的作品吧。`,
      };
    case ACTIVITY_EVENT.submissionClose:
      return {
        title: `${name}作品征集已结束`,
        content: `${name}作品征集已结束${
          voting ? `，投票将于 ${formatDateTime(voting.startMs)} 开始` : '，进入评审'
        }。`,
      };
    case ACTIVITY_EVENT.votingOpen:
      return {
        title: `${name}投票已开始`,
        content: `${name}投票已开始${
          voting ? `，截止 ${formatDateTime(voting.endMs)}` : ''
        }，快去为喜欢的作品投票吧。`,
      };
    case ACTIVITY_EVENT.votingClose:
      return {
        title: `${name}投票已结束`,
        content: `${name}投票已结束，进入终审，结果公布后会第一时间通知你。`,
      };
    default:
      return {
        title: `${name}结果已公布`,
        content: `${name}评审结果已公布，去活动页看看获奖作品吧。`,
      };
  }
}
