import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/** What one guess did: compared (right or wrong, with the tries now used) or `undefined`. */
export interface GuessResult {
  right: boolean;
  wrongTries: number;
}

/**
 * One guess at code `id`, in a single conditional UPDATE so parallel guesses cannot
 * overshoot: a guess is compared only while the code is unused, unexpired and under
 * `maxTries`; a wrong one takes a try in the same statement, a right one (with `consume`)
 * uses the code up. Row locking serialises guesses at one code, and each re-checks the
 * WHERE after the one before. `undefined`: the code was no longer open to guesses.
 * (Comparing HMACs with `=` leaks nothing useful: without the key the hash of a guess
 * cannot be steered.)
 */
export async function guessCode(
  db: Db,
  id: number,
  guessHash: string,
  options: { now: Date; consume: boolean; maxTries: number },
): Promise<GuessResult | undefined> {
  const c = verificationCodes;
  const right = sql`${c.codeHash} = ${guessHash}`;
  const [row] = await db
    .update(c)
    .set({
      wrongTries: sql`case when ${right} then ${c.wrongTries} else ${c.wrongTries} + 1 end`,
      ...(options.consume
        ? {
            consumeTime: sql`case when ${right} then ${options.now.toISOString()}::timestamptz else ${c.consumeTime} end`,
          }
        : {}),
    })
    .where(
      and(
        eq(c.id, id),
        isNull(c.consumeTime),
        gt(c.expireTime, options.now),
        lt(c.wrongTries, options.maxTries),
      ),
    )
    .returning({ right: sql<boolean>`${right}`, wrongTries: c.wrongTries });
  return row;
}

/**
 * Serialises sends to one address for the rest of the transaction, so the 60 s wait and the
 * daily cap are checked and the new row written as one step, across nodes.
 */
export async function lockCodeTarget(db: Db, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-target:${target}`}))`);
}
