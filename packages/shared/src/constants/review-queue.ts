import { defineEnum } from './define-enum';

/*
 * The console's review queue (issue 14 item 5, docs/admin-review.md): held posts, held
 * comments and replies, reported content and sensitive-word hits in one table.
 */

/** What a queue entry is: the content decided on (a report is decided through its content). */
export const ReviewQueueKind = defineEnum({
  post: { value: 'post', label: '帖子' },
  comment: { value: 'comment', label: '评论' },
  reply: { value: 'reply', label: '回复' },
});
export const REVIEW_QUEUE_KIND = ReviewQueueKind.values;
export type ReviewQueueKindValue = (typeof REVIEW_QUEUE_KIND)[keyof typeof REVIEW_QUEUE_KIND];

/** Why an entry waits: pre-moderation mode, a sensitive word, or open reports. */
export const ReviewQueueReason = defineEnum({
  pre: { value: 'pre', label: '先审后发' },
  sensitive: { value: 'sensitive', label: '敏感词' },
  report: { value: 'report', label: '举报' },
});
export const REVIEW_QUEUE_REASON = ReviewQueueReason.values;

/** The queue's tabs: waiting (oldest first) and decided (newest decision first). */
export const ReviewQueueTab = defineEnum({
  pending: { value: 'pending', label: '待审核' },
  done: { value: 'done', label: '已处理' },
});
export const REVIEW_QUEUE_TAB = ReviewQueueTab.values;

/**
 * A moderator's decision on an entry. approve: held content is published; reported content
 * stays and its reports are dismissed. reject: the content is hidden (a post → 未通过 3, a
 * comment or reply → 未通过 2) and its open reports are resolved.
 */
export const ReviewDecision = defineEnum({
  approve: { value: 'approve', label: '通过' },
  reject: { value: 'reject', label: '驳回' },
});
export const REVIEW_DECISION = ReviewDecision.values;

/** The reasons a moderator picks from (or types their own). */
export const REVIEW_REASON_PRESETS = [
  '广告引流',
  '人身攻击',
  '色情低俗',
  '政治敏感',
  '侵权抄袭',
  '内容重复',
  '与圈子无关',
] as const;

/** A decision's reason: at most this many characters (a reject needs one). */
export const REVIEW_REASON_MAX_LENGTH = 200;
/** Entries one bulk decision may carry. */
export const REVIEW_BULK_MAX = 50;
/** Words one paste into the sensitive-word list may add. */
export const SENSITIVE_WORD_BULK_MAX = 200;
