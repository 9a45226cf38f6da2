import { MESSAGE_CATEGORY } from '@xinke/shared';
import type { NewMessage } from '../message/message.writer';
import type { ContentTarget, TargetRow } from './targets/content-target';

/** Message excerpt: the start of the comment, enough to recognise it in the message centre. */
export const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** The message a visible comment sends its target's owner (评论了你的帖子《…》). */
export function commentMessage(
  kind: Pick<ContentTarget, 'messageTarget' | 'noun'>,
  target: TargetRow,
  comment: { userId: number; content: string },
): NewMessage {
  return {
    userId: target.ownerId,
    category: MESSAGE_CATEGORY.commentReply,
    fromUserId: comment.userId,
    targetType: kind.messageTarget,
    targetId: target.id,
    title: `评论了你的${kind.noun}《${target.title}》`,
    content: excerpt(comment.content),
  };
}
