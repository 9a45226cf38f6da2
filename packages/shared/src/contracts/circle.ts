import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { PAGE_SIZE } from '../constants/client';
import { MSG } from '../messages';
import { zHighlightHtml } from './search';

const int = () => z.number().int();

/*
 * Circles (SPEC §1 topic groups; §4 membership 已加入 1 / 未加入 0; §7 /web/circle/*).
 */

export const ZCircleIdParams = z.object({
  id: zDbInt(MSG.circleNotFound),
});

export const ZCircle = z.object({
  id: int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  circle_tag: z.string().describe('圈子分类'),
  member_count: int(),
  item_count: int().describe('已发布的帖子数'),
  is_member: int().describe('1 已加入，0 未加入（未登录为 0）'),
  allow_post: int().describe('1 开放发帖，0 已关闭发帖（帖子仍可阅读）'),
});
export type Circle = z.infer<typeof ZCircle>;

/**
 * SPEC §7 circle index: circle_tag filters by category; keyword searches name, category and
 * description with the shared search tokenizer (case, width and traditional/simplified
 * folded), best match first.
 */
export const ZCircleIndexQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(PAGE_SIZE.circleSearch),
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  circle_tag: z.string().trim().max(32, '分类过长').optional(),
});
export type CircleIndexQuery = z.input<typeof ZCircleIndexQuery>;

/** A circle of the index; with a keyword, also its name with the hits marked. */
export const ZCircleIndexRow = ZCircle.extend({
  highlight: z.object({ name: zHighlightHtml }).optional(),
});
export type CircleIndexRow = z.infer<typeof ZCircleIndexRow>;

export const circleIndex = defineContract({
  method: 'GET',
  path: '/web/circle/index',
  authz: policy.public,
  summary: '圈子列表（按排序值、成员数）；有 keyword 时为圈子搜索（按相关度，带命中高亮）',
  query: ZCircleIndexQuery,
  response: zPage(ZCircleIndexRow),
});

export const circleDetail = defineContract({
  method: 'GET',
  path: '/web/circle/:id',
  authz: policy.public,
  summary: '圈子详情（登录时带 is_member）',
  params: ZCircleIdParams,
  response: ZCircle,
});

export const circleUserInfo = defineContract({
  method: 'GET',
  path: '/web/circle/user/info/:id',
  authz: policy.shared('circle', 'params.id'),
  summary: '我在该圈子的情况',
  auth: true,
  params: ZCircleIdParams,
  response: z.object({
    circle_id: int(),
    is_member: int().describe('1 已加入，0 未加入'),
    join_time: zUnixSeconds.nullable(),
    member_count: int(),
    item_count: int(),
    my_item_count: int().describe('我在该圈子已发布的帖子数'),
  }),
});

const ZMembership = z.object({
  is_member: int().describe('1 已加入，0 未加入'),
  member_count: int(),
});

/** SPEC says PUT-style; the server also accepts GET and POST on the same path. */
export const circleFollow = defineContract({
  method: 'PUT',
  path: '/web/circle/user/follow/:id',
  authz: policy.shared('circle', 'params.id'),
  summary: '加入圈子（幂等）',
  auth: true,
  params: ZCircleIdParams,
  response: ZMembership,
});

export const circleUnfollow = defineContract({
  method: 'PUT',
  path: '/web/circle/user/unfollow/:id',
  authz: policy.shared('circle', 'params.id'),
  summary: '退出圈子（幂等）',
  auth: true,
  params: ZCircleIdParams,
  response: ZMembership,
});

/**
 * GET /web/forum/item_count: how many PUBLISHED items there are of each SPEC §9 type
 * (user dynamics 99 excluded), across the forum or within one circle (circle_id).
 */
export const forumItemCount = defineContract({
  method: 'GET',
  path: '/web/forum/item_count',
  authz: policy.public,
  summary: '已发布帖子数：按类型统计，可限定圈子',
  query: z.object({
    circle_id: zDbInt(MSG.circleNotFound).optional(),
  }),
  response: z.object({
    total: int(),
    types: z.array(z.object({ item_type: int(), label: z.string(), count: int() })),
  }),
});
