import { eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  MESSAGE_CATEGORY,
  MODERATED_COMMENT_KIND,
  MSG,
  REPORT_STATUS,
  REPORT_TARGET_TYPE,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, replies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bumpReplyCount, findComment } from '../comment/comment.repository';
import {
  bumpTargetComments,
  publishedCommentEffects,
  publishedReplyEffects,
  targetForDecision,
} from '../comment/comment.service';
import { messageTargetOf } from '../comment/targets/all-targets';
import { onCommentRemoved } from '../growth/earnings';
import { onCommentWritten } from '../medal/medal-triggers';
import { writeMessage, type NewMessage } from '../message/message.writer';
import { findReplyCommentId, lockComment } from './moderation.repository';
import { closeReportsOn } from './report-closing';
import { reviewStamp, type ReviewContext } from './review-context';

/*
 * A moderator's decision on a comment or a reply, inside the caller's transaction (the
 * console queue and POST /web/moderation/comment/:id both use these). Publishing a held
 * one does what posting it visibly would have done (comment.service createComment /
 * createReply): the same counter moves, comment-centre messages, earnings and medal check.
 * Rejecting hides it for good (status 2, kept with the decision on the row), moves the
 * counters back when it was counted, takes back what it paid, and resolves its open
 * reports. Keeping a reported one dismisses its reports. The commenter hears of every
 * decision but the last in a system message, with the reason on a reject.
 */

type Kind = (typeof MODERATED_COMMENT_KIND)[keyof typeof MODERATED_COMMENT_KIND];

export interface CommentDecisionResult {
  id: number;
  kind: Kind;
  before: number;
  status: number;
  comment_count: number;
  reply_count: number;
  reports: number[];
}

/** Message excerpt: the start of the comment, as the comment service writes it. */
const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** What a comment-centre message is about: the comment's target (content-target registry). */
function aboutOf(type: number, typeId: number): Pick<NewMessage, 'targetType' | 'targetId'> {
  return messageTargetOf(type, typeId);
}

/** The system message telling a commenter what a moderator decided. */
function decisionMessage(
  row: { userId: number; type: number; typeId: number; content: string },
  what: '评论' | '回复',
  outcome: 'published' | 'rejected' | 'removed',
  reason: string,
): NewMessage {
  const because = reason === '' ? '' : `，原因：${reason}`;
  const quoted = `你的${what}「${excerpt(row.content)}」`;
  const text = {
    published: { title: `${what}审核通过`, content: `${quoted}已通过审核并展示。` },
    rejected: { title: `${what}未通过审核`, content: `${quoted}未通过审核，不会展示${because}。` },
    removed: { title: `${what}已被删除`, content: `${quoted}已被审核员删除${because}。` },
  }[outcome];
  return {
    userId: row.userId,
    category: MESSAGE_CATEGORY.system,
    fromUserId: null,
    ...aboutOf(row.type, row.typeId),
    ...text,
  };
}

const reportedAs = (
  row: { type: number; typeId: number; content: string },
  what: '评论' | '回复',
) => ({
  what,
  excerpt: row.content,
  itemId: row.type === COMMENT_TYPE.post ? row.typeId : null,
  targetType: COMMENT_TARGET_TYPE.post,
});

/** 404 when gone; 409 when it is not in the state the decision needs. */
function refuse(row: { status: number } | undefined, missing: string): never {
  if (!row) throw AppError.notFound(missing);
  throw AppError.conflict(
    row.status === COMMENT_STATUS.visible ? MSG.commentAlreadyReviewed : MSG.reviewNotPending,
  );
}

export async function publishComment(
  tx: Db,
  ctx: ReviewContext,
  id: number,
  reason: string,
): Promise<CommentDecisionResult> {
  const locked = await lockComment(tx, id);
  if (!locked || locked.status !== COMMENT_STATUS.pending) refuse(locked, MSG.commentNotFound);
  const [row] = await tx
    .update(comments)
    .set({ status: COMMENT_STATUS.visible, ...reviewStamp(ctx, reason) })
    .where(eq(comments.id, id))
    .returning();
  if (!row) throw AppError.notFound(MSG.commentNotFound);
  const target = await targetForDecision(tx, row.type, row.typeId, ctx.now.getTime());
  let commentCount = 0;
  // As posting it visibly would have: the count, the owner's message, a post's earnings.
  if (target) commentCount = await publishedCommentEffects(tx, target, row, ctx.now.getTime());
  await writeMessage(tx, decisionMessage(row, '评论', 'published', ''));
  await onCommentWritten(tx, row.userId);
  return {
    id: row.id,
    kind: MODERATED_COMMENT_KIND.comment,
    before: COMMENT_STATUS.pending,
    status: COMMENT_STATUS.visible,
    comment_count: commentCount,
    reply_count: row.replyCount,
    reports: [],
  };
}

