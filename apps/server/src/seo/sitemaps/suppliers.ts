import { and, asc, between, max } from 'drizzle-orm';
import { suppliers } from '../../db/schema';
import { shownSupplier } from '../../modules/product/supplier.service';
import { supplierPath } from '../pages/supplier';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/** Every supplier listing the site shows; lastmod is the listing's update time. */
export const supplierSitemap: SitemapSource = {
  name: 'suppliers',
  async pages({ db }, size) {
    const page = pageOfId(suppliers.id, size);
    return db
      .select({ page, lastmod: max(suppliers.updateTime) })
      .from(suppliers)
      .where(shownSupplier)
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({ id: suppliers.id, lastmod: suppliers.updateTime })
      .from(suppliers)
      .where(and(between(suppliers.id, lo, hi), shownSupplier))
      .orderBy(asc(suppliers.id));
    return rows.map((r) => ({ path: supplierPath(r.id), lastmod: r.lastmod }));
  },
};
