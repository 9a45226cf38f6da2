import { and, eq, inArray } from 'drizzle-orm';
import { SITE_SETTING_DEFAULTS, SITE_SETTING_KEYS, type SiteSettingKey } from '@xinke/shared';
import type { Db } from '../../db/client';
import { popupItems, siteSettings } from '../../db/schema';

/*
 * What the public site reads of the content the console manages (docs/admin-site.md).
 */

/** The enabled popup item of `url` (the sign-in popup asks for signin), or null. */
export async function findShownPopup(db: Db, url: string) {
  const [row] = await db
    .select({
      id: popupItems.id,
      url: popupItems.url,
      image: popupItems.image,
      name: popupItems.name,
    })
    .from(popupItems)
    .where(and(eq(popupItems.url, url), eq(popupItems.isShow, 1)));
  return row ?? null;
}

/** Every site setting, its default where unset (SITE_SETTING_DEFAULTS). */
export async function readSiteSettings(db: Db): Promise<Record<SiteSettingKey, string>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, SITE_SETTING_KEYS));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, stored.get(key) ?? SITE_SETTING_DEFAULTS[key]]),
  ) as Record<SiteSettingKey, string>;
}
