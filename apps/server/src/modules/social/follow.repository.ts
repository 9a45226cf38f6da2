import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { INTEREST_CONFIDENTIAL, ITEM_STATUS } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { lockToggle } from '../../db/locks';
import { circles, follows, items, users } from '../../db/schema';
import { authorJoin, circleJoin, itemCardColumns } from '../forum/item-card';
import { personCounterColumns } from '../homepage/profile-counts';

/**
 * Serialises everything that changes the relation of two people (follow either way, block
 * either way) for the rest of the transaction: one lock per unordered pair.
 */
export async function lockPair(db: Db, a: number, b: number) {
  await lockToggle(db, 'follow', Math.min(a, b), Math.max(a, b));
}

/** True when this call created the row. */
export async function insertFollow(db: Db, followerId: number, followeeId: number) {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** True when this call removed the row. */
export async function deleteFollow(db: Db, followerId: number, followeeId: number) {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

export interface CounterDelta {
  follow: number;
  fan: number;
}

/**
 * Moves users.follow_count / fan_count by the given deltas. Rows are updated in ascending id
 * order, so two transactions touching the same two people (A follows B while B follows A)
 * lock them in the same order and cannot deadlock.
 */
export async function bumpFollowCounters(db: Db, deltas: Map<number, CounterDelta>) {
  const ids = [...deltas.keys()].sort((x, y) => x - y);
  for (const id of ids) {
    const d = deltas.get(id);
    if (!d || (d.follow === 0 && d.fan === 0)) continue;
    await db
      .update(users)
      .set({
        followCount: sql`${users.followCount} + ${d.follow}::int`,
        fanCount: sql`${users.fanCount} + ${d.fan}::int`,
      })
      .where(eq(users.id, id));
  }
}

/** Whether `a` follows `b` and `b` follows `a`: one statement, two primary-key probes. */
export async function followEdges(db: Db, a: number, b: number) {
  const [row] = await selectRows<{ aToB: boolean; bToA: boolean }>(
    db,
    sql`select
      exists (select 1 from follows where follower_id = ${a} and followee_id = ${b}) as "aToB",
      exists (select 1 from follows where follower_id = ${b} and followee_id = ${a}) as "bToA"`,
  );
  return { aToB: row?.aToB === true, bToA: row?.bToA === true };
}

/** Of `ids`: whom `viewerId` follows, and who follows `viewerId` (primary-key probes). */
export async function followEdgesOf(db: Db, viewerId: number, ids: number[]) {
  const following = new Set<number>();
  const followers = new Set<number>();
  if (ids.length === 0) return { following, followers };
  const rows = await db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, viewerId), inArray(follows.followeeId, ids)),
        and(eq(follows.followeeId, viewerId), inArray(follows.followerId, ids)),
      ),
    );
  for (const r of rows) {
    if (r.followerId === viewerId) following.add(r.followeeId);
    if (r.followeeId === viewerId) followers.add(r.followerId);
  }
  return { following, followers };
}

/** What the follow rules need of a person: counters and the list privacy switches. */
export async function findSocialUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      followCount: users.followCount,
      fanCount: users.fanCount,
      showFollow: users.showFollow,
      showFans: users.showFans,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export const personColumns = {
  id: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  userSign: users.userSign,
  levelName: users.levelName,
  fanCount: users.fanCount,
};
export interface PersonRow {
  id: number;
  nickname: string;
  imageUrl: string;
  userSign: string;
  levelName: string;
  fanCount: number;
}

/**
 * People `userId` follows (side 'follows') or who follow `userId` (side 'fans'), newest
 * relation first: follows_follower_time_idx / follows_followee_time_idx. The total is the
 * user's own counter, which is exact, so no count runs.
 */
export async function findRelationPage(
  db: Db,
  side: 'follows' | 'fans',
  userId: number,
  limit: number,
  offset: number,
): Promise<PersonRow[]> {
  const mine = side === 'follows' ? follows.followerId : follows.followeeId;
  const theirs = side === 'follows' ? follows.followeeId : follows.followerId;
  return db
    .select(personColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(follows.createTime), desc(theirs))
    .limit(limit)
    .offset(offset);
}

const personSelect = sql`u.id, u.nickname, u.image_url as "imageUrl", u.user_sign as "userSign",
  u.level_name as "levelName", u.fan_count as "fanCount"`;

/** Neither of the two has blocked the other, and `viewerId` does not follow `u` yet. */
const recommendable = (viewerId: number) => sql`u.id <> ${viewerId}
  and not exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = u.id)
  and not exists (select 1 from blacks b where b.user_id = ${viewerId} and b.black_user_id = u.id)
  and not exists (select 1 from blacks b where b.user_id = u.id and b.black_user_id = ${viewerId})`;

/**
 * Nickname filter of the recommendation lists: the users_search_idx GIN lookup finds the
 * candidates, ts_filter keeps those whose nickname (weight A) matched, not their signature.
 */
const nicknameMatches = (tsquery: string | null) =>
  tsquery === null
    ? sql`true`
    : sql`u.search_vector @@ ${tsquery}::tsquery and ts_filter(u.search_vector, '{a}') @@ ${tsquery}::tsquery`;

