import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { DB_INT_MAX, ITEM_STATUS, type AdminUserSortValue } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import {
  comments,
  eleRecords,
  items,
  loginHistory,
  replies,
  sessions,
  users,
} from '../../db/schema';

/* The console's reads and writes of users (docs/admin-users.md). */

export const adminUserColumns = {
  id: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  phone: users.phone,
  email: users.email,
  role: users.role,
  xUp: users.xUp,
  ele: users.ele,
  levelName: users.levelName,
  fanCount: users.fanCount,
  itemCount: users.itemCount,
  createTime: users.createTime,
  muteUntil: users.muteUntil,
  muteReason: users.muteReason,
  banUntil: users.banUntil,
  banReason: users.banReason,
};

export type AdminUserRow = {
  id: number;
  nickname: string;
  imageUrl: string;
  phone: string | null;
  email: string | null;
  role: string;
  xUp: number;
  ele: number;
  levelName: string;
  fanCount: number;
  itemCount: number;
  createTime: Date;
  muteUntil: Date | null;
  muteReason: string;
  banUntil: Date | null;
  banReason: string;
};

export interface UserListFilter {
  keyword?: string;
  /** Admins find a phone by any part of it; moderators only by the whole number. */
  phoneSubstring: boolean;
  role?: string;
  muted?: boolean;
  banned?: boolean;
  xUp?: 0 | 1;
  sort: AdminUserSortValue;
  order: 'asc' | 'desc';
  /** The app's clock: a sanction is in force while its time is after it. */
  now: Date;
}

const SORT_COLUMNS = {
  id: users.id,
  create_time: users.createTime,
  ele: users.ele,
  fan_count: users.fanCount,
  item_count: users.itemCount,
} as const;

function keywordCondition(keyword: string, phoneSubstring: boolean): SQL | undefined {
  // strpos, not LIKE: % and _ in a typed nickname are plain characters.
  const found: (SQL | undefined)[] = [sql`strpos(lower(${users.nickname}), lower(${keyword})) > 0`];
  if (/^\d+$/.test(keyword)) {
    const id = Number(keyword);
    if (id <= DB_INT_MAX) found.push(eq(users.id, id));
    found.push(
      phoneSubstring ? sql`strpos(${users.phone}, ${keyword}) > 0` : eq(users.phone, keyword),
    );
  }
  return or(...found);
}

const inForce = (column: typeof users.muteUntil | typeof users.banUntil, now: Date) =>
  gt(column, now);
const notInForce = (column: typeof users.muteUntil | typeof users.banUntil, now: Date) =>
  or(isNull(column), lte(column, now));

export async function pageUsers(db: Db, filter: UserListFilter, limit: number, offset: number) {
  const where: (SQL | undefined)[] = [];
  if (filter.keyword) where.push(keywordCondition(filter.keyword, filter.phoneSubstring));
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.muted !== undefined)
    where.push(
      filter.muted ? inForce(users.muteUntil, filter.now) : notInForce(users.muteUntil, filter.now),
    );
  if (filter.banned !== undefined)
    where.push(
      filter.banned ? inForce(users.banUntil, filter.now) : notInForce(users.banUntil, filter.now),
    );
  if (filter.xUp !== undefined) where.push(eq(users.xUp, filter.xUp));
  const condition = where.length ? and(...where) : undefined;
  const direction = filter.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[filter.sort];
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(condition)
    // Ties in the same direction by id, so a page boundary never repeats or skips a row.
    .orderBy(direction(column), direction(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(condition);
  return { rows: rows as AdminUserRow[], total: total?.n ?? 0 };
}

export async function findAdminUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      ...adminUserColumns,
      userSign: users.userSign,
      district: users.district,
      followCount: users.followCount,
      praiseCount: users.praiseCount,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Comments and replies the user wrote (held ones included). */
export async function countUserComments(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: string }>(
    db,
    sql`select (select count(*) from comments where user_id = ${userId})
      + (select count(*) from replies where user_id = ${userId}) as n`,
  );
  return Number(row?.n ?? 0);
}

export async function lastLoginTime(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ time: loginHistory.createTime })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.id))
    .limit(1);
  return row?.time ?? null;
}

/** The user's posts in every state but draft (a draft is still private), newest first. */
export async function pageUserPosts(db: Db, userId: number, limit: number, offset: number) {
  const condition = and(eq(items.userId, userId), ne(items.itemStatus, ITEM_STATUS.draft));
  const rows = await db
    .select({
      id: items.id,
      title: items.title,
      itemType: items.itemType,
      itemStatus: items.itemStatus,
      commentCount: items.commentCount,
      thumbCount: items.thumbCount,
      createTime: items.createTime,
    })
    .from(items)
    .where(condition)
    .orderBy(desc(items.createTime), desc(items.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(items).where(condition);
  return { rows, total: total?.n ?? 0 };
}

interface CommentRow {
  kind: 'comment' | 'reply';
  id: number;
  itemId: number;
  content: string;
  status: number;
  createTime: string | Date;
}

/** Comments and replies together, newest first (each side walks its user/time index). */
export async function pageUserComments(db: Db, userId: number, limit: number, offset: number) {
  const rows = await selectRows<CommentRow>(
    db,
    sql`(select 'comment' as kind, id, type_id as "itemId", content, status,
          create_time as "createTime"
        from ${comments} where user_id = ${userId}
        order by create_time desc, id desc limit ${limit + offset})
      union all
      (select 'reply' as kind, id, type_id as "itemId", content, status,
          create_time as "createTime"
        from ${replies} where user_id = ${userId}
        order by create_time desc, id desc limit ${limit + offset})
      order by "createTime" desc, id desc
      limit ${limit} offset ${offset}`,
  );
  return {
    rows: rows.map((r) => ({ ...r, createTime: new Date(r.createTime) })),
    total: await countUserComments(db, userId),
  };
}

export async function pageUserEle(db: Db, userId: number, limit: number, offset: number) {
  const condition = eq(eleRecords.userId, userId);
  const rows = await db
    .select({
      id: eleRecords.id,
      amount: eleRecords.amount,
      reason: eleRecords.reason,
      source: eleRecords.source,
      createTime: eleRecords.createTime,
    })
    .from(eleRecords)
    .where(condition)
    .orderBy(desc(eleRecords.createTime), desc(eleRecords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(eleRecords).where(condition);
  return { rows, total: total?.n ?? 0 };
}

export async function pageUserLogins(db: Db, userId: number, limit: number, offset: number) {
  const condition = eq(loginHistory.userId, userId);
  const rows = await db
    .select()
    .from(loginHistory)
    .where(condition)
    .orderBy(desc(loginHistory.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(loginHistory).where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** Sessions that still open the site: not revoked, not expired at `now`. */
export function liveSessions(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createTime: sessions.createTime,
      expireTime: sessions.expireTime,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokeTime), gt(sessions.expireTime, now)),
    )
    .orderBy(desc(sessions.id));
}

/** The user's row, locked for the rest of the transaction (one staff change at a time). */
export async function lockUser(tx: Db, userId: number) {
  const [row] = await tx
    .select(adminUserColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row as AdminUserRow | undefined;
}

export async function updateUser(
  tx: Db,
  userId: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await tx.update(users).set(set).where(eq(users.id, userId));
}
