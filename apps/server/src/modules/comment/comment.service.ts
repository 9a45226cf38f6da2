import { COMMENT_STATUS, MESSAGE_CATEGORY, MSG, type Comment, type Reply } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import { onCommentRemoved } from '../growth/earnings';
import { onCommentWritten } from '../medal/medal-triggers';
import { isBlocked } from '../social/black.repository';
import { deleteCommentThumbs, deleteReplyThumbs } from '../reaction/comment-thumb.repository';
import {
  bumpReplyCount,
  deleteOwnComment,
  deleteOwnReply,
  findComment,
  findCommentPage,
  findCommentUser,
  findReply,
  findReplyPage,
  hasSensitiveWord,
  insertComment,
  insertReply,
} from './comment.repository';
import { targetOfType, type ContentTarget, type TargetRow } from './targets/all-targets';
import { toComment, toReply } from './comment.mapper';
import { commentMessage, excerpt } from './comment-message';

/** Visible to all, or held and the viewer's own; a rejected one (status 2) to nobody. */
const seenBy = (row: { status: number; userId: number }, viewerId: number) =>
  row.status === COMMENT_STATUS.visible ||
  (row.status === COMMENT_STATUS.pending && row.userId === viewerId);

export interface Page {
  page: number;
  pageSize: number;
}
export interface CommentInput {
  type: number;
  typeId: number;
  content: string;
}
export interface ReplyInput extends CommentInput {
  commentId: number;
  replyId?: number;
}
export interface Target {
  kind: ContentTarget;
  row: TargetRow;
}

/**
 * What a comment is about, through the content-target registry (targets/, docs/content.md):
 * a comment type with no content is 内容不存在; an unpublished target does not exist for
 * anyone but its owner (a post's author sees comments on their own draft).
 */
async function targetOf(
  db: Db,
  type: number,
  typeId: number,
  viewerId: number,
  now: number,
): Promise<Target> {
  const kind = targetOfType(type);
  if (!kind) throw AppError.notFound(MSG.contentNotFound);
  const row = await kind.find(db, typeId, now);
  if (!row || !(row.published || row.ownerId === viewerId)) throw AppError.notFound(kind.notFound);
  return { kind, row };
}

/**
 * New comments and replies need a published target whose owner left comments on and has
 * not blocked the writer, nor have the people answered (`answered`; docs/forum.md).
 */
async function commentableTarget(
  db: Db,
  type: number,
  typeId: number,
  userId: number,
  now: number,
  answered: number[] = [],
): Promise<Target> {
  const target = await targetOf(db, type, typeId, userId, now);
  if (!target.row.published) throw AppError.notFound(target.kind.notFound);
  if (!target.row.commentsOpen) throw AppError.forbidden(MSG.commentClosed);
  for (const owner of new Set([target.row.ownerId, ...answered]))
    if (await isBlocked(db, owner, userId)) throw AppError.forbidden(MSG.commentBlocked);
  return target;
}

export async function listComments(
  db: Db,
  viewerId: number,
  target: { type: number; typeId: number },
  { page, pageSize }: Page,
  now: number = Date.now(),
) {
  await targetOf(db, target.type, target.typeId, viewerId, now);
  const { rows, total } = await findCommentPage(
    db,
    target,
    viewerId,
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    data: rows.map((r) => toComment(r, r.replies.map(toReply))),
    paginate: paginate(total, page, pageSize),
  };
}

export async function listReplies(
  db: Db,
  viewerId: number,
  commentId: number,
  p: Page,
  now: number = Date.now(),
) {
  const comment = await findComment(db, commentId);
  if (!comment || !seenBy(comment, viewerId)) throw AppError.notFound(MSG.commentNotFound);
  await targetOf(db, comment.type, comment.typeId, viewerId, now);
  const { rows, total } = await findReplyPage(
    db,
    commentId,
    viewerId,
    p.pageSize,
    (p.page - 1) * p.pageSize,
  );
  return { data: rows.map(toReply), paginate: paginate(total, p.page, p.pageSize) };
}

