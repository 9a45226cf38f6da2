import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../auth/session.service';
import { chinaDay } from '../growth/china-day';
import { markActive } from './dashboard.repository';

/**
 * The dashboard's active members (docs/admin-dashboard.md): a member is active on a China
 * day when a request of theirs carried a live token that day — every page of the site asks
 * /web/user/info when logged in. plugins/auth.ts calls this for every request it resolves
 * to a member. Each node writes one row per member per day, at the first such request it
 * serves (the set remembers who it already wrote today); the insert ignores a row another
 * node wrote.
 */
export function activityRecorder(db: Db, clock: Clock, log: FastifyBaseLogger) {
  let day = '';
  let seen = new Set<number>();
  return async (user: AuthUser): Promise<void> => {
    const today = chinaDay(clock());
    if (today !== day) {
      day = today;
      seen = new Set();
    }
    if (seen.has(user.userId)) return;
    seen.add(user.userId);
    try {
      await markActive(db, today, user.userId);
    } catch (err) {
      // A statistic must never fail the request it rides on; a later request retries.
      seen.delete(user.userId);
      log.warn({ err }, 'dashboard: activity not recorded');
    }
  };
}
