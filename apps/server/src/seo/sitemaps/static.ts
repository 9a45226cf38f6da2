import { and, asc, eq, lte, max } from 'drizzle-orm';
import { NOTICE_STATUS, RECOMMEND_TAG } from '@xinke/shared';
import { notices, tags } from '../../db/schema';
import { NV } from '../match';
import type { SitemapSource, SitemapUrl } from '../types';

/** Public pages that are not one item: lists, the notice page, about pages, tag pages. */
const FIXED = [
  `${NV}/featured?tag=${RECOMMEND_TAG}`,
  `${NV}/home`,
  `${NV}/topic`,
  `${NV}/allUsers`,
  `${NV}/resource`,
  `${NV}/supplier`,
  `${NV}/activity`,
  `${NV}/aboutUs/userAgreement`,
  `${NV}/aboutUs/privacyPolicy`,
  `${NV}/aboutUs/electricityGrade`,
  `${NV}/aboutUs/medalHall`,
];

async function staticUrls({ db, clock }: Parameters<SitemapSource['urls']>[0]) {
  const [latest] = await db
    .select({ at: max(notices.updateTime) })
    .from(notices)
    .where(
      and(eq(notices.status, NOTICE_STATUS.published), lte(notices.publishTime, new Date(clock()))),
    );
  // The tags of the home tag bar: each is a featured list of its own.
  const tagRows = await db
    .select({ slug: tags.slug })
    .from(tags)
    .where(eq(tags.flag, 1))
    .orderBy(asc(tags.sort), asc(tags.id));
  const urls: SitemapUrl[] = [
    ...FIXED.map((path) => ({ path })),
    { path: `${NV}/notice`, lastmod: latest?.at ?? null },
    ...tagRows
      .filter((t) => t.slug !== RECOMMEND_TAG)
      .map((t) => ({ path: `${NV}/featured?tag=${encodeURIComponent(t.slug)}` })),
  ];
  return urls;
}

/** One page: a few dozen URLs at most. */
export const staticSitemap: SitemapSource = {
  name: 'pages',
  async pages() {
    return [{ page: 1, lastmod: null }];
  },
  async urls(ctx, n) {
    return n === 1 ? staticUrls(ctx) : [];
  },
};
