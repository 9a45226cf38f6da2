import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_STATE,
  ARTICLE_STATUS,
  MSG,
  STAFF_ACTION,
  ZArticleCategoryInput,
  ZArticleInput,
  type AdminArticle,
  type AdminArticleCategory,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { articleCategories, articles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields, toSeconds } from '../site-admin/changed-fields';
import { articleSearchDocument } from '../search/search-documents';
import { searchVectorSql } from '../../search';
import { keywordMatch } from './article.repository';

type ArticleBody = z.output<typeof ZArticleInput>;
type CategoryBody = z.output<typeof ZArticleCategoryInput>;
type ArticleRow = typeof articles.$inferSelect;

/** A summary left empty is the start of the body's text. */
const summaryOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

export interface ArticleFilter {
  section?: string;
  category_id?: number;
  state?: number;
  keyword?: string;
}

/**
 * 内容运营 › 资讯与官方文章 (docs/content.md). The body is sanitized like a post body (our
 * own upload images only); a sanitized-away body is refused as empty. `action` decides the
 * state: draft (no publish time), publish now, schedule (a later time), unpublish.
 */
export class ArticleAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private stateOf(row: { status: number; publishAt: Date | null }): number {
    if (
      row.status === ARTICLE_STATUS.published &&
      row.publishAt &&
      row.publishAt.getTime() > this.clock()
    )
      return ARTICLE_STATE.scheduled;
    return row.status;
  }

  private stateWhere(state: number): SQL | undefined {
    const now = new Date(this.clock());
    if (state === ARTICLE_STATE.scheduled)
      return and(eq(articles.status, ARTICLE_STATUS.published), gt(articles.publishAt, now));
    if (state === ARTICLE_STATE.published)
      return and(eq(articles.status, ARTICLE_STATUS.published), lte(articles.publishAt, now));
    return eq(articles.status, state);
  }

  private async load(db: Db, id: number): Promise<AdminArticle> {
    const [row] = await db
      .select({ a: articles, categoryName: articleCategories.name, nickname: users.nickname })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(eq(articles.id, id))
      .limit(1);
    if (!row) throw AppError.notFound(MSG.articleNotFound);
    return this.toAdmin(row.a, row.categoryName, row.nickname);
  }

  private toAdmin(a: ArticleRow, categoryName: string, nickname: string): AdminArticle {
    return {
      id: a.id,
      section: a.section,
      category_id: a.categoryId,
      category_name: categoryName,
      title: a.title,
      cover: a.cover,
      summary: a.summary,
      content: a.content,
      status: a.status,
      state: this.stateOf(a),
      is_top: a.isTop,
      publish_at: toSeconds(a.publishAt),
      author: { id: a.authorId, nickname },
      visit_count: a.visitCount,
      thumb_count: a.thumbCount,
      comment_count: a.commentCount,
      collect_count: a.collectCount,
      update_time: Math.floor(a.updateTime.getTime() / 1000),
    };
  }

  async list(staffId: number, f: ArticleFilter, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const where = and(
      f.section ? eq(articles.section, f.section) : undefined,
      f.category_id ? eq(articles.categoryId, f.category_id) : undefined,
      f.state === undefined ? undefined : this.stateWhere(f.state),
      f.keyword ? keywordMatch(f.keyword) : undefined,
    );
    const rows = await this.db
      .select({ a: articles, categoryName: articleCategories.name, nickname: users.nickname })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(desc(articles.updateTime), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(articles).where(where);
    return {
      data: rows.map((r) => {
        const { content: _content, ...rest } = this.toAdmin(r.a, r.categoryName, r.nickname);
        return rest;
      }),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async get(staffId: number, id: number) {
    await assertAdmin(this.db, staffId);
    return this.load(this.db, id);
  }

  private async columnsOf(db: Db, body: ArticleBody, old?: ArticleRow) {
    const [category] = await db
      .select()
      .from(articleCategories)
      .where(eq(articleCategories.id, body.category_id))
      .limit(1);
    if (!category) throw AppError.badRequest(MSG.articleCategoryNotFound);
    if (category.section !== body.section)
      throw AppError.badRequest(MSG.articleCategoryWrongSection);
    const content = sanitizePostHtml(body.content);
    if (content === '') throw AppError.badRequest(MSG.articleContentRequired);
    const now = this.clock();
    let status: number;
    let publishAt: Date | null;
    switch (body.action) {
      case 'draft':
        status = ARTICLE_STATUS.draft;
        publishAt = null;
        break;
      case 'publish':
        status = ARTICLE_STATUS.published;
        // Re-saving a live article keeps its time; publishing anything else stamps now.
        publishAt =
          old &&
          old.status === ARTICLE_STATUS.published &&
          old.publishAt &&
          old.publishAt.getTime() <= now
            ? old.publishAt
            : new Date(now);
        break;
      case 'schedule':
        if (body.publish_at === null || body.publish_at * 1000 <= now)
          throw AppError.badRequest(MSG.articleSchedulePast);
        status = ARTICLE_STATUS.published;
        publishAt = new Date(body.publish_at * 1000);
        break;
      default:
        status = ARTICLE_STATUS.unpublished;
        publishAt = old?.publishAt ?? null;
    }
    const summary = body.summary === '' ? summaryOf(content) : body.summary;
    return {
      section: body.section,
      categoryId: body.category_id,
      title: body.title,
      cover: body.cover,
      summary,
      content,
      isTop: body.is_top,
      status,
      publishAt,
      updateTime: new Date(now),
      // Re-indexed with every save; whether search shows it is the reader's visibility rule.
      searchVector: searchVectorSql(articleSearchDocument({ title: body.title, summary, content })),
    };
  }

  async create(actor: StaffActor, body: ArticleBody): Promise<AdminArticle> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const values = await this.columnsOf(tx, body);
      const [row] = await tx
        .insert(articles)
        .values({ ...values, authorId: actor.id, createTime: values.updateTime })
        .returning();
      if (!row) throw new Error('article insert returned nothing');
      const article = await this.load(tx, row.id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.articleCreate,
        target: `article:${row.id}`,
        after: audited(article),
      });
      return article;
    });
  }

  async update(actor: StaffActor, id: number, body: ArticleBody): Promise<AdminArticle> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.articleNotFound);
      // Comments, likes and collections are typed by section: an article keeps its section.
      if (old.section !== body.section) throw AppError.badRequest(MSG.articleCategoryWrongSection);
      const before = await this.load(tx, id);
      await tx
        .update(articles)
        .set(await this.columnsOf(tx, body, old))
        .where(eq(articles.id, id));
      const article = await this.load(tx, id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.articleUpdate,
        target: `article:${id}`,
        ...changedFields(audited(before), audited(article)),
      });
      return article;
    });
  }

  // ------------------------------------------------------------ categories

  async categories(staffId: number, section?: string): Promise<AdminArticleCategory[]> {
    await assertAdmin(this.db, staffId);
    const rows = await this.db
      .select({
        c: articleCategories,
        n: sql<number>`(select count(*)::int from ${articles} where ${articles.categoryId} = ${articleCategories.id})`,
      })
      .from(articleCategories)
      .where(section ? eq(articleCategories.section, section) : undefined)
      .orderBy(articleCategories.section, articleCategories.sort, articleCategories.id);
    return rows.map((r) => toAdminCategory(r.c, r.n));
  }

  async createCategory(actor: StaffActor, body: CategoryBody): Promise<AdminArticleCategory> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articleCategories)
        .values({
          section: body.section,
          name: body.name,
          image: body.image,
          isActivity: body.is_activity,
          sort: body.sort,
        })
        .returning();
      if (!row) throw new Error('category insert returned nothing');
      const category = toAdminCategory(row, 0);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.articleCategoryCreate,
        target: `article_category:${row.id}`,
        after: category,
      });
      return category;
    });
  }

  async updateCategory(
    actor: StaffActor,
    id: number,
    body: CategoryBody,
  ): Promise<AdminArticleCategory> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(articleCategories)
        .where(eq(articleCategories.id, id))
        .for('update');
      if (!old) throw AppError.notFound(MSG.articleCategoryNotFound);
      if (old.section !== body.section) throw AppError.badRequest(MSG.articleCategoryWrongSection);
      const [row] = await tx
        .update(articleCategories)
        .set({ name: body.name, image: body.image, isActivity: body.is_activity, sort: body.sort })
        .where(eq(articleCategories.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.articleCategoryNotFound);
      const [used] = await tx
        .select({ n: count() })
        .from(articles)
        .where(eq(articles.categoryId, id));
      const category = toAdminCategory(row, used?.n ?? 0);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.articleCategoryUpdate,
        target: `article_category:${id}`,
        ...changedFields(toAdminCategory(old, used?.n ?? 0), category),
      });
      return category;
    });
  }

  async removeCategory(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(articleCategories)
        .where(eq(articleCategories.id, id))
        .for('update');
      if (!old) throw AppError.notFound(MSG.articleCategoryNotFound);
      const [used] = await tx
        .select({ n: count() })
        .from(articles)
        .where(eq(articles.categoryId, id));
      if ((used?.n ?? 0) > 0) throw AppError.conflict(MSG.articleCategoryInUse);
      await tx.delete(articleCategories).where(eq(articleCategories.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.articleCategoryDelete,
        target: `article_category:${id}`,
        before: toAdminCategory(old, 0),
      });
      return { id };
    });
  }
}

/** What the audit log keeps of an article: everything but counters and the body text. */
function audited(a: AdminArticle) {
  return {
    section: a.section,
    category_id: a.category_id,
    title: a.title,
    cover: a.cover,
    summary: a.summary,
    content_chars: a.content.length,
    status: a.status,
    is_top: a.is_top,
    publish_at: a.publish_at,
  };
}

function toAdminCategory(
  row: typeof articleCategories.$inferSelect,
  articleCount: number,
): AdminArticleCategory {
  return {
    id: row.id,
    section: row.section,
    name: row.name,
    image: row.image,
    is_activity: row.isActivity,
    sort: row.sort,
    article_count: articleCount,
  };
}
