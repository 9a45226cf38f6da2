import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { preparedOnce } from '../../db/prepared-once';

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<number> {
  const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  if (!created) throw new Error('insert session failed');
  return created.id;
}

const liveSession = preparedOnce('live_session', (db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, expireTime: sessions.expireTime })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokeTime),
        gt(sessions.expireTime, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** The live session of a token hash: not revoked, not expired at `now`. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, now });
  return row;
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokeTime: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokeTime)));
}

/** Revokes every live session of a user, optionally keeping one (the caller's own); how many. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepId?: number,
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokeTime)];
  if (keepId !== undefined) conditions.push(ne(sessions.id, keepId));
  const revoked = await db
    .update(sessions)
    .set({ revokeTime: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}
