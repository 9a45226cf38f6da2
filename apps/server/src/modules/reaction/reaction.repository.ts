import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circles, collections, items, thumbs, users } from '../../db/schema';
import { authorJoin, circleJoin, itemCardColumns } from '../forum/item-card';
import { notBlockedBy } from '../social/black.repository';

export async function findItemOwner(db: Db, itemId: number) {
  const [row] = await db
    .select({
      id: items.id,
      userId: items.userId,
      itemStatus: items.itemStatus,
      title: items.title,
      thumbCount: items.thumbCount,
      collectCount: items.collectCount,
    })
    .from(items)
    .where(eq(items.id, itemId))
    .limit(1);
  return row;
}

interface ThumbKey {
  userId: number;
  type: number;
  typeId: number;
}

/** True when this call created the row (false: it was already there). */
export async function insertThumb(db: Db, key: ThumbKey, targetUserId: number) {
  const rows = await db
    .insert(thumbs)
    .values({ ...key, targetUserId })
    .onConflictDoNothing()
    .returning({ userId: thumbs.userId });
  return rows.length > 0;
}

/** True when this call removed the row. */
export async function deleteThumb(db: Db, key: ThumbKey) {
  const rows = await db
    .delete(thumbs)
    .where(
      and(eq(thumbs.userId, key.userId), eq(thumbs.type, key.type), eq(thumbs.typeId, key.typeId)),
    )
    .returning({ userId: thumbs.userId });
  return rows.length > 0;
}

/** users.praise_count: thumbs received, moved with the thumb row; returns the new count. */
export async function bumpPraise(db: Db, userId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ praiseCount: sql`${users.praiseCount} + ${delta}::int` })
    .where(eq(users.id, userId))
    .returning({ praise: users.praiseCount });
  return row?.praise ?? 0;
}

interface CollectKey {
  userId: number;
  sourceType: number;
  sourceId: number;
}

const collectWhere = (key: CollectKey) =>
  and(
    eq(collections.userId, key.userId),
    eq(collections.sourceType, key.sourceType),
    eq(collections.sourceId, key.sourceId),
  );

export async function insertCollection(db: Db, key: CollectKey) {
  const rows = await db
    .insert(collections)
    .values(key)
    .onConflictDoNothing()
    .returning({ userId: collections.userId });
  return rows.length > 0;
}

export async function deleteCollection(db: Db, key: CollectKey) {
  const rows = await db
    .delete(collections)
    .where(collectWhere(key))
    .returning({ userId: collections.userId });
  return rows.length > 0;
}

/**
 * Someone's collected posts, newest collection first (collections_user_time_idx). Posts
 * that are no longer published drop out of the list but keep their row, so they return if
 * restored. Posts by people `hideFrom` blocked are left out (null: nobody's).
 */
export async function findCollectedItems(
  db: Db,
  userId: number,
  sourceType: number,
  limit: number,
  offset: number,
  hideFrom: number | null = null,
) {
  const where = and(
    eq(collections.userId, userId),
    eq(collections.sourceType, sourceType),
    eq(items.itemStatus, ITEM_STATUS.published),
    notBlockedBy(hideFrom, items.userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...itemCardColumns, collectTime: collections.createTime })
      .from(collections)
      .innerJoin(items, eq(items.id, collections.sourceId))
      .innerJoin(users, authorJoin)
      .leftJoin(circles, circleJoin)
      .where(where)
      .orderBy(desc(collections.createTime), desc(collections.sourceId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(collections)
      .innerJoin(items, eq(items.id, collections.sourceId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type CollectedItemRow = Awaited<ReturnType<typeof findCollectedItems>>['rows'][number];
