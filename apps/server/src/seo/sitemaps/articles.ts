import { and, asc, between, max } from 'drizzle-orm';
import { ARTICLE_SECTION } from '@xinke/shared';
import { articles } from '../../db/schema';
import { visibleArticle } from '../../modules/article/article.repository';
import { newsPath, officialPath } from '../pages/article';
import type { SitemapSource } from '../types';
import { pageOfId, pageRange } from './paging';

/** Every news item and official article readers can see now; lastmod is its update time. */
export const articleSitemap: SitemapSource = {
  name: 'articles',
  async pages({ db, clock }, size) {
    const page = pageOfId(articles.id, size);
    return db
      .select({ page, lastmod: max(articles.updateTime) })
      .from(articles)
      .where(visibleArticle(clock()))
      .groupBy(page)
      .orderBy(page);
  },
  async urls({ db, clock }, n, size) {
    const [lo, hi] = pageRange(n, size);
    const rows = await db
      .select({
        id: articles.id,
        section: articles.section,
        categoryId: articles.categoryId,
        lastmod: articles.updateTime,
      })
      .from(articles)
      .where(and(between(articles.id, lo, hi), visibleArticle(clock())))
      .orderBy(asc(articles.id));
    return rows.map((r) => ({
      path: r.section === ARTICLE_SECTION.news ? newsPath(r.id) : officialPath(r.categoryId, r.id),
      lastmod: r.lastmod,
    }));
  },
};
