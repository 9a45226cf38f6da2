import {
  BANNER_GROUPS,
  FOOTER_GROUPS,
  FooterItemType,
  type FooterGroup,
  HOT_OBJECT_LIMIT,
  type BannerGroup,
  type BannerGroups,
  type FooterData,
  type FooterItem,
  type ItemCard,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readSiteSettings } from '../site-admin/site-content';
import { tagsOfItems, toItemCard } from '../forum/item-card';
import { findFooterItems, findHotItems, findVisibleBanners } from './index-page.repository';

const isBannerGroup = (key: string): key is BannerGroup =>
  (BANNER_GROUPS as readonly string[]).includes(key);
const isFooterGroup = (key: string): key is FooterGroup =>
  (FOOTER_GROUPS as readonly string[]).includes(key);

/** All six SPEC §3 banner groups, each an array (empty when the group has no banner). */
export async function getBannerGroups(
  db: Db,
  clock: Clock,
  equipment: string | undefined,
): Promise<BannerGroups> {
  const groups = Object.fromEntries(BANNER_GROUPS.map((g) => [g, []])) as unknown as BannerGroups;
  for (const row of await findVisibleBanners(db, equipment, clock())) {
    if (!isBannerGroup(row.groupKey)) continue;
    groups[row.groupKey].push({ id: row.id, title: row.title, image: row.image, url: row.url });
  }
  return groups;
}

export async function getFooter(db: Db): Promise<FooterData> {
  const [rows, settings] = await Promise.all([findFooterItems(db), readSiteSettings(db)]);
  const groups = Object.fromEntries(FOOTER_GROUPS.map((g) => [g, [] as FooterItem[]])) as Record<
    FooterGroup,
    FooterItem[]
  >;
  for (const row of rows) {
    if (!isFooterGroup(row.groupKey) || !FooterItemType.has(row.type)) continue;
    groups[row.groupKey].push({ name: row.name, value: row.value, type: row.type });
  }
  return {
    ...groups,
    copyright: settings.copyright,
    filing_number: settings.filing_number,
    site: { name: settings.site_name, logo: settings.logo, mini_qr: settings.mini_qr },
  };
}

/** SPEC §2 home hot objects: the top of the 排行 ranking, as item cards. */
export async function getHotObjects(db: Db): Promise<ItemCard[]> {
  const rows = await findHotItems(db, HOT_OBJECT_LIMIT);
  const tagsOf = await tagsOfItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItemCard(r, tagsOf(r.id)));
}
