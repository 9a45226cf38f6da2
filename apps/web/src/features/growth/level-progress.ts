import { levelOf, type UserInfo } from '@xinke/shared';

/** Percent from the current level's threshold to next_level_ele (100 at the top level). */
export function levelProgress(info: Pick<UserInfo, 'ele' | 'next_level_ele'>): number {
  const from = levelOf(info.ele).min;
  const span = info.next_level_ele - from;
  if (span <= 0) return 100;
  return Math.min(100, Math.floor(((info.ele - from) * 100) / span));
}
