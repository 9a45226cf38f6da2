import { signInReward, SIGN_IN_REWARDS, type UserInfo } from '@xinke/shared';

/**
 * The day of the sign-in schedule that today is (1-based): today's streak once signed,
 * otherwise the day today's sign-in would make (user info's sign_days is the streak
 * standing since yesterday).
 */
export function streakDay(info: Pick<UserInfo, 'sign_flag' | 'sign_days'>): number {
  return info.sign_flag === 1 ? Math.max(info.sign_days, 1) : info.sign_days + 1;
}

/** What today's sign-in pays (or paid). */
export const todayReward = (info: Pick<UserInfo, 'sign_flag' | 'sign_days'>) =>
  signInReward(streakDay(info));

/** The schedule's columns: 第1天 … 第7天起, each with its electricity. */
export const SCHEDULE = SIGN_IN_REWARDS.map((ele, i) => ({
  day: i + 1,
  label: i === SIGN_IN_REWARDS.length - 1 ? `第${i + 1}天起` : `第${i + 1}天`,
  ele,
}));
