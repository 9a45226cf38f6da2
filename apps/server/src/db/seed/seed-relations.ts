import { eq } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE, COMMENT_TARGET_TYPE, ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../client';
import { circleMembers, circles, collections, follows, items, thumbs } from '../schema';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/** A moment in [from, now), at most `spanDays` after `from`. */
const after = (rnd: Random, from: number, now: number, spanDays: number) =>
  new Date(from + Math.floor(rnd.next() * Math.min(now - from, spanDays * DAY_MS)));

/**
 * Who follows whom, who joined which circle, who liked and collected which post: the rows
 * themselves. The counters (fan_count, member_count, thumb_count …) are not invented
 * anywhere in the seed; `recountCounters` derives them from these rows at the end.
 * A few members are much followed, as in any community: each member's pull is skewed.
 */
export async function seedRelations(db: Db, rnd: Random, now: number, userIds: number[]) {
  const pull = new Map(userIds.map((id) => [id, 0.3 + rnd.next() ** 3 * 10]));
  const followRows: (typeof follows.$inferInsert)[] = [];
  for (const followerId of userIds) {
    const others = userIds.filter((id) => id !== followerId);
    const ranked = others
      .map((id) => ({ id, score: rnd.next() * (pull.get(id) ?? 1) }))
      .sort((a, b) => b.score - a.score);
    for (const { id } of ranked.slice(0, rnd.int(2, 14)))
      followRows.push({
        followerId,
        followeeId: id,
        createTime: after(rnd, now - 60 * DAY_MS, now, 60),
      });
  }
  if (followRows.length) await db.insert(follows).values(followRows);

  const circleIds = (await db.select({ id: circles.id }).from(circles)).map((c) => c.id);
  const memberRows: (typeof circleMembers.$inferInsert)[] = [];
  for (const userId of userIds)
    for (const circleId of rnd.sample(circleIds, rnd.int(1, Math.min(5, circleIds.length))))
      memberRows.push({ circleId, userId, createTime: after(rnd, now - 60 * DAY_MS, now, 60) });
  if (memberRows.length) await db.insert(circleMembers).values(memberRows);

  // Only published posts can be liked or collected (modules/reaction); more read, more liked.
  const posts = await db
    .select({
      id: items.id,
      userId: items.userId,
      visitCount: items.visitCount,
      createTime: items.createTime,
    })
    .from(items)
    .where(eq(items.itemStatus, ITEM_STATUS.published))
    .orderBy(items.id);
  const thumbRows: (typeof thumbs.$inferInsert)[] = [];
  const collectRows: (typeof collections.$inferInsert)[] = [];
  for (const post of posts) {
    const others = userIds.filter((id) => id !== post.userId);
    const likers = rnd.sample(others, Math.floor(post.visitCount * (0.002 + rnd.next() * 0.006)));
    const start = post.createTime.getTime();
    for (const userId of likers)
      thumbRows.push({
        userId,
        type: COMMENT_TARGET_TYPE.post,
        typeId: post.id,
        targetUserId: post.userId,
        createTime: after(rnd, start, now, 10),
      });
    for (const userId of rnd.sample(likers, Math.floor(likers.length * (0.2 + rnd.next() * 0.4))))
      collectRows.push({
        userId,
        sourceType: COLLECT_SOURCE_TYPE.item,
        sourceId: post.id,
        createTime: after(rnd, start, now, 10),
      });
  }
  if (thumbRows.length) await db.insert(thumbs).values(thumbRows);
  if (collectRows.length) await db.insert(collections).values(collectRows);
}
