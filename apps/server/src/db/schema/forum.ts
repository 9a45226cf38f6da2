import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { tsvector } from './search-vector';
import { reviewColumns } from './review-columns';

/** Circles: topic groups (SPEC §1). */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** Category shown as the circle_tag filter of /web/circle/index. */
    circleTag: text('circle_tag').notNull().default(''),
    memberCount: integer('member_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /**
     * 1 open for posting; 0 closed (archived): its posts stay readable, new posts are refused
     * (the console's circles, docs/admin-community.md).
     */
    allowPost: smallint('allow_post').notNull().default(1),
    /** Name + description from the shared tokenizer (circle search, SPEC page size 4). */
    searchVector: tsvector('search_vector'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('circles_search_idx').using('gin', t.searchVector)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  /** Unique: the publish form offers tags by name, two alike could not be told apart. */
  name: text('name').notNull().unique(),
  /** Stable English key used in URLs (?tag=recommend). */
  slug: text('slug').notNull().unique(),
  /** 1 = shown on the home tag bar (/web/forum/tag?flag=1). */
  flag: smallint('flag').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

const published = sql`item_status = 2`;

/**
 * Posts of every SPEC §9 item type. Each list of the forum has an index that matches its
 * filter and order exactly, so page N costs the same as page 1 up to the offset walk.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    circleId: integer('circle_id').references(() => circles.id),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull().default(''),
    /** Plain-text excerpt of the body for cards. */
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** SPEC post payload item_image (cover/first image URL) and item_video_src. */
    itemImage: text('item_image').notNull().default(''),
    itemVideoSrc: text('item_video_src').notNull().default(''),
    itemType: smallint('item_type').notNull().default(3),
    itemStatus: smallint('item_status').notNull().default(0),
    isTop: smallint('is_top').notNull().default(0),
    isRecommend: smallint('is_recommend').notNull().default(0),
    allowComment: smallint('allow_comment').notNull().default(1),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    /**
     * Ranking score (sort -2): log10(engagement) + create_epoch / 45000. Time-independent, so
     * it only changes when a counter changes and never needs a periodic full-table refresh.
     */
    hotScore: doublePrecision('hot_score').notNull().default(0),
    /** Why a moderator rejected it (status 未通过 3); shown to the author. */
    rejectReason: text('reject_reason').notNull().default(''),
    /** Title (weight A) + body text (weight B) from the shared tokenizer; null for drafts. */
    searchVector: tsvector('search_vector'),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sensitive word that sent the last submission to review ('' when it was held by
     * pre-moderation or not held): the queue's reason filter reads it.
     */
    reviewWord: text('review_word').notNull().default(''),
    ...reviewColumns(),
  },
  (t) => [
    // The review queue: waiting posts in submission order, decided ones newest first.
    index('items_review_pending_idx')
      .on(t.updateTime, t.id)
      .where(sql`item_status in (0, 1)`),
    index('items_review_done_idx')
      .on(t.reviewTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`review_time is not null`),
    index('items_search_idx').using('gin', t.searchVector),
    index('items_status_top_time_idx').on(
      t.itemStatus,
      t.isTop.desc().nullsFirst(),
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_recommend_idx')
      .on(t.isTop.desc().nullsFirst(), t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_recommend = 1 and item_status = 2`),
    index('items_circle_idx')
      .on(
        t.circleId,
        t.isTop.desc().nullsFirst(),
        t.createTime.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(published),
    index('items_type_idx')
      .on(
        t.itemType,
        t.isTop.desc().nullsFirst(),
        t.createTime.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(published),
    index('items_type_time_idx')
      .on(t.itemType, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('items_hot_idx')
      .on(t.hotScore.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('items_user_idx').on(t.userId, t.itemStatus, t.createTime.desc().nullsFirst()),
    // One author's published posts newest first, in exact list order (the follow feed reads
    // the newest few of each followee from it; modules/social).
    index('items_user_published_idx')
      .on(t.userId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    // One author's published project-pool posts (作品数 on their homepage): a few among
    // thousands of posts for a prolific author, counted without reading the rest.
    index('items_user_projects_idx')
      .on(t.userId)
      .where(sql`item_status = 2 and item_type = 1`),
    // The dashboard's posts of a day (drafts excluded): an index-only range of create_time.
    index('items_create_time_idx').on(t.createTime, t.itemStatus),
  ],
);

export const itemTags = pgTable(
  'item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.tagId] }),
    index('item_tags_tag_idx').on(t.tagId, t.itemId),
  ],
);

/** Comments on any commentable thing; `type` uses the SPEC §9 comment type codes (post 1 …). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    typeId: integer('type_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /** 1 visible; 0 held for review (a sensitive word matched). */
    status: smallint('status').notNull().default(1),
    thumbCount: integer('thumb_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    index('comments_review_pending_idx')
      .on(t.createTime, t.id)
      .where(sql`status = 0`),
    index('comments_review_done_idx')
      .on(t.reviewTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`review_time is not null`),
    index('comments_target_idx').on(
      t.type,
      t.typeId,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A user's recent comments, newest first (homepage `active`, modules/homepage).
    index('comments_user_time_idx').on(
      t.userId,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's comments of a day: a range of create_time (modules/dashboard).
    index('comments_create_time_idx').on(t.createTime),
  ],
);
