import { defineEnum } from './define-enum';

/** Rows per page of the homepage lists (item_dynamic, circles, v2/votes, active). */
export const HOMEPAGE_PAGE_SIZE = 10;
/**
 * `active` (a person's recent activity) pages through at most this many of their newest
 * actions: a timeline, not an archive, and it bounds the work per page.
 */
export const ACTIVE_WINDOW = 200;

/** What a row of /web/user/active records. */
export const ActiveKind = defineEnum({
  post: { value: 1, label: '发布了帖子' },
  comment: { value: 2, label: '评论了帖子' },
  reply: { value: 3, label: '回复了评论' },
  thumb: { value: 4, label: '赞了帖子' },
});
export const ACTIVE_KIND = ActiveKind.values;
