import { MESSAGE_CATEGORY, MESSAGE_REPEAT_WINDOW_SECONDS } from '@xinke/shared';
import type { NewMessage } from '../message/message.writer';
import type { ContentTarget, TargetRow } from '../comment/targets/content-target';

/**
 * The message a like or a collection of content sends its owner (点赞 category: SPEC §9 has
 * no collection category, and likes are where a community puts 收藏 too). Unlike/relike
 * spam notifies once a day (docs/social.md). The caller decides whether it is news (not
 * for one's own content, not for an unlike).
 */
export function likeMessage(
  kind: Pick<ContentTarget, 'messageTarget' | 'noun'>,
  target: TargetRow,
  fromUserId: number,
  verb: '赞了' | '收藏了',
): NewMessage & { repeatWindowSeconds: number } {
  return {
    userId: target.ownerId,
    category: MESSAGE_CATEGORY.like,
    fromUserId,
    targetType: kind.messageTarget,
    targetId: target.id,
    title: `${verb}你的${kind.noun}《${target.title}》`,
    content: '',
    repeatWindowSeconds: MESSAGE_REPEAT_WINDOW_SECONDS,
  };
}
