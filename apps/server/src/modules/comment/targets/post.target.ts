import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  CommentSwitch,
  ITEM_STATUS,
  MSG,
} from '@xinke/shared';
import { bumpItemCounters } from '../../detail/item-counters';
import { onComment, onThumb } from '../../growth/earnings';
import { onPraise } from '../../medal/medal-triggers';
import { bumpPraise, findItemOwner } from '../../reaction/reaction.repository';
import { findItemForComment, itemCommentCount } from '../comment.repository';
import { registerContentTarget } from './content-target';

/** Posts (SPEC §9 comment type 1, collect source 1): the first content target. */
registerContentTarget({
  commentType: COMMENT_TYPE.post,
  messageTarget: COMMENT_TARGET_TYPE.post,
  collectSource: COLLECT_SOURCE_TYPE.item,
  noun: '帖子',
  notFound: MSG.postNotFound,
  async find(db, id) {
    const item = await findItemForComment(db, id);
    if (!item) return undefined;
    return {
      id: item.id,
      ownerId: item.userId,
      title: item.title,
      published: item.itemStatus === ITEM_STATUS.published,
      commentsOpen: item.allowComment !== CommentSwitch.values.off,
    };
  },
  async counts(db, id) {
    const row = await findItemOwner(db, id);
    return {
      thumbCount: row?.thumbCount ?? 0,
      commentCount: await itemCommentCount(db, id),
      collectCount: row?.collectCount ?? 0,
    };
  },
  bump: (tx, id, delta) => bumpItemCounters(tx, id, delta),
  async afterComment(tx, { id, target, commenterId }, now) {
    await onComment(tx, { id, itemId: target.id, authorId: target.ownerId, commenterId }, now);
  },
  async afterThumb(tx, { target, likerId, added }, now) {
    // praise_count counts likes of posts only (db/consistency.ts), so only posts move it.
    const praise = await bumpPraise(tx, target.ownerId, added ? 1 : -1);
    await onThumb(tx, { itemId: target.id, authorId: target.ownerId, likerId, added }, now);
    // Serialised by the author's row lock bumpPraise holds: each like sees its own count.
    if (added) await onPraise(tx, target.ownerId, praise, now);
  },
});
