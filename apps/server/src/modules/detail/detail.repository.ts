import { eq, sql } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE, COMMENT_TARGET_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circles, collections, follows, items, thumbs, users } from '../../db/schema';
import { preparedOnce } from '../../db/prepared-once';
import { itemTagsColumn } from '../forum/item-card';
import { personCounterColumns } from '../homepage/profile-counts';

/**
 * The columns the detail shows and checks; not the whole row: search_vector (the body's
 * tokens, larger than the body) and the ranking fields would be read, sent and parsed on
 * every view for nothing.
 */
const detailColumns = {
  id: items.id,
  userId: items.userId,
  title: items.title,
  body: items.body,
  summary: items.summary,
  itemImage: items.itemImage,
  itemVideoSrc: items.itemVideoSrc,
  itemType: items.itemType,
  itemStatus: items.itemStatus,
  allowComment: items.allowComment,
  thumbCount: items.thumbCount,
  commentCount: items.commentCount,
  collectCount: items.collectCount,
  visitCount: items.visitCount,
  rejectReason: items.rejectReason,
  circleId: items.circleId,
  createTime: items.createTime,
};

const authorColumns = {
  id: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  userSign: users.userSign,
  levelName: users.levelName,
  xUp: users.xUp,
  ...personCounterColumns,
};

const itemDetail = preparedOnce('item_detail', (db) =>
  db
    .select({
      item: detailColumns,
      circleId: circles.id,
      circleName: circles.name,
      author: authorColumns,
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.userId))
    .leftJoin(circles, eq(circles.id, items.circleId))
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1),
);

export async function findItemDetail(db: Db, id: number) {
  const [row] = await itemDetail(db).execute({ id });
  return row;
}
export type ItemDetailRow = NonNullable<Awaited<ReturnType<typeof findItemDetail>>>;

const viewer = sql.placeholder('viewer');

/**
 * What the post detail shows, in one round trip: the post, its author and circle, its tags,
 * and what the viewer did (thumbed, collected, follows the author, is followed by them;
 * primary-key probes of thumbs, collections and follows). Viewer 0 (a visitor) matches no
 * row: user ids start at 1.
 */
const itemPage = preparedOnce('item_page', (db) =>
  db
    .select({
      item: detailColumns,
      circleId: circles.id,
      circleName: circles.name,
      author: authorColumns,
      tags: itemTagsColumn,
      thumbed: sql<boolean>`exists (select 1 from ${thumbs} where ${thumbs.userId} = ${viewer}
        and ${thumbs.type} = ${COMMENT_TARGET_TYPE.post} and ${thumbs.typeId} = ${items.id})`,
      collected: sql<boolean>`exists (select 1 from ${collections} where ${collections.userId} = ${viewer}
        and ${collections.sourceType} = ${COLLECT_SOURCE_TYPE.item} and ${collections.sourceId} = ${items.id})`,
      followsAuthor: sql<boolean>`exists (select 1 from ${follows}
        where ${follows.followerId} = ${viewer} and ${follows.followeeId} = ${items.userId})`,
      followedByAuthor: sql<boolean>`exists (select 1 from ${follows}
        where ${follows.followerId} = ${items.userId} and ${follows.followeeId} = ${viewer})`,
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.userId))
    .leftJoin(circles, eq(circles.id, items.circleId))
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1),
);

/** The post detail row with `viewerId`'s own flags (null: a visitor, every flag false). */
export async function findItemPage(db: Db, id: number, viewerId: number | null) {
  const [row] = await itemPage(db).execute({ id, viewer: viewerId ?? 0 });
  return row;
}
export type ItemPageRow = NonNullable<Awaited<ReturnType<typeof findItemPage>>>;
