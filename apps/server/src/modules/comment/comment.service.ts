import {
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  CommentSwitch,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  type Comment,
  type Reply,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { bumpItemCounters } from '../detail/item-counters';
import { writeMessage } from '../message/message.writer';
import { onComment, onCommentRemoved } from '../growth/earnings';
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
  findItemForComment,
  findReply,
  findReplyPage,
  hasSensitiveWord,
  insertComment,
  insertReply,
  itemCommentCount,
} from './comment.repository';
import { toComment, toReply } from './comment.mapper';

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
type Item = NonNullable<Awaited<ReturnType<typeof findItemForComment>>>;

/** Message excerpt: the start of the comment, enough to recognise it in the message centre. */
const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/**
 * The post a comment is about. Only posts (SPEC §9 type 1) exist today; other comment types
 * have no content yet, so they are 内容不存在. Others' unpublished posts do not exist for you.
 */
async function targetItem(db: Db, type: number, typeId: number, viewerId: number): Promise<Item> {
  if (type !== COMMENT_TYPE.post) throw AppError.notFound(MSG.contentNotFound);
  const item = await findItemForComment(db, typeId);
  const visible = item && (item.itemStatus === ITEM_STATUS.published || item.userId === viewerId);
  if (!item || !visible) throw AppError.notFound(MSG.postNotFound);
  return item;
}

/**
 * New comments and replies need a published post whose author left comments on and has
 * not blocked the writer, nor have the people answered (`answered`; docs/forum.md).
 */
async function commentableItem(
  db: Db,
  type: number,
  typeId: number,
  userId: number,
  answered: number[] = [],
) {
  const item = await targetItem(db, type, typeId, userId);
  if (item.itemStatus !== ITEM_STATUS.published) throw AppError.notFound(MSG.postNotFound);
  if (item.allowComment === CommentSwitch.values.off) throw AppError.forbidden(MSG.commentClosed);
  for (const owner of new Set([item.userId, ...answered]))
    if (await isBlocked(db, owner, userId)) throw AppError.forbidden(MSG.commentBlocked);
  return item;
}

export async function listComments(
  db: Db,
  viewerId: number,
  target: { type: number; typeId: number },
  { page, pageSize }: Page,
) {
  await targetItem(db, target.type, target.typeId, viewerId);
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

export async function listReplies(db: Db, viewerId: number, commentId: number, p: Page) {
  const comment = await findComment(db, commentId);
  if (!comment || !seenBy(comment, viewerId)) throw AppError.notFound(MSG.commentNotFound);
  await targetItem(db, comment.type, comment.typeId, viewerId);
  const { rows, total } = await findReplyPage(
    db,
    commentId,
    viewerId,
    p.pageSize,
    (p.page - 1) * p.pageSize,
  );
  return { data: rows.map(toReply), paginate: paginate(total, p.page, p.pageSize) };
}

/** A comment; `pending` when a sensitive word holds it for review (only its author sees it). */
export async function createComment(
  db: Db,
  userId: number,
  input: CommentInput,
  now: number,
): Promise<{ comment: Comment; pending: boolean }> {
  await assertNotMuted(db, userId, now);
  const item = await commentableItem(db, input.type, input.typeId, userId);
  const pending = await hasSensitiveWord(db, input.content);
  const status = pending ? COMMENT_STATUS.pending : COMMENT_STATUS.visible;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertComment(tx, { ...input, userId, status });
    if (pending) return inserted;
    await bumpItemCounters(tx, item.id, { comment: 1 });
    const comment = { id: inserted.id, itemId: item.id, authorId: item.userId };
    await onComment(tx, { ...comment, commenterId: userId }, now);
    if (item.userId !== userId) {
      await writeMessage(tx, {
        userId: item.userId,
        category: MESSAGE_CATEGORY.commentReply,
        fromUserId: userId,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: item.id,
        title: `评论了你的帖子《${item.title}》`,
        content: excerpt(input.content),
      });
    }
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
  const item = await commentableItem(db, comment.type, comment.typeId, userId, [
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
    // The post's author and the person answered each hear of it once; never oneself.
    const recipients = new Set([item.userId, toUserId]);
    recipients.delete(userId);
    for (const recipient of recipients) {
      await writeMessage(tx, {
        userId: recipient,
        category: MESSAGE_CATEGORY.commentReply,
        fromUserId: userId,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: item.id,
        title: recipient === toUserId ? '回复了你的评论' : `回复了你帖子《${item.title}》下的评论`,
        content: excerpt(input.content),
      });
    }
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
    const counts =
      deleted.status === COMMENT_STATUS.visible && deleted.type === COMMENT_TYPE.post
        ? await bumpItemCounters(tx, deleted.typeId, { comment: -1 })
        : { commentCount: await itemCommentCount(tx, deleted.typeId) };
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
    return { comment_count: await itemCommentCount(tx, deleted.typeId), reply_count: replyCount };
  });
}
