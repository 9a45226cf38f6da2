import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { CollectSourceType, CommentType } from '../constants/forum';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  REPLY_PAGE_SIZE,
  REPORT_REASON_MAX_LENGTH,
  ReportTargetType,
} from '../constants/interaction';
import { MSG } from '../messages';

/*
 * Comments, replies, thumbs, collections and reports (SPEC §7 Common, Forum). Every write
 * here needs a login; a visitor gets 401 请登录后再试 (SPEC §5) before the body is read.
 * Comment and reply `content` is PLAIN TEXT: the client renders it as text, never as HTML.
 */

const int = () => z.number().int();

/** A positive integer id from a path or query string. */
export const zId = zDbInt(MSG.idInvalid);
export const ZIdParams = z.object({ id: zId });

/** Comment/reply text: trimmed, 1..1000 characters. */
export const zCommentContent = z
  .string({ error: MSG.commentRequired })
  .trim()
  .min(1, MSG.commentRequired)
  .max(COMMENT_MAX_LENGTH, MSG.commentTooLong)
  .describe('评论内容（纯文本，1-1000 字）');

/** What can be commented on: SPEC §9 comment type codes minus comment 2 / reply 3. */
export const zCommentType = z.coerce
  .number({ error: MSG.commentTypeInvalid })
  .int(MSG.commentTypeInvalid)
  .refine(
    (v) => CommentType.has(v) && v !== CommentType.values.comment && v !== CommentType.values.reply,
    MSG.commentTypeInvalid,
  )
  .describe('SPEC §9 评论类型：帖子 1，文章 4，资讯 5，项目池 6，项目池周刊 7');

export const ZCommentUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  level_name: z.string(),
  x_up: int().describe('1 为创作达人'),
});
export type CommentUser = z.infer<typeof ZCommentUser>;

export const ZReply = z.object({
  id: int(),
  comment_id: int(),
  reply_id: int().nullable().describe('被回复的回复 id；直接回复评论时为 null'),
  content: z.string().describe('纯文本，按文本渲染'),
  status: int().describe('1 已展示；0 含敏感词审核中（仅作者可见）'),
  user: ZCommentUser,
  to_user: z.object({ id: int(), nickname: z.string() }).nullable().describe('被回复的人'),
  thumb_count: int().describe('点赞数（与点赞行一致）'),
  is_thumb: int().describe('当前登录用户已点赞 1，否则 0（游客 0）'),
  create_time: zUnixSeconds,
});
export type Reply = z.infer<typeof ZReply>;

export const ZComment = z.object({
  id: int(),
  type: int().describe('SPEC §9 评论类型'),
  type_id: int(),
  content: z.string().describe('纯文本，按文本渲染'),
  status: int().describe('1 已展示；0 含敏感词审核中（仅作者可见）'),
  user: ZCommentUser,
  reply_count: int().describe('可见回复数'),
  thumb_count: int().describe('点赞数（与点赞行一致）'),
  is_thumb: int().describe('当前登录用户已点赞 1，否则 0（游客 0）'),
  replies: z.array(ZReply).describe('最新的至多 3 条回复（旧→新）'),
  create_time: zUnixSeconds,
});
export type Comment = z.infer<typeof ZComment>;

const ZCommentPageQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(COMMENT_PAGE_SIZE),
});

export const forumComments = defineContract({
  method: 'GET',
  path: '/web/forum/comment/:id',
  authz: policy.public,
  summary:
    '帖子的评论（新→旧，每条带最新 3 条回复与 reply_count）；page 等于 last_page 或 last_page 为 0 时没有更多',
  params: ZIdParams,
  query: ZCommentPageQuery,
  response: zPage(ZComment),
});

export const commonComments = defineContract({
  method: 'GET',
  path: '/web/common/comment',
  authz: policy.public,
  summary: '任意对象的评论（id + SPEC §9 评论类型 type），分页同 /web/forum/comment',
  query: ZCommentPageQuery.extend({ id: zId, type: zCommentType }),
  response: zPage(ZComment),
});

export const forumReplies = defineContract({
  method: 'GET',
  path: '/web/forum/reply/:id',
  authz: policy.public,
  summary: '评论 :id 的全部回复（旧→新，分页）',
  params: ZIdParams,
  query: z.object({ page: zPageNumber, page_size: zPageSize(REPLY_PAGE_SIZE) }),
  response: zPage(ZReply),
});

export const postComment = defineContract({
  method: 'POST',
  path: '/web/common/comment',
  authz: policy.unlessBlocked('item', 'body.type_id'),
  summary: '发表评论；含敏感词时 status 0、msg 评论含敏感词，审核通过后展示',
  auth: true,
  body: z.object({ type: zCommentType, type_id: zId, content: zCommentContent }),
  response: ZComment,
});

export const postItemComment = defineContract({
  method: 'POST',
  path: '/web/item/comment',
  authz: policy.unlessBlocked('item', 'body.type_id'),
  summary: '评论帖子（等同 /web/common/comment 且 type=1）',
  auth: true,
  body: z.object({ type_id: zId.describe('帖子 id'), content: zCommentContent }),
  response: ZComment,
});

