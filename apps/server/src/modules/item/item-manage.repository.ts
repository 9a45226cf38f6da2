import { and, count, desc, eq, gte, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';
import { circles, items } from '../../db/schema';

export interface MyItemFilter {
  userId: number;
  itemStatus?: number;
  /** Every status, drafts too (GET /web/user/item); otherwise no status means all but drafts. */
  anyStatus?: boolean;
  itemType?: number;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** Every condition starts with user_id, so items_user_idx (user_id, item_status, time) serves it. */
function whereOf(f: MyItemFilter): SQL | undefined {
  return and(
    eq(items.userId, f.userId),
    f.itemStatus !== undefined
      ? eq(items.itemStatus, f.itemStatus)
      : f.anyStatus
        ? undefined
        : ne(items.itemStatus, ITEM_STATUS.draft),
    f.itemType === undefined
      ? notInArray(items.itemType, [ITEM_TYPE.vote, ITEM_TYPE.dynamic])
      : eq(items.itemType, f.itemType),
    f.from ? gte(items.createTime, f.from) : undefined,
    f.to ? lt(items.createTime, f.to) : undefined,
  );
}

export async function findMyItems(db: Db, f: MyItemFilter, limit: number, offset: number) {
  return db
    .select({
      id: items.id,
      title: items.title,
      summary: items.summary,
      cover: items.cover,
      itemType: items.itemType,
      itemStatus: items.itemStatus,
      allowComment: items.allowComment,
      rejectReason: items.rejectReason,
      circleId: circles.id,
      circleName: circles.name,
      thumbCount: items.thumbCount,
      commentCount: items.commentCount,
      collectCount: items.collectCount,
      visitCount: items.visitCount,
      createTime: items.createTime,
      updateTime: items.updateTime,
    })
    .from(items)
    .leftJoin(circles, eq(circles.id, items.circleId))
    .where(whereOf(f))
    .orderBy(desc(items.createTime), desc(items.id))
    .limit(limit)
    .offset(offset);
}

export async function countMyItems(db: Db, f: MyItemFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(whereOf(f));
  return row?.n ?? 0;
}

/** How many of the user's items sit in each (kind, status): kind 'vote' or 'item'. */
export async function countByStatus(db: Db, userId: number) {
  // Inlined (a trusted constant): a bound parameter would differ between SELECT and GROUP BY.
  const kind = sql<string>`case when ${items.itemType} = ${sql.raw(String(ITEM_TYPE.vote))} then 'vote' else 'item' end`;
  return db
    .select({ kind, status: items.itemStatus, n: count() })
    .from(items)
    .where(and(eq(items.userId, userId), ne(items.itemType, ITEM_TYPE.dynamic)))
    .groupBy(kind, items.itemStatus);
}

/** Sums over the user's non-draft items (their counters), one pass over items_user_idx. */
export async function sumMyCounters(db: Db, userId: number) {
  const [row] = await db
    .select({
      comments: sql<number>`coalesce(sum(${items.commentCount}), 0)::int`,
      thumbs: sql<number>`coalesce(sum(${items.thumbCount}), 0)::int`,
      visits: sql<number>`coalesce(sum(${items.visitCount}), 0)::int`,
    })
    .from(items)
    .where(
      and(
        eq(items.userId, userId),
        ne(items.itemStatus, ITEM_STATUS.draft),
        ne(items.itemType, ITEM_TYPE.dynamic),
      ),
    );
  return row ?? { comments: 0, thumbs: 0, visits: 0 };
}

/**
 * Today's visits of the user's post detail pages, from the page_view records (SPEC §7: one
 * per navigation). Reads only today's rows through page_views_time_idx.
 */
export async function countVisitsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from page_views pv
          join items i
            on i.id = nullif(substring(pv.path from '/postDetail/([0-9]{1,9})(?:[/?#]|$)'), '')::int
         where pv.create_time >= ${since.toISOString()}::timestamptz and i.user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export async function setAllowComment(
  db: Db,
  id: number,
  userId: number,
  value: number | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .update(items)
    .set({
      allowComment: value === undefined ? sql`1 - ${items.allowComment}` : value,
    })
    .where(and(eq(items.id, id), eq(items.userId, userId)))
    .returning({ allowComment: items.allowComment });
  return row?.allowComment;
}
