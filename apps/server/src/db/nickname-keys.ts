import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cleanNickname } from '@xinke/shared';
import { nicknameKey } from '../lib/nickname';
import { uniqueViolation } from '../lib/db-errors';
import type { Db } from './client';
import { users } from './schema';

/**
 * Gives every account from before migration 0009 its nickname key. The key is computed
 * here, not in SQL, because the folding table lives in the application. Oldest account
 * first: when two existing nicknames fold to one key, the earlier keeps it and the later
 * stays null (and is logged) instead of failing start-up; it must pick another nickname
 * at its next change. After the first run this is one indexed query that finds nothing.
 */
export async function backfillNicknameKeys(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<{ keyed: number; clashes: number }> {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(isNull(users.nicknameKey))
    .orderBy(asc(users.id));
  let keyed = 0;
  const clashing: number[] = [];
  for (const row of rows) {
    const key = nicknameKey(cleanNickname(row.nickname));
    try {
      await db.update(users).set({ nicknameKey: key }).where(eq(users.id, row.id));
      keyed += 1;
    } catch (err) {
      if (uniqueViolation(err) !== 'users_nickname_key_idx') throw err;
      clashing.push(row.id);
    }
  }
  if (keyed > 0) log.info({ keyed }, 'nickname keys filled in');
  // Ids only: nicknames are user content and stay out of logs.
  if (clashing.length > 0)
    log.warn(
      { userIds: clashing.slice(0, 50), count: clashing.length },
      'nicknames that look like an older account’s kept without a key',
    );
  return { keyed, clashes: clashing.length };
}
