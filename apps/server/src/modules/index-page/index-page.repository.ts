import { asc, eq, inArray, and, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, footerItems, siteSettings } from '../../db/schema';

export async function findVisibleBanners(db: Db, equipment: string | undefined) {
  const forDevice = equipment
    ? or(eq(banners.equipment, 'all'), eq(banners.equipment, equipment))
    : undefined;
  return db
    .select({
      id: banners.id,
      groupKey: banners.groupKey,
      title: banners.title,
      image: banners.image,
      url: banners.url,
    })
    .from(banners)
    .where(and(eq(banners.isShow, 1), forDevice))
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

export async function findSettings(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}
