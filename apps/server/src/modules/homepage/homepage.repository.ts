import { and, count, desc, eq } from 'drizzle-orm';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circleMembers, circles, items, users } from '../../db/schema';
import { authorJoin, circleJoin, itemCardColumns } from '../forum/item-card';

/** Whose homepage: the privacy switches and counters the rules and the header need. */
export async function findHomepageOwner(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      imageUrl: users.imageUrl,
      background: users.background,
      userSign: users.userSign,
      xUp: users.xUp,
      followCount: users.followCount,
      fanCount: users.fanCount,
      itemCount: users.itemCount,
      showFollow: users.showFollow,
      showFans: users.showFans,
      showCollect: users.showCollect,
      showDynamic: users.showDynamic,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
export type HomepageOwnerRow = NonNullable<Awaited<ReturnType<typeof findHomepageOwner>>>;

/** 'all' is every published item of the owner; 'votes' only their vote posts. */
export type OwnItems = 'all' | 'votes';

const ownPublished = (userId: number, which: OwnItems) =>
  and(
    eq(items.userId, userId),
    eq(items.itemStatus, ITEM_STATUS.published),
    which === 'votes' ? eq(items.itemType, ITEM_TYPE.vote) : undefined,
  );

/**
 * A page of `userId`'s published items, newest first, as list cards: a walk of the partial
 * items_user_published_idx in its own order (votes filter it by type on the way). The total
 * is a count of the same range.
 */
export async function findOwnItemPage(
  db: Db,
  userId: number,
  which: OwnItems,
  limit: number,
  offset: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(itemCardColumns)
      .from(items)
      .innerJoin(users, authorJoin)
      .leftJoin(circles, circleJoin)
      .where(ownPublished(userId, which))
      .orderBy(desc(items.createTime), desc(items.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(items).where(ownPublished(userId, which)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Circles `userId` joined, latest first (circle_members_user_idx). */
export async function findJoinedCirclePage(db: Db, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ circle: circles, joinTime: circleMembers.createTime })
      .from(circleMembers)
      .innerJoin(circles, eq(circles.id, circleMembers.circleId))
      .where(eq(circleMembers.userId, userId))
      .orderBy(desc(circleMembers.createTime), desc(circleMembers.circleId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(circleMembers).where(eq(circleMembers.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
