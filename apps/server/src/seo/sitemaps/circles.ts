import { asc, between, count } from 'drizzle-orm';
import { circles } from '../../db/schema';
import { circlePath } from '../pages/common';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/**
 * Every circle (all circles are public; a closed one stays readable). Circles keep no
 * update time, so their URLs carry no lastmod rather than a made-up one.
 */
export const circleSitemap: SitemapSource = {
  name: 'circles',
  async pages({ db }, size) {
    const page = pageOfId(circles.id, size);
    const rows = await db.select({ page, n: count() }).from(circles).groupBy(page).orderBy(page);
    return rows.map((r) => ({ page: r.page, lastmod: null }));
  },
  async urls({ db }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({ id: circles.id })
      .from(circles)
      .where(between(circles.id, lo, hi))
      .orderBy(asc(circles.id));
    return rows.map((r) => ({ path: circlePath(r.id) }));
  },
};