/**
 * A comment; `pending` when a sensitive word holds it for review (only its author sees it).
 * A kind that writes its own (posts: post-comment.ts, in four statements) does all of it.
 */
export async function createComment(
  db: Db,
  userId: number,
  input: CommentInput,
  now: number,
): Promise<{ comment: Comment; pending: boolean }> {
  const kind = targetOfType(input.type);
  if (kind?.writeComment) {
    const written = await kind.writeComment(
      db,
      { targetId: input.typeId, userId, content: input.content },
      now,
    );
    const row = { ...written.row, ...written.writer, thumbed: false };
    return { comment: toComment(row, []), pending: written.pending };
  }
  await assertNotMuted(db, userId, now);
  const target = await commentableTarget(db, input.type, input.typeId, userId, now);
  const pending = await hasSensitiveWord(db, input.content);
  const status = pending ? COMMENT_STATUS.pending : COMMENT_STATUS.visible;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertComment(tx, { ...input, userId, status });
    if (pending) return inserted;
    await publishedCommentEffects(
      tx,
      target,
      { id: inserted.id, userId, content: input.content },
      now,
    );
    await onCommentWritten(tx, userId, now);
    return inserted;
  });
  const user = await findCommentUser(db, userId);
  if (!user) throw AppError.notFound(MSG.userNotFound);
  return { comment: toComment({ ...row, ...user, thumbed: false }, []), pending };
}

/**
 * A reply to a comment (or to a reply under it). The replied-to user is taken from the
 * comment or reply answered, never from the body, so nobody can address a stranger.
 */
export async function createReply(
  db: Db,
  userId: number,
  input: ReplyInput,
  now: number,
): Promise<{ reply: Reply; pending: boolean }> {
  await assertNotMuted(db, userId, now);
  const comment = await findComment(db, input.commentId);
  if (!comment || !seenBy(comment, userId)) throw AppError.notFound(MSG.commentNotFound);
  if (comment.type !== input.type || comment.typeId !== input.typeId)
    throw AppError.badRequest(MSG.replyTargetMismatch);
  let toUserId = comment.userId;
  if (input.replyId !== undefined) {
    const answered = await findReply(db, input.replyId);
    const visible = answered && seenBy(answered, userId);
    if (!answered || !visible || answered.commentId !== comment.id)
      throw AppError.notFound(MSG.replyNotFound);
    toUserId = answered.userId;
  }
  const target = await commentableTarget(db, comment.type, comment.typeId, userId, now, [
    comment.userId,
    toUserId,
  ]);
  const pending =
    comment.status !== COMMENT_STATUS.visible || (await hasSensitiveWord(db, input.content));
  const status = pending ? COMMENT_STATUS.pending : COMMENT_STATUS.visible;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertReply(tx, {
      commentId: comment.id,
      type: comment.type,
      typeId: comment.typeId,
      userId,
      toUserId,
      replyId: input.replyId ?? null,
      content: input.content,
      status,
    });
    if (pending) return inserted;
    await bumpReplyCount(tx, comment.id, 1);
    await publishedReplyEffects(tx, target, { userId, toUserId, content: input.content });
    await onCommentWritten(tx, userId);
    return inserted;
  });
  const [user, toUser] = await Promise.all([
    findCommentUser(db, userId),
    findCommentUser(db, toUserId),
  ]);
  if (!user) throw AppError.notFound(MSG.userNotFound);
  const reply: Reply = {
    ...toReply({ ...row, ...user, toUserId: null, toNickname: null, thumbed: false }),
    to_user: toUser ? { id: toUser.userId, nickname: toUser.nickname } : null,
  };
  return { reply, pending };
}

/**
 * What a visible comment does, written once for posting and for a moderator publishing a
 * held one (moderation/comment-decision.ts): the target's count, its owner's message,
 * the target's own effects (a post's author earns).
 */
