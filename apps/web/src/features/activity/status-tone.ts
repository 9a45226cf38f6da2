import { ACTIVITY_STATUS } from '@xinke/shared';

/**
 * The three looks of SPEC §4's six statuses, shared by the site's cards and the console's
 * table: 即将开始 before the first stage, 已结束 once results are out, 进行中 in between
 * (the label itself stays the SPEC one, e.g. 投票中).
 */
export type ActivityTone = 'upcoming' | 'ongoing' | 'ended';

export function activityTone(status: number): ActivityTone {
  if (status === ACTIVITY_STATUS.notStarted) return 'upcoming';
  if (status === ACTIVITY_STATUS.ended) return 'ended';
  return 'ongoing';
}

/** antd Tag colours of the tones. */
export const TONE_COLOR: Record<ActivityTone, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  ended: 'default',
};
