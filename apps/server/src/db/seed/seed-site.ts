import type { Storage } from '../../uploads/storage';
import type { Db } from '../client';
import { SIGNIN_POPUP_URL } from '@xinke/shared';
import { banners, circles, footerItems, popupItems, siteSettings, tags } from '../schema';
import {
  BANNERS,
  CIRCLES,
  FOOTER,
  SITE_SETTINGS,
  TAGS,
  type CircleKey,
  type TagSlug,
} from './site-data';
import type { Random } from './random';
import { PALETTE, qrSvg, wideSvg, writeImage } from './svg';

export interface SiteIds {
  circleIds: Map<CircleKey, number>;
  tagIds: Map<TagSlug, number>;
}

export async function seedCirclesAndTags(db: Db, rnd: Random, uploads: Storage): Promise<SiteIds> {
  const images = await Promise.all(
    CIRCLES.map((c, i) =>
      writeImage(
        uploads,
        `circles/${c.key}.jpg`,
        wideSvg({
          width: 320,
          height: 320,
          from: PALETTE[i] ?? '#1677ff',
          to: PALETTE[i + 4] ?? '#722ed1',
          title: c.name,
          subtitle: '芯客圈子',
        }),
      ),
    ),
  );
  const circleRows = CIRCLES.map((c, i) => {
    // A member count was invented here; members are rows now (seed-relations.ts).
    rnd.skip(1);
    return {
      name: c.name,
      description: c.description,
      circleTag: c.tag,
      imageUrl: images[i] ?? '',
      sort: i,
    };
  });
  const insertedCircles = await db.insert(circles).values(circleRows).returning({ id: circles.id });
  const insertedTags = await db
    .insert(tags)
    .values(TAGS.map((t, i) => ({ name: t.name, slug: t.slug, flag: 1, sort: i })))
    .returning({ id: tags.id });
  return {
    circleIds: new Map(CIRCLES.map((c, i) => [c.key, insertedCircles[i]?.id ?? 0])),
    tagIds: new Map(TAGS.map((t, i) => [t.slug, insertedTags[i]?.id ?? 0])),
  };
}

export async function seedBannersAndFooter(db: Db, uploads: Storage): Promise<void> {
  const bannerRows = await Promise.all(
    Object.entries(BANNERS).flatMap(([group, list]) =>
      list.map(async (b, i) => ({
        groupKey: group,
        title: b.title,
        url: b.url,
        sort: i,
        image: await writeImage(
          uploads,
          `banners/${group}-${i + 1}.jpg`,
          wideSvg({
            width: 1200,
            // Both carousels (home's banner1, the research room's banner3) are 3 : 1.
            height: group === 'banner1' || group === 'banner3' ? 400 : 300,
            from: PALETTE[(i * 3 + group.length) % PALETTE.length] ?? '#1677ff',
            to: PALETTE[(i * 3 + group.length + 5) % PALETTE.length] ?? '#722ed1',
            title: b.title,
            subtitle: b.subtitle,
          }),
        ),
      })),
    ),
  );
  await db.insert(banners).values(bannerRows);

  let qrSeed = 7;
  const footerRows = await Promise.all(
    Object.entries(FOOTER).flatMap(([group, list]) =>
      list.map(async (f, i) => {
        // Hover items point at a generated QR image instead of the `qr:<name>` placeholder.
        const value = f.value.startsWith('qr:')
          ? await writeImage(
              uploads,
              `site/${f.value.slice(3)}-qr.png`,
              qrSvg(f.name, (qrSeed += 13)),
            )
          : f.value;
        return { groupKey: group, name: f.name, value, type: f.type, sort: i };
      }),
    ),
  );
  await db.insert(footerItems).values(footerRows);
  await db
    .insert(siteSettings)
    .values(Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })));
  // The sign-in popup item exists from the migration; the demo gives it its banner image,
  // through the same table the console edits.
  const popupImage = await writeImage(
    uploads,
    'site/signin-popup.jpg',
    wideSvg({
      width: 880,
      height: 300,
      from: '#1f6feb',
      to: '#722ed1',
      title: '每日签到',
      subtitle: '连续签到，电量越攒越多',
    }),
  );
  await db
    .insert(popupItems)
    .values({ url: SIGNIN_POPUP_URL, name: '每日签到', image: popupImage })
    .onConflictDoUpdate({ target: popupItems.url, set: { image: popupImage } });
}
