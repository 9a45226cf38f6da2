import {
  DASHBOARD_NO_CHANNEL,
  DASHBOARD_NO_CHANNEL_LABEL,
  DASHBOARD_OTHER_CHANNELS,
  DASHBOARD_OTHER_CHANNELS_LABEL,
  DASHBOARD_TOP_CHANNELS,
  DashboardMetric,
  PageViewSource,
  type AdminDashboard,
  type DashboardSeries,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { assertAdmin } from '../admin/staff-guard';
import { closeDays } from './dashboard-job';
import { dashboardDays, dayRange } from './dashboard-days';
import {
  PAGE_VIEWS_BY_CHANNEL,
  PAGE_VIEWS_BY_SOURCE,
  countDay,
  readAggregate,
  type DayFigure,
} from './dashboard.repository';

const channelLabel = (code: string) =>
  code === DASHBOARD_NO_CHANNEL
    ? DASHBOARD_NO_CHANNEL_LABEL
    : code === DASHBOARD_OTHER_CHANNELS
      ? DASHBOARD_OTHER_CHANNELS_LABEL
      : code;

/**
 * GET /web/admin/dashboard: the closed days from the aggregate (filling any the job has
 * not reached yet, e.g. the first minutes after midnight) and today counted live.
 */
export async function dashboardView(
  db: Db,
  clock: Clock,
  adminId: number,
): Promise<AdminDashboard> {
  await assertAdmin(db, adminId);
  const started = performance.now();
  const now = clock();
  await closeDays(db, now);
  const { closed, today } = dashboardDays(now);
  const days = [...closed, today];
  const index = new Map(days.map((d, i) => [d, i]));
  const first = closed[0] ?? today;
  const last = closed[closed.length - 1] ?? today;

  // (metric, dimension) → one value per day.
  const series = new Map<string, number[]>();
  const add = (day: string, f: DayFigure) => {
    const i = index.get(day);
    if (i === undefined) return;
    const key = `${f.metric}\u0000${f.dimension}`;
    let values = series.get(key);
    if (!values) series.set(key, (values = days.map(() => 0)));
    values[i] = (values[i] ?? 0) + f.value;
  };
  for (const row of await readAggregate(db, first, last)) add(row.day, row);
  for (const f of await countDay(db, dayRange(today))) add(today, f);

  const valuesOf = (metric: string, dimension = '') =>
    series.get(`${metric}\u0000${dimension}`) ?? days.map(() => 0);
  const dimensionsOf = (metric: string) =>
    [...series.keys()]
      .filter((k) => k.startsWith(`${metric}\u0000`))
      .map((k) => k.slice(metric.length + 1));

  const metrics: DashboardSeries[] = DashboardMetric.options.map((o) => ({
    key: o.value,
    label: o.label,
    values: valuesOf(o.value),
  }));
  const bySource: DashboardSeries[] = PageViewSource.options.map((o) => ({
    key: String(o.value),
    label: o.label,
    values: valuesOf(PAGE_VIEWS_BY_SOURCE, String(o.value)),
  }));
  return {
    days,
    metrics,
    page_views_by_source: bySource,
    page_views_by_channel: topChannels(
      dimensionsOf(PAGE_VIEWS_BY_CHANNEL).map((code) => ({
        key: code,
        label: channelLabel(code),
        values: valuesOf(PAGE_VIEWS_BY_CHANNEL, code),
      })),
    ),
    elapsed_ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

/** The DASHBOARD_TOP_CHANNELS busiest channels over the window, the others summed as one. */
function topChannels(channels: DashboardSeries[]): DashboardSeries[] {
  const total = (s: DashboardSeries) => s.values.reduce((a, b) => a + b, 0);
  const sorted = channels
    .filter((c) => c.key !== DASHBOARD_OTHER_CHANNELS)
    .sort((a, b) => total(b) - total(a) || a.key.localeCompare(b.key));
  const shown = sorted.slice(0, DASHBOARD_TOP_CHANNELS);
  const folded = [
    ...sorted.slice(DASHBOARD_TOP_CHANNELS),
    ...channels.filter((c) => c.key === DASHBOARD_OTHER_CHANNELS),
  ];
  if (folded.length === 0) return shown;
  const values = shown[0]?.values.map(() => 0) ?? folded[0]?.values.map(() => 0) ?? [];
  for (const c of folded) c.values.forEach((v, i) => (values[i] = (values[i] ?? 0) + v));
  return [
    ...shown,
    { key: DASHBOARD_OTHER_CHANNELS, label: DASHBOARD_OTHER_CHANNELS_LABEL, values },
  ];
}
