import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SqlValue } from '../../db/page-head';
import { messageTotals } from '../../db/schema';

/*
 * A person's message totals per category (schema/interactions.ts message_totals): delta
 * rows that a trigger on messages appends, one per statement that wrote or deleted their
 * messages, summed here. The message list folds them back into one row per category
 * when they pile up, so a total is a sum of a few rows, never a count of the messages.
 */

/** More delta rows than this for one person and category are folded (foldIfMany). */
export const FOLD_MESSAGE_TOTALS_FROM = 16;

/** The total of `userId`'s messages in `category`, and how many delta rows it summed. */
export function categoryTotalColumns(userId: SqlValue, category: SqlValue) {
  return {
    total: sql<number>`(select coalesce(sum(t.n), 0)::int from ${messageTotals} t
      where t.user_id = ${userId} and t.category = ${category})`,
    totalRows: sql<number>`(select count(*)::int from ${messageTotals} t
      where t.user_id = ${userId} and t.category = ${category})`,
  };
}

/** All of `userId`'s messages, every category, and how many delta rows that summed. */
export async function countMessages(
  db: Db,
  userId: number,
): Promise<{ total: number; totalRows: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${messageTotals.n}), 0)::int`,
      totalRows: sql<number>`count(*)::int`,
    })
    .from(messageTotals)
    .where(sql`${messageTotals.userId} = ${userId}`);
  return { total: Number(row?.total ?? 0), totalRows: Number(row?.totalRows ?? 0) };
}

/**
 * Replaces `userId`'s delta rows (of one category, or all) with one row per category of
 * their sum. Lock-free for writers: it deletes only the rows its snapshot saw, so a delta
 * a writer adds meanwhile stays beside the new sum; a fold running at the same time waits
 * for this one's rows, finds them gone, and sums only what it deleted itself.
 */
export async function foldMessageTotals(db: Db, userId: number, category?: number): Promise<void> {
  const ofCategory: SQL = category === undefined ? sql`true` : sql`category = ${category}`;
  await db.execute(
    sql`with folded as (
        delete from message_totals where user_id = ${userId} and ${ofCategory}
        returning category, n)
      insert into message_totals (user_id, category, n)
      select ${userId}, category, sum(n) from folded group by category`,
  );
}

/**
 * Folds `userId`'s rows (of `category`, or all) when the total just read summed more than
 * FOLD_MESSAGE_TOTALS_FROM of them: the one place the readers decide it.
 */
export async function foldIfMany(
  db: Db,
  userId: number,
  summedRows: number,
  category?: number,
): Promise<void> {
  if (summedRows > FOLD_MESSAGE_TOTALS_FROM) await foldMessageTotals(db, userId, category);
}
