import { eq } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  WorkReview,
  type AdminContestWork,
  type AdminVote,
  type Paginate,
  type Ranking,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activityWorks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { maskEmail, maskPhone } from '../../lib/secrets';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertStaffRole } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import {
  findActivity,
  findAdminWork,
  lockActivityOfWork,
  lockWork,
  pageWorks,
  toAdminWork,
  type ActivityRow,
  type WorkFilter,
} from './contest-admin.repository';
import {
  pageVotes,
  voidVotes,
  voteCounts,
  type VoteFilter,
} from './contest-admin-votes.repository';
import { rankingOf } from './contest-results';

/** The activity's results are out: the award list is final (409). */
export function assertOpen(activity: ActivityRow): void {
  if (activity.resultsPublishedAt !== null) throw AppError.conflict(MSG.contestLockedAfterResults);
}

const fullContact = (phone: string, email: string) => ({ phone, email });
const maskedContact = (phone: string, email: string) => ({
  phone: maskPhone(phone),
  email: maskEmail(email),
});

/**
 * 活动运营 › 作品 / 投票 (docs/contest-console.md): staff (moderators and admins) review
 * works and void votes. Each write checks, changes, tells the member and writes its audit row
 * in one transaction, under a share lock of the activity, so it either lands before the
 * results are published or is refused after.
 */
