import { and, count, desc, eq, gt, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import { ARTICLE_STATUS, type ArticleSectionValue } from '@xinke/shared';
import type { Db } from '../../db/client';
import { articleCategories, articles, users } from '../../db/schema';
import type { CounterDelta } from '../comment/targets/content-target';

/** Published and its time has come: what readers see (docs/content.md). */
export const visibleArticle = (now: number): SQL =>
  and(eq(articles.status, ARTICLE_STATUS.published), lte(articles.publishAt, new Date(now)))!;

export const cardColumns = {
  id: articles.id,
  section: articles.section,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  title: articles.title,
  cover: articles.cover,
  summary: articles.summary,
  authorId: users.id,
  nickname: users.nickname,
  imageUrl: users.imageUrl,
  publishAt: articles.publishAt,
  visitCount: articles.visitCount,
  thumbCount: articles.thumbCount,
  commentCount: articles.commentCount,
  collectCount: articles.collectCount,
};

/** A page of visible article cards matching `where`, newest first, with the total. */
export async function findCards(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  orderTopFirst = false,
) {
  const order = orderTopFirst
    ? [desc(articles.isTop), desc(articles.publishAt), desc(articles.id)]
    : [desc(articles.publishAt), desc(articles.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type CardRow = Awaited<ReturnType<typeof findCards>>['rows'][number];

export async function findArticleRow(db: Db, id: number) {
  const [row] = await db
    .select({ ...cardColumns, content: articles.content, status: articles.status })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.id, id))
    .limit(1);
  return row;
}

/** The neighbours of an article in its section by publish time: newer (prev), older (next). */
export async function findNeighbours(
  db: Db,
  section: string,
  at: { publishAt: Date; id: number },
  now: number,
) {
  const base = and(visibleArticle(now), eq(articles.section, section));
  const pick = { id: articles.id, title: articles.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(pick)
      .from(articles)
      .where(
        and(
          base,
          or(
            gt(articles.publishAt, at.publishAt),
            and(eq(articles.publishAt, at.publishAt), gt(articles.id, at.id)),
          ),
        ),
      )
      .orderBy(articles.publishAt, articles.id)
      .limit(1),
    db
      .select(pick)
      .from(articles)
      .where(
        and(
          base,
          or(
            lt(articles.publishAt, at.publishAt),
            and(eq(articles.publishAt, at.publishAt), lt(articles.id, at.id)),
          ),
        ),
      )
      .orderBy(desc(articles.publishAt), desc(articles.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

/** Views are counted, not recorded (as items.visit_count). */
export async function bumpVisit(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(articles)
    .set({ visitCount: sql`${articles.visitCount} + 1` })
    .where(eq(articles.id, id))
    .returning({ n: articles.visitCount });
  return row?.n ?? 0;
}

export async function findCategories(db: Db, section: ArticleSectionValue) {
  return db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.section, section))
    .orderBy(articleCategories.sort, articleCategories.id);
}

export async function activityCategoryIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(and(eq(articleCategories.section, 'official'), eq(articleCategories.isActivity, 1)));
  return rows.map((r) => r.id);
}

export const inCategories = (ids: number[]) =>
  ids.length === 0 ? sql`false` : inArray(articles.categoryId, ids);

export const keywordMatch = (keyword: string) => {
  const like = containsPattern(keyword);
  return or(ilike(articles.title, like), ilike(articles.summary, like));
};

/** Moves the counters of one article in the caller's transaction; the new values. */
export async function bumpArticleCounters(db: Db, id: number, delta: CounterDelta) {
  const [row] = await db
    .update(articles)
    .set({
      thumbCount: sql`${articles.thumbCount} + ${delta.thumb ?? 0}::int`,
      commentCount: sql`${articles.commentCount} + ${delta.comment ?? 0}::int`,
      collectCount: sql`${articles.collectCount} + ${delta.collect ?? 0}::int`,
    })
    .where(eq(articles.id, id))
    .returning({
      thumbCount: articles.thumbCount,
      commentCount: articles.commentCount,
      collectCount: articles.collectCount,
    });
  return row ?? { thumbCount: 0, commentCount: 0, collectCount: 0 };
}

export async function articleCounts(db: Db, id: number) {
  const [row] = await db
    .select({
      thumbCount: articles.thumbCount,
      commentCount: articles.commentCount,
      collectCount: articles.collectCount,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return row ?? { thumbCount: 0, commentCount: 0, collectCount: 0 };
}

export async function findArticleForTarget(db: Db, id: number) {
  const [row] = await db
    .select({
      id: articles.id,
      section: articles.section,
      authorId: articles.authorId,
      title: articles.title,
      status: articles.status,
      publishAt: articles.publishAt,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return row;
}
