import { and, asc, between, gt, isNull, lte, max, or } from 'drizzle-orm';
import { users } from '../../db/schema';
import { memberPath } from '../pages/common';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/**
 * Member homepages with content: members with at least one published post (item_count),
 * not banned. A member without posts is a thin page (noindex on the page itself).
 */
const listed = (now: Date) =>
  and(gt(users.itemCount, 0), or(isNull(users.banUntil), lte(users.banUntil, now)));

export const memberSitemap: SitemapSource = {
  name: 'members',
  async pages({ db, clock }, size) {
    const page = pageOfId(users.id, size);
    return db
      .select({ page, lastmod: max(users.updateTime) })
      .from(users)
      .where(listed(new Date(clock())))
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db, clock }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({ id: users.id, lastmod: users.updateTime })
      .from(users)
      .where(and(between(users.id, lo, hi), listed(new Date(clock()))))
      .orderBy(asc(users.id));
    return rows.map((r) => ({ path: memberPath(r.id), lastmod: r.lastmod }));
  },
};
