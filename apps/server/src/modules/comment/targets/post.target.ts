import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  CommentSwitch,
  ITEM_STATUS,
  MSG,
} from '@xinke/shared';
import { bumpItemCounters } from '../../detail/item-counters';
import { onComment } from '../../growth/earnings';
import { togglePostThumb, type PostForTarget } from '../../reaction/post-thumb';
import { findItemOwner } from '../../reaction/reaction.repository';
import { findItemForComment, itemCommentCount } from '../comment.repository';
import { writePostComment } from '../post-comment';
import { registerContentTarget, type TargetRow } from './content-target';

/** A post as the content services see it. */
function postRow(item: PostForTarget): TargetRow {
  return {
    id: item.id,
    ownerId: item.userId,
    title: item.title,
    published: item.itemStatus === ITEM_STATUS.published,
    commentsOpen: item.allowComment !== CommentSwitch.values.off,
  };
}

/** Posts (SPEC §9 comment type 1, collect source 1): the first content target. */
registerContentTarget({
  commentType: COMMENT_TYPE.post,
  messageTarget: COMMENT_TARGET_TYPE.post,
  collectSource: COLLECT_SOURCE_TYPE.item,
  noun: '帖子',
  notFound: MSG.postNotFound,
  async find(db, id) {
    const item = await findItemForComment(db, id);
    return item && postRow(item);
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
  toggleThumb(db, id, likerId, now) {
    return togglePostThumb(db, { ...this, toRow: postRow }, id, likerId, now);
  },
  writeComment(db, comment, now) {
    return writePostComment(db, { ...this, toRow: postRow }, comment, now);
  },
});