export class ContestAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async works(
    staffId: number,
    activeId: number,
    f: WorkFilter,
    page: number,
    pageSize: number,
  ): Promise<{ data: AdminContestWork[]; paginate: Paginate }> {
    const role = await assertStaffRole(this.db, staffId, 'moderator');
    await findActivity(this.db, activeId, MSG.activityNotFound);
    const { rows, total } = await pageWorks(this.db, activeId, f, pageSize, (page - 1) * pageSize);
    const contact = role === 'admin' ? fullContact : maskedContact;
    return {
      data: rows.map((r) => toAdminWork(r, contact)),
      paginate: paginate(total, page, pageSize),
    };
  }

  /**
   * Approves or rejects a work (a rejection with its reason). The entrant hears of it as an
   * activity message (SPEC §9 category 5; their switch decides) when the decision or the
   * reason changed. Rejecting an approved work takes it off the wall and out of the ranking;
   * its votes stay as rows.
   */
  async review(
    actor: StaffActor,
    workId: number,
    decision: { review_status: number; reason: string },
  ): Promise<AdminContestWork> {
    const role = await assertStaffRole(this.db, actor.id, 'moderator');
    const approve = decision.review_status === WorkReview.values.approved;
    const reason = approve ? '' : decision.reason;
    await this.db.transaction(async (tx) => {
      const activity = await lockActivityOfWork(tx, workId);
      assertOpen(activity);
      const work = await lockWork(tx, workId);
      if (!work) throw AppError.notFound(MSG.contestWorkNotFound);
      const now = new Date(this.clock());
      await tx
        .update(activityWorks)
        .set({
          reviewStatus: decision.review_status,
          rejectReason: reason,
          reviewedBy: actor.id,
          reviewTime: now,
        })
        .where(eq(activityWorks.id, workId));
      const changed = work.reviewStatus !== decision.review_status || work.rejectReason !== reason;
      if (changed)
        await writeMessage(tx, {
          userId: work.userId,
          category: MESSAGE_CATEGORY.activityDispatch,
          fromUserId: null,
          targetType: 0,
          targetId: activity.id,
          ...reviewMessage(activity.title, work.name, approve, reason),
        });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.contestWorkReview,
        target: `activity_work:${workId}`,
        before: { review_status: work.reviewStatus, reject_reason: work.rejectReason },
        after: { review_status: decision.review_status, reject_reason: reason },
        reason,
        details: { active_id: activity.id, serial_num: work.serialNum, name: work.name },
      });
    });
    const row = await findAdminWork(this.db, workId);
    if (!row) throw AppError.notFound(MSG.contestWorkNotFound);
    return toAdminWork(row, role === 'admin' ? fullContact : maskedContact);
  }

  async votes(staffId: number, activeId: number, f: VoteFilter, page: number, pageSize: number) {
    await assertStaffRole(this.db, staffId, 'moderator');
    await findActivity(this.db, activeId, MSG.activityNotFound);
    const { rows, total, summary } = await pageVotes(
      this.db,
      activeId,
      f,
      pageSize,
      (page - 1) * pageSize,
    );
    const data = rows.map((r): AdminVote => ({
      id: r.vote.id,
      work: { id: r.work.id, serial_num: r.work.serialNum, name: r.work.name },
      user: {
        id: r.user.id,
        nickname: r.user.nickname,
        create_time: toUnixSeconds(r.user.createTime.getTime()),
      },
      ip: r.vote.ip,
      vote_day: r.vote.voteDay,
      flags: r.vote.flags,
      create_time: toUnixSeconds(r.vote.createTime.getTime()),
      voided_at: r.vote.voidedAt ? toUnixSeconds(r.vote.voidedAt.getTime()) : null,
      void_reason: r.vote.voidReason,
    }));
    return { data, paginate: paginate(total, page, pageSize), summary };
  }

  /**
   * Voids votes: in one transaction the valid ones among `ids` are marked, each work's
   * vote_count loses exactly as many, each voter gets one system message (category 4) with
   * their count and the reason, and one audit row keeps the count. Voiding again is a no-op
   * (voided 0, no message; still an audit row, as every staff write has one).
   */
  async voidVotes(
    actor: StaffActor,
    body: { active_id: number; ids: number[]; reason: string },
  ): Promise<{ voided: number; works: { id: number; vote_count: number }[] }> {
    await assertStaffRole(this.db, actor.id, 'moderator');
    return this.db.transaction(async (tx) => {
      const activity = await findActivity(tx, body.active_id, MSG.activityNotFound, true);
      assertOpen(activity);
      const voided = await voidVotes(
        tx,
        activity.id,
        body.ids,
        actor.id,
        body.reason,
        new Date(this.clock()),
      );
      const perVoter = new Map<number, number>();
      for (const v of voided) perVoter.set(v.userId, (perVoter.get(v.userId) ?? 0) + 1);
      for (const [userId, n] of perVoter)
        await writeMessage(tx, {
          userId,
          category: MESSAGE_CATEGORY.system,
          fromUserId: null,
          targetType: 0,
          targetId: activity.id,
          title: `「${activity.title}」投票作废通知`,
          content: `你在「${activity.title}」中的 ${n} 票已被作废，原因：${body.reason}。`,
        });
      const works = await voteCounts(tx, [...new Set(voided.map((v) => v.workId))]);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.contestVoteVoid,
        target: `activity:${activity.id}`,
        reason: body.reason,
        details: {
          voided: voided.length,
          asked: body.ids.length,
          vote_ids: voided.map((v) => v.id),
          works,
        },
      });
      return { voided: voided.length, works };
    });
  }

  async ranking(staffId: number, activeId: number): Promise<Ranking> {
    await assertStaffRole(this.db, staffId, 'moderator');
    const activity = await findActivity(this.db, activeId, MSG.activityNotFound);
    return rankingOf(this.db, activity, this.clock(), 'staff');
  }
}

/** The entrant's message about the decision on their work. */
function reviewMessage(
  activity: string,
  work: string,
  approved: boolean,
  reason: string,
): { title: string; content: string } {
  return approved
    ? {
        title: `「${activity}」作品审核通过`,
        content: `你的作品「${work}」已通过审核，已展示在「${activity}」的作品墙上。`,
      }
    : {
        title: `「${activity}」作品未通过审核`,
        content: `你的作品「${work}」未通过审核，原因：${reason}。作品征集期间可以修改后重新提交。`,
      };
}
