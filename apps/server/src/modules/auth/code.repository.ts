import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: Db, row: typeof verificationCodes.$inferInsert) {
  const [created] = await db
    .insert(verificationCodes)
    .values(row)
    .returning({ id: verificationCodes.id });
  if (!created) throw new Error('insert code failed');
  return created.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The newest code sent to `target` for any purpose (the resend wait is per address). */
export async function findLatestSentAt(db: Db, target: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createTime: verificationCodes.createTime })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.createTime))
    .limit(1);
  return row?.createTime;
}

export async function countSentSince(db: Db, target: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createTime, since)));
  return row?.n ?? 0;
}

/** The newest code for this address, purpose and owner: a newer send supersedes older codes. */
export async function findLatestCode(
  db: Db,
  target: string,
  purpose: string,
  userId: number | null,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        userId === null ? isNull(verificationCodes.userId) : eq(verificationCodes.userId, userId),
      ),
    )
    .orderBy(desc(verificationCodes.createTime), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function addWrongTry(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ wrongTries: verificationCodes.wrongTries });
  return row?.wrongTries ?? Number.MAX_SAFE_INTEGER;
}

/** Marks the code used; false when someone else used it first (single use under races). */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumeTime: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumeTime)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
