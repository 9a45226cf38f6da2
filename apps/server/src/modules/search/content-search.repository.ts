import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContentSearchType } from '@xinke/shared';
import type { Db } from '../../db/client';
import { PROJECT_STATUS } from '@xinke/shared';
import {
  articleCategories,
  articles,
  projects,
  resourceCategories,
  resources,
} from '../../db/schema';
import { visibleArticle } from '../article/article.repository';
import { joinCategory, visibleResource } from '../resource/resource.repository';
import { FRESHNESS_SECONDS, rankedPage, type SearchQueries } from './search.repository';

/**
 * Ranked search over news, official articles (articles_search_idx), resources
 * (resources_search_idx) and the project pool's published projects (projects_search_idx), the same windows and scoring as posts (search.repository.ts).
 * Who may see a row is the readers' own rule (visibleArticle, visibleResource), applied
 * when ranking and again when the rows are read: a window may be a moment old.
 */

/** ts_rank halved by every FRESHNESS_SECONDS of age since `published`. */
const freshScore =
  (published: SQL) =>
  (rank: SQL): SQL =>
    sql`ts_rank(search_vector, ${rank}) / (1 + greatest(extract(epoch from now() - ${published})::float8, 0) / ${sql.raw(String(FRESHNESS_SECONDS))})`;

/** A section's visible articles; `now` is the clock's (scheduled ones appear at their time). */
export function rankArticles(
  db: Db,
  section: Exclude<ContentSearchType, 'resource' | 'project'>,
  now: number,
  q: SearchQueries,
  limit: number,
  offset: number,
) {
  return rankedPage(
    db,
    {
      table: 'articles',
      filterKey: section,
      filter: and(visibleArticle(now), eq(articles.section, section))!,
      windowOrder: sql`id desc`,
      score: freshScore(sql`publish_at`),
      scoreColumns: sql`search_vector, publish_at`,
    },
    q,
    limit,
    offset,
  );
}

/** Visible resources. */
export function rankResources(
  db: Db,
  now: number,
  q: SearchQueries,
  limit: number,
  offset: number,
) {
  return rankedPage(
    db,
    {
      table: 'resources',
      filterKey: '',
      filter: visibleResource(now),
      windowOrder: sql`id desc`,
      score: freshScore(sql`publish_time`),
      scoreColumns: sql`search_vector, publish_time`,
    },
    q,
    limit,
    offset,
  );
}

const publishedProject = eq(projects.status, PROJECT_STATUS.published);

/** Published projects of the pool; a BOM part (SHT40) finds the projects that use it. */
export function rankProjects(db: Db, q: SearchQueries, limit: number, offset: number) {
  return rankedPage(
    db,
    {
      table: 'projects',
      filterKey: '',
      filter: publishedProject,
      windowOrder: sql`id desc`,
      score: freshScore(sql`create_time`),
      scoreColumns: sql`search_vector, create_time`,
    },
    q,
    limit,
    offset,
  );
}

/** What a hit shows, for the rows of `ids` still visible. */
export async function findArticleHits(db: Db, ids: number[], now: number) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: articles.id,
      categoryId: articles.categoryId,
      categoryName: articleCategories.name,
      title: articles.title,
      cover: articles.cover,
      summary: articles.summary,
      content: articles.content,
      publishAt: articles.publishAt,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inArray(articles.id, ids), visibleArticle(now)));
}

export async function findResourceHits(db: Db, ids: number[], now: number) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: resources.id,
      categoryId: resources.categoryId,
      categoryName: resourceCategories.name,
      title: resources.title,
      cover: resources.cover,
      summary: resources.summary,
      content: resources.content,
      publishAt: resources.publishTime,
    })
    .from(resources)
    .innerJoin(resourceCategories, joinCategory)
    .where(and(inArray(resources.id, ids), visibleResource(now)));
}

/** A project hit reads like the others: no category, its body as the content. */
export async function findProjectHits(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: projects.id,
      categoryId: sql<number>`0`,
      categoryName: sql<string>`'项目池'`,
      title: projects.title,
      cover: projects.cover,
      summary: projects.summary,
      content: projects.body,
      publishAt: projects.createTime,
    })
    .from(projects)
    .where(and(inArray(projects.id, ids), publishedProject));
}
export type ContentHitRow = Awaited<ReturnType<typeof findArticleHits>>[number];
