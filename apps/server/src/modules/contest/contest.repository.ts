import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  COMMENT_TYPE,
  WORK_REVIEW,
  WorkOrder,
  type WorkOrderValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  activities,
  activityEnrolments,
  activityVotes,
  activityWorks,
  thumbs,
  userImages,
  users,
} from '../../db/schema';

/*
 * The public side of contests (docs/contest.md): enrolments, a member's own work, the works
 * wall and the votes. The console's reads and writes are in contest-admin*.repository.ts.
 */

export type WorkRow = typeof activityWorks.$inferSelect;
export type EnrolmentRow = typeof activityEnrolments.$inferSelect;

export const authorColumns = {
  id: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  levelName: users.levelName,
  xUp: users.xUp,
};
export type AuthorRow = {
  [K in keyof typeof authorColumns]: (typeof authorColumns)[K]['_']['data'];
};
export interface WorkWithAuthor {
  work: WorkRow;
  author: AuthorRow;
}

export async function findEnrolment(
  db: Db,
  activeId: number,
  userId: number,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .select()
    .from(activityEnrolments)
    .where(and(eq(activityEnrolments.activeId, activeId), eq(activityEnrolments.userId, userId)))
    .limit(1);
  return row;
}

/** Enrols, or updates the contact details of an existing enrolment; true when new. */
export async function upsertEnrolment(
  db: Db,
  row: { activeId: number; userId: number; userName: string; phone: string; email: string },
): Promise<{ row: EnrolmentRow; created: boolean }> {
  const [out] = await db
    .insert(activityEnrolments)
    .values(row)
    .onConflictDoUpdate({
      target: [activityEnrolments.activeId, activityEnrolments.userId],
      set: { userName: row.userName, phone: row.phone, email: row.email },
    })
    // xmax = 0: the row was inserted by this statement, not updated.
    .returning({ ...getTableColumns(activityEnrolments), created: sql<boolean>`(xmax = 0)` });
  const { created, ...enrolment } = out!;
  return { row: enrolment, created };
}

/**
 * Kinds without a registry form (WORK_RULES_BY_KIND.autoEnrol): the first upload enrols the
 * member under their account name, with no phone or email. An existing enrolment is kept.
 */
export async function enrolAutomatically(db: Db, activeId: number, userId: number): Promise<void> {
  const [user] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  await db
    .insert(activityEnrolments)
    .values({ activeId, userId, userName: user?.nickname ?? '' })
    .onConflictDoNothing();
}

/** The newest published activity of a kind (by creation, then id). */
export async function newestPublishedOfKind(db: Db, kind: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.kind, kind), eq(activities.status, ACTIVITY_PUBLISH.published)))
    .orderBy(desc(activities.createTime), desc(activities.id))
    .limit(1);
  return row?.id;
}

export async function findOwnWork(
  db: Db,
  activeId: number,
  userId: number,
): Promise<WorkRow | undefined> {
  const [row] = await db
    .select()
    .from(activityWorks)
    .where(and(eq(activityWorks.activeId, activeId), eq(activityWorks.userId, userId)))
    .limit(1);
  return row;
}

export async function findWorkWithAuthor(db: Db, id: number): Promise<WorkWithAuthor | undefined> {
  const [row] = await db
    .select({ work: activityWorks, author: authorColumns })
    .from(activityWorks)
    .innerJoin(users, eq(users.id, activityWorks.userId))
    .where(eq(activityWorks.id, id))
    .limit(1);
  return row;
}

/** The next 作品编号 of the activity: a counter on its row, never handed out twice. */
export async function nextSerial(db: Db, activeId: number): Promise<number> {
  const [row] = await db
    .update(activities)
    .set({ workSerial: sql`${activities.workSerial} + 1` })
    .where(eq(activities.id, activeId))
    .returning({ serial: activities.workSerial });
  return row!.serial;
}

/** Which of `urls` this member uploaded for `purpose` (checked by content on upload). */
export async function ownedUploads(
  db: Db,
  userId: number,
  purposes: readonly number[],
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: userImages.url })
    .from(userImages)
    .where(
      and(
        eq(userImages.userId, userId),
        inArray(userImages.purpose, [...purposes]),
        inArray(userImages.url, [...urls]),
      ),
    );
  return new Set(rows.map((r) => r.url));
}

const ORDER: Record<WorkOrderValue, SQL[]> = {
  [WorkOrder.values.serial]: [asc(activityWorks.serialNum)],
  [WorkOrder.values.newest]: [desc(activityWorks.createTime), desc(activityWorks.id)],
  [WorkOrder.values.votes]: [desc(activityWorks.voteCount), asc(activityWorks.serialNum)],
};

/** The works wall: approved works of an activity (activity_works_wall_idx / _votes_idx). */
export async function pageApprovedWorks(
  db: Db,
  activeId: number,
  opts: { serialNum?: number; order: WorkOrderValue; limit: number; offset: number },
): Promise<{ rows: WorkWithAuthor[]; total: number }> {
  const where = and(
    eq(activityWorks.activeId, activeId),
    eq(activityWorks.reviewStatus, WORK_REVIEW.approved),
    opts.serialNum === undefined ? undefined : eq(activityWorks.serialNum, opts.serialNum),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ work: activityWorks, author: authorColumns })
      .from(activityWorks)
      .innerJoin(users, eq(users.id, activityWorks.userId))
      .where(where)
      .orderBy(...ORDER[opts.order])
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(activityWorks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Of `workIds`, those `userId` voted for on `day` (a voided vote still holds its day). */
export async function votedOn(
  db: Db,
  userId: number,
  workIds: readonly number[],
  day: string,
): Promise<Set<number>> {
  if (userId <= 0 || workIds.length === 0) return new Set();
  const rows = await db
    .select({ workId: activityVotes.workId })
    .from(activityVotes)
    .where(
      and(
        eq(activityVotes.userId, userId),
        eq(activityVotes.voteDay, day),
        inArray(activityVotes.workId, [...workIds]),
      ),
    );
  return new Set(rows.map((r) => r.workId));
}

/** Whether the member cast any vote in the activity on `day` (SPEC §4 vote flag). */
export async function votedInActivityOn(
  db: Db,
  activeId: number,
  userId: number,
  day: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: activityVotes.id })
    .from(activityVotes)
    .where(
      and(
        eq(activityVotes.userId, userId),
        eq(activityVotes.activeId, activeId),
        eq(activityVotes.voteDay, day),
        isNull(activityVotes.voidedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasThumbedWork(db: Db, userId: number, id: number): Promise<boolean> {
  if (userId <= 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(thumbs)
    .where(
      and(
        eq(thumbs.userId, userId),
        eq(thumbs.type, COMMENT_TYPE.contestWork),
        eq(thumbs.typeId, id),
      ),
    );
  return (row?.n ?? 0) > 0;
}
