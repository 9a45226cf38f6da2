import { eq } from 'drizzle-orm';
import { bannedMessage, mutedMessage, type Sanction } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';

/*
 * Mute and ban (docs/admin-users.md) as the rest of the site sees them: a sanction is in
 * force while its time is after `now` (the app's clock), so an expired one stops applying by
 * itself, without a job to lift it.
 */

/** The sanction of a stored (until, reason) pair, when it is in force at `now` (ms). */
export function sanctionInForce(until: Date | null, reason: string, now: number): Sanction | null {
  if (!until || until.getTime() <= now) return null;
  return { until: toUnixSeconds(until.getTime()), reason };
}

/**
 * Refuses a post, comment, reply or letter of a muted member (403, with until when and
 * why). One primary-key read; the letter path checks inside its insert statement instead
 * (letter-insert.repository.ts) and calls this only to explain a refusal.
 */
export async function assertNotMuted(db: Db, userId: number, now: number): Promise<void> {
  const [row] = await db
    .select({ until: users.muteUntil, reason: users.muteReason })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row) refuseMuted(row, now);
}

/**
 * The 403 of assertNotMuted for a member's stored mute (until, reason), when it is in force
 * at `now`; for a statement that read the mute with other things (comment/post-comment.ts).
 */
export function refuseMuted(stored: { until: Date | null; reason: string }, now: number): void {
  const mute = sanctionInForce(stored.until, stored.reason, now);
  if (mute) throw AppError.forbidden(mutedMessage(mute.until, mute.reason));
}

/**
 * Inside a login's transaction, before its session is stored: refuses a banned member
 * (403 with until when and why). FOR SHARE holds the user row until the session commits,
 * so a ban (an UPDATE of the row, which revokes every session in its own transaction)
 * either waits for this login and then revokes its session too, or commits first and is
 * seen here: no session outlives a ban.
 */
export async function assertNotBannedForLogin(tx: Db, userId: number, now: number): Promise<void> {
  const [row] = await tx
    .select({ until: users.banUntil, reason: users.banReason })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  const ban = row ? sanctionInForce(row.until, row.reason, now) : null;
  if (ban) throw AppError.forbidden(bannedMessage(ban.until, ban.reason));
}
