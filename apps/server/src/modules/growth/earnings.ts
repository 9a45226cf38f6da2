import { ELE_REASON, ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { onPostPublished } from '../medal/medal-triggers';
import { earn, revokeItem, revokeSource, type Award } from './ledger';
import { eleSource } from './sources';
import { onInviteeActivity } from '../invite/invite-activation';

/*
 * The earning rules (shared EARNING_RULES, docs/growth.md) hooked into the content paths.
 * Each runs inside the transaction that changes the content, so the electricity moves
 * with its fact or not at all.
 */

interface ItemState {
  id: number;
  userId: number;
  itemStatus: number;
}

/**
 * A post changed status (null: created before / deleted after). Going out (published)
 * pays its author once and checks the post-count medals; being deleted or rejected takes back everything the post earned:
 * publishing, its likes and its comments.
 */
export async function onItemStatus(
  tx: Db,
  before: ItemState | null,
  after: ItemState | null,
  now: number,
): Promise<void> {
  const item = after ?? before;
  if (!item) return;
  if (after === null || after.itemStatus === ITEM_STATUS.rejected) {
    await revokeItem(tx, item.id, now);
    return;
  }
  if (after.itemStatus === ITEM_STATUS.published && before?.itemStatus !== ITEM_STATUS.published) {
    await earn(tx, {
      userId: after.userId,
      reason: ELE_REASON.publish,
      source: eleSource.item(after.id),
      itemId: after.id,
      now,
    });
    // 初来乍到 and any later post-count medal (shared MEDALS).
    await onPostPublished(tx, after.userId, now);
    // A post that passed review makes an invitee 活跃 (docs/invitations.md).
    await onInviteeActivity(tx, after.userId, 'post_published', now);
  }
}

interface Like {
  itemId: number;
  authorId: number;
  likerId: number;
}

/**
 * What a like pays: the post's author, never for one's own post (null). The like of a post
 * inserts it in its own statement (reaction/post-thumb.ts, ledger dueAwardInsert).
 */
export function likeAward(like: Like, now: number): Award | null {
  if (like.authorId === like.likerId) return null;
  return {
    userId: like.authorId,
    reason: ELE_REASON.liked,
    source: eleSource.thumb(like.itemId, like.likerId),
    itemId: like.itemId,
    now,
  };
}

/** The unlike takes back what its like paid. */
export async function onUnthumb(tx: Db, like: Like, now: number): Promise<void> {
  const award = likeAward(like, now);
  if (award) await revokeSource(tx, award.source, now);
}

interface PostComment {
  id: number;
  itemId: number;
  authorId: number;
  commenterId: number;
}

/**
 * What a visible comment pays: the post's author, never for a comment on one's own post
 * (null). The comment on a post inserts it in its own statement (comment/post-comment.ts).
 */
export function commentAward(comment: PostComment, now: number): Award | null {
  if (comment.authorId === comment.commenterId) return null;
  return {
    userId: comment.authorId,
    reason: ELE_REASON.commented,
    source: eleSource.comment(comment.id),
    itemId: comment.itemId,
    now,
  };
}

/** A visible comment by someone else pays the post's author. */
export async function onComment(tx: Db, comment: PostComment, now: number): Promise<void> {
  const award = commentAward(comment, now);
  if (award) await earn(tx, award);
}

/** Deleting a comment takes back what it paid. */
export function onCommentRemoved(tx: Db, commentId: number, now: number): Promise<void> {
  return revokeSource(tx, eleSource.comment(commentId), now);
}
