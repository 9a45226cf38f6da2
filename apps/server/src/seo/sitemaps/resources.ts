import { and, asc, between, max } from 'drizzle-orm';
import { resources } from '../../db/schema';
import { visibleResource } from '../../modules/resource/resource.repository';
import { resourcePath } from '../pages/resource';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/** Every resource readers can see now (published, time come); lastmod is its update time. */
export const resourceSitemap: SitemapSource = {
  name: 'resources',
  async pages({ db, clock }, size) {
    const page = pageOfId(resources.id, size);
    return db
      .select({ page, lastmod: max(resources.updateTime) })
      .from(resources)
      .where(visibleResource(clock()))
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db, clock }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({ id: resources.id, lastmod: resources.updateTime })
      .from(resources)
      .where(and(between(resources.id, lo, hi), visibleResource(clock())))
      .orderBy(asc(resources.id));
    return rows.map((r) => ({ path: resourcePath(r.id), lastmod: r.lastmod }));
  },
};
