import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { circles, items, users } from '../../db/schema';
import { builtOnce } from '../../db/built-once';

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

const itemDetail = builtOnce((db) =>
  db
    .select({
      item: detailColumns,
      circleId: circles.id,
      circleName: circles.name,
      author: {
        id: users.id,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
        userSign: users.userSign,
        levelName: users.levelName,
        xUp: users.xUp,
        followCount: users.followCount,
        fanCount: users.fanCount,
        itemCount: users.itemCount,
        praiseCount: users.praiseCount,
      },
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.userId))
    .leftJoin(circles, eq(circles.id, items.circleId))
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

export async function findItemDetail(db: Db, id: number) {
  const [row] = await itemDetail(db).execute({ id });
  return row;
}
export type ItemDetailRow = NonNullable<Awaited<ReturnType<typeof findItemDetail>>>;
