import { and, asc, between, inArray, max } from 'drizzle-orm';
import { PRODUCT_LANDING_SLUGS, productLandingPath } from '@xinke/shared';
import { products } from '../../db/schema';
import { publicProduct } from '../../modules/product/product.service';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/**
 * Every public product (on sale or discontinued) with a landing page the SPA routes: the
 * landing page is a product's only address, so a product without one has no URL to list.
 * lastmod is the product's update time.
 */
const listed = and(publicProduct, inArray(products.slug, [...PRODUCT_LANDING_SLUGS]));

export const productSitemap: SitemapSource = {
  name: 'products',
  async pages({ db }, size) {
    const page = pageOfId(products.id, size);
    return db
      .select({ page, lastmod: max(products.updateTime) })
      .from(products)
      .where(listed)
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({ slug: products.slug, lastmod: products.updateTime })
      .from(products)
      .where(and(between(products.id, lo, hi), listed))
      .orderBy(asc(products.id));
    return rows.flatMap((r) =>
      r.slug === null ? [] : [{ path: productLandingPath(r.slug), lastmod: r.lastmod }],
    );
  },
};
