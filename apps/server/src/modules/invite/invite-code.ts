import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@xinke/shared';
import type { Db } from '../../db/client';
import { inviteCodes } from '../../db/schema';

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

/** 8 symbols from the CSPRNG (randomInt is unbiased): ~40 bits, not guessable by trying. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * The member's code for the activity, made on first use. Insert-or-nothing on (activity,
 * member), so two tabs opening the page at once end with one code; a (never seen) clash of
 * codes between members is retried with a new one.
 */
export async function ensureInviteCode(
  db: Db,
  activeId: number,
  userId: number,
  now: number,
): Promise<InviteCodeRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [mine] = await db
      .select()
      .from(inviteCodes)
      .where(and(eq(inviteCodes.activeId, activeId), eq(inviteCodes.userId, userId)))
      .limit(1);
    if (mine) return mine;
    await db
      .insert(inviteCodes)
      .values({ activeId, userId, code: newInviteCode(), createTime: new Date(now) })
      .onConflictDoNothing();
  }
  throw new Error(`could not make an invite code for user ${userId}`);
}

export async function findInviteCode(db: Db, code: string): Promise<InviteCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(inviteCodes)
    .where(eq(inviteCodes.code, code.toUpperCase()))
    .limit(1);
  return row;
}
