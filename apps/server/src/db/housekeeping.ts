import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Db } from './client';
import { LOGIN_HISTORY_DAYS } from '@xinke/shared';
import { loginHistory, qrLogins, sessions, verificationCodes, wechatPayOauth } from './schema';
import { expireKeywordSearches } from '../modules/search/hot-keywords.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows outlive their use. Codes are also the ledger of the per-contact daily cap
 * (a rolling 24 h), so they stay two days; an expired session or QR ticket is dead already.
 */
export const RETENTION = {
  codesMs: 2 * DAY_MS,
  sessionsMs: DAY_MS,
  qrLoginsMs: HOUR_MS,
  /** The console's login history (docs/admin-users.md). */
  loginHistoryMs: LOGIN_HISTORY_DAYS * DAY_MS,
} as const;

/** Deletes long-expired login rows; each delete walks an index on its time column. */
export async function sweepExpired(db: Db, now: number) {
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createTime, new Date(now - RETENTION.codesMs)))
    .returning({ id: verificationCodes.id });
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expireTime, new Date(now - RETENTION.sessionsMs)))
    .returning({ id: sessions.id });
  const tickets = await db
    .delete(qrLogins)
    .where(lt(qrLogins.expireTime, new Date(now - RETENTION.qrLoginsMs)))
    .returning({ ticketHash: qrLogins.ticketHash });
  const logins = await db
    .delete(loginHistory)
    .where(lt(loginHistory.createTime, new Date(now - RETENTION.loginHistoryMs)))
    .returning({ id: loginHistory.id });
  // 公众号 OAuth round trips never finished (docs/store.md "Paying inside WeChat").
  const payOauth = await db
    .delete(wechatPayOauth)
    .where(lt(wechatPayOauth.expireTime, new Date(now)))
    .returning({ state: wechatPayOauth.state });
  return {
    codes: codes.length,
    sessions: expiredSessions.length,
    qrLogins: tickets.length,
    loginHistory: logins.length,
    wechatPayOauth: payOauth.length,
  };
}

/**
 * Sweeps an hour after start and then hourly. Every node may run it: the deletes are
 * idempotent, so several nodes sweeping at once only repeat each other's work.
 */
export function startHousekeeping(app: FastifyInstance, db: Db, clock: Clock): void {
  const timer = setInterval(() => {
    sweepExpired(db, clock()).then(
      (removed) => app.log.info({ removed }, 'housekeeping'),
      (err: unknown) => app.log.warn({ err }, 'housekeeping failed'),
    );
    // Hot-keyword searches past their window (docs/forum.md "Hot keys").
    expireKeywordSearches(db, clock()).then(
      (removed) => app.log.info({ removed }, 'housekeeping: hot keywords'),
      (err: unknown) => app.log.warn({ err }, 'housekeeping failed: hot keywords'),
    );
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
