import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs `work` in a transaction holding a lock on the member's address book, so a count
 * check and the insert after it cannot interleave with another request of the same member.
 */
export async function withUserLock<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${userId}`}))`);
    return work(tx);
  });
}
