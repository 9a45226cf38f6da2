import type { Db } from '../../db/client';
import { chinaDay } from '../growth/china-day';
import { findOwnWork, votedInActivityOn } from '../contest/contest.repository';
import { isEnrolled } from './activity.repository';

/** SPEC §4 per-user flags of one activity. */
export interface UserFlags {
  joined: boolean;
  uploaded: boolean;
  voted: boolean;
}

/**
 * What this user has done in the activity; a visitor (0) has done nothing. `voted` is for
 * today (China day): votes are one a day per work, so yesterday's vote leaves today's open.
 */
export async function userFlags(
  db: Db,
  activeId: number,
  userId: number,
  now: number,
): Promise<UserFlags> {
  if (userId <= 0) return { joined: false, uploaded: false, voted: false };
  const [joined, work, voted] = await Promise.all([
    isEnrolled(db, activeId, userId),
    findOwnWork(db, activeId, userId),
    votedInActivityOn(db, activeId, userId, chinaDay(now)),
  ]);
  return { joined, uploaded: work !== undefined, voted };
}
