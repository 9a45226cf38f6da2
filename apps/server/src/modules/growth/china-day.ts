import { GROWTH_TIME_ZONE } from '@xinke/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: GROWTH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let memoMinute = Number.NaN;
let memoDay = '';

/**
 * The China calendar day (YYYY-MM-DD, Asia/Shanghai) of an instant in ms. Remembered for
 * the minute: every signed-in request asks (the dashboard's active members, votes), Intl
 * formatting costs tens of microseconds, and a day of any time zone starts on a whole minute.
 */
export function chinaDay(ms: number): string {
  const minute = Math.floor(ms / 60_000);
  if (minute !== memoMinute) {
    memoDay = dayFormat.format(new Date(ms));
    memoMinute = minute;
  }
  return memoDay;
}

/** The calendar day before `day` (YYYY-MM-DD), by the calendar, not by 24 hours. */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
