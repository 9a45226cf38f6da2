import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { COMMENT_STATUS } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { userMedals, users } from '../../db/schema';

/** The SQL of medals: user_medals rows (PK user + medal key) and the counts triggers read. */

export interface AwardRow {
  medalKey: string;
  awardedBy: number | null;
  seen: number;
  createTime: Date;
}

/** Inserts the award unless the member holds it; true when this call inserted it. */
export async function insertAward(
  db: Db,
  award: { userId: number; medalKey: string; awardedBy: number | null; now?: number },
): Promise<boolean> {
  const rows = await db
    .insert(userMedals)
    .values({
      userId: award.userId,
      medalKey: award.medalKey,
      awardedBy: award.awardedBy,
      ...(award.now === undefined ? {} : { createTime: new Date(award.now) }),
    })
    .onConflictDoNothing()
    .returning({ key: userMedals.medalKey });
  return rows.length > 0;
}

export function findAwards(db: Db, userId: number): Promise<AwardRow[]> {
  return db
    .select({
      medalKey: userMedals.medalKey,
      awardedBy: userMedals.awardedBy,
      seen: userMedals.seen,
      createTime: userMedals.createTime,
    })
    .from(userMedals)
    .where(eq(userMedals.userId, userId));
}

/** Awards the member has not seen yet (the header's 成就 count). */
export async function countUnseen(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMedals)
    .where(and(eq(userMedals.userId, userId), eq(userMedals.seen, 0)));
  return row?.n ?? 0;
}

/** Marks every unseen award seen; returns how many. */
export async function markSeen(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(userMedals)
    .set({ seen: 1 })
    .where(and(eq(userMedals.userId, userId), eq(userMedals.seen, 0)))
    .returning({ key: userMedals.medalKey });
  return rows.length;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** Visible comments and replies the member wrote (held ones do not count yet). */
export async function countCommentsWritten(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select ${commentsWrittenSql(userId)} as n`);
  return Number(row?.n ?? 0);
}

/** countCommentsWritten as an SQL expression, for a statement that also reads the medals. */
export function commentsWrittenSql(userId: number): SQL<number> {
  return sql<number>`((select count(*) from comments where user_id = ${userId} and status = ${COMMENT_STATUS.visible})
      + (select count(*) from replies where user_id = ${userId} and status = ${COMMENT_STATUS.visible}))`;
}
