import {
  COMMENT_TYPE,
  MESSAGE_CATEGORY,
  MESSAGE_REPEAT_WINDOW_SECONDS,
  MSG,
  type ThumbState,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { lockToggle } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { writeMessage } from '../message/message.writer';
import { targetOfType } from '../comment/targets/all-targets';
import { deleteThumb, insertThumb } from './reaction.repository';
import {
  bumpCommentThumbs,
  lockLikeableComment,
  lockLikeableReply,
} from './comment-thumb.repository';

type CommentLikeType = typeof COMMENT_TYPE.comment | typeof COMMENT_TYPE.reply;

/** How the like message quotes the comment: enough to recognise it, and one per comment. */
const quote = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/**
 * Like ⇄ unlike of a comment (SPEC §9 type 2) or a reply (3), exactly as for posts: one
 * row per member and target, the stored thumb_count moved by what this call changed in
 * the same transaction, so it always equals the rows. Only visible comments and replies
 * under published content can be liked; anything else is 评论不存在 / 回复不存在.
 * Likes of comments pay no electricity and leave praise_count alone: docs/growth.md pays
 * likes of posts only. A block does not refuse a like; the message is then not written
 * (docs/social.md), as for posts.
 */
export async function toggleCommentThumb(
  db: Db,
  userId: number,
  type: CommentLikeType,
  typeId: number,
  now: number = Date.now(),
): Promise<ThumbState> {
  const isComment = type === COMMENT_TYPE.comment;
  return db.transaction(async (tx) => {
    await lockToggle(tx, isComment ? 'thumbComment' : 'thumbReply', userId, typeId);
    const target = isComment
      ? await lockLikeableComment(tx, typeId)
      : await lockLikeableReply(tx, typeId);
    // Only under public content (content-target registry): a hidden target hides its comments.
    const on = target && targetOfType(target.type);
    const content = target && on ? await on.find(tx, target.typeId, now) : undefined;
    if (!target || !on || !content?.published)
      throw AppError.notFound(isComment ? MSG.commentNotFound : MSG.replyNotFound);
    const key = { userId, type, typeId: target.id };
    const added = await insertThumb(tx, key, target.userId);
    const delta = added ? 1 : (await deleteThumb(tx, key)) ? -1 : 0;
    const thumbCount = await bumpCommentThumbs(tx, type, target.id, delta);
    if (added && target.userId !== userId) {
      // Linked to the content the comment is under, where it is read; once a day per
      // liker and comment however often it is toggled (the wording quotes the comment).
      await writeMessage(tx, {
        userId: target.userId,
        category: MESSAGE_CATEGORY.like,
        fromUserId: userId,
        targetType: on.messageTarget,
        targetId: target.typeId,
        title: `赞了你的${isComment ? '评论' : '回复'}「${quote(target.content)}」`,
        content: '',
        repeatWindowSeconds: MESSAGE_REPEAT_WINDOW_SECONDS,
      });
    }
    return { is_thumb: added ? 1 : 0, thumb_count: thumbCount };
  });
}
