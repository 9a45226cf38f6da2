import {
  USER_ROLE,
  UserRole,
  levelOf,
  nextLevelEle,
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

/**
 * SPEC §3 user info from the row and the counts that exist today. Fields of features not
 * built yet carry their true current value, which is the empty one: task 0 (no tasks),
 * object_count 0 (no works), symbol '' (no badges), dingFlag 0 (no subscriptions). The
 * level comes from ele through the shared level table (modules/growth); praise_count and contribute_count come from
 * the user's published posts, collection_count from their collections, tab from unread
 * messages and letters. Phone and e-mail are masked.
 */
export function toUserInfo(
  row: AccountRow,
  counts: ProfileCounts,
  options: { now: number; tab: number; signFlag: 0 | 1; signDays: number },
): UserInfo {
  return {
    id: row.id,
    background: row.background,
    email: maskEmail(row.email),
    phone: maskPhone(row.phone),
    nickname: row.nickname,
    sex: row.sex,
    image_url: row.imageUrl,
    user_image_status: 1,
    user_sign: row.userSign,
    task: 0,
    age: daysSince(row.createTime, options.now),
    district: row.district,
    profession: row.profession,
    create_time: toUnixSeconds(row.createTime),
    follow_count: row.followCount,
    fan_count: row.fanCount,
    object_count: 0,
    praise_count: counts.praise,
    collection_count: counts.collections,
    contribute_count: counts.posts,
    tab: options.tab,
    level_image: levelOf(row.ele).image,
    level_name: row.levelName,
    ele: row.ele,
    next_level_ele: nextLevelEle(row.ele),
    item_count: row.itemCount,
    symbol: '',
    dingFlag: 0,
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
    user_image_status: 1,
    user_sign: row.userSign,
    age: daysSince(row.createTime, options.now),
    district: row.district,
    profession: row.profession,
    create_time: toUnixSeconds(row.createTime),
    follow_count: row.followCount,
    fan_count: row.fanCount,
    object_count: 0,
    praise_count: counts.praise,
    // Hidden collections are not counted for others either.
    collection_count: row.showCollect === 1 ? counts.collections : 0,
    contribute_count: counts.posts,
    item_count: row.itemCount,
    symbol: '',
    x_up: row.xUp,
    thumb_count: counts.thumbsGiven,
    secret: toSecret(row),
    follow_flag: options.followFlag,
    is_black: options.isBlack ? 1 : 0,
  };
}
