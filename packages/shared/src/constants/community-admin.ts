import { defineEnum } from './define-enum';

/*
 * The console's community section (circles, tags, posts; docs/admin-community.md): the
 * limits both the console's forms and the server check, and the vocabulary of its tables.
 */

export const CIRCLE_NAME_MAX_CHARS = 20;
export const CIRCLE_DESCRIPTION_MAX_CHARS = 200;
export const CIRCLE_TAG_MAX_CHARS = 20;
/** Display order: larger first (the circle index orders by it, then by members). */
export const CIRCLE_SORT_MIN = -9999;
export const CIRCLE_SORT_MAX = 9999;

export const TAG_NAME_MAX_CHARS = 10;
/** A tag's URL key (`?tag=build`): lower-case letters, digits and dashes. */
export const TAG_SLUG_RE = /^[a-z0-9][a-z0-9-]{1,31}$/;

/** A staff reason (delete, restore, move). */
export const STAFF_REASON_MAX_CHARS = 200;

/** circles.allow_post: open for new posts, or closed (archived, still readable). */
export const CirclePosting = defineEnum({
  closed: { value: 0, label: '已关闭发帖' },
  open: { value: 1, label: '开放发帖' },
});
export const CIRCLE_POSTING = CirclePosting.values;

/** Sortable columns of the console's circle table. */
export const AdminCircleSort = defineEnum({
  sort: { value: 'sort', label: '排序值' },
  member_count: { value: 'member_count', label: '成员数' },
  item_count: { value: 'item_count', label: '帖子数' },
  create_time: { value: 'create_time', label: '创建时间' },
});

/** Sortable columns of the console's tag table. */
export const AdminTagSort = defineEnum({
  sort: { value: 'sort', label: '排序值' },
  item_count: { value: 'item_count', label: '帖子数' },
  create_time: { value: 'create_time', label: '创建时间' },
});

/** Sortable columns of the console's post table (newest first by default). */
export const AdminPostSort = defineEnum({
  create_time: { value: 'create_time', label: '发布时间' },
  thumb_count: { value: 'thumb_count', label: '点赞' },
  comment_count: { value: 'comment_count', label: '评论' },
  visit_count: { value: 'visit_count', label: '浏览' },
});

/**
 * The post table's status filter: the SPEC §4 statuses, and 已删除 (removed by staff: a post
 * in 未通过 with a removal record; docs/admin-community.md).
 */
export const AdminPostState = defineEnum({
  unverified: { value: 'unverified', label: '未审核' },
  reviewing: { value: 'reviewing', label: '审核中' },
  published: { value: 'published', label: '已发布' },
  rejected: { value: 'rejected', label: '未通过' },
  removed: { value: 'removed', label: '已删除' },
});
export type AdminPostStateValue =
  (typeof AdminPostState.values)[keyof typeof AdminPostState.values];

/** The post flags staff set: 置顶 and 推荐 (the featured page's 精选 tab lists 推荐). */
export const AdminPostFlag = defineEnum({
  is_top: { value: 'is_top', label: '置顶' },
  is_recommend: { value: 'is_recommend', label: '推荐（精选）' },
});
export type AdminPostFlagValue = (typeof AdminPostFlag.values)[keyof typeof AdminPostFlag.values];
