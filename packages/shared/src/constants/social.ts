import { defineEnum } from './define-enum';

/** Rows per page of the follow, fan and recommendation lists. */
export const FOLLOW_PAGE_SIZE = 10;
/** People a recommendation block beside another list shows at a time (allUsers' side). */
export const RECOMMEND_SIDE_PAGE_SIZE = 5;
/** Rows per page of my blacklist (/web/system/black_list). */
export const BLACK_PAGE_SIZE = 10;
/** Cards per page of the feed of people I follow (/web/user/follow_items). */
export const FOLLOW_FEED_PAGE_SIZE = 10;
/**
 * The follow feed pages through at most this many of the newest posts of the people I
 * follow (100 pages of 10): deeper than anyone scrolls, and it bounds the work per page.
 */
export const FOLLOW_FEED_WINDOW = 1000;
/**
 * Recommendations are the best RECOMMEND_WINDOW candidates (most fans first); a
 * recommendation list is not a directory of every member (user search is).
 */
export const RECOMMEND_WINDOW = 100;
/** Users on the star list of /web/v2/index/star/user/list. */
export const STAR_USER_LIMIT = 10;
/** Longest `key` of the recommendation lists (a nickname is at most 16 characters). */
export const RECOMMEND_KEY_MAX = 32;

/** Order of the star users list: most fans (default) or most praise received. */
export const StarUserOrder = defineEnum({
  fans: { value: 1, label: '粉丝最多' },
  praise: { value: 2, label: '获赞最多' },
});
export const STAR_USER_ORDER = StarUserOrder.values;
