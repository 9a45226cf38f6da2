import {
  ACTIVITY_STAGE,
  ACTIVITY_STATUS,
  MSG,
  VOTE_FLAG,
  VOTE_RULES,
  WORK_REVIEW,
  type VoteFlagValue,
} from '@xinke/shared';
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
import { findWorkWithAuthor } from './contest.repository';
import {
  accountCreatedAt,
  bumpVoteCount,
  insertVote,
  ipVotesOn,
  recentVotesOf,
} from './contest-vote.repository';

const HOUR = 3_600_000;
const MINUTE = 60_000;
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
 * void it). The vote row and the work's vote_count move in one transaction, the count last,
 * so a work's row lock is held only for the update and commit.
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
    const [{ row: activity, stages }, found, created] = await Promise.all([
      this.activity(activeId, now),
      findWorkWithAuthor(this.db, workId),
      accountCreatedAt(this.db, userId),
    ]);
    if (statusOf(activity, stages, now) !== ACTIVITY_STATUS.voting)
      throw AppError.conflict(MSG.contestVoteNotOpen);
    const work = found?.work;
    if (!work || work.activeId !== activeId) throw AppError.notFound(MSG.contestWorkNotFound);
    if (work.userId === userId) throw AppError.forbidden(MSG.contestVoteOwnWork);
    if (work.reviewStatus !== WORK_REVIEW.approved)
      throw AppError.conflict(MSG.contestVoteNotApproved);
    const createdAt = created?.getTime() ?? now;
    if (now - createdAt < VOTE_RULES.minAccountHours * HOUR)
      throw AppError.forbidden(MSG.contestVoteAccountTooNew);
    const votingOpened = stages.find((s) => s.code === ACTIVITY_STAGE.voting)?.startTime.getTime();
    const day = chinaDay(now);

    const voteCount = await this.db.transaction(async (tx) => {
      const fromIp = await ipVotesOn(tx, activeId, day, ip, VOTE_RULES.ipDailyHard);
      if (fromIp >= VOTE_RULES.ipDailyHard) throw AppError.rateLimited(MSG.contestVoteIpLimit);
      const recent = await recentVotesOf(
        tx,
        workId,
        new Date(now - MINUTE),
        VOTE_RULES.burstPerMinute,
      );
      const flags: VoteFlagValue[] = [];
      if (votingOpened !== undefined && createdAt > votingOpened) flags.push(VOTE_FLAG.newAccount);
      if (fromIp >= VOTE_RULES.ipDailySoft) flags.push(VOTE_FLAG.sharedIp);
      if (recent >= VOTE_RULES.burstPerMinute) flags.push(VOTE_FLAG.burst);
      const id = await insertVote(tx, {
        activeId,
        workId,
        userId,
        voteDay: day,
        ip,
        flags,
        createTime: new Date(now),
      });
      if (id === undefined) throw AppError.conflict(MSG.contestVoteTwiceToday);
      return bumpVoteCount(tx, workId, 1);
    });
    return { opu_id: workId, vote_count: voteCount, vote_status: 1 };
  }
}
