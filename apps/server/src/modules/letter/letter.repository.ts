import { and, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { SqlValue } from '../../db/page-head';
import { preparedOnce } from '../../db/prepared-once';
import { conversations, letters, users } from '../../db/schema';

/*
 * SQL of private letters. Locks, when several rows change together, are taken letters
 * first, then conversations in ascending owner id, so concurrent sends, reads, deletes and
 * recalls cannot deadlock. Every unread counter moves by exactly the number of letters the
 * same statement or transaction turned from unread to read (or inserted), so
 * conversations.unread always equals the owner's unread letters from that person.
 */

export type LetterRow = typeof letters.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

export const pairOf = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

export async function findLetterByNo(db: Db, senderId: number, no: string) {
  const [row] = await db
    .select()
    .from(letters)
    .where(and(eq(letters.senderId, senderId), eq(letters.no, no)))
    .limit(1);
  return row;
}

const chatUsers = preparedOnce('letter_chat_users', (db) =>
  db
    .select({ id: users.id, nickname: users.nickname, imageUrl: users.imageUrl })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`),
);

/** The people of a chat (one or both sides), by primary key. */
export async function findChatUsers(db: Db, ids: number[]) {
  return chatUsers(db).execute({ ids });
}

export async function findConversation(db: Db, ownerId: number, otherId: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.otherId, otherId)))
    .limit(1);
  return row;
}

/** My side of a letter is not deleted (the cleared marker is checked separately). */
export function visibleTo(me: SqlValue): SQL {
  return sql`(case when ${letters.senderId} = ${me} then not ${letters.senderDeleted} else not ${letters.recipientDeleted} end)`;
}

/**
 * The pair's letters I can see, newer than my box_delete marker (`clearedLetterId`). Its
 * columns name "letters", so inside a subquery over letters they name the subquery's rows.
 */
export function pairWhere(
  pair: { me: SqlValue; low: SqlValue; high: SqlValue },
  clearedLetterId: SqlValue,
): SQL | undefined {
  return and(
    eq(letters.pairLow, pair.low),
    eq(letters.pairHigh, pair.high),
    gt(letters.id, clearedLetterId),
    visibleTo(pair.me),
  );
}

const pairValues = (me: number, other: number) => {
  const [low, high] = pairOf(me, other);
  return { me, low, high };
};

/** The newest letter of the pair I can see (the box's last message after a delete). */
export async function findLastVisibleLetterId(
  db: Db,
  me: number,
  other: number,
  clearedLetterId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(pairWhere(pairValues(me, other), clearedLetterId))
    .orderBy(desc(letters.id))
    .limit(1);
  return row?.id ?? null;
}

export interface BoxRow {
  id: number;
  otherId: number;
  unread: number;
  updateTime: Date;
  nickname: string;
  imageUrl: string;
  content: string | null;
  senderId: number | null;
  recallTime: Date | null;
}

/** All my unread letters (conversations_unread_idx), as a scalar subquery. */
export function unreadTotalSql(me: SqlValue): SQL<number> {
  return sql<number>`(select coalesce(sum(u.unread), 0)::int from ${conversations} u
    where u.owner_id = ${me} and u.unread > 0)`;
}

/** All my unread letters. */
export async function unreadTotal(db: Db, me: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select ${unreadTotalSql(me)} as n`);
  return Number(row?.n ?? 0);
}

/**
 * Marks my unread letters read — from `senderId`, or from everyone when null — and takes
 * exactly that many off each conversation, in one statement. Returns per conversation the
 * letters marked and the unread left.
 */
export async function markRead(db: Db, me: number, senderId: number | null) {
  const fromSender = senderId === null ? sql`` : sql`and sender_id = ${senderId}`;
  return selectRows<{ otherId: number; marked: number; unread: number }>(
    db,
    sql`with r as (
      update letters set is_read = true
      where recipient_id = ${me} and is_read = false ${fromSender}
      returning sender_id
    ), g as (
      select sender_id, count(*)::int as n from r group by sender_id
    )
    update conversations c set unread = c.unread - g.n
    from g
    where c.owner_id = ${me} and c.other_id = g.sender_id
    returning c.other_id as "otherId", g.n as marked, c.unread`,
  );
}

/** A letter I sent or received, locked for a delete or recall; undefined for anyone else. */
export async function lockLetter(tx: Db, id: number, me: number): Promise<LetterRow | undefined> {
  const [row] = await tx
    .select()
    .from(letters)
    .where(and(eq(letters.id, id), or(eq(letters.senderId, me), eq(letters.recipientId, me))))
    .for('update');
  return row;
}

export async function updateLetter(tx: Db, id: number, set: Partial<LetterRow>) {
  await tx.update(letters).set(set).where(eq(letters.id, id));
}

/** Takes `n` letters off a conversation's unread counter; returns what is left. */
export async function decrementUnread(tx: Db, ownerId: number, otherId: number, n: number) {
  const [row] = await tx
    .update(conversations)
    .set({ unread: sql`${conversations.unread} - ${n}` })
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.otherId, otherId)))
    .returning({ unread: conversations.unread });
  return row?.unread ?? 0;
}

export async function setLastLetter(tx: Db, conversationId: number, letterId: number | null) {
  await tx
    .update(conversations)
    .set({ lastLetterId: letterId })
    .where(eq(conversations.id, conversationId));
}

/** My conversation `id`; undefined when it is not mine. */
export async function findOwnConversation(db: Db, id: number, me: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.ownerId, me)))
    .limit(1);
  return row;
}

/** The newest letter of the pair, whoever can see it (the box_delete marker). */
export async function maxPairLetterId(tx: Db, a: number, b: number): Promise<number> {
  const [low, high] = pairOf(a, b);
  const [row] = await tx
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.pairLow, low), eq(letters.pairHigh, high)))
    .orderBy(desc(letters.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Marks read my unread letters from `senderId` up to `uptoId`; returns how many. */
export async function markReadUpTo(tx: Db, me: number, senderId: number, uptoId: number) {
  const rows = await tx
    .update(letters)
    .set({ isRead: true })
    .where(
      and(
        eq(letters.recipientId, me),
        eq(letters.senderId, senderId),
        eq(letters.isRead, false),
        lte(letters.id, uptoId),
      ),
    )
    .returning({ id: letters.id });
  return rows.length;
}

export async function hideConversation(
  tx: Db,
  id: number,
  set: { clearedLetterId: number; marked: number },
) {
  await tx
    .update(conversations)
    .set({
      hidden: true,
      clearedLetterId: set.clearedLetterId,
      unread: sql`${conversations.unread} - ${set.marked}`,
    })
    .where(eq(conversations.id, id));
}
