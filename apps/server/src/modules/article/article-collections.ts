import { and, count, desc, eq } from 'drizzle-orm';
import { COLLECT_SOURCE_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { articleCategories, articles, collections, users } from '../../db/schema';
import { paginate } from '../forum/forum.service';
import { cardColumns, visibleArticle } from './article.repository';
import { toCard } from './article.mapper';

/**
 * GET /web/user/collect_article: the official articles I collected (source type 2), newest
 * collection first. An article unpublished since drops out but keeps its row (as posts).
 */
export async function listCollectedArticles(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  now: number,
) {
  const where = and(
    eq(collections.userId, userId),
    eq(collections.sourceType, COLLECT_SOURCE_TYPE.officialArticle),
    visibleArticle(now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, collectTime: collections.createTime })
      .from(collections)
      .innerJoin(articles, eq(articles.id, collections.sourceId))
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(desc(collections.createTime), desc(collections.sourceId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(collections)
      .innerJoin(articles, eq(articles.id, collections.sourceId))
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      ...toCard(r),
      collect_time: Math.floor(r.collectTime.getTime() / 1000),
    })),
    paginate: paginate(total?.n ?? 0, page, pageSize),
  };
}
