import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ARTICLE_SECTION,
  ARTICLE_STRIP_SIZE,
  COLLECT_SOURCE_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
  MSG,
  NEWS_PAGE_SIZE,
  OFFICIAL_PAGE_SIZE,
  type ArticleDetail,
  type ArticleSectionValue,
  type NewsIndex,
  type OfficialIndex,
  type TodayEvent,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { articles, collections, items, thumbs, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { chinaDay } from '../growth/china-day';
import {
  activityCategoryIds,
  bumpVisit,
  findArticleRow,
  findCards,
  findCategories,
  findNeighbours,
  inCategories,
  keywordMatch,
  visibleArticle,
} from './article.repository';
import { toCard, toCategory } from './article.mapper';

/** China is UTC+8 all year: a day of 每日资讯 is a Beijing calendar day. */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;

const notFoundOf = (section: ArticleSectionValue) =>
  section === ARTICLE_SECTION.news ? MSG.newsNotFound : MSG.articleNotFound;

/**
 * The public side of news (资讯) and official articles (官方), SPEC §7 "Home, content";
 * what each endpoint returns where SPEC is silent is in docs/content.md.
 */
export class ArticleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private inSection(section: ArticleSectionValue) {
    return and(visibleArticle(this.clock()), eq(articles.section, section));
  }

  private async page(where: ReturnType<typeof and>, page: number, size: number) {
    const { rows, total } = await findCards(this.db, where, size, (page - 1) * size);
    return { data: rows.map(toCard), paginate: paginate(total, page, size) };
  }

  private async strip(where: ReturnType<typeof and>, limit = ARTICLE_STRIP_SIZE, top = false) {
    return (await findCards(this.db, where, limit, 0, top)).rows.map(toCard);
  }

  /** Category `id` of `section` (0: all of it); an unknown or foreign one is 分类不存在. */
  private async categoryWhere(section: ArticleSectionValue, id: number) {
    const base = this.inSection(section);
    if (id === 0) return base;
    const found = (await findCategories(this.db, section)).some((c) => c.id === id);
    if (!found) throw AppError.notFound(MSG.articleCategoryNotFound);
    return and(base, eq(articles.categoryId, id));
  }

  async newsIndex(): Promise<NewsIndex> {
    const section = ARTICLE_SECTION.news;
    const [categories, top, latest] = await Promise.all([
      findCategories(this.db, section),
      this.strip(and(this.inSection(section), sql`${articles.cover} <> ''`), 5, true),
      this.strip(this.inSection(section), NEWS_PAGE_SIZE),
    ]);
    return { categories: categories.map(toCategory), top, latest };
  }

  async list(section: ArticleSectionValue, categoryId: number, page: number) {
    const size = section === ARTICLE_SECTION.news ? NEWS_PAGE_SIZE : OFFICIAL_PAGE_SIZE;
    return this.page(await this.categoryWhere(section, categoryId), page, size);
  }

  /** One visible article of `section`, its view counted, with the viewer's like/collect. */
  async detail(section: ArticleSectionValue, id: number, viewerId: number): Promise<ArticleDetail> {
    const now = this.clock();
    const row = await findArticleRow(this.db, id);
    const visible =
      row &&
      row.section === section &&
      row.status === 1 &&
      row.publishAt !== null &&
      row.publishAt.getTime() <= now;
    if (!row || !visible || !row.publishAt) throw AppError.notFound(notFoundOf(section));
    const type = section === ARTICLE_SECTION.news ? COMMENT_TYPE.news : COMMENT_TYPE.article;
    const [visits, neighbours, liked, collected] = await Promise.all([
      bumpVisit(this.db, id),
      findNeighbours(this.db, section, { publishAt: row.publishAt, id }, now),
      viewerId
        ? this.db
            .select({ n: count() })
            .from(thumbs)
            .where(and(eq(thumbs.userId, viewerId), eq(thumbs.type, type), eq(thumbs.typeId, id)))
        : Promise.resolve([{ n: 0 }]),
      viewerId && section === ARTICLE_SECTION.official
        ? this.db
            .select({ n: count() })
            .from(collections)
            .where(
              and(
                eq(collections.userId, viewerId),
                eq(collections.sourceType, COLLECT_SOURCE_TYPE.officialArticle),
                eq(collections.sourceId, id),
              ),
            )
        : Promise.resolve([{ n: 0 }]),
    ]);
    return {
      ...toCard({ ...row, visitCount: visits }),
      content: row.content,
      is_thumb: (liked[0]?.n ?? 0) > 0 ? 1 : 0,
      is_collect: (collected[0]?.n ?? 0) > 0 ? 1 : 0,
      ...neighbours,
    };
  }

  /**
   * 每日资讯: the news published on one Beijing day (default: the latest day with news) and
   * the last 14 days that had news, for the date strip.
   */
  async todayEvent(date: string | undefined, categoryId?: number): Promise<TodayEvent> {
    const now = this.clock();
    const base = this.inSection(ARTICLE_SECTION.news);
    const dayExpr = sql<string>`to_char((${articles.publishAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
    const days = await this.db
      .select({ date: dayExpr, count: count() })
      .from(articles)
      .where(and(base, gte(articles.publishAt, new Date(now - 60 * DAY_MS))))
      .groupBy(dayExpr)
      .orderBy(desc(dayExpr))
      .limit(14);
    if (date !== undefined && Number.isNaN(dayStart(date)))
      throw AppError.badRequest(MSG.articleDateInvalid);
    const day = date ?? days[0]?.date ?? chinaDay(now);
    const start = dayStart(day);
    let where = and(
      base,
      gte(articles.publishAt, new Date(start)),
      lt(articles.publishAt, new Date(start + DAY_MS)),
    );
    if (categoryId !== undefined) where = and(where, eq(articles.categoryId, categoryId));
    const data = (await findCards(this.db, where, 50)).rows.map(toCard);
    return { date: day, dates: days.map((d) => ({ date: d.date, count: d.count })), data };
  }

  /** 社区滚动头条: the newest published posts, as a headline strip. */
  async forumRoll() {
    const rows = await this.db
      .select({
        id: items.id,
        title: items.title,
        nickname: users.nickname,
        createTime: items.createTime,
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .where(and(eq(items.itemStatus, ITEM_STATUS.published), sql`${items.title} <> ''`))
      .orderBy(desc(items.createTime), desc(items.id))
      .limit(10);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      nickname: r.nickname,
      create_time: Math.floor(r.createTime.getTime() / 1000),
    }));
  }

  /** 图说资讯: the newest news with a cover. */
  pbook() {
    return this.strip(and(this.inSection(ARTICLE_SECTION.news), sql`${articles.cover} <> ''`));
  }

  async officialIndex(): Promise<OfficialIndex> {
    const section = ARTICLE_SECTION.official;
    const categories = await findCategories(this.db, section);
    const [top, sections] = await Promise.all([
      this.strip(and(this.inSection(section), eq(articles.isTop, 1)), 5),
      Promise.all(
        categories.map(async (c) => ({
          category: toCategory(c),
          data: await this.strip(and(this.inSection(section), eq(articles.categoryId, c.id)), 4),
        })),
      ),
    ]);
    return { categories: categories.map(toCategory), top, sections };
  }

  async categories(section: ArticleSectionValue) {
    return (await findCategories(this.db, section)).map(toCategory);
  }

  /** 官方推荐: pinned official articles. */
  project() {
    return this.strip(and(this.inSection(ARTICLE_SECTION.official), eq(articles.isTop, 1)));
  }

  async activeList(page: number) {
    const ids = await activityCategoryIds(this.db);
    return this.page(
      and(this.inSection(ARTICLE_SECTION.official), inCategories(ids)),
      page,
      OFFICIAL_PAGE_SIZE,
    );
  }

  async activeIndex() {
    const ids = await activityCategoryIds(this.db);
    return this.strip(and(this.inSection(ARTICLE_SECTION.official), inCategories(ids)), 4);
  }

  search(query: string, page: number) {
    const base = this.inSection(ARTICLE_SECTION.official);
    return this.page(
      query === '' ? base : and(base, keywordMatch(query)),
      page,
      OFFICIAL_PAGE_SIZE,
    );
  }
}
