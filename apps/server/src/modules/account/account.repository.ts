import { and, count, eq, ne, sql, sum } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { items, users } from '../../db/schema';

export type AccountRow = typeof users.$inferSelect;

export async function findUser(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Published posts and the thumbs they received: the counts user info can back today. */
export async function itemStatsOf(db: Db, userId: number) {
  const [row] = await db
    .select({ posts: count(), thumbs: sum(items.thumbCount) })
    .from(items)
    .where(and(eq(items.userId, userId), eq(items.itemStatus, ITEM_STATUS.published)));
  return { posts: row?.posts ?? 0, thumbs: Number(row?.thumbs ?? 0) };
}

/** Who else (not `exceptId`) already uses this phone / e-mail / nickname. */
export async function otherUserWith(
  db: Db,
  field: 'phone' | 'email' | 'nickname',
  value: string,
  exceptId: number,
): Promise<boolean> {
  const column = { phone: users.phone, email: users.email, nickname: users.nickname }[field];
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updateTime: sql`now()` })
    .where(eq(users.id, id));
}
