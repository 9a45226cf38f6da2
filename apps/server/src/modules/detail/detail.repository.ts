import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { circles, items, users } from '../../db/schema';
import { builtOnce } from '../forum/forum.repository';

const itemDetail = builtOnce((db) =>
  db
    .select({
      item: items,
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