const ZReplyBody = z.object({
  content: zCommentContent,
  type_id: zId.describe('被评论对象 id（帖子 id）'),
  comment_id: zId.describe('所属评论 id'),
  reply_id: zId.optional().describe('回复某条回复时填它的 id'),
  to_user_id: zId.optional().describe('被回复的人（忽略：服务端取所回复评论或回复的作者）'),
});

export const postReply = defineContract({
  method: 'POST',
  path: '/web/common/reply',
  authz: policy.unlessBlocked('comment', 'body.comment_id'),
  summary: '回复评论或回复',
  auth: true,
  body: ZReplyBody.extend({ type: zCommentType }),
  response: ZReply,
});

export const postItemReply = defineContract({
  method: 'POST',
  path: '/web/item/reply',
  authz: policy.unlessBlocked('comment', 'body.comment_id'),
  summary: '回复帖子下的评论（等同 /web/common/reply 且 type=1）',
  auth: true,
  body: ZReplyBody,
  response: ZReply,
});

export const ZCommentCounts = z.object({
  comment_count: int().describe('帖子的可见评论数（不含回复，与评论列表 total 一致）'),
  reply_count: int().describe('所属评论的回复数'),
});

export const deleteComment = defineContract({
  method: 'GET',
  path: '/web/common/comment_delete/:id',
  authz: policy.owner('comment', 'params.id', 403),
  summary: '删除自己的评论（连同其回复）；他人的返回 403',
  auth: true,
  params: ZIdParams,
  response: ZCommentCounts,
});

export const deleteReply = defineContract({
  method: 'GET',
  path: '/web/common/reply_delete/:id',
  authz: policy.owner('reply', 'params.id', 403),
  summary: '删除自己的回复；他人的返回 403',
  auth: true,
  params: ZIdParams,
  response: ZCommentCounts,
});

/**
 * Thumbs: `type` is a SPEC §9 comment type code, so a post (1), a comment (2) and a reply
 * (3) can be liked; the other types have no content yet and answer 内容不存在.
 */
export const ZThumbState = z.object({
  is_thumb: int().describe('1 已点赞，0 未点赞'),
  thumb_count: int(),
});
export type ThumbState = z.infer<typeof ZThumbState>;

export const thumb = defineContract({
  method: 'POST',
  path: '/web/common/thumb',
  authz: policy.member,
  summary: '点赞/取消点赞（切换）帖子、评论或回复；连点两次回到原状态，计数与点赞行一致',
  auth: true,
  body: z.object({
    type: z.coerce
      .number({ error: MSG.thumbTypeInvalid })
      .refine((v) => CommentType.has(v), MSG.thumbTypeInvalid)
      .describe('SPEC §9 评论类型：帖子 1，评论 2，回复 3（其余类型暂无内容）'),
    type_id: zId,
    user_id: zId.optional().describe('内容作者 id（忽略：以服务端为准）'),
  }),
  response: ZThumbState,
});

export const giftThumb = defineContract({
  method: 'GET',
  path: '/web/item/gift_thumb',
  authz: policy.member,
  summary: '帖子点赞切换（等同 /web/common/thumb 且 type=1）',
  auth: true,
  query: z.object({ item_id: zId }),
  response: ZThumbState,
});

export const ZCollectState = z.object({
  is_collect: int().describe('1 已收藏，0 未收藏'),
  collect_count: int(),
});
export type CollectState = z.infer<typeof ZCollectState>;

export const collect = defineContract({
  method: 'POST',
  path: '/web/common/collect',
  authz: policy.member,
  summary: '收藏/取消收藏（切换）；source_type 1 帖子，2 官方文章（暂无，返回 404）',
  auth: true,
  body: z.object({
    source_id: zId,
    source_type: z.coerce
      .number({ error: MSG.collectTypeInvalid })
      .refine((v) => CollectSourceType.has(v), MSG.collectTypeInvalid)
      .describe('1 帖子，2 官方文章'),
  }),
  response: ZCollectState,
});

export const report = defineContract({
  method: 'POST',
  path: '/web/common/report',
  authz: policy.member,
  summary: '举报（帖子 1 / 评论 2 / 回复 3）；同一对象每人一次，重复 409 你已经举报过了',
  auth: true,
  body: z.object({
    target_type: z.coerce
      .number({ error: MSG.reportTypeInvalid })
      .refine((v) => ReportTargetType.has(v), MSG.reportTypeInvalid)
      .describe('1 帖子，2 评论，3 回复'),
    target_id: zId,
    reason: z
      .string({ error: MSG.reportReasonRequired })
      .trim()
      .min(1, MSG.reportReasonRequired)
      .max(REPORT_REASON_MAX_LENGTH, MSG.reportReasonTooLong),
  }),
  response: z.object({ id: int() }),
});
