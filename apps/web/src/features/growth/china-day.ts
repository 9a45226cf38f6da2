import { GROWTH_TIME_ZONE } from '@xinke/shared';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: GROWTH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's China day (YYYY-MM-DD): the sign-in day, whatever the browser's zone. */
export function chinaToday(now = Date.now()): string {
  return dayFormat.format(new Date(now));
}
