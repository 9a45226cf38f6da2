import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { PAGE_SIZE } from '../constants/client';
import { ItemStatus, ItemType } from '../constants/forum';
import { ReviewAction } from '../constants/moderation';
import { MSG } from '../messages';
import { ZItemIdParams } from './item';

/*
 * The creation center (SPEC §2 creation center; §3 item list query, post-count data,
 * creation-center counts) and post images. All of it is about the caller's own items.
 */

const int = () => z.number().int();

const zDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.dateInvalid)
  .optional()
  .describe('YYYY-MM-DD（北京时间，含当天）');

/**
 * SPEC §3 item list query. from_date/to_date filter create_time only when BOTH are given.
 * Without item_type the list shows posts (every type but votes -1 and dynamics 99); the
 * vote-manage page passes item_type=-1. Without item_status it shows every status except
 * drafts (草稿箱 4 is its own tab: item_status=4).
 */
export const ZItemListQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(PAGE_SIZE.itemList),
  item_status: z.coerce
    .number()
    .int()
    .refine((v) => ItemStatus.has(v), '帖子状态不存在')
    .optional()
    .describe('0 未审核，1 审核中，2 已发布，3 未通过，4 草稿箱'),
  item_type: z.coerce
    .number()
    .int()
    .refine((v) => ItemType.has(v), MSG.itemTypeInvalid)
    .optional()
    .describe('不传：除投票和动态外的帖子；-1：投票'),
  from_date: zDate,
  to_date: zDate,
});
export type ItemListQuery = z.input<typeof ZItemListQuery>;

/** One row of the creation center's lists. */
export const ZMyItem = z.object({
  id: int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  item_type: int(),
  item_status: int(),
  allow_comment: int(),
  reject_reason: z.string(),
  circle: z.object({ id: int(), name: z.string() }).nullable(),
  thumb_count: int(),
  comment_count: int(),
  collect_count: int(),
  visit_count: int(),
  create_time: zUnixSeconds,
  update_time: zUnixSeconds,
});
export type MyItem = z.infer<typeof ZMyItem>;

export const itemList = defineContract({
  method: 'GET',
  path: '/web/item/list',
  authz: policy.member,
  summary: '我的帖子（创作中心），按创建时间倒序',
  auth: true,
  query: ZItemListQuery,
  response: zPage(ZMyItem),
});

/** SPEC §3 post-count data (my items, all types but dynamics). */
export const ZItemUserData = z.object({
  pass: int().describe('已发布'),
  passing: int().describe('审核中'),
  unpass: int().describe('未通过'),
  unverify: int().describe('未审核（旧数据）'),
  commentCount: int().describe('我的帖子收到的评论数'),
  draftCount: int().describe('草稿数'),
  thumbCount: int().describe('我的帖子收到的点赞数'),
  visitCount: int().describe('我的帖子的浏览量'),
  todayVisitsCount: int().describe('今日（北京时间）我的帖子详情页的访问次数'),
});
export type ItemUserData = z.infer<typeof ZItemUserData>;

export const itemUserData = defineContract({
  method: 'GET',
  path: '/web/item/user_data',
  authz: policy.member,
  summary: '创作中心首页数据',
  auth: true,
  response: ZItemUserData,
});

/**
 * SPEC §3 creation-center counts: itemStatusN = how many of mine have item_status N
 * (0 未审核, 1 审核中, 2 已发布, 3 未通过), draftStatus0 = drafts, total = all but drafts.
 */
export const ZStatusCounts = z.object({
  itemStatus0: int(),
  itemStatus1: int(),
  itemStatus2: int(),
  itemStatus3: int(),
  draftStatus0: int(),
  total: int(),
});
export type StatusCounts = z.infer<typeof ZStatusCounts>;

export const itemStatusCount = defineContract({
  method: 'GET',
  path: '/web/item/status_count',
  authz: policy.member,
  summary: '创作中心各状态数量：item 为帖子（投票和动态除外），vote 为投票',
  auth: true,
  response: z.object({ item: ZStatusCounts, vote: ZStatusCounts }),
});

export const itemImage = defineContract({
  method: 'POST',
  path: '/web/item/item_image',
  authz: policy.member,
  summary: '上传帖子图片：multipart 字段 item_image，jpeg/png/webp/gif，≤5MB',
  auth: true,
  response: z.object({
    url: z.string().describe('图片地址（/uploads/items/…webp）'),
    item_image: z.string().describe('同 url'),
  }),
});

export const itemImageDel = defineContract({
  method: 'DELETE',
  path: '/web/item/image_del',
  authz: policy.owner('item', 'body.id', 403),
  summary:
    '移除帖子封面：id 为自己的帖子且 url 为其封面时清空封面（文件按内容寻址，可能被共用，不删除）',
  auth: true,
  // A body, not a query: the shared client sends DELETE fields form-encoded (SPEC §7).
  body: z.object({
    url: z.string().trim().min(1, MSG.imageUrlInvalid),
    id: zDbInt(MSG.idInvalid).optional(),
  }),
  response: z.object({ removed: z.boolean() }),
});

export const itemDelete = defineContract({
  method: 'DELETE',
  path: '/web/item/delete/:id',
  authz: policy.owner('item', 'params.id', 403),
  summary: '删除自己的帖子（任何状态，仅作者）',
  auth: true,
  params: ZItemIdParams,
  response: z.null(),
});

export const itemDraftDelete = defineContract({
  method: 'DELETE',
  path: '/web/item/draft_delete/:id',
  authz: policy.owner('draft', 'params.id', 403),
  summary: '删除自己的草稿（仅作者）',
  auth: true,
  params: ZItemIdParams,
  response: z.null(),
});

/**
 * SPEC §7 subtitle_delete: removes one subject (题目) of the caller's own vote post, with
 * its options. Subjects are locked once the vote is published (docs/forum.md "Votes"); a
 * post that is not a draft keeps at least one subject.
 */
export const itemSubtitleDelete = defineContract({
  method: 'DELETE',
  path: '/web/item/subtitle_delete/:id',
  authz: policy.owner('voteSubject', 'params.id', 403),
  summary: '删除自己投票帖的一个题目及其选项（仅作者；发布后不能删除；非草稿至少保留一个题目）',
  auth: true,
  params: z.object({ id: zDbInt(MSG.voteSubjectIdInvalid).describe('投票题目 id') }),
  response: z.null(),
});

export const itemReview = defineContract({
  method: 'POST',
  path: '/web/item/review/:id',
  authz: policy.staff('moderator', MSG.reviewForbidden),
  summary: '审核帖子：通过或驳回（版主/管理员）；作者收到系统通知',
  auth: true,
  params: ZItemIdParams,
  body: z.object({
    action: z
      .string({ error: MSG.reviewActionInvalid })
      .refine((v) => ReviewAction.has(v), MSG.reviewActionInvalid)
      .describe('publish 通过，reject 驳回'),
    reason: z.string().trim().max(200, '原因不能超过200个字').default('').describe('驳回时必填'),
  }),
  response: z.object({ id: int(), item_status: int(), reject_reason: z.string() }),
});
