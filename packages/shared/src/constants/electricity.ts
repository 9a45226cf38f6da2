import { defineEnum } from './define-enum';

/*
 * Electricity (电量, SPEC §1/§2) and levels: the one table both the server (awards, user
 * info) and the web (electricity-desc, level and electricityGrade pages) read, so what the
 * rules page says is what the ledger does. docs/growth.md explains the choices.
 */

/**
 * A sign-in "day" is a calendar day in China time, whatever the server's or the browser's
 * zone: the site's members live there, and a day boundary at UTC midnight (08:00 in China)
 * would let them sign twice in one morning.
 */
export const GROWTH_TIME_ZONE = 'Asia/Shanghai';

/** Why a ledger row moved a member's electricity. */
export const EleReason = defineEnum({
  signIn: { value: 1, label: '每日签到' },
  publish: { value: 2, label: '发布帖子' },
  liked: { value: 3, label: '帖子被点赞' },
  commented: { value: 4, label: '帖子被评论' },
  revoked: { value: 5, label: '内容删除或未通过审核，收回电量' },
  seed: { value: 6, label: '历史电量' },
  // Users console (docs/admin-users.md): an adjustment by an admin, with its reason in the audit log.
  staff: { value: 7, label: '管理员调整' },
  // Invitations (docs/invitations.md): an inviter's and an invitee's reward.
  invite: { value: 8, label: '邀请奖励' },
  // Lotteries (docs/lottery.md): entries bought with electricity, source `lottery:<id>`.
  lottery: { value: 9, label: '兑换抽奖机会' },
  // 流浪计划 (docs/liulang.md): the report reward, source `liulang:<round id>`, once a round.
  liulang: { value: 10, label: '流浪计划体验报告奖励' },
});
export const ELE_REASON = EleReason.values;

/**
 * Sign-in reward by streak day: day 1 gets the first entry, day 7 and every later day of an
 * unbroken streak the last. A missed day starts again at day 1.
 */
export const SIGN_IN_REWARDS = [5, 5, 10, 10, 15, 15, 20] as const;

/** Electricity for the `streak`-th consecutive day (1-based). */
export function signInReward(streak: number): number {
  const index = Math.min(Math.max(streak, 1), SIGN_IN_REWARDS.length) - 1;
  return SIGN_IN_REWARDS[index] ?? SIGN_IN_REWARDS[0];
}

/**
 * What content earns its author, and the most each rule pays one member per China day so
 * that publishing, liking or commenting in a loop cannot farm electricity. Likes and
 * comments count only from other members. Taking back (unlike, deleting the comment,
 * deleting or rejecting the post) returns the amount; what was taken back still counts
 * against the day's cap.
 */
export const EARNING_RULES = [
  { reason: ELE_REASON.publish, amount: 10, dailyCap: 3, when: '帖子发布成功（审核通过）' },
  { reason: ELE_REASON.liked, amount: 1, dailyCap: 20, when: '帖子被其他人点赞' },
  { reason: ELE_REASON.commented, amount: 2, dailyCap: 10, when: '帖子被其他人评论' },
] as const;
export type EarningReason = (typeof EARNING_RULES)[number]['reason'];

export function earningRule(reason: EarningReason) {
  const rule = EARNING_RULES.find((r) => r.reason === reason);
  if (!rule) throw new Error(`no earning rule for reason ${reason}`);
  return rule;
}

/**
 * Levels by electricity thresholds, lowest first; `image` is a badge of apps/web/public as
 * the site serves it (under /app/, the Vite base).
 */
export const LEVELS = [
  { min: 0, name: 'Lv1 初来乍到', image: '/app/levels/lv1.svg' },
  { min: 200, name: 'Lv2 电子学徒', image: '/app/levels/lv2.svg' },
  { min: 800, name: 'Lv3 焊接能手', image: '/app/levels/lv3.svg' },
  { min: 2000, name: 'Lv4 硬件达人', image: '/app/levels/lv4.svg' },
  { min: 5000, name: 'Lv5 极客先锋', image: '/app/levels/lv5.svg' },
  { min: 10000, name: 'Lv6 芯客元老', image: '/app/levels/lv6.svg' },
] as const;
export type Level = (typeof LEVELS)[number];

/** The level a balance of `ele` reaches (the first level below zero). */
export function levelOf(ele: number): Level {
  let found: Level = LEVELS[0];
  for (const level of LEVELS) if (ele >= level.min) found = level;
  return found;
}

/** SPEC §3 next_level_ele: the threshold of the next level; the current ele at the top. */
export function nextLevelEle(ele: number): number {
  return LEVELS.find((level) => level.min > ele)?.min ?? ele;
}

/** Rows per page of /web/user/point. */
export const POINT_PAGE_SIZE = 15;
