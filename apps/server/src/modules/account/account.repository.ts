import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type AccountRow = typeof users.$inferSelect;

export async function findUser(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Who else (not `exceptId`) already uses this phone / e-mail / nickname (or its key). */
export async function otherUserWith(
  db: Db,
  field: 'phone' | 'email' | 'nickname' | 'nicknameKey',
  value: string,
  exceptId: number,
): Promise<boolean> {
  const column = {
    phone: users.phone,
    email: users.email,
    nickname: users.nickname,
    nicknameKey: users.nicknameKey,
  }[field];
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
