import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG, WorkReview, type AdminContestWork } from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  activities,
  activityEnrolments,
  activityVotes,
  activityWorkScores,
  activityWorks,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { containsPattern } from '../../lib/like-pattern';
import { toContestWorkDetail } from './contest.mapper';

/*
 * The contest console's reads and writes of works, votes and scores (docs/contest-console.md).
 * The public side (enrol, submit, vote) has its own repository; these are the staff's.
 */

export type ActivityRow = typeof activities.$inferSelect;
export type WorkRow = typeof activityWorks.$inferSelect;

/**
 * The activity, or 404 `msg`. `lock` takes a share lock: publishing the results (which locks
 * the row for update) waits for a review, void or score in flight, and they wait for it.
 */
export async function findActivity(
  db: Db,
  id: number,
  msg: string,
  lock = false,
): Promise<ActivityRow> {
  const q = db.select().from(activities).where(eq(activities.id, id)).limit(1);
  const [row] = lock ? await q.for('share') : await q;
  if (!row) throw AppError.notFound(msg);
  return row;
}

const reviewer = alias(users, 'reviewer');

/** Counted per work in the select: votes flagged and still valid, and votes voided. */
const flaggedVotes = sql<number>`(select count(*)::int from ${activityVotes} v
  where v.work_id = ${activityWorks.id} and v.voided_at is null and cardinality(v.flags) > 0)`;
const voidedVotes = sql<number>`(select count(*)::int from ${activityVotes} v
  where v.work_id = ${activityWorks.id} and v.voided_at is not null)`;

const workSelect = {
  work: activityWorks,
  author: {
    id: users.id,
    nickname: users.nickname,
    imageUrl: users.imageUrl,
    levelName: users.levelName,
    xUp: users.xUp,
  },
  reviewerNickname: reviewer.nickname,
  enrolment: {
    userName: activityEnrolments.userName,
    phone: activityEnrolments.phone,
    email: activityEnrolments.email,
  },
  flagged: flaggedVotes,
  voided: voidedVotes,
};

function worksQuery(db: Db) {
  return db
    .select(workSelect)
    .from(activityWorks)
    .innerJoin(users, eq(users.id, activityWorks.userId))
    .leftJoin(reviewer, eq(reviewer.id, activityWorks.reviewedBy))
    .leftJoin(
      activityEnrolments,
      and(
        eq(activityEnrolments.activeId, activityWorks.activeId),
        eq(activityEnrolments.userId, activityWorks.userId),
      ),
    );
}
export type AdminWorkRow = Awaited<ReturnType<ReturnType<typeof worksQuery>['execute']>>[number];

export interface WorkFilter {
  review_status?: number;
  keyword?: string;
}

function worksWhere(activeId: number, f: WorkFilter): SQL | undefined {
  const keyword = f.keyword ? f.keyword : null;
  const serial = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  return and(
    eq(activityWorks.activeId, activeId),
    f.review_status === undefined ? undefined : eq(activityWorks.reviewStatus, f.review_status),
    keyword
      ? or(
          ilike(activityWorks.name, containsPattern(keyword)),
          serial === null ? undefined : eq(activityWorks.serialNum, serial),
        )
      : undefined,
  );
}

/**
 * The console's works: the unreviewed queue by when each was (re)submitted, oldest first
 * (first come, first served); any other list newest entry first.
 */
export async function pageWorks(
  db: Db,
  activeId: number,
  f: WorkFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminWorkRow[]; total: number }> {
  const where = worksWhere(activeId, f);
  const oldestFirst = f.review_status === WorkReview.values.unreviewed;
  const [rows, [total]] = await Promise.all([
    worksQuery(db)
      .where(where)
      .orderBy(
        ...(oldestFirst
          ? [asc(activityWorks.updateTime), asc(activityWorks.id)]
          : [desc(activityWorks.createTime), desc(activityWorks.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(activityWorks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminWork(db: Db, id: number): Promise<AdminWorkRow | undefined> {
  const [row] = await worksQuery(db).where(eq(activityWorks.id, id)).limit(1);
  return row;
}

/** A work as staff see it; `mask` shows the contact in full (admins) or masked (moderators). */
export function toAdminWork(
  r: AdminWorkRow,
  mask: (phone: string, email: string) => { phone: string; email: string },
): AdminContestWork {
  const w = r.work;
  const contact = mask(r.enrolment?.phone ?? '', r.enrolment?.email ?? '');
  return {
    // Staff read the work as its entrant does, the reason of a rejection included.
    ...toContestWorkDetail(r, { votedToday: false, isThumb: false, isMine: true }),
    reviewed_by:
      w.reviewedBy === null ? null : { id: w.reviewedBy, nickname: r.reviewerNickname ?? '' },
    review_time: w.reviewTime ? toUnixSeconds(w.reviewTime.getTime()) : null,
    flagged_votes: r.flagged,
    voided_votes: r.voided,
    enrolment: { user_name: r.enrolment?.userName ?? '', ...contact },
  };
}

/**
 * The activity of work `workId` under a share lock (404 作品不存在 without the work): taken
 * before the work's own lock, in the order every contest write locks.
 */
export async function lockActivityOfWork(db: Db, workId: number): Promise<ActivityRow> {
  const [work] = await db
    .select({ activeId: activityWorks.activeId })
    .from(activityWorks)
    .where(eq(activityWorks.id, workId))
    .limit(1);
  if (!work) throw AppError.notFound(MSG.contestWorkNotFound);
  return findActivity(db, work.activeId, MSG.activityNotFound, true);
}

export async function lockWork(db: Db, id: number): Promise<WorkRow | undefined> {
  const [row] = await db.select().from(activityWorks).where(eq(activityWorks.id, id)).for('update');
  return row;
}

/* ——— judges' scores ——— */

export type ScoreRow = typeof activityWorkScores.$inferSelect;

/** Every judge's scores of the works `workIds`. */
export async function scoresOf(db: Db, workIds: readonly number[]): Promise<ScoreRow[]> {
  if (workIds.length === 0) return [];
  return db
    .select()
    .from(activityWorkScores)
    .where(inArray(activityWorkScores.workId, [...workIds]));
}

/** The approved works of an activity, by serial, with their authors. */
export function approvedWorks(db: Db, activeId: number) {
  return db
    .select({
      work: activityWorks,
      author: {
        id: users.id,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
        levelName: users.levelName,
        xUp: users.xUp,
      },
    })
    .from(activityWorks)
    .innerJoin(users, eq(users.id, activityWorks.userId))
    .where(
      and(
        eq(activityWorks.activeId, activeId),
        eq(activityWorks.reviewStatus, WorkReview.values.approved),
      ),
    )
    .orderBy(asc(activityWorks.serialNum));
}
export type ApprovedWorkRow = Awaited<ReturnType<typeof approvedWorks>>[number];
