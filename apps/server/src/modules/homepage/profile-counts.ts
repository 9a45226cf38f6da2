import { and, count, eq } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE, COMMENT_TYPE, ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circleMembers, collections, items, thumbs, users } from '../../db/schema';

/**
 * A person's stored counters (docs/counters.md), one definition for every screen that shows
 * them: the homepage header, user info, the post side card, the star list. Each moves in
 * the transaction of the row it counts, and db/consistency.ts checks them all.
 */
export const personCounterColumns = {
  /** 关注: follows rows with them as follower. */
  followCount: users.followCount,
  /** 粉丝: follows rows with them as followee. */
  fanCount: users.fanCount,
  /** 帖子: their published posts. */
  itemCount: users.itemCount,
  /** 获赞: likes on their posts. */
  praiseCount: users.praiseCount,
};

export interface ProfileCounts {
  /** Published posts (users.item_count). */
  posts: number;
  /** Published project-pool posts (item type 1): SPEC §3 object_count, 作品数. */
  objects: number;
  /** Likes received on their posts (users.praise_count). */
  praise: number;
  /** Published posts collected: what the collection list shows. */
  collections: number;
  /** Thumbs given to posts (thumb_count). */
  thumbsGiven: number;
  circles: number;
}

/**
 * The counts of a profile. Posts and likes received are the stored counters (the same
 * figure the side card and the star list show); the rest are index ranges of one person
 * (the collections, thumbs and circle_members keys), computed because the collection
 * count depends on the current status of the posts involved.
 */
export async function profileCountsOf(db: Db, userId: number): Promise<ProfileCounts> {
  const [[person], [objects], [collected], [given], [joined]] = await Promise.all([
    db.select(personCounterColumns).from(users).where(eq(users.id, userId)),
    db
      .select({ n: count() })
      .from(items)
      .where(
        and(
          eq(items.userId, userId),
          eq(items.itemStatus, ITEM_STATUS.published),
          eq(items.itemType, ITEM_TYPE.project),
        ),
      ),
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
    // Likes of posts: likes of comments and replies (types 2, 3) are not what 赞过 lists.
    db
      .select({ n: count() })
      .from(thumbs)
      .where(and(eq(thumbs.userId, userId), eq(thumbs.type, COMMENT_TYPE.post))),
    db.select({ n: count() }).from(circleMembers).where(eq(circleMembers.userId, userId)),
  ]);
  return {
    posts: person?.itemCount ?? 0,
    objects: objects?.n ?? 0,
    praise: person?.praiseCount ?? 0,
    collections: collected?.n ?? 0,
    thumbsGiven: given?.n ?? 0,
    circles: joined?.n ?? 0,
  };
}
