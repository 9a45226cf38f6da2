import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZIdParams } from './interaction';
import { ITEM_STATUS } from '../constants/forum';
import {
  MODERATION_PAGE_SIZE,
  ModeratedCommentKind,
  REPORT_LIST_STATUS,
  ReportAction,
  ReportListStatus,
  ReviewAction,
  SENSITIVE_WORD_MAX_LENGTH,
} from '../constants/moderation';
import { MSG } from '../messages';

/*
 * The moderation API (issue 4 "Review", reports, sensitive words). Every endpoint needs a
 * moderator or admin (users.role): a visitor gets 401 请先登录, a normal user 403
 * 只有审核员可以进行此操作, both before the input is read. Items are decided through
 * POST /web/item/review/:id (contracts/item-manage.ts).
 */

const int = () => z.number().int();

export const ZModerationUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
});

const zModerationPageSize = zPageSize(MODERATION_PAGE_SIZE);

export const ZModerationItem = z.object({
  id: int(),
  title: z.string(),
  summary: z.string().describe('正文纯文本摘要'),
  item_type: int(),
  item_status: int().describe('0 未审核，1 审核中'),
  user: ZModerationUser.describe('作者'),
  circle: z.object({ id: int(), name: z.string() }).nullable(),
  sensitive_word: z.string().nullable().describe('标题或正文命中的敏感词；null 为未命中'),
  create_time: zUnixSeconds,
  update_time: zUnixSeconds,
});
export type ModerationItem = z.infer<typeof ZModerationItem>;

export const moderationItems = defineContract({
  method: 'GET',
  path: '/web/moderation/items',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '待审核的帖子（旧→新）；item_status 省略时含未审核 0 与审核中 1',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zModerationPageSize,
    item_status: z.coerce
      .number({ error: MSG.moderationItemStatusInvalid })
      .int(MSG.moderationItemStatusInvalid)
      .refine(
        (v) => v === ITEM_STATUS.unverified || v === ITEM_STATUS.reviewing,
        MSG.moderationItemStatusInvalid,
      )
      .optional()
      .describe('0 未审核，1 审核中；省略为两者'),
  }),
  response: zPage(ZModerationItem),
});

const zKind = z
  .string({ error: MSG.moderatedKindInvalid })
  .refine((v) => ModeratedCommentKind.has(v), MSG.moderatedKindInvalid)
  .describe('comment 评论，reply 回复');

export const ZHeldComment = z.object({
  kind: zKind,
  id: int(),
  content: z.string().describe('纯文本，按文本渲染'),
  comment_id: int().nullable().describe('回复所属的评论 id；评论为 null'),
  parent_pending: z.boolean().describe('回复所属的评论也在审核中（须先审核评论）'),
  type: int().describe('SPEC §9 评论类型（帖子 1）'),
  type_id: int(),
  item: z
    .object({ id: int(), title: z.string(), item_status: int() })
    .nullable()
    .describe('所属帖子；已删除为 null'),
  user: ZModerationUser.describe('评论者'),
  sensitive_word: z.string().nullable().describe('命中的敏感词；null 为未命中（如所属评论待审）'),
  create_time: zUnixSeconds,
});
export type HeldComment = z.infer<typeof ZHeldComment>;

export const moderationComments = defineContract({
  method: 'GET',
  path: '/web/moderation/comments',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '因敏感词等待审核的评论与回复（status 0，旧→新）',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zModerationPageSize }),
  response: zPage(ZHeldComment),
});

export const reviewComment = defineContract({
  method: 'POST',
  path: '/web/moderation/comment/:id',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary:
    '审核评论或回复：publish 展示（计数与通知同正常发表），reject 驳回（不再展示、保留审核记录）并以系统消息告知评论者；已展示的也可 reject',
  auth: true,
  params: ZIdParams,
  body: z.object({
    kind: zKind,
    action: z
      .string({ error: MSG.reviewActionInvalid })
      .refine((v) => ReviewAction.has(v), MSG.reviewActionInvalid)
      .describe('publish 通过，reject 驳回（删除）'),
    reason: z
      .string()
      .trim()
      .max(200, '原因不能超过200个字')
      .default('')
      .describe('驳回原因，写入给评论者的系统消息'),
  }),
  response: z.object({
    id: int(),
    kind: zKind,
    status: int().nullable().describe('1 已展示；2 未通过（驳回后保留、不再展示）'),
    comment_count: int().describe('帖子的可见评论数'),
    reply_count: int().describe('所属评论的可见回复数（评论为其自身的）'),
  }),
});

export const ZModerationReport = z.object({
  id: int(),
  target_type: int().describe('1 帖子，2 评论，3 回复'),
  target_id: int(),
  target: z
    .object({
      excerpt: z.string().describe('帖子标题或评论/回复开头'),
      status: int().describe('帖子 item_status 或评论/回复 status'),
      item_id: int().nullable().describe('所属帖子 id'),
    })
    .nullable()
    .describe('被举报的内容；已删除为 null'),
  user: ZModerationUser.describe('举报人'),
  reason: z.string(),
  status: int().describe('0 待处理，1 已处理，2 已驳回'),
  create_time: zUnixSeconds,
});
export type ModerationReport = z.infer<typeof ZModerationReport>;

export const moderationReports = defineContract({
  method: 'GET',
  path: '/web/moderation/reports',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '举报列表：open 待处理（旧→新），closed 已关闭（新→旧）',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zModerationPageSize,
    status: z
      .string({ error: MSG.reportStatusInvalid })
      .refine((v) => ReportListStatus.has(v), MSG.reportStatusInvalid)
      .default(REPORT_LIST_STATUS.open)
      .describe('open 待处理，closed 已关闭'),
  }),
  response: zPage(ZModerationReport),
});

export const closeReport = defineContract({
  method: 'POST',
  path: '/web/moderation/report/:id',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '关闭举报：resolve 已处理，dismiss 驳回；不删除内容（用帖子审核或评论审核接口处理内容）',
  auth: true,
  params: ZIdParams,
  body: z.object({
    action: z
      .string({ error: MSG.reportActionInvalid })
      .refine((v) => ReportAction.has(v), MSG.reportActionInvalid)
      .describe('resolve 已处理，dismiss 驳回'),
  }),
  response: z.object({ id: int(), status: int().describe('1 已处理，2 已驳回') }),
});

export const ZSensitiveWord = z.object({
  id: int(),
  word: z.string(),
  create_time: zUnixSeconds,
});
export type SensitiveWord = z.infer<typeof ZSensitiveWord>;

export const sensitiveWordList = defineContract({
  method: 'GET',
  path: '/web/moderation/sensitive_words',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '敏感词列表（按添加顺序）',
  auth: true,
  response: z.array(ZSensitiveWord),
});

export const addSensitiveWord = defineContract({
  method: 'POST',
  path: '/web/moderation/sensitive_words',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary:
    '添加敏感词：去空白并按匹配规则归一（大小写、全半角、繁→简），1-20 字；重复返回 409；立即生效',
  auth: true,
  body: z.object({
    word: z
      .string({ error: MSG.sensitiveWordRequired })
      .trim()
      .min(1, MSG.sensitiveWordRequired)
      .max(SENSITIVE_WORD_MAX_LENGTH, MSG.sensitiveWordTooLong),
  }),
  response: ZSensitiveWord,
});

export const deleteSensitiveWord = defineContract({
  method: 'DELETE',
  path: '/web/moderation/sensitive_words/:id',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '删除敏感词；立即生效',
  auth: true,
  params: ZIdParams,
  response: z.object({ id: int() }),
});
