import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import {
  AdminCircleSort,
  AdminPostFlag,
  AdminPostSort,
  AdminPostState,
  AdminTagSort,
  CIRCLE_DESCRIPTION_MAX_CHARS,
  CIRCLE_NAME_MAX_CHARS,
  CIRCLE_SORT_MAX,
  CIRCLE_SORT_MIN,
  CIRCLE_TAG_MAX_CHARS,
  STAFF_REASON_MAX_CHARS,
  TAG_NAME_MAX_CHARS,
  TAG_SLUG_RE,
} from '../constants/community-admin';
import { MSG } from '../messages';

/*
 * The console's community content (docs/admin-community.md): circles and tags (admins),
 * posts (moderators and admins). Every write records itself in the staff audit log.
 */

const int = () => z.number().int();
const admin = policy.staff('admin', MSG.adminOnly);
const staff = policy.staff('moderator', MSG.staffOnly);

const zOrder = z
  .enum(['asc', 'desc'], { error: MSG.adminOrderInvalid })
  .optional()
  .describe('排序方向，默认 desc');

const zSortOf = (e: { has(v: unknown): boolean }) =>
  z
    .string()
    .refine((v) => e.has(v), MSG.adminSortInvalid)
    .optional();

/** A console list's search box (title or name contains). */
export const zAdminKeyword = z.string().trim().max(50, MSG.adminKeywordTooLong).optional();
const zKeyword = zAdminKeyword;

const zZeroOne = (message: string) => zDbInt(message, { min: 0, max: 1, coerce: false });

export const ZAdminIdParams = z.object({ id: zDbInt(MSG.idInvalid) });

// Circles

export const ZAdminCircle = z.object({
  id: int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().describe('圈子图标'),
  circle_tag: z.string().describe('圈子分类'),
  sort: int().describe('排序值，大的在前'),
  allow_post: int().describe('1 开放发帖，0 已关闭发帖'),
  member_count: int(),
  item_count: int().describe('已发布的帖子数'),
  create_time: zUnixSeconds,
});
export type AdminCircle = z.infer<typeof ZAdminCircle>;

export const ZAdminCirclesQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(ADMIN_PAGE_SIZE),
  keyword: zKeyword.describe('名称包含'),
  sort: zSortOf(AdminCircleSort).describe('sort | member_count | item_count | create_time'),
  order: zOrder,
});

export const adminCircles = defineContract({
  method: 'GET',
  path: '/web/admin/circles',
  authz: admin,
  summary: '圈子管理列表：按名称搜索，按排序值/成员数/帖子数/创建时间排序',
  auth: true,
  query: ZAdminCirclesQuery,
  response: zPage(ZAdminCircle),
});

export const ZAdminCircleInput = z.object({
  name: z
    .string({ error: MSG.circleNameRequired })
    .trim()
    .min(1, MSG.circleNameRequired)
    .max(CIRCLE_NAME_MAX_CHARS, MSG.circleNameTooLong),
  description: z
    .string()
    .trim()
    .max(CIRCLE_DESCRIPTION_MAX_CHARS, MSG.circleDescriptionTooLong)
    .default(''),
  image_url: z
    .string({ error: MSG.circleIconRequired })
    .trim()
    .min(1, MSG.circleIconRequired)
    .max(500, MSG.imageUrlInvalid)
    .describe('图标地址（先经 /web/item/item_image 上传）')
    .meta({ examples: ['/uploads/items/icon.webp'] }),
  circle_tag: z.string().trim().max(CIRCLE_TAG_MAX_CHARS, MSG.circleTagTooLong).default(''),
  sort: zDbInt(MSG.circleSortInvalid, {
    min: CIRCLE_SORT_MIN,
    max: CIRCLE_SORT_MAX,
    coerce: false,
  }).default(0),
  allow_post: zZeroOne(MSG.postFlagValueInvalid).default(1).describe('1 开放发帖，0 关闭发帖'),
});
export type AdminCircleInput = z.input<typeof ZAdminCircleInput>;

export const adminCircleCreate = defineContract({
  method: 'POST',
  path: '/web/admin/circles',
  authz: admin,
  summary: '新建圈子（名称唯一）',
  auth: true,
  body: ZAdminCircleInput,
  response: ZAdminCircle,
});

export const adminCircleUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/circles/:id',
  authz: admin,
  summary: '修改圈子（名称、图标、简介、分类、排序、开放/关闭发帖）；成员数与帖子数不变',
  auth: true,
  params: ZAdminIdParams,
  body: ZAdminCircleInput,
  response: ZAdminCircle,
});

export const adminCircleDelete = defineContract({
  method: 'POST',
  path: '/web/admin/circles/:id/delete',
  authz: admin,
  summary: '删除圈子：只能删除没有任何帖子（含草稿）的圈子，否则请关闭发帖',
  auth: true,
  params: ZAdminIdParams,
  response: z.null(),
});

// Tags

export const ZAdminTag = z.object({
  id: int(),
  name: z.string(),
  slug: z.string().describe('英文标识（?tag=slug）'),
  flag: int().describe('1 在首页标签栏展示'),
  sort: int(),
  item_count: int().describe('带此标签的帖子数（任何状态）'),
  create_time: zUnixSeconds,
});
export type AdminTag = z.infer<typeof ZAdminTag>;

export const ZAdminTagsQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(ADMIN_PAGE_SIZE),
  keyword: zKeyword.describe('名称或标识包含'),
  sort: zSortOf(AdminTagSort).describe('sort | item_count | create_time'),
  order: zOrder,
});

export const adminTags = defineContract({
  method: 'GET',
  path: '/web/admin/tags',
  authz: admin,
  summary: '标签管理列表：按名称或标识搜索，按排序值/帖子数/创建时间排序',
  auth: true,
  query: ZAdminTagsQuery,
  response: zPage(ZAdminTag),
});

