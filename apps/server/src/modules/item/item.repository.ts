import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE, COMMENT_TARGET_TYPE } from '@xinke/shared';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  circles,
  collections,
  comments,
  items,
  itemTags,
  tags,
  thumbs,
  users,
} from '../../db/schema';
import { deleteItemCommentThumbs } from '../reaction/comment-thumb.repository';

export type ItemRow = typeof items.$inferSelect;
/** Insert/update values; SQL is allowed (the search vector is a cast literal). */
export type NewItem = PgInsertValue<typeof items>;
export type ItemChanges = PgUpdateSetSource<typeof items>;

export async function findItem(db: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(items).where(eq(items.id, id)).limit(1);
  return row;
}

/** The item row locked until the transaction ends: status and counters move one at a time. */
export async function lockItem(tx: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await tx.select().from(items).where(eq(items.id, id)).limit(1).for('update');
  return row;
}

export async function insertItem(tx: Db, values: NewItem): Promise<ItemRow> {
  const [row] = await tx.insert(items).values(values).returning();
  if (!row) throw new Error('insert item failed');
  return row;
}

export async function updateItem(tx: Db, id: number, values: ItemChanges): Promise<void> {
  await tx.update(items).set(values).where(eq(items.id, id));
}

export async function deleteItemRow(tx: Db, id: number): Promise<void> {
  await tx.delete(items).where(eq(items.id, id));
}

/**
 * What others attached to an item, which has no FK to it (comments, thumbs and collections
 * point at "type + id" targets): removed with the item so nothing orphaned is counted or
 * listed. Replies go with their comments (FK cascade); the author's praise_count gives back
 * the likes the item had. Messages and reports stay: they are history, and their links
 * answer 内容不存在.
 */
export async function deleteItemInteractions(tx: Db, itemId: number, authorId: number) {
  // Likes of its comments and replies point at them without a FK: they go first.
  await deleteItemCommentThumbs(tx, itemId);
  await tx
    .delete(comments)
    .where(and(eq(comments.type, COMMENT_TARGET_TYPE.post), eq(comments.typeId, itemId)));
  const liked = await tx
    .delete(thumbs)
    .where(and(eq(thumbs.type, COMMENT_TARGET_TYPE.post), eq(thumbs.typeId, itemId)))
    .returning({ userId: thumbs.userId });
  if (liked.length > 0)
    await tx
      .update(users)
      .set({ praiseCount: sql`greatest(${users.praiseCount} - ${liked.length}::int, 0)` })
      .where(eq(users.id, authorId));
  await tx
    .delete(collections)
    .where(
      and(eq(collections.sourceType, COLLECT_SOURCE_TYPE.item), eq(collections.sourceId, itemId)),
    );
}

export async function replaceItemTags(tx: Db, itemId: number, tagIds: number[]): Promise<void> {
  await tx.delete(itemTags).where(eq(itemTags.itemId, itemId));
  if (tagIds.length)
    await tx.insert(itemTags).values([...new Set(tagIds)].map((tagId) => ({ itemId, tagId })));
}

export async function findCircleRef(db: Db, id: number) {
  const [row] = await db
    .select({ id: circles.id, name: circles.name, allowPost: circles.allowPost })
    .from(circles)
    .where(eq(circles.id, id))
    .limit(1);
  return row;
}

export async function findTagIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return rows.map((r) => r.id);
}

export async function findTagsOfItem(db: Db, itemId: number) {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(itemTags)
    .innerJoin(tags, eq(tags.id, itemTags.tagId))
    .where(eq(itemTags.itemId, itemId))
    .orderBy(asc(tags.sort), asc(tags.id));
}
