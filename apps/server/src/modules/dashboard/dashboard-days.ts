import { DASHBOARD_DAYS } from '@xinke/shared';
import { chinaDay, previousDay } from '../growth/china-day';

/**
 * The dashboard's days are China calendar days (Asia/Shanghai, no daylight saving), like
 * sign-ins and the ledger's `day`: a day runs from 00:00 to 24:00 at UTC+8.
 */
export interface DayRange {
  day: string;
  start: Date;
  end: Date;
}

export function dayRange(day: string): DayRange {
  const start = new Date(`${day}T00:00:00+08:00`);
  return { day, start, end: new Date(start.getTime() + 86_400_000) };
}

/** The DASHBOARD_DAYS closed days before today's (oldest first), and today. */
export function dashboardDays(now: number): { closed: string[]; today: string } {
  const today = chinaDay(now);
  const closed: string[] = [];
  let day = today;
  for (let i = 0; i < DASHBOARD_DAYS; i += 1) {
    day = previousDay(day);
    closed.unshift(day);
  }
  return { closed, today };
}
