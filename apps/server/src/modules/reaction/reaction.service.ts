import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MESSAGE_REPEAT_WINDOW_SECONDS,
  MSG,
  type CollectRow,
  type CollectState,
  type Tag,
  type ThumbState,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { lockToggle } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { bumpItemCounters } from '../detail/item-counters';
import { tagsOfItems, toItemCard } from '../forum/item-card';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import { onThumb } from '../growth/earnings';
import { onPraise } from '../medal/medal-triggers';
import { homepageAccess } from '../homepage/homepage.service';
import { toggleCommentThumb } from './comment-thumb.service';
import {
  bumpPraise,
  deleteCollection,
  deleteThumb,
  findCollectedItems,
  findItemOwner,
  insertCollection,
  insertThumb,
  type CollectedItemRow,
} from './reaction.repository';

/** Only published posts can be liked or collected; everything else is 内容不存在. */
async function publishedItem(db: Db, itemId: number) {
  const item = await findItemOwner(db, itemId);
  if (!item || item.itemStatus !== ITEM_STATUS.published) throw AppError.notFound(MSG.postNotFound);
  return item;
}

/**
 * Like ⇄ unlike. Insert-or-nothing, else delete: whatever ran concurrently, this call moves
 * the counters by exactly what it changed (+1, −1 or 0), in the same transaction as the row,
 * so thumb_count always equals the rows. `type` is a SPEC §9 comment type code: posts (1)
 * here, comments (2) and replies (3) in comment-thumb.service; the others have no content.
 */
export async function toggleThumb(
  db: Db,
  userId: number,
  type: number,
  typeId: number,
  now: number,
): Promise<ThumbState> {
  if (type === COMMENT_TYPE.comment || type === COMMENT_TYPE.reply)
    return toggleCommentThumb(db, userId, type, typeId);
  if (type !== COMMENT_TYPE.post) throw AppError.notFound(MSG.contentNotFound);
  const item = await publishedItem(db, typeId);
  const key = { userId, type, typeId };
  return db.transaction(async (tx) => {
    await lockToggle(tx, 'thumb', userId, item.id);
    const added = await insertThumb(tx, key, item.userId);
    const delta = added ? 1 : (await deleteThumb(tx, key)) ? -1 : 0;
    if (delta === 0) {
      const now = await findItemOwner(tx, item.id);
      return { is_thumb: 0, thumb_count: now?.thumbCount ?? 0 };
    }
    const counts = await bumpItemCounters(tx, item.id, { thumb: delta });
    const praise = await bumpPraise(tx, item.userId, delta);
    await onThumb(tx, { itemId: item.id, authorId: item.userId, likerId: userId, added }, now);
    // A like is news to the author; an unlike is not, and liking my own post tells nobody.
    // Unlike/relike spam notifies once a day (docs/social.md).
    if (added && item.userId !== userId) {
      await writeMessage(tx, {
        userId: item.userId,
        category: MESSAGE_CATEGORY.like,
        fromUserId: userId,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: item.id,
        title: `赞了你的帖子《${item.title}》`,
        content: '',
        repeatWindowSeconds: MESSAGE_REPEAT_WINDOW_SECONDS,
      });
    }
    // Serialised by the author's row lock bumpPraise holds: each like sees its own count.
    if (added) await onPraise(tx, item.userId, praise, now);
    return { is_thumb: added ? 1 : 0, thumb_count: counts.thumbCount };
  });
}

/** Collect ⇄ uncollect, exact the same way. Only Item (1) exists; OfficialArticle (2) is 404. */
export async function toggleCollect(
  db: Db,
  userId: number,
  sourceType: number,
  sourceId: number,
): Promise<CollectState> {
  if (sourceType !== COLLECT_SOURCE_TYPE.item) throw AppError.notFound(MSG.contentNotFound);
  const item = await publishedItem(db, sourceId);
  const key = { userId, sourceType, sourceId };
  return db.transaction(async (tx) => {
    await lockToggle(tx, 'collect', userId, item.id);
    const added = await insertCollection(tx, key);
    const delta = added ? 1 : (await deleteCollection(tx, key)) ? -1 : 0;
    if (delta === 0) {
      const now = await findItemOwner(tx, item.id);
      return { is_collect: 0, collect_count: now?.collectCount ?? 0 };
    }
    const counts = await bumpItemCounters(tx, item.id, { collect: delta });
    if (added && item.userId !== userId) {
      // SPEC §9 has no collection category; 点赞 (likes) is where a community puts 收藏 too.
      await writeMessage(tx, {
        userId: item.userId,
        category: MESSAGE_CATEGORY.like,
        fromUserId: userId,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: item.id,
        title: `收藏了你的帖子《${item.title}》`,
        content: '',
        repeatWindowSeconds: MESSAGE_REPEAT_WINDOW_SECONDS,
      });
    }
    return { is_collect: added ? 1 : 0, collect_count: counts.collectCount };
  });
}

function toCollectRow(row: CollectedItemRow, tagsOfItem: Tag[]): CollectRow {
  return {
    ...toItemCard(row, tagsOfItem),
    collect_time: Math.floor(row.collectTime.getTime() / 1000),
  };
}

/**
 * GET /web/user/collect: my collections, or someone else's when they show them
 * (show_collect); posts by people the viewer blocked are left out.
 */
export async function listCollections(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
  page: number,
  pageSize: number,
) {
  const { owner, hideFrom } = await homepageAccess(
    db,
    viewerId,
    ownerId,
    'collect',
    MSG.loginToComment,
  );
  const { rows, total } = await findCollectedItems(
    db,
    owner.id,
    COLLECT_SOURCE_TYPE.item,
    pageSize,
    (page - 1) * pageSize,
    hideFrom,
  );
  const tagsOf = await tagsOfItems(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toCollectRow(r, tagsOf(r.id))),
    paginate: paginate(total, page, pageSize),
  };
}
