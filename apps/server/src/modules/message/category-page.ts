import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { headOfPage, type SqlValue } from '../../db/page-head';
import { preparedOnce } from '../../db/prepared-once';
import { messages, users } from '../../db/schema';
import { messageRowColumns, type MessageListRow } from './message.repository';
import { unreadTotalSql } from '../letter/letter.repository';
import { categoryTotalColumns } from './message-totals';

/**
 * What opening a category needs besides its rows, read in the rows' own statement: the
 * newest unread id of the category (what the opening marks read, up to), its total (a sum
 * of message_totals' few rows: message-totals.ts), and for the tab whether another
 * category still has an unread message and the unread letters (the letter module's own
 * SQL: asked apart, through LetterCounter, it was a second round trip, and the list
 * answered 1,300–1,500 req/s instead of 2,400–2,500 at a million posts). Each is one
 * index range; PostgreSQL runs these uncorrelated subqueries once per statement, not per
 * row.
 */
function headColumns(userId: SqlValue, category: SqlValue) {
  return {
    upTo: sql<number | null>`(select max(h.id) from ${messages} h
      where h.user_id = ${userId} and h.category = ${category} and h.is_read = 0)`,
    ...categoryTotalColumns(userId, category),
    otherUnread: sql<boolean>`exists (select 1 from ${messages} h
      where h.user_id = ${userId} and h.is_read = 0 and h.category <> ${category})`,
    lettersUnread: unreadTotalSql(userId),
  };
}

export interface CategoryHead {
  upTo: number | null;
  total: number;
  /** The delta rows `total` summed (FOLD_MESSAGE_TOTALS_FROM). */
  totalRows: number;
  otherUnread: boolean;
  lettersUnread: number;
}

/**
 * The page's ids first, from messages_user_category_idx alone, then their rows with the
 * actor: joined after the OFFSET, a deep page would probe users for every skipped message.
 */
const categoryPage = preparedOnce('message_category_page', (db) => {
  const userId = sql.placeholder('userId');
  const category = sql.placeholder('category');
  const order = [desc(messages.createTime), desc(messages.id)];
  const pageIds = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.category, category)))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({ ...messageRowColumns, ...headColumns(userId, category) })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.fromUserId))
    .where(inArray(messages.id, pageIds))
    .orderBy(...order);
});

/**
 * A page of `userId`'s messages of one category, newest first, with the actor, and the
 * category's head: one prepared statement (db/page-head.ts).
 */
export async function findCategoryPage(
  db: Db,
  userId: number,
  category: number,
  limit: number,
  offset: number,
): Promise<{ rows: MessageListRow[]; head: CategoryHead }> {
  const rows = await categoryPage(db).execute({ userId, category, limit, offset });
  const head = await headOfPage<CategoryHead>(db, rows, headColumns(userId, category));
  return {
    rows: rows as MessageListRow[],
    head: {
      upTo: head?.upTo === null || head?.upTo === undefined ? null : Number(head.upTo),
      total: Number(head?.total ?? 0),
      totalRows: Number(head?.totalRows ?? 0),
      otherUnread: head?.otherUnread === true,
      lettersUnread: Number(head?.lettersUnread ?? 0),
    },
  };
}
