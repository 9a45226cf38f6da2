import { GROWTH_TIME_ZONE } from '@xinke/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: GROWTH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The China calendar day (YYYY-MM-DD, Asia/Shanghai) of an instant in ms. */
export function chinaDay(ms: number): string {
  return dayFormat.format(new Date(ms));
}

/** The calendar day before `day` (YYYY-MM-DD), by the calendar, not by 24 hours. */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
