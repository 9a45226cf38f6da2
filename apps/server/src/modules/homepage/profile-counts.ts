import { eq, sql } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE, COMMENT_TYPE, ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
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
 * The counts of a profile as columns of a select from users (`users.id` is the person), so
 * a screen reads them in the statement that reads the person. Posts and likes received are
 * the stored counters (the same figure the side card and the star list show); the rest are
 * index ranges of one person (the items_user_published, collections, thumbs and
 * circle_members keys), computed because the collection count depends on the current
 * status of the posts involved.
 */
// Raw name: drizzle leaves a lone table's columns unqualified, which inside these subqueries
// would name the subquery's own id.
const personId = sql.raw('users.id');

export const profileCountColumns = {
  posts: users.itemCount,
  praise: users.praiseCount,
  // Literal values, not parameters: a prepared plan then matches items_user_projects_idx.
  objects: sql<number>`(select count(*)::int from ${items} o
    where o.user_id = ${personId} and o.item_status = ${sql.raw(String(ITEM_STATUS.published))}
      and o.item_type = ${sql.raw(String(ITEM_TYPE.project))})`,
  collections: sql<number>`(select count(*)::int from ${collections} c
    join ${items} ci on ci.id = c.source_id
    where c.user_id = ${personId} and c.source_type = ${COLLECT_SOURCE_TYPE.item}
      and ci.item_status = ${ITEM_STATUS.published})`,
  // Likes of posts: likes of comments and replies (types 2, 3) are not what 赞过 lists.
  thumbsGiven: sql<number>`(select count(*)::int from ${thumbs} t
    where t.user_id = ${personId} and t.type = ${COMMENT_TYPE.post})`,
  circles: sql<number>`(select count(*)::int from ${circleMembers} m where m.user_id = ${personId})`,
};

/** A row holding profileCountColumns, as the screens read it. */
export function toProfileCounts(row: ProfileCounts | undefined): ProfileCounts {
  return {
    posts: row?.posts ?? 0,
    objects: row?.objects ?? 0,
    praise: row?.praise ?? 0,
    collections: row?.collections ?? 0,
    thumbsGiven: row?.thumbsGiven ?? 0,
    circles: row?.circles ?? 0,
  };
}

const profileCounts = preparedOnce('profile_counts', (db) =>
  db
    .select(profileCountColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

/** The counts of a profile: one statement (was five), prepared once per connection. */
export async function profileCountsOf(db: Db, userId: number): Promise<ProfileCounts> {
  const [row] = await profileCounts(db).execute({ id: userId });
  return toProfileCounts(row);
}
