import {
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MODERATED_COMMENT_KIND,
  MSG,
  REVIEW_ACTION,
  type HeldComment,
  type ModerationItem,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { htmlToText } from '../../search';
import {
  bumpReplyCount,
  findComment,
  findItemForComment,
  itemCommentCount,
} from '../comment/comment.repository';
import { bumpItemCounters } from '../detail/item-counters';
import { paginate } from '../forum/forum.service';
import { onComment, onCommentRemoved } from '../growth/earnings';
import { onCommentWritten } from '../medal/medal-triggers';
import { writeMessage, type NewMessage } from '../message/message.writer';
import {
  deleteCommentRow,
  deleteReplyRow,
  findHeldComments,
  findReplyCommentId,
  findReviewItems,
  lockComment,
  publishHeldComment,
  publishHeldReply,
} from './moderation.repository';
import { deleteCommentThumbs, deleteReplyThumbs } from '../reaction/comment-thumb.repository';
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

/** Message excerpt: the start of the comment, as the comment service writes it. */
const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** What a comment-centre message is about: the post (only posts take comments today). */
function aboutOf(type: number, typeId: number): Pick<NewMessage, 'targetType' | 'targetId'> {
  return type === COMMENT_TYPE.post
    ? { targetType: COMMENT_TARGET_TYPE.post, targetId: typeId }
    : { targetType: 0, targetId: 0 };
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
    rejected: { title: `${what}未通过审核`, content: `${quoted}未通过审核，已被删除${because}。` },
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

/**
 * POST /web/moderation/comment/:id. Publishing a held comment or reply does what posting
 * it visibly would have done (comment.service createComment / createReply): the same
 * counter moves (bumpItemCounters, bumpReplyCount), the same comment-centre messages and
 * medal check, in one transaction, plus a system message to the commenter. Rejecting
 * deletes it (a visible one too: that is how a reported comment is removed), moves the
 * counters back when it was counted, and tells the commenter why. A conditional UPDATE /
 * the DELETE decide once: two moderators on the same row never count it twice.
 */
/** `now` (ms): the day a published comment's earning counts against (docs/growth.md). */
export async function reviewComment(db: Db, id: number, input: CommentDecision, now: number) {
  const publish = input.action === REVIEW_ACTION.publish;
  if (input.kind === MODERATED_COMMENT_KIND.comment) {
    return publish ? publishComment(db, id, now) : rejectComment(db, id, input.reason, now);
  }
  return publish ? publishReply(db, id) : rejectReply(db, id, input.reason);
}

async function publishComment(db: Db, id: number, now: number) {
  return db.transaction(async (tx) => {
    const row = await publishHeldComment(tx, id);
    if (!row) {
      if (await findComment(tx, id)) throw AppError.conflict(MSG.commentAlreadyReviewed);
      throw AppError.notFound(MSG.commentNotFound);
    }
    const item =
      row.type === COMMENT_TYPE.post ? await findItemForComment(tx, row.typeId) : undefined;
    let commentCount = 0;
    if (item) {
      commentCount = (await bumpItemCounters(tx, item.id, { comment: 1 })).commentCount;
      if (item.userId !== row.userId) {
        await writeMessage(tx, {
          userId: item.userId,
          category: MESSAGE_CATEGORY.commentReply,
          fromUserId: row.userId,
          targetType: COMMENT_TARGET_TYPE.post,
          targetId: item.id,
          title: `评论了你的帖子《${item.title}》`,
          content: excerpt(row.content),
        });
      }
      // A held comment pays the post's author when it is published, as one never held does.
      const comment = { id: row.id, itemId: item.id, authorId: item.userId };
      await onComment(tx, { ...comment, commenterId: row.userId }, now);
    }
    await writeMessage(tx, decisionMessage(row, '评论', 'published', ''));
    await onCommentWritten(tx, row.userId);
    return {
      id: row.id,
      kind: MODERATED_COMMENT_KIND.comment,
      status: COMMENT_STATUS.visible,
      comment_count: commentCount,
      reply_count: row.replyCount,
    };
  });
}

async function rejectComment(db: Db, id: number, reason: string, now: number) {
  return db.transaction(async (tx) => {
    // Its likes and its replies' likes have no FK to it: they go with it.
    await deleteCommentThumbs(tx, id);
    const row = await deleteCommentRow(tx, id);
    if (!row) throw AppError.notFound(MSG.commentNotFound);
    // Removing a published comment takes back what it paid (nothing for a held one).
    await onCommentRemoved(tx, row.id, now);
    const counted = row.status === COMMENT_STATUS.visible && row.type === COMMENT_TYPE.post;
    const commentCount = counted
      ? (await bumpItemCounters(tx, row.typeId, { comment: -1 })).commentCount
      : await itemCommentCount(tx, row.typeId);
    const outcome = row.status === COMMENT_STATUS.visible ? 'removed' : 'rejected';
    await writeMessage(tx, decisionMessage(row, '评论', outcome, reason));
    return {
      id: row.id,
      kind: MODERATED_COMMENT_KIND.comment,
      status: null,
      comment_count: commentCount,
      reply_count: 0,
    };
  });
}

async function publishReply(db: Db, id: number) {
  return db.transaction(async (tx) => {
    // Lock order comment → reply, as a decision on the comment itself takes them.
    const commentId = await findReplyCommentId(tx, id);
    if (commentId === undefined) throw AppError.notFound(MSG.replyNotFound);
    const parent = await lockComment(tx, commentId);
    if (!parent) throw AppError.notFound(MSG.replyNotFound);
    if (parent.status !== COMMENT_STATUS.visible) throw AppError.conflict(MSG.replyParentPending);
    const row = await publishHeldReply(tx, id);
    if (!row) throw AppError.conflict(MSG.commentAlreadyReviewed);
    const replyCount = await bumpReplyCount(tx, row.commentId, 1);
    const item =
      row.type === COMMENT_TYPE.post ? await findItemForComment(tx, row.typeId) : undefined;
    if (item) {
      // As createReply: the post's author and the person answered each hear of it once.
      const toUserId = row.toUserId ?? parent.userId;
      const recipients = new Set([item.userId, toUserId]);
      recipients.delete(row.userId);
      for (const recipient of recipients) {
        await writeMessage(tx, {
          userId: recipient,
          category: MESSAGE_CATEGORY.commentReply,
          fromUserId: row.userId,
          targetType: COMMENT_TARGET_TYPE.post,
          targetId: item.id,
          title:
            recipient === toUserId ? '回复了你的评论' : `回复了你帖子《${item.title}》下的评论`,
          content: excerpt(row.content),
        });
      }
    }
    await writeMessage(tx, decisionMessage(row, '回复', 'published', ''));
    await onCommentWritten(tx, row.userId);
    return {
      id: row.id,
      kind: MODERATED_COMMENT_KIND.reply,
      status: COMMENT_STATUS.visible,
      comment_count: await itemCommentCount(tx, row.typeId),
      reply_count: replyCount,
    };
  });
}

async function rejectReply(db: Db, id: number, reason: string) {
  return db.transaction(async (tx) => {
    // Lock order comment → reply (deleteReplyThumbs locks the comment), as likes take them.
    const commentId = await findReplyCommentId(tx, id);
    if (commentId !== undefined) await deleteReplyThumbs(tx, { id, commentId });
    const row = await deleteReplyRow(tx, id);
    if (!row) throw AppError.notFound(MSG.replyNotFound);
    const replyCount =
      row.status === COMMENT_STATUS.visible
        ? await bumpReplyCount(tx, row.commentId, -1)
        : ((await findComment(tx, row.commentId))?.replyCount ?? 0);
    const outcome = row.status === COMMENT_STATUS.visible ? 'removed' : 'rejected';
    await writeMessage(tx, decisionMessage(row, '回复', outcome, reason));
    return {
      id: row.id,
      kind: MODERATED_COMMENT_KIND.reply,
      status: null,
      comment_count: await itemCommentCount(tx, row.typeId),
      reply_count: replyCount,
    };
  });
}
