import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  PRODUCT_STATUS,
  type ActivityCard,
  type ProductCard,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activities, activityItemTags, products, tags } from '../../db/schema';
import { toCard } from '../activity/activity.mapper';
import { enrolCounts, stagesOf } from '../activity/activity.repository';
import { toProductCard } from '../product/product-rows';

/** Reads shared by the rules page, item activities, landing-page entries and the 618 page. */

/** The published activities among `ids` as cards, in the order of `ids` (drafts left out). */
export async function publishedCards(
  db: Db,
  ids: readonly number[],
  now: number,
): Promise<ActivityCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(inArray(activities.id, [...ids]), eq(activities.status, ACTIVITY_PUBLISH.published)),
    );
  const [stages, counts] = await Promise.all([stagesOf(db, ids), enrolCounts(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, stages.get(id) ?? [], counts.get(id) ?? 0, now)] : [];
  });
}

/** The public products (not drafts) among `ids`, in the order of `ids`. */
export async function publicProductCards(db: Db, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), ne(products.status, PRODUCT_STATUS.draft)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductCard(row)] : [];
  });
}

/** The participation tag of an item activity, or null. */
export async function itemTagOf(db: Db, activeId: number) {
  const [row] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(activityItemTags)
    .innerJoin(tags, eq(tags.id, activityItemTags.tagId))
    .where(eq(activityItemTags.activeId, activeId))
    .orderBy(asc(tags.id))
    .limit(1);
  return row ?? null;
}