export const ZAdminTagInput = z.object({
  name: z
    .string({ error: MSG.tagNameRequired })
    .trim()
    .min(1, MSG.tagNameRequired)
    .max(TAG_NAME_MAX_CHARS, MSG.tagNameTooLong),
  slug: z
    .string({ error: MSG.tagSlugInvalid })
    .trim()
    .regex(TAG_SLUG_RE, MSG.tagSlugInvalid)
    .meta({ examples: ['new-tag'] }),
  flag: zZeroOne(MSG.tagFlagInvalid).default(1),
  sort: zDbInt(MSG.circleSortInvalid, {
    min: CIRCLE_SORT_MIN,
    max: CIRCLE_SORT_MAX,
    coerce: false,
  }).default(0),
});
export type AdminTagInput = z.input<typeof ZAdminTagInput>;

export const adminTagCreate = defineContract({
  method: 'POST',
  path: '/web/admin/tags',
  authz: admin,
  summary: '新建标签（名称、标识唯一）',
  auth: true,
  body: ZAdminTagInput,
  response: ZAdminTag,
});

export const adminTagUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/tags/:id',
  authz: admin,
  summary: '修改标签（改名、标识、首页展示、排序）',
  auth: true,
  params: ZAdminIdParams,
  body: ZAdminTagInput,
  response: ZAdminTag,
});

export const adminTagDelete = defineContract({
  method: 'POST',
  path: '/web/admin/tags/:id/delete',
  authz: admin,
  summary: '删除标签，并在同一事务中从所有帖子上移除',
  auth: true,
  params: ZAdminIdParams,
  response: z.object({ removed_from: int().describe('移除了该标签的帖子数') }),
});

// Posts

export const ZAdminPost = z.object({
  id: int(),
  title: z.string(),
  item_type: int(),
  item_status: int(),
  removed: z.boolean().describe('已被管理人员删除'),
  remove_reason: z.string().describe('删除原因；未删除为空'),
  reject_reason: z.string(),
  is_top: int(),
  is_recommend: int(),
  author: z.object({ id: int(), nickname: z.string() }),
  circle: z.object({ id: int(), name: z.string() }).nullable(),
  thumb_count: int(),
  comment_count: int(),
  visit_count: int(),
  create_time: zUnixSeconds,
});
export type AdminPost = z.infer<typeof ZAdminPost>;

export const ZAdminPostsQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(ADMIN_PAGE_SIZE),
  keyword: zKeyword.describe('标题包含'),
  circle_id: zDbInt(MSG.circleNotFound).optional(),
  author_id: zDbInt(MSG.idInvalid).optional().describe('作者 id'),
  status: z
    .string()
    .refine((v) => AdminPostState.has(v), MSG.adminPostStatusInvalid)
    .optional()
    .describe('unverified | reviewing | published | rejected | removed'),
  flag: z
    .string()
    .refine((v) => AdminPostFlag.has(v), MSG.postFlagInvalid)
    .optional()
    .describe('is_top | is_recommend：只看置顶或推荐的'),
  sort: zSortOf(AdminPostSort).describe('create_time | thumb_count | comment_count | visit_count'),
  order: zOrder,
});

export const adminPosts = defineContract({
  method: 'GET',
  path: '/web/admin/posts',
  authz: staff,
  summary: '帖子管理列表（不含草稿）：按标题搜索，按圈子/状态/作者/置顶/推荐筛选，排序',
  auth: true,
  query: ZAdminPostsQuery,
  response: zPage(ZAdminPost),
});

export const adminPostFlag = defineContract({
  method: 'POST',
  path: '/web/admin/posts/:id/flag',
  authz: staff,
  summary: '置顶/取消置顶、推荐/取消推荐（推荐的帖子出现在首页精选）',
  auth: true,
  params: ZAdminIdParams,
  body: z.object({
    flag: z
      .string({ error: MSG.postFlagInvalid })
      .refine((v) => AdminPostFlag.has(v), MSG.postFlagInvalid)
      .describe('is_top | is_recommend')
      .meta({ examples: ['is_top'] }),
    value: zZeroOne(MSG.postFlagValueInvalid),
  }),
  response: ZAdminPost,
});

const zReason = z
  .string({ error: MSG.staffReasonRequired })
  .trim()
  .min(1, MSG.staffReasonRequired)
  .max(STAFF_REASON_MAX_CHARS, MSG.staffReasonTooLong);

export const adminPostMove = defineContract({
  method: 'POST',
  path: '/web/admin/posts/:id/move',
  authz: staff,
  summary: '把帖子移到另一个圈子（圈子帖子数随之变化）',
  auth: true,
  params: ZAdminIdParams,
  body: z.object({
    circle_id: zDbInt(MSG.circleNotFound, { coerce: false }),
    reason: z.string().trim().max(STAFF_REASON_MAX_CHARS, MSG.staffReasonTooLong).default(''),
  }),
  response: ZAdminPost,
});

export const adminPostRemove = defineContract({
  method: 'POST',
  path: '/web/admin/posts/:id/remove',
  authz: staff,
  summary: '管理人员删除帖子（可恢复）：填写原因，作者收到系统通知',
  auth: true,
  params: ZAdminIdParams,
  body: z.object({ reason: zReason }),
  response: ZAdminPost,
});

export const adminPostRestore = defineContract({
  method: 'POST',
  path: '/web/admin/posts/:id/restore',
  authz: staff,
  summary: '恢复被管理人员删除的帖子到删除前的状态，作者收到系统通知',
  auth: true,
  params: ZAdminIdParams,
  body: z.object({ reason: zReason }),
  response: ZAdminPost,
});
