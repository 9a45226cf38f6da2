import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { previousDay } from '../growth/china-day';
import { dashboardDays, dayRange } from './dashboard-days';
import { aggregatedDays, pruneActivity, storeDay } from './dashboard.repository';

/** Activity rows kept: the dashboard's days and as many again (their counts are aggregated). */
export const ACTIVITY_RETENTION_DAYS = 60;
const FIRST_RUN_MS = 30_000;
const EVERY_MS = 10 * 60_000;

/**
 * Aggregates the closed days of the dashboard's window that the aggregate lacks, oldest
 * first. The first run on an install fills the whole window (DASHBOARD_DAYS days, never
 * more); after that one day a night. Idempotent and safe on N nodes (storeDay's lock), so
 * every node runs it and the dashboard calls it too before reading.
 */
export async function closeDays(db: Db, now: number): Promise<string[]> {
  const { closed } = dashboardDays(now);
  const done = await aggregatedDays(db, closed);
  const stored: string[] = [];
  for (const day of closed) {
    if (done.has(day)) continue;
    if (await storeDay(db, dayRange(day))) stored.push(day);
  }
  return stored;
}

/** Drops activity rows past ACTIVITY_RETENTION_DAYS (their days are aggregated by then). */
export async function pruneOldActivity(db: Db, now: number): Promise<void> {
  let cutoff = dashboardDays(now).today;
  for (let i = 0; i < ACTIVITY_RETENTION_DAYS; i += 1) cutoff = previousDay(cutoff);
  await pruneActivity(db, cutoff);
}

/**
 * Runs closeDays shortly after start and then every ten minutes, so a day is aggregated
 * soon after midnight (China time) and the dashboard's first view of the day finds it done.
 */
export function startDashboardJob(app: FastifyInstance, db: Db, clock: Clock): void {
  const run = () => {
    closeDays(db, clock())
      .then(async (stored) => {
        await pruneOldActivity(db, clock());
        return stored;
      })
      .then(
        (stored) => {
          if (stored.length > 0) app.log.info({ stored }, 'dashboard: days aggregated');
        },
        (err: unknown) => app.log.warn({ err }, 'dashboard aggregate failed'),
      );
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
