import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_CATEGORY, SYSTEM_MESSAGE_SWITCH } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { selectNamed } from '../../db/prepared-once';
import { messageSwitches, messages, users } from '../../db/schema';

export interface MessageInsert {
  userId: number;
  category: number;
  fromUserId: number | null;
  targetType: number;
  targetId: number;
  title: string;
  content: string;
}

/**
 * The insert of a message unless the recipient switched its category off, or blocked its
 * actor, or (with `repeatWindowSeconds`) the same actor already caused the same message
 * (category, target and wording: a like and a collect of one post are two) within that
 * window; `also` adds a condition (a statement of CTEs writes the message only when its
 * fact happened). One statement returning the new id: every condition is a primary-key or
 * messages_user_category_idx probe.
 */
export function wantedMessageInsert(
  m: MessageInsert,
  repeatWindowSeconds: number | null,
  also: SQL = sql`true`,
): SQL {
  const notRepeated =
    repeatWindowSeconds === null || m.fromUserId === null
      ? sql`true`
      : sql`not exists (select 1 from messages r
          where r.user_id = ${m.userId} and r.category = ${m.category}
            and r.create_time > now() - make_interval(secs => ${repeatWindowSeconds})
            and r.from_user_id = ${m.fromUserId}
            and r.target_type = ${m.targetType} and r.target_id = ${m.targetId}
            and r.title = ${m.title})`;
  const notBlocked =
    m.fromUserId === null
      ? sql`true`
      : sql`not exists (select 1 from blacks b
          where b.user_id = ${m.userId} and b.black_user_id = ${m.fromUserId})`;
  return sql`insert into messages (user_id, category, from_user_id, target_type, target_id, title, content)
      select ${m.userId}, ${m.category}, ${m.fromUserId}, ${m.targetType}, ${m.targetId}, ${m.title}, ${m.content}
      where not exists (select 1 from message_switches s
          where s.user_id = ${m.userId} and s.category = ${m.category}
            and s.status = ${SYSTEM_MESSAGE_SWITCH.off})
        and ${notBlocked} and ${notRepeated} and ${also}
      returning id`;
}

/** Runs wantedMessageInsert: the new id, or null when nothing was written. */
export async function insertMessageIfWanted(
  db: Db,
  m: MessageInsert,
  repeatWindowSeconds: number | null,
): Promise<number | null> {
  // Named: every message of the site is written by it (a handful of shapes).
  const rows = await selectNamed<{ id: number }>(
    db,
    'message_insert',
    wantedMessageInsert(m, repeatWindowSeconds),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Unread rows per category: an index-only walk of the partial messages_unread_idx. */
export async function countUnreadByCategory(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ category: messages.category, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, 0)))
    .groupBy(messages.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** Whether `userId` has any unread message: one probe of messages_unread_idx. */
export async function hasUnread(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, 0)))
    .limit(1);
  return row !== undefined;
}

export const messageRowColumns = {
  id: messages.id,
  category: messages.category,
  fromUserId: messages.fromUserId,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  title: messages.title,
  content: messages.content,
  targetType: messages.targetType,
  targetId: messages.targetId,
  isRead: messages.isRead,
  createTime: messages.createTime,
};
export interface MessageListRow {
  id: number;
  category: number;
  fromUserId: number | null;
  nickname: string | null;
  imageUrl: string | null;
  title: string;
  content: string;
  targetType: number;
  targetId: number;
  isRead: number;
  createTime: Date;
}

const ofUser = (userId: number, category: number | undefined): SQL | undefined =>
  and(
    eq(messages.userId, userId),
    category === undefined ? undefined : eq(messages.category, category),
  );

/**
 * Newest messages across all categories: the newest `offset + limit` of each category (a
 * lateral range of messages_user_category_idx, or of the partial messages_unread_idx for
 * `unreadOnly`), merged; the work is bounded by the page depth, never by the history.
 */
export async function findNewestAcross(
  db: Db,
  userId: number,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<MessageListRow[]> {
  const { unreadOnly, limit, offset } = options;
  const categories = `{${Object.values(MESSAGE_CATEGORY).join(',')}}`;
  const rows = await selectRows<MessageListRow>(
    db,
    sql`select m.id, m.category, m.from_user_id as "fromUserId", u.nickname,
        u.image_url as "imageUrl", m.title, m.content, m.target_type as "targetType",
        m.target_id as "targetId", m.is_read as "isRead", m.create_time as "createTime"
      from unnest(${categories}::smallint[]) c(category)
      cross join lateral (
        select * from messages
        where user_id = ${userId} and category = c.category
          and ${unreadOnly ? sql`is_read = 0` : sql`true`}
        order by create_time desc, id desc limit ${offset + limit}
      ) m
      left join users u on u.id = m.from_user_id
      order by m.create_time desc, m.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), createTime: new Date(r.createTime) }));
}

/**
 * Marks `userId`'s unread messages read: of one category or all, and only up to `upToId`
 * when given (so a message arriving during a list request stays unread). Returns how many.
 */
export async function markRead(
  db: Db,
  userId: number,
  category: number | undefined,
  upToId?: number,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: 1 })
    .where(
      and(
        ofUser(userId, category),
        eq(messages.isRead, 0),
        upToId === undefined ? undefined : sql`${messages.id} <= ${upToId}`,
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** One message of `userId` (someone else's is not found). */
export async function findOwnMessage(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(messageRowColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.fromUserId))
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .limit(1);
  return row as MessageListRow | undefined;
}

export async function markOneRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ isRead: 1 })
    .where(and(eq(messages.id, id), eq(messages.userId, userId), eq(messages.isRead, 0)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** The switches `userId` has set (categories without a row are on). */
export async function findSwitches(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ category: messageSwitches.category, status: messageSwitches.status })
    .from(messageSwitches)
    .where(eq(messageSwitches.userId, userId));
  return new Map(rows.map((r) => [r.category, r.status]));
}

export async function upsertSwitch(db: Db, userId: number, category: number, status: number) {
  await db
    .insert(messageSwitches)
    .values({ userId, category, status })
    .onConflictDoUpdate({
      target: [messageSwitches.userId, messageSwitches.category],
      set: { status, updateTime: sql`now()` },
    });
}