export async function rejectComment(
  tx: Db,
  ctx: ReviewContext,
  id: number,
  reason: string,
): Promise<CommentDecisionResult> {
  const row = await lockComment(tx, id);
  if (!row || row.status === COMMENT_STATUS.rejected) refuse(row, MSG.commentNotFound);
  await tx
    .update(comments)
    .set({ status: COMMENT_STATUS.rejected, ...reviewStamp(ctx, reason) })
    .where(eq(comments.id, id));
  // Rejecting a published comment takes back what it paid (nothing for a held one).
  await onCommentRemoved(tx, row.id, ctx.now.getTime());
  const counted = row.status === COMMENT_STATUS.visible;
  const commentCount = (await bumpTargetComments(tx, row.type, row.typeId, counted ? -1 : 0))
    .commentCount;
  const outcome = row.status === COMMENT_STATUS.visible ? 'removed' : 'rejected';
  await writeMessage(tx, decisionMessage(row, '评论', outcome, reason));
  const reports = await closeReportsOn(
    tx,
    ctx,
    { type: REPORT_TARGET_TYPE.comment, id },
    REPORT_STATUS.handled,
    reason,
    reportedAs(row, '评论'),
  );
  return {
    id: row.id,
    kind: MODERATED_COMMENT_KIND.comment,
    before: row.status,
    status: COMMENT_STATUS.rejected,
    comment_count: commentCount,
    reply_count: row.replyCount,
    reports,
  };
}

/** Locks a reply's comment then the reply (the order likes and replies take them). */
async function lockReply(tx: Db, id: number) {
  const commentId = await findReplyCommentId(tx, id);
  if (commentId === undefined) throw AppError.notFound(MSG.replyNotFound);
  const parent = await lockComment(tx, commentId);
  const [reply] = await tx.select().from(replies).where(eq(replies.id, id)).for('update');
  if (!parent || !reply) throw AppError.notFound(MSG.replyNotFound);
  return { parent, reply };
}

export async function publishReply(
  tx: Db,
  ctx: ReviewContext,
  id: number,
  reason: string,
): Promise<CommentDecisionResult> {
  const { parent, reply } = await lockReply(tx, id);
  if (reply.status !== COMMENT_STATUS.pending) refuse(reply, MSG.replyNotFound);
  if (parent.status !== COMMENT_STATUS.visible) throw AppError.conflict(MSG.replyParentPending);
  const [row] = await tx
    .update(replies)
    .set({ status: COMMENT_STATUS.visible, ...reviewStamp(ctx, reason) })
    .where(eq(replies.id, id))
    .returning();
  if (!row) throw AppError.notFound(MSG.replyNotFound);
  const replyCount = await bumpReplyCount(tx, row.commentId, 1);
  const target = await targetForDecision(tx, row.type, row.typeId, ctx.now.getTime());
  // As createReply: the target's owner and the person answered each hear of it once.
  if (target)
    await publishedReplyEffects(tx, target, {
      userId: row.userId,
      toUserId: row.toUserId ?? parent.userId,
      content: row.content,
    });
  await writeMessage(tx, decisionMessage(row, '回复', 'published', ''));
  await onCommentWritten(tx, row.userId);
  return {
    id: row.id,
    kind: MODERATED_COMMENT_KIND.reply,
    before: COMMENT_STATUS.pending,
    status: COMMENT_STATUS.visible,
    comment_count: (await bumpTargetComments(tx, row.type, row.typeId, 0)).commentCount,
    reply_count: replyCount,
    reports: [],
  };
}

export async function rejectReply(
  tx: Db,
  ctx: ReviewContext,
  id: number,
  reason: string,
): Promise<CommentDecisionResult> {
  const { reply: row } = await lockReply(tx, id);
  if (row.status === COMMENT_STATUS.rejected) refuse(row, MSG.replyNotFound);
  await tx
    .update(replies)
    .set({ status: COMMENT_STATUS.rejected, ...reviewStamp(ctx, reason) })
    .where(eq(replies.id, id));
  const replyCount =
    row.status === COMMENT_STATUS.visible
      ? await bumpReplyCount(tx, row.commentId, -1)
      : ((await findComment(tx, row.commentId))?.replyCount ?? 0);
  const outcome = row.status === COMMENT_STATUS.visible ? 'removed' : 'rejected';
  await writeMessage(tx, decisionMessage(row, '回复', outcome, reason));
  const reports = await closeReportsOn(
    tx,
    ctx,
    { type: REPORT_TARGET_TYPE.reply, id },
    REPORT_STATUS.handled,
    reason,
    reportedAs(row, '回复'),
  );
  return {
    id: row.id,
    kind: MODERATED_COMMENT_KIND.reply,
    before: row.status,
    status: COMMENT_STATUS.rejected,
    comment_count: (await bumpTargetComments(tx, row.type, row.typeId, 0)).commentCount,
    reply_count: replyCount,
    reports,
  };
}

/** A reported, visible comment or reply the moderator keeps: its reports are dismissed. */
export async function keepReportedComment(
  tx: Db,
  ctx: ReviewContext,
  kind: Kind,
  row: { id: number; type: number; typeId: number; content: string },
  reason: string,
): Promise<number[]> {
  const isComment = kind === MODERATED_COMMENT_KIND.comment;
  const table = isComment ? comments : replies;
  await tx.update(table).set(reviewStamp(ctx, reason)).where(eq(table.id, row.id));
  return closeReportsOn(
    tx,
    ctx,
    { type: isComment ? REPORT_TARGET_TYPE.comment : REPORT_TARGET_TYPE.reply, id: row.id },
    REPORT_STATUS.dismissed,
    reason,
    reportedAs(row, isComment ? '评论' : '回复'),
  );
}
