import { defineEnum } from './define-enum';
import { ITEM_STATUS } from './forum';

/**
 * Item review (issue 4). SPEC §4 lists the item statuses but not the transitions between
 * them; this file is the one place that decides them. The server enforces exactly this
 * table (modules/moderation) and the web app reads it to know which buttons to offer.
 *
 * Who moves an item, and where to:
 *
 *   author (publish, edit, resubmit — the server picks 审核中 1 or 已发布 2):
 *     草稿箱 4   → 1 | 2   submitting a draft
 *     未审核 0   → 1 | 2   editing a legacy, never-reviewed post
 *     审核中 1   → 1 | 2   editing while waiting (post mode publishes when it is clean)
 *     已发布 2   → 1 | 2   editing a published post (back to review when a sensitive word
 *                         appears, or always in pre mode)
 *     未通过 3   → 1 | 2   editing a rejected post resubmits it
 *   The author never rejects (→ 3), never un-reviews (→ 0), and a submitted post never goes
 *   back to the drafts (→ 4): its readers, comments and votes would vanish with it.
 *
 *   moderator / admin (POST /web/item/review/:id):
 *     未审核 0   → 2 | 3
 *     审核中 1   → 2 | 3
 *     已发布 2   → 3       take a published post down, with a reason
 *     未通过 3   → 2       overturn a rejection
 *   A moderator never touches drafts (they are private), never sends a post back to 审核中
 *   (that is a decision, not a state a moderator parks things in) and never "publishes"
 *   what is already published.
 *
 * Deleting is not a transition: the author may delete an item in any status.
 */
export type ItemStatusValue = (typeof ITEM_STATUS)[keyof typeof ITEM_STATUS];

export const ReviewActor = defineEnum({
  author: { value: 'author', label: '作者' },
  moderator: { value: 'moderator', label: '审核员' },
});
export type ReviewActorValue = (typeof ReviewActor.values)[keyof typeof ReviewActor.values];

const { unverified, reviewing, published, rejected, draft } = ITEM_STATUS;

export const ITEM_STATUS_TRANSITIONS: Record<
  ReviewActorValue,
  Record<ItemStatusValue, readonly ItemStatusValue[]>
> = {
  author: {
    [unverified]: [reviewing, published],
    [reviewing]: [reviewing, published],
    [published]: [reviewing, published],
    [rejected]: [reviewing, published],
    [draft]: [reviewing, published],
  },
  moderator: {
    [unverified]: [published, rejected],
    [reviewing]: [published, rejected],
    [published]: [rejected],
    [rejected]: [published],
    [draft]: [],
  },
};

/** True when `actor` may move an item from `from` to `to` (see the table above). */
export function canTransition(actor: ReviewActorValue, from: number, to: number): boolean {
  const allowed = ITEM_STATUS_TRANSITIONS[actor][from as ItemStatusValue] as
    readonly number[] | undefined;
  return allowed?.includes(to) ?? false;
}

/** MODERATION setting: post publishes at once, pre holds every post for a moderator. */
export const ModerationMode = defineEnum({
  post: { value: 'post', label: '先发后审' },
  pre: { value: 'pre', label: '先审后发' },
});
export const MODERATION_MODE = ModerationMode.values;
export type ModerationModeValue = (typeof MODERATION_MODE)[keyof typeof MODERATION_MODE];

/** POST /web/item/review/:id action. */
export const ReviewAction = defineEnum({
  publish: { value: 'publish', label: '通过' },
  reject: { value: 'reject', label: '驳回' },
});
export const REVIEW_ACTION = ReviewAction.values;

/** What POST /web/moderation/comment/:id decides on: a comment or a reply. */
export const ModeratedCommentKind = defineEnum({
  comment: { value: 'comment', label: '评论' },
  reply: { value: 'reply', label: '回复' },
});
export const MODERATED_COMMENT_KIND = ModeratedCommentKind.values;
export type ModeratedCommentKindValue =
  (typeof MODERATED_COMMENT_KIND)[keyof typeof MODERATED_COMMENT_KIND];

/** POST /web/moderation/report/:id action: both close the report. */
export const ReportAction = defineEnum({
  resolve: { value: 'resolve', label: '已处理' },
  dismiss: { value: 'dismiss', label: '驳回举报' },
});
export const REPORT_ACTION = ReportAction.values;

/** GET /web/moderation/reports tab: open (待处理) or closed (已处理 / 已驳回). */
export const ReportListStatus = defineEnum({
  open: { value: 'open', label: '待处理' },
  closed: { value: 'closed', label: '已关闭' },
});
export const REPORT_LIST_STATUS = ReportListStatus.values;

/** Rows per page of the moderation queues. */
export const MODERATION_PAGE_SIZE = 20;
/** A sensitive word: 1..SENSITIVE_WORD_MAX_LENGTH characters after trimming. */
export const SENSITIVE_WORD_MAX_LENGTH = 20;

/** SPEC §9 vote select_type. */
export const VoteSelectType = defineEnum({
  single: { value: 1, label: '单选' },
  multiple: { value: 2, label: '多选' },
});
export const VOTE_SELECT_TYPE = VoteSelectType.values;

/** Options a new vote subject starts with in the form (SPEC §5). */
export const VOTE_NEW_SUBJECT_OPTIONS = 3;
/** Limits that keep one vote post reasonable to render and to count. */
export const VOTE_MAX_SUBJECTS = 20;
export const VOTE_MAX_OPTIONS = 30;
/** Post body HTML limit (after the client's editor; checked before sanitizing). */
export const ITEM_BODY_MAX_CHARS = 200_000;
export const ITEM_TITLE_MAX_CHARS = 100;
/** A post may carry this many tags. */
export const ITEM_MAX_TAGS = 5;
/** Plain-text excerpt kept as the card summary. */
export const ITEM_SUMMARY_CHARS = 120;
/** Upload limit of post images (same as chat images, SPEC §5: 5 MB). */
export const ITEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored post image; larger images are scaled down. */
export const ITEM_IMAGE_MAX_PX = 1920;
