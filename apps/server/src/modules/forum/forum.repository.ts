import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { circles, items, itemTags, tags, users } from '../../db/schema';
import { authorJoin, circleJoin, itemCardColumns } from './item-card';
import { ITEM_STATUS } from '@xinke/shared';

/** Which published items a list shows; built by the service from the query. */
export interface ItemFilter {
  recommendOnly: boolean;
  tagId?: number;
  circleId?: number;
  itemType?: number;
}

/** default: top first then newest · newest: newest only · hot: ranking score. */
export type ItemOrder = 'default' | 'newest' | 'hot';

function whereOf(filter: ItemFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(items.itemStatus, ITEM_STATUS.published)];
  if (filter.recommendOnly) conditions.push(eq(items.isRecommend, 1));
  if (filter.circleId !== undefined) conditions.push(eq(items.circleId, filter.circleId));
  if (filter.itemType !== undefined) conditions.push(eq(items.itemType, filter.itemType));
  if (filter.tagId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${itemTags} where ${itemTags.itemId} = ${items.id} and ${itemTags.tagId} = ${filter.tagId})`,
    );
  }
  return and(...conditions);
}

// Each order matches one of the items indexes column for column (see db/schema/forum.ts).
const ORDER_BY: Record<ItemOrder, SQL[]> = {
  default: [desc(items.isTop), desc(items.createTime), desc(items.id)],
  newest: [desc(items.createTime), desc(items.id)],
  hot: [desc(items.hotScore), desc(items.id)],
};

export async function findItemCards(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  limit: number,
  offset: number,
) {
  return db
    .select(itemCardColumns)
    .from(items)
    .innerJoin(users, authorJoin)
    .leftJoin(circles, circleJoin)
    .where(whereOf(filter))
    .orderBy(...ORDER_BY[order])
    .limit(limit)
    .offset(offset);
}

/**
 * The one place list totals are counted. Index-backed today; when tables grow this is where
 * a cached or estimated count goes, without touching callers.
 */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findTagBySlugOrId(db: Db, key: string) {
  const byId = /^\d+$/.test(key) ? eq(tags.id, Number(key)) : undefined;
  const [row] = await db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(byId ?? eq(tags.slug, key))
    .limit(1);
  return row;
}

export async function findTags(db: Db, flag: number | undefined) {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .where(flag === undefined ? undefined : eq(tags.flag, flag))
    .orderBy(asc(tags.sort), asc(tags.id));
}
