import { z } from 'zod';
import { DB_INT_MAX, zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { FORUM_LIST_PAGE_SIZE, HomeSort, ItemType } from '../constants/forum';

export const ZTag = z.object({
  id: z.number().int(),
  name: z.string().describe('标签名'),
  slug: z.string().describe('英文标识，如 recommend'),
});
export type Tag = z.infer<typeof ZTag>;

export const ZAuthor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  image_url: z.string().describe('头像地址'),
  level_name: z.string().describe('等级名'),
  x_up: z.number().int().describe('1 为创作达人'),
});
export type Author = z.infer<typeof ZAuthor>;

/** One card in a post list (featured, circle, topic). */
export const ZItemCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().describe('正文纯文本摘要，HTML 实体保持编码（&lt; &gt; &amp; &quot; &#39;）'),
  cover: z.string().describe('封面图，可为空串'),
  item_type: z.number().int().describe('SPEC §9 帖子类型'),
  is_top: z.number().int().describe('1 置顶'),
  is_recommend: z.number().int().describe('1 精选'),
  circle: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(ZTag),
  author: ZAuthor,
  thumb_count: z.number().int(),
  comment_count: z.number().int(),
  collect_count: z.number().int(),
  visit_count: z.number().int(),
  create_time: zUnixSeconds,
});
export type ItemCard = z.infer<typeof ZItemCard>;

/** An optional integer query field; codes such as sort -2 pass `min` below 1. */
const zOptionalInt = (label: string, min = 1) =>
  zDbInt(`${label}必须是${min >= 1 ? '正' : ''}整数`, { min }).optional();

export const ZForumListQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(FORUM_LIST_PAGE_SIZE),
  tag: z
    .string()
    .trim()
    .max(32, '标签过长')
    .optional()
    .describe('标签 slug 或 id；recommend 为精选'),
  circle_id: zOptionalInt('圈子').describe('圈子 id'),
  item_type: zOptionalInt('帖子类型', -DB_INT_MAX)
    .refine((v) => v === undefined || ItemType.has(v), '帖子类型不存在')
    .describe('SPEC §9 帖子类型'),
  top: zOptionalInt('排序', -DB_INT_MAX)
    .refine((v) => v === undefined || HomeSort.has(v), '排序方式不存在')
    .describe('排序：-2 排行，0 默认，5 投票'),
});
export type ForumListQuery = z.input<typeof ZForumListQuery>;

export const forumList = defineContract({
  method: 'GET',
  path: '/web/forum/list',
  authz: policy.public,
  summary: '帖子列表（精选、圈子、话题）',
  query: ZForumListQuery,
  response: zPage(ZItemCard),
});

export const forumTags = defineContract({
  method: 'GET',
  path: '/web/forum/tag',
  authz: policy.public,
  summary: '标签列表（flag=1 为首页展示的标签）',
  query: z.object({ flag: zDbInt('flag 必须是 0 或 1', { min: 0, max: 1 }).optional() }),
  response: z.array(ZTag),
});
