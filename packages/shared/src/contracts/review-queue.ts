import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZModerationUser, ZSensitiveWord } from './moderation';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { ModerationMode } from '../constants/moderation';
import {
  REVIEW_BULK_MAX,
  REVIEW_QUEUE_TAB,
  REVIEW_REASON_MAX_LENGTH,
  ReviewDecision,
  ReviewQueueKind,
  ReviewQueueReason,
  ReviewQueueTab,
  SENSITIVE_WORD_BULK_MAX,
} from '../constants/review-queue';
import { SENSITIVE_WORD_MAX_LENGTH } from '../constants/moderation';
import { MSG } from '../messages';

/*
 * The console's review queue and moderation settings (docs/admin-review.md). Moderators
 * and admins, except the moderation mode, which only an admin changes.
 */

const int = () => z.number().int();

const zKind = z
  .string({ error: MSG.reviewKindInvalid })
  .refine((v) => ReviewQueueKind.has(v), MSG.reviewKindInvalid)
  .describe('post 帖子，comment 评论，reply 回复');

const zReason = z
  .string()
  .trim()
  .max(REVIEW_REASON_MAX_LENGTH, MSG.reviewReasonTooLong)
  .default('')
  .describe('原因：预设（广告引流…）或自填；驳回时必填');

const ZCircleRef = z.object({ id: int(), name: z.string() });

export const ZReviewDecisionInfo = z.object({
  reviewer: z
    .object({ id: int(), nickname: z.string() })
    .nullable()
    .describe('审核人；账号已注销为 null'),
  time: zUnixSeconds,
  reason: z.string(),
});

export const ZReviewQueueEntry = z.object({
  kind: zKind,
  id: int(),
  reasons: z
    .array(z.string())
    .describe('进入队列的原因：pre 先审后发，sensitive 敏感词，report 举报'),
  title: z.string().describe('帖子标题（评论、回复为所属帖子的标题）'),
  excerpt: z.string().describe('帖子摘要或评论、回复的开头'),
  status: int().describe('帖子 item_status；评论、回复 0 审核中 1 已展示 2 未通过'),
  user: ZModerationUser.describe('作者'),
  circle: ZCircleRef.nullable(),
  item_id: int().nullable().describe('所属帖子 id'),
  sensitive_word: z.string().nullable().describe('命中的敏感词'),
  report_count: int().describe('待处理的举报数'),
  queue_time: zUnixSeconds.describe('进入队列的时间（待审核）或处理时间（已处理）'),
  create_time: zUnixSeconds,
  decision: ZReviewDecisionInfo.nullable().describe('最近一次审核决定；未处理为 null'),
});
export type ReviewQueueEntry = z.infer<typeof ZReviewQueueEntry>;

const zSeconds = zDbInt(MSG.reviewTimeInvalid, { min: 0 });

export const reviewQueue = defineContract({
  method: 'GET',
  path: '/web/moderation/queue',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary:
    '审核队列：待审核（旧→新）含待审帖子、待审评论与回复、被举报的内容；已处理（新→旧）。可按类型、原因、圈子、作者、时间筛选',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
    tab: z
      .string({ error: MSG.reviewTabInvalid })
      .refine((v) => ReviewQueueTab.has(v), MSG.reviewTabInvalid)
      .default(REVIEW_QUEUE_TAB.pending)
      .describe('pending 待审核，done 已处理'),
    kind: zKind.optional(),
    reason: z
      .string({ error: MSG.reviewReasonFilterInvalid })
      .refine((v) => ReviewQueueReason.has(v), MSG.reviewReasonFilterInvalid)
      .optional()
      .describe('pre 先审后发，sensitive 敏感词，report 举报（仅待审核）'),
    circle_id: zDbInt(MSG.idInvalid).optional().describe('圈子 id'),
    user_id: zDbInt(MSG.idInvalid).optional().describe('作者 id'),
    from: zSeconds.optional().describe('起始时间（秒，含）'),
    to: zSeconds.optional().describe('截止时间（秒，不含）'),
  }),
  response: zPage(ZReviewQueueEntry),
});

const ZPreviewComment = z.object({
  id: int(),
  content: z.string().describe('纯文本'),
  status: int(),
  user: ZModerationUser,
  create_time: zUnixSeconds,
});

