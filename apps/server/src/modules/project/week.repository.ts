import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { COMMENT_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, projects, projectWeeks, thumbs, users } from '../../db/schema';
import type { CounterDelta } from '../comment/targets/content-target';

/** A weekly report with its project and the project's owner, as the detail shows it. */
export async function findWeekRow(db: Db, id: number) {
  const [row] = await db
    .select({
      week: projectWeeks,
      project: { id: projects.id, title: projects.title, status: projects.status },
      owner: { id: users.id, nickname: users.nickname, imageUrl: users.imageUrl },
    })
    .from(projectWeeks)
    .innerJoin(projects, eq(projects.id, projectWeeks.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projectWeeks.id, id))
    .limit(1);
  return row;
}
export type WeekRow = NonNullable<Awaited<ReturnType<typeof findWeekRow>>>;

/** A page of a project's weekly reports, newest first. */
export async function listWeeks(db: Db, projectId: number, page: number, pageSize: number) {
  const where = eq(projectWeeks.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projectWeeks)
      .where(where)
      .orderBy(desc(projectWeeks.createTime), desc(projectWeeks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(projectWeeks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The weekly reports just before and just after `week` in its project's order (create_time,
 * then id, so two written in the same second still have a neighbour each).
 */
export async function neighbours(db: Db, week: typeof projectWeeks.$inferSelect) {
  const link = { id: projectWeeks.id, title: projectWeeks.title };
  const same = eq(projectWeeks.projectId, week.projectId);
  const before = or(
    lt(projectWeeks.createTime, week.createTime),
    and(eq(projectWeeks.createTime, week.createTime), lt(projectWeeks.id, week.id)),
  );
  const after = or(
    gt(projectWeeks.createTime, week.createTime),
    and(eq(projectWeeks.createTime, week.createTime), gt(projectWeeks.id, week.id)),
  );
  const [[pre], [next]] = await Promise.all([
    db
      .select(link)
      .from(projectWeeks)
      .where(and(same, before))
      .orderBy(desc(projectWeeks.createTime), desc(projectWeeks.id))
      .limit(1),
    db
      .select(link)
      .from(projectWeeks)
      .where(and(same, after))
      .orderBy(asc(projectWeeks.createTime), asc(projectWeeks.id))
      .limit(1),
  ]);
  return { pre: pre ?? null, next: next ?? null };
}

export async function insertWeek(db: Db, values: typeof projectWeeks.$inferInsert) {
  const [row] = await db.insert(projectWeeks).values(values).returning({ id: projectWeeks.id });
  if (!row) throw new Error('insert week failed');
  return row.id;
}

export async function updateWeek(
  db: Db,
  id: number,
  values: Partial<typeof projectWeeks.$inferInsert>,
) {
  await db.update(projectWeeks).set(values).where(eq(projectWeeks.id, id));
}

export async function weekCommentRows(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.type, COMMENT_TYPE.projectPoolWeekly), eq(comments.typeId, id)));
  return row?.n ?? 0;
}

export async function deleteWeek(tx: Db, id: number) {
  await tx
    .delete(thumbs)
    .where(and(eq(thumbs.type, COMMENT_TYPE.projectPoolWeekly), eq(thumbs.typeId, id)));
  await tx.delete(projectWeeks).where(eq(projectWeeks.id, id));
}

const counterColumns = {
  thumbCount: projectWeeks.thumbCount,
  commentCount: projectWeeks.commentCount,
  collectCount: sql<number>`0`.mapWith(Number),
};
const noCounts = { thumbCount: 0, commentCount: 0, collectCount: 0 };

export async function bumpWeekCounters(tx: Db, id: number, delta: CounterDelta) {
  const [row] = await tx
    .update(projectWeeks)
    .set({
      thumbCount: sql`${projectWeeks.thumbCount} + ${delta.thumb ?? 0}::int`,
      commentCount: sql`${projectWeeks.commentCount} + ${delta.comment ?? 0}::int`,
    })
    .where(eq(projectWeeks.id, id))
    .returning(counterColumns);
  return row ?? noCounts;
}

export async function weekCounts(db: Db, id: number) {
  const [row] = await db
    .select(counterColumns)
    .from(projectWeeks)
    .where(eq(projectWeeks.id, id))
    .limit(1);
  return row ?? noCounts;
}
