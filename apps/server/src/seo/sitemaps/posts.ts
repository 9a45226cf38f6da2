import { and, asc, between, eq, max } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import { items } from '../../db/schema';
import { postPath } from '../pages/common';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/** Every published post; lastmod is the post's update time. */
export const postSitemap: SitemapSource = {
  name: 'posts',
  async pages({ db }, size) {
    const page = pageOfId(items.id, size);
    return db
      .select({ page, lastmod: max(items.updateTime) })
      .from(items)
      .where(eq(items.itemStatus, ITEM_STATUS.published))
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({ id: items.id, lastmod: items.updateTime })
      .from(items)
      .where(and(between(items.id, lo, hi), eq(items.itemStatus, ITEM_STATUS.published)))
      .orderBy(asc(items.id));
    return rows.map((r) => ({ path: postPath(r.id), lastmod: r.lastmod }));
  },
};
