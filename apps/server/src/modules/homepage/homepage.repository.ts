import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { headOfPage, type SqlValue } from '../../db/page-head';
import { preparedOnce } from '../../db/prepared-once';
import { blacks, circleMembers, circles, follows, items, users } from '../../db/schema';
import { profileCountColumns, toProfileCounts } from './profile-counts';
import { authorJoin, circleJoin, itemCardColumns, itemTagsColumn } from '../forum/item-card';

const ownerColumns = {
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
};

/**
 * What lies between the viewer and the owner (users.id), for the rules and the header:
 * primary-key probes of blacks and follows. A visitor is viewer 0, whom no row names.
 */
const viewer = sql.placeholder('viewer');
// Raw name: drizzle leaves a lone table's columns unqualified (see profile-counts.ts).
const ownerId = sql.raw('users.id');
const relationColumns = {
  /** The viewer blocks somebody: lists hide rows of people they blocked. */
  viewerHasBlacks: sql<boolean>`exists (select 1 from ${blacks} vb where vb.user_id = ${viewer})`,
  viewerBlockedOwner: sql<boolean>`exists (select 1 from ${blacks} bo
    where bo.user_id = ${viewer} and bo.black_user_id = ${ownerId})`,
  viewerFollows: sql<boolean>`exists (select 1 from ${follows} f
    where f.follower_id = ${viewer} and f.followee_id = ${ownerId})`,
  ownerFollows: sql<boolean>`exists (select 1 from ${follows} f
    where f.follower_id = ${ownerId} and f.followee_id = ${viewer})`,
};

const homepageOwner = preparedOnce('homepage_owner', (db) =>
  db
    .select({ ...ownerColumns, ...relationColumns })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

const homepageHeader = preparedOnce('homepage_header', (db) =>
  db
    .select({ ...ownerColumns, ...relationColumns, ...profileCountColumns })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

/**
 * Whose homepage: the privacy switches and counters the rules and the header need, and the
 * viewer's relations to them, in one statement; `withCounts` adds the header's counts.
 */
export async function findHomepageOwner(
  db: Db,
  id: number,
  viewerId: number | null,
  withCounts = false,
) {
  const params = { id, viewer: viewerId ?? 0 };
  if (withCounts) {
    const [row] = await homepageHeader(db).execute(params);
    return row && { ...row, counts: toProfileCounts(row) };
  }
  const [row] = await homepageOwner(db).execute(params);
  return row && { ...row, counts: null };
}
export type HomepageOwnerRow = NonNullable<Awaited<ReturnType<typeof findHomepageOwner>>>;

/** 'all' is every published item of the owner; 'votes' only their vote posts. */
export type OwnItems = 'all' | 'votes';

const ownPublished = (which: OwnItems) =>
  and(
    eq(items.userId, sql.placeholder('userId')),
    eq(items.itemStatus, ITEM_STATUS.published),
    which === 'votes' ? eq(items.itemType, ITEM_TYPE.vote) : undefined,
  );

/** The total of the same range, as a head column of the page (db/page-head.ts). */
const ownTotal = (which: OwnItems, userId: SqlValue) => ({
  total: sql<number>`(select count(*)::int from ${items} t
    where t.user_id = ${userId} and t.item_status = ${ITEM_STATUS.published}
      ${which === 'votes' ? sql`and t.item_type = ${ITEM_TYPE.vote}` : sql``})`,
});

/**
 * The page of each kind with its total, prepared once per connection: the page's ids first,
 * from items_user_published_idx alone, then their cards; joined after the OFFSET, a deep
 * page would read the author, circle and tags of every skipped post.
 */
const ownItemPage = (which: OwnItems) =>
  preparedOnce(`own_items_${which}`, (db) => {
    const order = [desc(items.createTime), desc(items.id)];
    const pageIds = db
      .select({ id: items.id })
      .from(items)
      .where(ownPublished(which))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({
        card: { ...itemCardColumns, tags: itemTagsColumn },
        head: ownTotal(which, sql.placeholder('userId')),
      })
      .from(items)
      .innerJoin(users, authorJoin)
      .leftJoin(circles, circleJoin)
      .where(inArray(items.id, pageIds))
      .orderBy(...order);
  });
const ownItems = { all: ownItemPage('all'), votes: ownItemPage('votes') };

/**
 * A page of `userId`'s published items, newest first, as list cards with their tags, and
 * the total: one statement, a walk of the partial items_user_published_idx in its own
 * order (votes filter it by type on the way) and a count of the same range.
 */
export async function findOwnItemPage(
  db: Db,
  userId: number,
  which: OwnItems,
  limit: number,
  offset: number,
) {
  const rows = await ownItems[which](db).execute({ userId, limit, offset });
  const head = await headOfPage(
    db,
    rows.map((r) => r.head),
    ownTotal(which, userId),
  );
  return { rows: rows.map((r) => r.card), total: head?.total ?? 0 };
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
