import { ACTIVITY_STAGE, ACTIVITY_STATUS, MSG, VOTE_RULES, WORK_REVIEW } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { chinaDay } from '../growth/china-day';
import { statusOf } from '../activity/activity.mapper';
import {
  findPublished,
  stagesOf,
  type ActivityRow,
  type StageRow,
} from '../activity/activity.repository';
import { castVote, voteTargetOf } from './contest-vote.repository';

const HOUR = 3_600_000;
/**
 * How long a node reuses an activity's row and stages on the vote path. The stage check is
 * still made against the clock on every vote; only a staff edit of the stages reaches the
 * votes up to this much later.
 */
const ACTIVITY_CACHE_MS = 2_000;

type ActivityWithStages = { row: ActivityRow; stages: StageRow[] };

/**
 * POST /web/active/opu_vote (docs/contest.md "Fair voting"). The refusals are the rules a
 * member can read; the flags are the signals staff read (the vote still counts until they
 * void it). The checks that need no lock are one prepared read (and the activity, cached);
 * the vote row, its flags and the work's vote_count are one statement (castVote).
 */
export class ContestVoteService {
  private readonly activities = new Map<number, { until: number; value: ActivityWithStages }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async activity(id: number, now: number): Promise<ActivityWithStages> {
    const hit = this.activities.get(id);
    if (hit && hit.until > now) return hit.value;
    const row = await findPublished(this.db, id);
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    const value = { row, stages: (await stagesOf(this.db, [id])).get(id) ?? [] };
    if (this.activities.size > 1000) this.activities.clear();
    this.activities.set(id, { until: now + ACTIVITY_CACHE_MS, value });
    return value;
  }

  async vote(
    userId: number,
    activeId: number,
    workId: number,
    ip: string,
  ): Promise<{ opu_id: number; vote_count: number; vote_status: number }> {
    const now = this.clock();
    const [{ row: activity, stages }, { work, voterCreated }] = await Promise.all([
      this.activity(activeId, now),
      voteTargetOf(this.db, workId, userId),
    ]);
    if (statusOf(activity, stages, now) !== ACTIVITY_STATUS.voting)
      throw AppError.conflict(MSG.contestVoteNotOpen);
    if (!work || work.activeId !== activeId) throw AppError.notFound(MSG.contestWorkNotFound);
    if (work.userId === userId) throw AppError.forbidden(MSG.contestVoteOwnWork);
    if (work.reviewStatus !== WORK_REVIEW.approved)
      throw AppError.conflict(MSG.contestVoteNotApproved);
    const createdAt = voterCreated?.getTime() ?? now;
    if (now - createdAt < VOTE_RULES.minAccountHours * HOUR)
      throw AppError.forbidden(MSG.contestVoteAccountTooNew);
    const votingOpened = stages.find((s) => s.code === ACTIVITY_STAGE.voting)?.startTime.getTime();

    const cast = await castVote(this.db, {
      activeId,
      workId,
      userId,
      voteDay: chinaDay(now),
      ip,
      createTime: new Date(now),
      newAccount: votingOpened !== undefined && createdAt > votingOpened,
    });
    if (cast.voteId === null) {
      if (cast.ipVotes >= VOTE_RULES.ipDailyHard)
        throw AppError.rateLimited(MSG.contestVoteIpLimit);
      throw AppError.conflict(MSG.contestVoteTwiceToday);
    }
    const voteCount = cast.voteCount ?? 0;
    return { opu_id: workId, vote_count: voteCount, vote_status: 1 };
  }
}
