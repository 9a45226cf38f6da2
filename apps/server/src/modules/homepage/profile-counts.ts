import { and, count, eq, sql, sum } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE, ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circleMembers, collections, items, thumbs } from '../../db/schema';

export interface ProfileCounts {
  /** Published posts. */
  posts: number;
  /** Published project-pool posts (item type 1): SPEC §3 object_count, 作品数. */
  objects: number;
  /** Thumbs received on published posts (praise_count). */
  praise: number;
  /** Published posts collected: what the collection list shows. */
  collections: number;
  /** Thumbs given (thumb_count). */
  thumbsGiven: number;
  circles: number;
}

/**
 * The counts of a profile, each an index range of one person: items_user_idx, the
 * collections, thumbs and circle_members keys / user indexes. Computed rather than stored
 * because they depend on the current status of the posts involved.
 */
export async function profileCountsOf(db: Db, userId: number): Promise<ProfileCounts> {
  const [[posts], [collected], [given], [joined]] = await Promise.all([
    db
      .select({
        n: count(),
        thumbs: sum(items.thumbCount),
        objects: sql<number>`count(*) filter (where ${items.itemType} = ${ITEM_TYPE.project})::int`,
      })
      .from(items)
      .where(and(eq(items.userId, userId), eq(items.itemStatus, ITEM_STATUS.published))),
    db
      .select({ n: count() })
      .from(collections)
      .innerJoin(items, eq(items.id, collections.sourceId))
      .where(
        and(
          eq(collections.userId, userId),
          eq(collections.sourceType, COLLECT_SOURCE_TYPE.item),
          eq(items.itemStatus, ITEM_STATUS.published),
        ),
      ),
    db.select({ n: count() }).from(thumbs).where(eq(thumbs.userId, userId)),
    db.select({ n: count() }).from(circleMembers).where(eq(circleMembers.userId, userId)),
  ]);
  return {
    posts: posts?.n ?? 0,
    objects: Number(posts?.objects ?? 0),
    praise: Number(posts?.thumbs ?? 0),
    collections: collected?.n ?? 0,
    thumbsGiven: given?.n ?? 0,
    circles: joined?.n ?? 0,
  };
}
