import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from './search-vector';
import { users } from './users';

/*
 * News (资讯) and official articles (官方) are one content concept (docs/content.md): an
 * article in a section, `news` or `official`, written by staff in the console.
 */

/**
 * A category of one section. For official articles a category is the `type` of
 * /web/official/list/{type} and of the page official/:type/:oId; `image` is its tab picture
 * (/web/official/category_image); `is_activity` marks the 活动 categories behind active_*.
 */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial('id').primaryKey(),
    /** ARTICLE_SECTION: 'news' | 'official'. */
    section: text('section').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    isActivity: smallint('is_activity').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_categories_section_idx').on(t.section, t.sort)],
);

/**
 * An article. ARTICLE_STATUS: 0 draft, 1 published, 2 unpublished (撤回). A published one
 * shows from `publish_at`; a later time is a scheduled article, which simply becomes
 * visible when the time passes (no job). Counters move in the transaction that writes the
 * row they count (thumbs, comments, collections), so they always agree with those rows.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts). */
    content: text('content').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    isTop: smallint('is_top').notNull().default(0),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    visitCount: integer('visit_count').notNull().default(0),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    /** Title, summary and body text (modules/search/search-documents.ts); null until indexed. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_public_idx').on(t.section, t.status, t.publishAt.desc(), t.id),
    index('articles_category_idx').on(t.categoryId, t.status, t.publishAt.desc()),
  ],
);
