import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Db } from '../../db/client';
import { blacks, users } from '../../db/schema';
import { preparedOnce } from '../../db/prepared-once';

/**
 * True when `ownerId` has blocked `actorId`: one probe of the blacks primary key. The
 * comment module calls it before a comment or reply lands on the owner's content.
 */
export async function isBlocked(db: Db, ownerId: number, actorId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: blacks.userId })
    .from(blacks)
    .where(and(eq(blacks.userId, ownerId), eq(blacks.blackUserId, actorId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A condition for list queries: the row's author (`author`) is not on `viewerId`'s
 * blacklist. An anti-join probing the blacks primary key (viewer, author) once per row the
 * list reads, so it keeps the list's index order and LIMIT; `true` for visitors.
 */
export function notBlockedBy(
  viewerId: number | Placeholder | null | undefined,
  author: AnyPgColumn | SQL,
): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (select 1 from ${blacks} where ${blacks.userId} = ${viewerId} and ${blacks.blackUserId} = ${author})`;
}

/**
 * `viewerId` when they have blocked anyone, else null (one primary-key probe). Lists apply
 * notBlockedBy only for such viewers, so everyone else runs the visitors' statement and
 * plan (index-only page walks, shared counts and search windows stay as they are).
 */
export async function blacklistOwner(db: Db, viewerId: number | null): Promise<number | null> {
  if (!viewerId) return null;
  const [row] = await anyBlack(db).execute({ viewerId });
  return row ? viewerId : null;
}

const anyBlack = preparedOnce('any_black', (db) =>
  db
    .select({ userId: blacks.userId })
    .from(blacks)
    .where(eq(blacks.userId, sql.placeholder('viewerId')))
    .limit(1),
);

/** Who blocked whom between `a` and `b`, in one statement (two primary-key probes). */
export async function blockRelation(db: Db, a: number, b: number) {
  const [row] = await selectRows<{ aBlockedB: boolean; bBlockedA: boolean }>(
    db,
    sql`select
      exists (select 1 from blacks where user_id = ${a} and black_user_id = ${b}) as "aBlockedB",
      exists (select 1 from blacks where user_id = ${b} and black_user_id = ${a}) as "bBlockedA"`,
  );
  return { aBlockedB: row?.aBlockedB === true, bBlockedA: row?.bBlockedA === true };
}

/** True when this call created the row. */
export async function insertBlack(db: Db, userId: number, blackUserId: number) {
  const rows = await db
    .insert(blacks)
    .values({ userId, blackUserId })
    .onConflictDoNothing()
    .returning({ userId: blacks.userId });
  return rows.length > 0;
}

/** True when this call removed the row. */
export async function deleteBlack(db: Db, userId: number, blackUserId: number) {
  const rows = await db
    .delete(blacks)
    .where(and(eq(blacks.userId, userId), eq(blacks.blackUserId, blackUserId)))
    .returning({ userId: blacks.userId });
  return rows.length > 0;
}

/** My blacklist, newest first (blacks_user_time_idx); blacklists are short, so count is cheap. */
export async function findBlackPage(db: Db, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
        userSign: users.userSign,
        createTime: blacks.createTime,
      })
      .from(blacks)
      .innerJoin(users, eq(users.id, blacks.blackUserId))
      .where(eq(blacks.userId, userId))
      .orderBy(desc(blacks.createTime), desc(blacks.blackUserId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blacks).where(eq(blacks.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
