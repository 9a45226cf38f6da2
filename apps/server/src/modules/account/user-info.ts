import type { UserInfo } from '@xinke/shared';
import { LEVELS } from '../../db/seed/people';
import { maskEmail, maskPhone } from '../../lib/secrets';
import type { AccountRow } from './account.repository';

const DAY_MS = 86_400_000;

/** Electricity needed for the next level (the current ele at the top level). */
function nextLevelEle(ele: number): number {
  return LEVELS.find((level) => level.min > ele)?.min ?? ele;
}

/**
 * SPEC §3 user info from the row and the counts that exist today. Fields of features not
 * built yet carry their true current value, which is the empty one: task 0 (no tasks),
 * object_count 0 (no works), collection_count 0 (no collections), tab 0 (no messages),
 * level_image '' and symbol '' (no badges), dingFlag 0 (no subscriptions), sign_flag 0
 * (no sign-in). praise_count and contribute_count come from the user's published posts.
 * Phone and e-mail are masked; another user's are not shown at all.
 */
export function toUserInfo(
  row: AccountRow,
  stats: { posts: number; thumbs: number },
  options: { self: boolean; now: number },
): UserInfo {
  return {
    id: row.id,
    background: row.background,
    email: options.self ? maskEmail(row.email) : '',
    phone: options.self ? maskPhone(row.phone) : '',
    nickname: row.nickname,
    sex: row.sex,
    image_url: row.imageUrl,
    user_image_status: 1,
    user_sign: row.userSign,
    task: 0,
    age: Math.max(0, Math.floor((options.now - row.createTime.getTime()) / DAY_MS)),
    district: row.district,
    profession: row.profession,
    create_time: Math.floor(row.createTime.getTime() / 1000),
    follow_count: row.followCount,
    fan_count: row.fanCount,
    object_count: 0,
    praise_count: stats.thumbs,
    collection_count: 0,
    contribute_count: stats.posts,
    tab: 0,
    level_image: '',
    level_name: row.levelName,
    ele: row.ele,
    next_level_ele: nextLevelEle(row.ele),
    item_count: row.itemCount,
    symbol: '',
    dingFlag: 0,
    x_up: row.xUp,
    sign_flag: 0,
    is_old: row.isOld,
  };
}