export async function publishedCommentEffects(
  tx: Db,
  { kind, row: target }: Target,
  comment: { id: number; userId: number; content: string },
  now: number,
): Promise<number> {
  const counts = await kind.bump(tx, target.id, { comment: 1 });
  if (target.ownerId !== comment.userId)
    await writeMessage(tx, commentMessage(kind, target, comment));
  await kind.afterComment?.(tx, { id: comment.id, target, commenterId: comment.userId }, now);
  return counts.commentCount;
}

/** A visible reply: the target's owner and the person answered each hear once, never oneself. */
export async function publishedReplyEffects(
  tx: Db,
  { kind, row: target }: Target,
  reply: { userId: number; toUserId: number; content: string },
): Promise<void> {
  const recipients = new Set([target.ownerId, reply.toUserId]);
  recipients.delete(reply.userId);
  for (const recipient of recipients) {
    await writeMessage(tx, {
      userId: recipient,
      category: MESSAGE_CATEGORY.commentReply,
      fromUserId: reply.userId,
      targetType: kind.messageTarget,
      targetId: target.id,
      title:
        recipient === reply.toUserId
          ? '回复了你的评论'
          : `回复了你${kind.noun}《${target.title}》下的评论`,
      content: excerpt(reply.content),
    });
  }
}

/** Moves the comment count of a comment's target by `delta` (0 reads it). */
export async function bumpTargetComments(tx: Db, type: number, typeId: number, delta: number) {
  const kind = targetOfType(type);
  if (!kind) return { commentCount: 0 };
  return delta === 0 ? kind.counts(tx, typeId) : kind.bump(tx, typeId, { comment: delta });
}

/** The target of a held comment being published, whatever its state now (undefined: gone). */
export async function targetForDecision(
  tx: Db,
  type: number,
  typeId: number,
  now: number,
): Promise<Target | undefined> {
  const kind = targetOfType(type);
  const row = kind ? await kind.find(tx, typeId, now) : undefined;
  return kind && row ? { kind, row } : undefined;
}

/** Only the comment's author deletes it; its replies go with it. Counters move by what went. */
export async function removeComment(db: Db, userId: number, id: number, now: number) {
  const comment = await findComment(db, id);
  if (!comment || !seenBy(comment, userId)) throw AppError.notFound(MSG.commentNotFound);
  if (comment.userId !== userId) throw AppError.forbidden(MSG.notYourComment);
  return db.transaction(async (tx) => {
    // Likes point at "type + id" without a FK: they go with the comment and its replies.
    await deleteCommentThumbs(tx, id);
    const deleted = await deleteOwnComment(tx, id, userId);
    if (!deleted) throw AppError.notFound(MSG.commentNotFound);
    await onCommentRemoved(tx, deleted.id, now);
    const counts = await bumpTargetComments(
      tx,
      deleted.type,
      deleted.typeId,
      deleted.status === COMMENT_STATUS.visible ? -1 : 0,
    );
    return { comment_count: counts.commentCount, reply_count: 0 };
  });
}

/** Only the reply's author deletes it. */
export async function removeReply(db: Db, userId: number, id: number) {
  const reply = await findReply(db, id);
  if (!reply || !seenBy(reply, userId)) throw AppError.notFound(MSG.replyNotFound);
  if (reply.userId !== userId) throw AppError.forbidden(MSG.notYourReply);
  return db.transaction(async (tx) => {
    await deleteReplyThumbs(tx, reply);
    const deleted = await deleteOwnReply(tx, id, userId);
    if (!deleted) throw AppError.notFound(MSG.replyNotFound);
    const replyCount =
      deleted.status === COMMENT_STATUS.visible
        ? await bumpReplyCount(tx, deleted.commentId, -1)
        : ((await findComment(tx, deleted.commentId))?.replyCount ?? 0);
    const counts = await bumpTargetComments(tx, deleted.type, deleted.typeId, 0);
    return { comment_count: counts.commentCount, reply_count: replyCount };
  });
}
