import { chinaToday } from '../growth/china-day';

/** An award time (Unix seconds) as the China calendar day it happened, YYYY-MM-DD. */
export function awardDate(awardTime: number): string {
  return chinaToday(awardTime * 1000);
}
