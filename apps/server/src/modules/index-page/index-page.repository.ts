import { asc, desc, eq, gt, and, isNull, lte, or } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { banners, circles, footerItems, items, users } from '../../db/schema';
import { authorJoin, circleJoin, itemCardColumns } from '../forum/item-card';

/** Banners shown on `equipment` at `now`: shown, and inside their [start, end) window. */
export async function findVisibleBanners(db: Db, equipment: string | undefined, now: number) {
  const forDevice = equipment
    ? or(eq(banners.equipment, 'all'), eq(banners.equipment, equipment))
    : undefined;
  const at = new Date(now);
  const started = or(isNull(banners.startTime), lte(banners.startTime, at));
  const notEnded = or(isNull(banners.endTime), gt(banners.endTime, at));
  return db
    .select({
      id: banners.id,
      groupKey: banners.groupKey,
      title: banners.title,
      image: banners.image,
      url: banners.url,
    })
    .from(banners)
    .where(and(eq(banners.isShow, 1), forDevice, started, notEnded))
    .orderBy(asc(banners.groupKey), asc(banners.sort), asc(banners.id));
}

export async function findFooterItems(db: Db) {
  return db
    .select({
      groupKey: footerItems.groupKey,
      name: footerItems.name,
      value: footerItems.value,
      type: footerItems.type,
    })
    .from(footerItems)
    .orderBy(asc(footerItems.groupKey), asc(footerItems.sort), asc(footerItems.id));
}

/**
 * The hottest published items. Filter and order match items_hot_idx (partial on
 * item_status = 2, hot_score desc, id desc) column for column, so this reads `limit` index
 * entries whatever the table size.
 */
export async function findHotItems(db: Db, limit: number) {
  return db
    .select(itemCardColumns)
    .from(items)
    .innerJoin(users, authorJoin)
    .leftJoin(circles, circleJoin)
    .where(eq(items.itemStatus, ITEM_STATUS.published))
    .orderBy(desc(items.hotScore), desc(items.id))
    .limit(limit);
}
