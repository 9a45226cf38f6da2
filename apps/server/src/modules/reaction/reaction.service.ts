import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TYPE,
  MSG,
  type CollectRow,
  type CollectState,
  type Tag,
  type ThumbState,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { lockToggle } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { tagsOfItems, toItemCard } from '../forum/item-card';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import { homepageAccess } from '../homepage/homepage.service';
import { toggleCommentThumb } from './comment-thumb.service';
import { likeMessage } from './like-message';
import {
  targetOfCollectSource,
  targetOfType,
  type ContentTarget,
} from '../comment/targets/all-targets';
import {
  deleteCollection,
  deleteThumb,
  findCollectedItems,
  insertCollection,
  insertThumb,
  type CollectedItemRow,
} from './reaction.repository';

/**
 * A published target of the content-target registry (comment/targets, docs/content.md);
 * anything else is 404: a type with no content 内容不存在, an unpublished one its own message.
 */
async function publishedTarget(db: Db, kind: ContentTarget | undefined, id: number, now: number) {
  if (!kind) throw AppError.notFound(MSG.contentNotFound);
  const row = await kind.find(db, id, now);
  if (!row || !row.published) throw AppError.notFound(kind.notFound);
  return row;
}

/**
 * Like ⇄ unlike. Insert-or-nothing, else delete: whatever ran concurrently, this call moves
 * the counters by exactly what it changed (+1, −1 or 0), in the same transaction as the row,
 * so thumb_count always equals the rows. `type` is a SPEC §9 comment type code: contents of
 * the registry (posts, articles, news) here, comments (2) and replies (3) in
 * comment-thumb.service.
 */
export async function toggleThumb(
  db: Db,
  userId: number,
  type: number,
  typeId: number,
  now: number,
): Promise<ThumbState> {
  if (type === COMMENT_TYPE.comment || type === COMMENT_TYPE.reply)
    return toggleCommentThumb(db, userId, type, typeId, now);
  const kind = targetOfType(type);
  if (kind?.toggleThumb) return kind.toggleThumb(db, typeId, userId, now);
  const target = await publishedTarget(db, kind, typeId, now);
  if (!kind) throw AppError.notFound(MSG.contentNotFound);
  const key = { userId, type, typeId: target.id };
  return db.transaction(async (tx) => {
    await lockToggle(tx, 'thumb', userId, target.id);
    const added = await insertThumb(tx, key, target.ownerId);
    const delta = added ? 1 : (await deleteThumb(tx, key)) ? -1 : 0;
    if (delta === 0) {
      const counts = await kind.counts(tx, target.id);
      return { is_thumb: 0, thumb_count: counts.thumbCount };
    }
    const counts = await kind.bump(tx, target.id, { thumb: delta });
    // A like is news to the owner; an unlike is not, and liking my own content tells nobody.
    if (added && target.ownerId !== userId)
      await writeMessage(tx, likeMessage(kind, target, userId, '赞了'));
    return { is_thumb: added ? 1 : 0, thumb_count: counts.thumbCount };
  });
}

/**
 * Collect ⇄ uncollect, exact the same way: posts (source type 1) and official articles (2),
 * by the registry's collect source.
 */
export async function toggleCollect(
  db: Db,
  userId: number,
  sourceType: number,
  sourceId: number,
  now: number = Date.now(),
): Promise<CollectState> {
  const kind = targetOfCollectSource(sourceType);
  const target = await publishedTarget(db, kind, sourceId, now);
  if (!kind) throw AppError.notFound(MSG.contentNotFound);
  const key = { userId, sourceType, sourceId: target.id };
  return db.transaction(async (tx) => {
    await lockToggle(tx, 'collect', userId, target.id);
    const added = await insertCollection(tx, key);
    const delta = added ? 1 : (await deleteCollection(tx, key)) ? -1 : 0;
    if (delta === 0) {
      const counts = await kind.counts(tx, target.id);
      return { is_collect: 0, collect_count: counts.collectCount };
    }
    const counts = await kind.bump(tx, target.id, { collect: delta });
    if (added && target.ownerId !== userId)
      await writeMessage(tx, likeMessage(kind, target, userId, '收藏了'));
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
