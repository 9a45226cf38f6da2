import type { AdminDashboard, DashboardSeries } from '@xinke/shared';

/** Today's value of a series (the last day) and yesterday's (the day before). */
export function todayAndYesterday(series: DashboardSeries) {
  return { today: series.values.at(-1) ?? 0, yesterday: series.values.at(-2) ?? 0 };
}

/** 较昨日 +12 (+8.0%), -3 (-20.0%), 持平; a percentage only when yesterday had some. */
export function changeText(today: number, yesterday: number): string {
  const diff = today - yesterday;
  if (diff === 0) return '较昨日持平';
  const sign = diff > 0 ? '+' : '−';
  const pct = yesterday > 0 ? `（${sign}${((Math.abs(diff) / yesterday) * 100).toFixed(1)}%）` : '';
  return `较昨日 ${sign}${Math.abs(diff).toLocaleString('zh-CN')}${pct}`;
}

/** Axis labels: MM-DD, and 今天 for the live day. */
export function dayLabels(days: string[]): string[] {
  return days.map((d, i) => (i === days.length - 1 ? '今天' : d.slice(5)));
}

/** True when nothing at all happened in the window (the empty state). */
export function isEmpty(d: AdminDashboard): boolean {
  const all = [...d.metrics, ...d.page_views_by_source, ...d.page_views_by_channel];
  return all.every((s) => s.values.every((v) => v === 0));
}