export const ZReviewPreview = z.object({
  kind: zKind,
  id: int(),
  status: int(),
  reasons: z.array(z.string()),
  sensitive_word: z.string().nullable(),
  user: ZModerationUser.describe('作者'),
  post: z
    .object({
      id: int(),
      title: z.string(),
      circle: ZCircleRef.nullable(),
      cover: z.string(),
      summary: z.string(),
      body: z.string().describe('已净化的正文 HTML（仅帖子本身）'),
      item_status: int(),
      create_time: zUnixSeconds,
    })
    .nullable()
    .describe('帖子本身，或评论、回复所属的帖子；已删除为 null'),
  parent_comment: ZPreviewComment.nullable().describe('回复所属的评论'),
  comment: ZPreviewComment.nullable().describe('被审核的评论或回复本身'),
  reports: z.array(
    z.object({
      id: int(),
      user: ZModerationUser.describe('举报人'),
      reason: z.string(),
      status: int().describe('0 待处理，1 已处理，2 已驳回'),
      create_time: zUnixSeconds,
    }),
  ),
  decision: ZReviewDecisionInfo.nullable(),
});
export type ReviewPreview = z.infer<typeof ZReviewPreview>;

export const reviewQueuePreview = defineContract({
  method: 'GET',
  path: '/web/moderation/queue/preview',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '审核预览：内容及其上下文（帖子正文、所属帖子与评论）、对它的全部举报、最近的审核决定',
  auth: true,
  query: z.object({ kind: zKind, id: zDbInt(MSG.idInvalid) }),
  response: ZReviewPreview,
});

export const ZReviewEntryRef = z.object({
  kind: zKind,
  id: zDbInt(MSG.idInvalid, { coerce: false }),
});

export const reviewQueueDecide = defineContract({
  method: 'POST',
  path: '/web/moderation/queue/decide',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary:
    '通过或驳回一条或多条（最多50条）：逐条处理、逐条返回结果（成功或失败原因），每条成功写一条操作日志',
  auth: true,
  body: z.object({
    entries: z
      .array(ZReviewEntryRef, { error: MSG.reviewEntriesRequired })
      .min(1, MSG.reviewEntriesRequired)
      .max(REVIEW_BULK_MAX, MSG.reviewEntriesTooMany)
      .refine(
        (list) => new Set(list.map((e) => `${e.kind}:${e.id}`)).size === list.length,
        MSG.reviewEntryDuplicate,
      ),
    action: z
      .string({ error: MSG.reviewDecisionInvalid })
      .refine((v) => ReviewDecision.has(v), MSG.reviewDecisionInvalid)
      .describe('approve 通过，reject 驳回'),
    reason: zReason,
  }),
  response: z.object({
    results: z.array(
      z.object({
        kind: z.string(),
        id: int(),
        ok: z.boolean(),
        msg: z.string().describe('失败原因；成功为 已通过 / 已驳回'),
        status: int().nullable().describe('处理后的状态；失败为 null'),
      }),
    ),
  }),
});

export const ZModerationSettings = z.object({
  mode: z.string().describe('生效中的审核模式：post 先发后审，pre 先审后发'),
  default_mode: z.string().describe('环境变量 MODERATION 的默认值'),
  saved: z.boolean().describe('是否在后台保存过（否则使用默认值）'),
});

export const moderationSettings = defineContract({
  method: 'GET',
  path: '/web/moderation/settings',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '审核设置：生效中的审核模式与默认值',
  auth: true,
  response: ZModerationSettings,
});

export const setModerationMode = defineContract({
  method: 'POST',
  path: '/web/admin/moderation_mode',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '修改审核模式（仅管理员）：所有节点的下一次发帖立即生效；写入操作日志',
  auth: true,
  body: z.object({
    mode: z
      .string({ error: MSG.moderationModeInvalid })
      .refine((v) => ModerationMode.has(v), MSG.moderationModeInvalid)
      .describe('post 先发后审，pre 先审后发'),
  }),
  response: ZModerationSettings,
});

export const sensitiveWordSearch = defineContract({
  method: 'GET',
  path: '/web/moderation/sensitive_words/search',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary: '敏感词分页列表（新→旧），可按包含的文字搜索',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
    keyword: z
      .string()
      .trim()
      .max(SENSITIVE_WORD_MAX_LENGTH, MSG.sensitiveWordSearchTooLong)
      .default('')
      .describe('包含的文字'),
  }),
  response: zPage(ZSensitiveWord),
});

export const addSensitiveWords = defineContract({
  method: 'POST',
  path: '/web/moderation/sensitive_words/bulk',
  authz: policy.staff('moderator', MSG.moderatorOnly),
  summary:
    '批量添加敏感词：每行一个（逗号、顿号也可分隔），最多200个；已存在与无效的逐条返回；每个新词写一条操作日志',
  auth: true,
  body: z.object({
    words: z
      .string({ error: MSG.sensitiveWordsRequired })
      .trim()
      .min(1, MSG.sensitiveWordsRequired)
      .max(SENSITIVE_WORD_BULK_MAX * (SENSITIVE_WORD_MAX_LENGTH + 4), MSG.sensitiveWordsTooMany),
  }),
  response: z.object({
    added: z.array(ZSensitiveWord),
    existing: z.array(z.string()).describe('已在列表中（跳过）'),
    invalid: z
      .array(z.object({ word: z.string(), msg: z.string() }))
      .describe('无效（跳过）及原因'),
  }),
});