/**
 * Follow recommendations: up to `window` people `viewerId` does not follow. People who
 * share SPEC §9 interests with the viewer come first, most shared topics first
 * (docs/social.md "推荐关注"); within a number of shared topics, and for everyone else,
 * most fans first. The sharers are found through users_interests_idx (`&&`), everyone
 * else by walking users_fans_idx, each part stopping at `window`; with a key both start
 * from the GIN matches of the nickname. 保密 (-1) is no topic: it shares nothing.
 */
export async function findFollowRecommendations(
  db: Db,
  viewerId: number,
  tsquery: string | null,
  window: number,
): Promise<PersonRow[]> {
  return selectRows<PersonRow>(
    db,
    sql`with mine as (
        select array_remove(interests, ${INTEREST_CONFIDENTIAL}::smallint) as topics
        from users where id = ${viewerId}
      )
      select * from (
        (select ${personSelect},
            cardinality(array(select unnest(u.interests) intersect select unnest(mine.topics)))
              as "sharedInterests"
          from users u, mine
          where u.interests && mine.topics
            and ${recommendable(viewerId)} and ${nicknameMatches(tsquery)}
          order by "sharedInterests" desc, u.fan_count desc, u.id asc limit ${window})
        union all
        (select ${personSelect}, 0 as "sharedInterests"
          from users u, mine
          where not (u.interests && mine.topics)
            and ${recommendable(viewerId)} and ${nicknameMatches(tsquery)}
          order by u.fan_count desc, u.id asc limit ${window})
      ) r
      order by "sharedInterests" desc, "fanCount" desc, id asc limit ${window}`,
  );
}

/**
 * Follow-back recommendations: the newest `scan` fans of `viewerId` (follows_followee_time_idx)
 * whom `viewerId` does not follow back, most fans first, at most `window`.
 */
export async function findFanRecommendations(
  db: Db,
  viewerId: number,
  tsquery: string | null,
  scan: number,
  window: number,
): Promise<PersonRow[]> {
  return selectRows<PersonRow>(
    db,
    sql`select ${personSelect}
      from (
        select follower_id from follows where followee_id = ${viewerId}
        order by create_time desc, follower_id desc limit ${scan}
      ) fan
      join users u on u.id = fan.follower_id
      where ${recommendable(viewerId)} and ${nicknameMatches(tsquery)}
      order by u.fan_count desc, u.id asc limit ${window}`,
  );
}

/**
 * The star list: users_fans_idx or users_praise_idx, read from the top. Ties go to the
 * member who has been here longest (lower id), so a brand-new account with as little as
 * everyone else never heads 粉丝最多 or 获赞最多.
 */
export async function findStarUsers(db: Db, order: 'fans' | 'praise', limit: number) {
  return db
    .select({ ...personColumns, ...personCounterColumns })
    .from(users)
    .orderBy(
      ...(order === 'fans'
        ? [desc(users.fanCount), asc(users.id)]
        : [desc(users.praiseCount), asc(users.id)]),
    )
    .limit(limit);
}

/**
 * A page of the follow feed: ids of the published posts of the people `viewerId` follows,
 * newest first. Each followee contributes at most `offset + limit` posts through a lateral
 * range scan of items_user_idx, so the work is bounded by (follows × depth), never by how
 * much those people ever wrote.
 */
export async function findFeedIds(db: Db, viewerId: number, limit: number, offset: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select i.id from follows f
      cross join lateral (
        select id, create_time from items
        where user_id = f.followee_id and item_status = ${ITEM_STATUS.published}
        order by create_time desc, id desc limit ${offset + limit}
      ) i
      where f.follower_id = ${viewerId}
      order by i.create_time desc, i.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Posts in the follow feed, counted up to `window` (the feed pages no deeper). */
export async function countFeed(db: Db, viewerId: number, window: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from follows f
      join items i on i.user_id = f.followee_id and i.item_status = ${ITEM_STATUS.published}
      where f.follower_id = ${viewerId} limit ${window}
    ) w`,
  );
  return Number(row?.n ?? 0);
}

/** List cards of `ids` (any order; the caller restores its own). */
export async function findItemCardsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(itemCardColumns)
    .from(items)
    .innerJoin(users, authorJoin)
    .leftJoin(circles, circleJoin)
    .where(inArray(items.id, ids));
}

/**
 * A page of /web/user/community: ids of the published posts in the circles `viewerId`
 * joined, newest first. Like the follow feed, each circle contributes at most
 * `offset + limit` posts (a lateral read of its newest), so the work is bounded by
 * (circles × depth).
 */
export async function findCommunityIds(db: Db, viewerId: number, limit: number, offset: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select i.id from circle_members m
      cross join lateral (
        select id, create_time from items
        where circle_id = m.circle_id and item_status = ${ITEM_STATUS.published}
        order by create_time desc, id desc limit ${offset + limit}
      ) i
      where m.user_id = ${viewerId}
      order by i.create_time desc, i.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Posts of my circles, counted up to `window` (the feed pages no deeper). */
export async function countCommunity(db: Db, viewerId: number, window: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from circle_members m
      join items i on i.circle_id = m.circle_id and i.item_status = ${ITEM_STATUS.published}
      where m.user_id = ${viewerId} limit ${window}
    ) w`,
  );
  return Number(row?.n ?? 0);
}
