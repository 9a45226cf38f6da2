import { defineEnum } from './define-enum';

/** Comment and reply text: trimmed, 1..COMMENT_MAX_LENGTH characters, plain text. */
export const COMMENT_MAX_LENGTH = 1000;
/** Comments per page of /web/forum/comment and /web/common/comment. */
export const COMMENT_PAGE_SIZE = 10;
/** Latest replies shown under each comment of a comment page ("查看全部 N 条回复" loads the rest). */
export const REPLY_PREVIEW_COUNT = 3;
/** Replies per page of /web/forum/reply/:id. */
export const REPLY_PAGE_SIZE = 10;
/** Related posts of /web/forum/cause/:id. */
export const CAUSE_COUNT = 6;
/** Rows per page of my collections (/web/user/collect). */
export const COLLECT_PAGE_SIZE = 10;
/** Report reason: 1..REPORT_REASON_MAX_LENGTH characters. */
export const REPORT_REASON_MAX_LENGTH = 200;

/**
 * Comment and reply visibility: a sensitive word holds it for review (only its author sees
 * it); a moderator's reject keeps the row, hidden from everyone, with the decision on it
 * (review_user_id / review_time / review_reason, docs/admin-review.md).
 */
export const CommentStatus = defineEnum({
  pending: { value: 0, label: '审核中' },
  visible: { value: 1, label: '已展示' },
  rejected: { value: 2, label: '未通过' },
});
export const COMMENT_STATUS = CommentStatus.values;

/**
 * What a report points at. SPEC leaves the payload open; we reuse the SPEC §9 comment type
 * codes because that list names comments and replies as well as posts (post 1, comment 2,
 * reply 3). Only these three exist today.
 */
export const ReportTargetType = defineEnum({
  post: { value: 1, label: '帖子' },
  comment: { value: 2, label: '评论' },
  reply: { value: 3, label: '回复' },
});
export const REPORT_TARGET_TYPE = ReportTargetType.values;

/**
 * Report handling state. A moderator closes an open report as handled (resolve: the report
 * was right) or dismissed (nothing to act on); both are 已关闭 in the moderation list.
 */
export const ReportStatus = defineEnum({
  open: { value: 0, label: '待处理' },
  handled: { value: 1, label: '已处理' },
  dismissed: { value: 2, label: '已驳回' },
});
export const REPORT_STATUS = ReportStatus.values;
