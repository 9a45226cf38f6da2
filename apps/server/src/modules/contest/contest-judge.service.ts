import { and, count, eq } from 'drizzle-orm';
import {
  JUDGE_CRITERIA,
  MSG,
  STAFF_ACTION,
  WorkReview,
  type JudgeScores,
  type JudgeWork,
  type Paginate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activityWorkScores, activityWorks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertStaffRole } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import {
  findActivity,
  lockActivityOfWork,
  lockWork,
  scoresOf,
  type ScoreRow,
  type WorkRow,
} from './contest-admin.repository';
import { assertOpen } from './contest-admin.service';
import { judgeTotal, round1 } from './contest-ranking';

const approvedOf = (activeId: number) =>
  and(
    eq(activityWorks.activeId, activeId),
    eq(activityWorks.reviewStatus, WorkReview.values.approved),
  );

/** Stored scores on today's rubric (a criterion added later reads 0 until scored again). */
const rubricOf = (scores: Record<string, number>): JudgeScores =>
  Object.fromEntries(JUDGE_CRITERIA.map((c) => [c.key, scores[c.key] ?? 0])) as JudgeScores;

/** A work as one judge sees it: their own scores, and every judge's average. */
function toJudgeWork(w: WorkRow, scores: readonly ScoreRow[], judgeId: number): JudgeWork {
  const mine = scores.find((s) => s.judgeId === judgeId);
  const totals = scores.map((s) => s.total);
  return {
    id: w.id,
    serial_num: w.serialNum,
    name: w.name,
    cover: w.cover,
    computer_model: w.computerModel,
    vote_count: w.voteCount,
    my_scores: mine ? rubricOf(mine.scores) : null,
    my_comment: mine?.comment ?? '',
    my_total: mine ? round1(mine.total) : null,
    judge_count: scores.length,
    judge_score: totals.length ? round1(totals.reduce((a, b) => a + b, 0) / totals.length) : 0,
  };
}

/**
 * 活动运营 › 评审 (docs/contest-console.md "Judges and the rubric"): the judges are the staff
 * (moderators and admins). Each scores approved works on JUDGE_CRITERIA; scoring again
 * replaces their scores; the ranking takes the average of the judges.
 */
export class ContestJudgeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async works(
    judgeId: number,
    activeId: number,
    page: number,
    pageSize: number,
  ): Promise<{ data: JudgeWork[]; paginate: Paginate }> {
    await assertStaffRole(this.db, judgeId, 'moderator');
    await findActivity(this.db, activeId, MSG.activityNotFound);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(activityWorks)
        .where(approvedOf(activeId))
        .orderBy(activityWorks.serialNum)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(activityWorks).where(approvedOf(activeId)),
    ]);
    const scores = await scoresOf(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((w) =>
        toJudgeWork(
          w,
          scores.filter((s) => s.workId === w.id),
          judgeId,
        ),
      ),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  /** Scores an approved work (or replaces this judge's scores of it), with its audit row. */
  async score(
    actor: StaffActor,
    workId: number,
    body: { scores: JudgeScores; comment: string },
  ): Promise<JudgeWork> {
    await assertStaffRole(this.db, actor.id, 'moderator');
    return this.db.transaction(async (tx) => {
      const activity = await lockActivityOfWork(tx, workId);
      assertOpen(activity);
      const work = await lockWork(tx, workId);
      if (!work) throw AppError.notFound(MSG.contestWorkNotFound);
      if (work.reviewStatus !== WorkReview.values.approved)
        throw AppError.conflict(MSG.contestScoreNeedsApproved);
      const [before] = await tx
        .select()
        .from(activityWorkScores)
        .where(and(eq(activityWorkScores.workId, workId), eq(activityWorkScores.judgeId, actor.id)))
        .limit(1);
      const scores: Record<string, number> = { ...body.scores };
      const total = judgeTotal(scores);
      const now = new Date(this.clock());
      await tx
        .insert(activityWorkScores)
        .values({
          workId,
          judgeId: actor.id,
          scores,
          total,
          comment: body.comment,
          createTime: now,
          updateTime: now,
        })
        .onConflictDoUpdate({
          target: [activityWorkScores.workId, activityWorkScores.judgeId],
          set: { scores, total, comment: body.comment, updateTime: now },
        });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.contestScore,
        target: `activity_work:${workId}`,
        before: before
          ? { scores: before.scores, total: before.total, comment: before.comment }
          : null,
        after: { scores, total, comment: body.comment },
        details: { active_id: activity.id, serial_num: work.serialNum },
      });
      return toJudgeWork(work, await scoresOf(tx, [workId]), actor.id);
    });
  }
}
