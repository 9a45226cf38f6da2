import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circleMembers, circles, items } from '../../db/schema';

export type CircleRow = typeof circles.$inferSelect;

/** The directory's filter; a keyword is a search (search module's searchCircles). */
export interface CircleFilter {
  circleTag?: string;
}

function whereOf(f: CircleFilter): SQL | undefined {
  return f.circleTag ? eq(circles.circleTag, f.circleTag) : undefined;
}

/**
 * Circles are an editorial list (tens to hundreds of rows), so ordering them without an
 * index is cheap; full-text circle search is the search module's job.
 */
export async function findCircles(db: Db, f: CircleFilter, limit: number, offset: number) {
  return db
    .select()
    .from(circles)
    .where(whereOf(f))
    .orderBy(desc(circles.sort), desc(circles.memberCount), asc(circles.id))
    .limit(limit)
    .offset(offset);
}

export async function countCircles(db: Db, f: CircleFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(circles).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findCircle(db: Db, id: number): Promise<CircleRow | undefined> {
  const [row] = await db.select().from(circles).where(eq(circles.id, id)).limit(1);
  return row;
}

export async function findMemberships(db: Db, userId: number, circleIds: number[]) {
  if (circleIds.length === 0) return [];
  return db
    .select({ circleId: circleMembers.circleId, createTime: circleMembers.createTime })
    .from(circleMembers)
    .where(and(eq(circleMembers.userId, userId), inArray(circleMembers.circleId, circleIds)));
}

/** Join/leave: the membership row and the counter move together, only when the row did. */
export async function addMember(tx: Db, circleId: number, userId: number): Promise<void> {
  const inserted = await tx
    .insert(circleMembers)
    .values({ circleId, userId })
    .onConflictDoNothing()
    .returning({ circleId: circleMembers.circleId });
  if (inserted.length)
    await tx
      .update(circles)
      .set({ memberCount: sql`${circles.memberCount} + 1` })
      .where(eq(circles.id, circleId));
}

export async function removeMember(tx: Db, circleId: number, userId: number): Promise<void> {
  const deleted = await tx
    .delete(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .returning({ circleId: circleMembers.circleId });
  if (deleted.length)
    await tx
      .update(circles)
      .set({ memberCount: sql`greatest(${circles.memberCount} - 1, 0)` })
      .where(eq(circles.id, circleId));
}

export async function countMyPublishedInCircle(db: Db, circleId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(items)
    .where(
      and(
        eq(items.userId, userId),
        eq(items.itemStatus, ITEM_STATUS.published),
        eq(items.circleId, circleId),
      ),
    );
  return row?.n ?? 0;
}

/** Published items per type (dynamics excluded), across the forum or in one circle. */
export async function countPublishedByType(db: Db, circleId: number | undefined) {
  return db
    .select({ itemType: items.itemType, n: count() })
    .from(items)
    .where(
      and(
        eq(items.itemStatus, ITEM_STATUS.published),
        sql`${items.itemType} <> ${ITEM_TYPE.dynamic}`,
        circleId === undefined ? undefined : eq(items.circleId, circleId),
      ),
    )
    .groupBy(items.itemType);
}
