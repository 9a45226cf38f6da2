import {
  USER_ROLE,
  UserRole,
  USER_IMAGE_STATUS,
  levelOf,
  nextLevelEle,
  pendingMemberTasks,
  userSymbol,
  type OtherUserInfo,
  type Secret,
  type UserInfo,
} from '@xinke/shared';
import { maskEmail, maskPhone } from '../../lib/secrets';
import type { ProfileCounts } from '../homepage/profile-counts';
import type { AccountRow } from './account.repository';

const DAY_MS = 86_400_000;

/** users.role as the wire shows it; anything unknown is a plain member. */
const roleOf = (role: string): UserInfo['role'] => (UserRole.has(role) ? role : USER_ROLE.user);

/** The privacy switches of /web/system/secret as the wire shows them. */
export const toSecret = (row: AccountRow): Secret => ({
  show_follow: row.showFollow === 1 ? 1 : 0,
  show_fans: row.showFans === 1 ? 1 : 0,
  show_collect: row.showCollect === 1 ? 1 : 0,
  show_dynamic: row.showDynamic === 1 ? 1 : 0,
});

const daysSince = (d: Date, now: number) => Math.max(0, Math.floor((now - d.getTime()) / DAY_MS));
const toUnixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** SPEC §3 user_image_status: whether the member uploaded an avatar of their own. */
const imageStatus = (row: AccountRow) =>
  row.imageUrl === '' ? USER_IMAGE_STATUS.default : USER_IMAGE_STATUS.own;

/**
 * SPEC §3 user info from the row and its counts. The level comes from ele through the
 * shared level table (modules/growth); praise_count and contribute_count come from the
 * user's published posts, object_count from their published project-pool posts,
 * collection_count from their collections, tab from unread messages and letters. The
 * fields SPEC only names are defined in docs/user-center.md: task counts the unfinished
 * new-member tasks (shared pendingMemberTasks), symbol is the role badge (userSymbol),
 * dingFlag says whether every switchable message category is on, user_image_status
 * whether an avatar was uploaded. Phone and e-mail are masked.
 */
export function toUserInfo(
  row: AccountRow,
  counts: ProfileCounts,
  options: { now: number; tab: number; signFlag: 0 | 1; signDays: number; subscribed: boolean },
): UserInfo {
  const phone = maskPhone(row.phone);
  const task = pendingMemberTasks({
    image_url: row.imageUrl,
    user_sign: row.userSign,
    interests: row.interests,
    phone,
    contribute_count: counts.posts,
    follow_count: row.followCount,
  }).length;
  return {
    id: row.id,
    background: row.background,
    email: maskEmail(row.email),
    phone,
    nickname: row.nickname,
    sex: row.sex,
    image_url: row.imageUrl,
    user_image_status: imageStatus(row),
    user_sign: row.userSign,
    task,
    age: daysSince(row.createTime, options.now),
    district: row.district,
    profession: row.profession,
    create_time: toUnixSeconds(row.createTime),
    follow_count: row.followCount,
    fan_count: row.fanCount,
    object_count: counts.objects,
    praise_count: counts.praise,
    collection_count: counts.collections,
    contribute_count: counts.posts,
    tab: options.tab,
    level_image: levelOf(row.ele).image,
    level_name: row.levelName,
    ele: row.ele,
    next_level_ele: nextLevelEle(row.ele),
    item_count: row.itemCount,
    symbol: userSymbol(row.role, row.xUp),
    dingFlag: options.subscribed ? 1 : 0,
    interests: row.interests,
    x_up: row.xUp,
    sign_flag: options.signFlag,
    sign_days: options.signDays,
    is_old: row.isOld,
    role: roleOf(row.role),
  };
}

/**
 * SPEC §3 other-person profile: what anyone may see of someone (no contacts, no level
 * data, nothing about their own inbox), plus thumb_count, their privacy switches and how
 * the viewer relates to them.
 */
export function toOtherUserInfo(
  row: AccountRow,
  counts: ProfileCounts,
  options: { now: number; followFlag: number; isBlack: boolean },
): OtherUserInfo {
  return {
    id: row.id,
    background: row.background,
    nickname: row.nickname,
    sex: row.sex,
    image_url: row.imageUrl,
    user_image_status: imageStatus(row),
    user_sign: row.userSign,
    age: daysSince(row.createTime, options.now),
    district: row.district,
    profession: row.profession,
    create_time: toUnixSeconds(row.createTime),
    follow_count: row.followCount,
    fan_count: row.fanCount,
    object_count: counts.objects,
    praise_count: counts.praise,
    // Hidden collections are not counted for others either.
    collection_count: row.showCollect === 1 ? counts.collections : 0,
    contribute_count: counts.posts,
    item_count: row.itemCount,
    symbol: userSymbol(row.role, row.xUp),
    x_up: row.xUp,
    thumb_count: counts.thumbsGiven,
    secret: toSecret(row),
    follow_flag: options.followFlag,
    is_black: options.isBlack ? 1 : 0,
  };
}
