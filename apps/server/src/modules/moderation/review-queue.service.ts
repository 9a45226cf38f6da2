import {
  ITEM_STATUS,
  MODERATED_COMMENT_KIND,
  REVIEW_ACTION,
  STAFF_ACTION,
  type HeldComment,
  type ModerationItem,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds } from '../../lib/clock';
import { htmlToText } from '../../search';
import { paginate } from '../forum/forum.service';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { publishComment, publishReply, rejectComment, rejectReply } from './comment-decision';
import { assertModerator } from './assert-moderator';
import { findHeldComments, findReviewItems } from './moderation.repository';
import { loadSensitiveWordMatcher } from './sensitive-words';

export interface QueuePage {
  page: number;
  pageSize: number;
}

const seconds = (d: Date) => toUnixSeconds(d.getTime());

/** GET /web/moderation/items: 未审核 0 and 审核中 1 (or one of them), oldest first. */
export async function listReviewItems(
  db: Db,
  { page, pageSize, itemStatus }: QueuePage & { itemStatus?: number },
) {
  const statuses =
    itemStatus === undefined ? [ITEM_STATUS.unverified, ITEM_STATUS.reviewing] : [itemStatus];
  const [{ rows, total }, match] = await Promise.all([
    findReviewItems(db, statuses, pageSize, (page - 1) * pageSize),
    loadSensitiveWordMatcher(db),
  ]);
  const data: ModerationItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    item_type: r.itemType,
    item_status: r.itemStatus,
    user: { id: r.userId, nickname: r.nickname, image_url: r.imageUrl },
    circle:
      r.circleId !== null && r.circleName !== null ? { id: r.circleId, name: r.circleName } : null,
    // The same text the item service checks on submit: title plus the body's plain text.
    sensitive_word: match(`${r.title}\n${htmlToText(r.body)}`),
    create_time: seconds(r.createTime),
    update_time: seconds(r.updateTime),
  }));
  return { data, paginate: paginate(total, page, pageSize) };
}

/** GET /web/moderation/comments: held comments and replies, oldest first. */
export async function listHeldComments(db: Db, { page, pageSize }: QueuePage) {
  const [{ rows, total }, match] = await Promise.all([
    findHeldComments(db, pageSize, (page - 1) * pageSize),
    loadSensitiveWordMatcher(db),
  ]);
  const data: HeldComment[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    content: r.content,
    comment_id: r.commentId,
    parent_pending: r.parentPending,
    type: r.type,
    type_id: r.typeId,
    item:
      r.itemId !== null && r.itemTitle !== null && r.itemStatus !== null
        ? { id: r.itemId, title: r.itemTitle, item_status: r.itemStatus }
        : null,
    user: { id: r.userId, nickname: r.nickname, image_url: r.imageUrl },
    sensitive_word: match(r.content),
    create_time: seconds(r.createTime),
  }));
  return { data, paginate: paginate(total, page, pageSize) };
}

export interface CommentDecision {
  kind: string;
  action: string;
  reason: string;
}

/**
 * POST /web/moderation/comment/:id: publish or reject one comment or reply
 * (comment-decision.ts), with its audit row in the same transaction. A rejected one stays
 * stored, hidden, with the decision on it; deciding it again is 409.
 */
export async function reviewComment(
  db: Db,
  actor: StaffActor,
  id: number,
  input: CommentDecision,
  now: number,
) {
  await assertModerator(db, actor.id);
  const publish = input.action === REVIEW_ACTION.publish;
  const isComment = input.kind === MODERATED_COMMENT_KIND.comment;
  const decide = isComment
    ? publish
      ? publishComment
      : rejectComment
    : publish
      ? publishReply
      : rejectReply;
  return db.transaction(async (tx) => {
    const ctx = { actor, now: new Date(now) };
    const { before, reports, ...result } = await decide(tx, ctx, id, input.reason);
    await recordStaffAction(tx, {
      actor,
      action: isComment ? STAFF_ACTION.commentReview : STAFF_ACTION.replyReview,
      target: `${input.kind}:${id}`,
      before: { status: before },
      after: { status: result.status },
      reason: input.reason,
      details: { decision: input.action, reports },
    });
    return result;
  });
}
