import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  DASHBOARD_CHANNELS_KEPT,
  DASHBOARD_METRIC,
  DASHBOARD_OTHER_CHANNELS,
  ITEM_STATUS,
} from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { dashboardDaily, memberActiveDays } from '../../db/schema';
import { UNSHOWN_WRITE_MARK } from '../../db/write-watch';
import type { DayRange } from './dashboard-days';

/** One figure of a day: a metric, its dimension ('' for a plain count) and its value. */
export interface DayFigure {
  metric: string;
  dimension: string;
  value: number;
}

/** The page-view rows of a day: by source (SPEC §9) and by channel code. */
export const PAGE_VIEWS_BY_SOURCE = 'page_views_source';
export const PAGE_VIEWS_BY_CHANNEL = 'page_views_channel';

const MARK = sql.raw(UNSHOWN_WRITE_MARK);

/**
 * Every figure of one China day, counted from the rows. Each part is a range of an index
 * on create_time or day (migration 0015), so the cost follows the day's rows, not the
 * table's: this is what the dashboard runs live for today and the job once per closed day.
 */
export async function countDay(db: Db, range: DayRange): Promise<DayFigure[]> {
  const { day, start, end } = range;
  const s = start.toISOString();
  const e = end.toISOString();
  const inDay = (table: string) =>
    sql`(select count(*) from ${sql.raw(table)} where create_time >= ${s} and create_time < ${e})`;
  const [row] = await selectRows<Record<string, string | number>>(
    db,
    sql`select
      ${inDay('users')}::float8 as new_users,
      (select count(*) from member_active_days where day = ${day})::float8 as active_users,
      (select count(*) from items where create_time >= ${s} and create_time < ${e}
         and item_status <> ${ITEM_STATUS.draft})::float8 as posts,
      ${inDay('comments')}::float8 as comments,
      ${inDay('replies')}::float8 as replies,
      ${inDay('letters')}::float8 as letters,
      (select count(*) from sign_ins where day = ${day})::float8 as sign_ins,
      (select coalesce(sum(amount) filter (where amount > 0), 0) from ele_records
         where day = ${day})::float8 as ele_issued,
      (select coalesce(-sum(amount) filter (where amount < 0), 0) from ele_records
         where day = ${day})::float8 as ele_spent`,
  );
  const scalar = (metric: string): DayFigure => ({
    metric,
    dimension: '',
    value: Number(row?.[metric] ?? 0),
  });
  const figures = [
    scalar(DASHBOARD_METRIC.newUsers),
    scalar(DASHBOARD_METRIC.activeUsers),
    scalar(DASHBOARD_METRIC.posts),
    scalar(DASHBOARD_METRIC.comments),
    scalar(DASHBOARD_METRIC.replies),
    scalar(DASHBOARD_METRIC.letters),
    scalar(DASHBOARD_METRIC.signIns),
    scalar(DASHBOARD_METRIC.eleIssued),
    scalar(DASHBOARD_METRIC.eleSpent),
  ];
  return [...figures, ...(await countPageViews(db, s, e))];
}

/**
 * Page views of a day by source and by channel, from one index-only range of
 * page_views_time_idx (create_time, source, channel). The channel code is the client's,
 * so only the busiest DASHBOARD_CHANNELS_KEPT are kept by name and the rest folded.
 */
async function countPageViews(db: Db, s: string, e: string): Promise<DayFigure[]> {
  const rows = await selectRows<{ source: number; channel: string; n: string | number }>(
    db,
    sql`select source, channel, count(*)::float8 as n from page_views
        where create_time >= ${s} and create_time < ${e} group by source, channel`,
  );
  const bySource = new Map<string, number>();
  const byChannel = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    bySource.set(String(r.source), (bySource.get(String(r.source)) ?? 0) + n);
    byChannel.set(r.channel, (byChannel.get(r.channel) ?? 0) + n);
  }
  const channels = [...byChannel].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const kept = channels.slice(0, DASHBOARD_CHANNELS_KEPT);
  const rest = channels.slice(DASHBOARD_CHANNELS_KEPT).reduce((sum, [, n]) => sum + n, 0);
  if (rest > 0) kept.push([DASHBOARD_OTHER_CHANNELS, rest]);
  return [
    { metric: DASHBOARD_METRIC.pageViews, dimension: '', value: total },
    ...[...bySource].map(([dimension, value]) => ({
      metric: PAGE_VIEWS_BY_SOURCE,
      dimension,
      value,
    })),
    ...kept.map(([dimension, value]) => ({ metric: PAGE_VIEWS_BY_CHANNEL, dimension, value })),
  ];
}

/**
 * The closed days in [from, to] that the aggregate already holds. A day's rows are written
 * in one transaction and its new_users row is always among them, so that row marks it done.
 */
export async function aggregatedDays(db: Db, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db
    .select({ day: dashboardDaily.day })
    .from(dashboardDaily)
    .where(
      and(
        inArray(dashboardDaily.day, days),
        eq(dashboardDaily.metric, DASHBOARD_METRIC.newUsers),
        eq(dashboardDaily.dimension, ''),
      ),
    );
  return new Set(rows.map((r) => r.day));
}

/**
 * Stores one closed day, unless another node already did: the advisory lock of that day
 * makes a second job wait, then find the day done and write nothing. ON CONFLICT DO NOTHING
 * keeps even a racing writer without the lock from doubling a row. Marked unshown: no
 * cached public answer reads the aggregate (db/write-watch.ts).
 */
export async function storeDay(db: Db, range: DayRange): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`dashboard_daily:${range.day}`}))`,
    );
    if ((await aggregatedDays(tx, [range.day])).size > 0) return false;
    const figures = await countDay(tx, range);
    const values = figures.map((f) => sql`(${range.day}, ${f.metric}, ${f.dimension}, ${f.value})`);
    await tx.execute(
      sql`${MARK} insert into dashboard_daily (day, metric, dimension, value)
          values ${sql.join(values, sql`, `)} on conflict do nothing`,
    );
    return true;
  });
}

/** The stored rows of the closed days [from, to], by day. */
export async function readAggregate(db: Db, from: string, to: string) {
  return db
    .select()
    .from(dashboardDaily)
    .where(and(gte(dashboardDaily.day, from), lte(dashboardDaily.day, to)))
    .orderBy(asc(dashboardDaily.day));
}

/** Records that a member was active on `day` (a repeat is a no-op). */
export async function markActive(db: Db, day: string, userId: number): Promise<void> {
  await db.execute(
    sql`${MARK} insert into member_active_days (day, user_id) values (${day}, ${userId})
        on conflict do nothing`,
  );
}

/** Drops activity rows of days before `before` (the aggregate keeps their counts). */
export async function pruneActivity(db: Db, before: string): Promise<number> {
  const gone = await db
    .delete(memberActiveDays)
    .where(lt(memberActiveDays.day, before))
    .returning({ day: memberActiveDays.day });
  return gone.length;
}
