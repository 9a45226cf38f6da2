import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What a toggle lock serialises: likes (of a post, a comment, a reply) and collections of a
 * post, follows of a pair.
 */
export type ToggleKind = 'thumb' | 'thumbComment' | 'thumbReply' | 'collect' | 'follow';

/**
 * Serialises toggles of one person on one target for the rest of the transaction, so N
 * concurrent toggles flip the state N times (a double click ends where it started) instead
 * of racing into "both saw the row, one deleted it, the other did nothing". Call it inside
 * the transaction, first; the lock is released at commit or rollback.
 */
export async function lockToggle(db: Db, kind: ToggleKind, userId: number, targetId: number) {
  const key = toggleLockKey(kind, userId, targetId);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The text whose hash names the toggle lock (several taken at once: the likes' batch). */
export function toggleLockKey(kind: ToggleKind, userId: number, targetId: number): string {
  return `${kind}:${userId}:${targetId}`;
}
