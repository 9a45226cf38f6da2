import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { circles, comments, items } from './forum';
import { reviewColumns } from './review-columns';

/**
 * Replies under a comment (SPEC §7 reply {content, type, type_id, reply_id, to_user_id,
 * comment_id}). `replyId` is the reply being answered, null when answering the comment.
 */
export const replies = pgTable(
  'replies',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** SPEC §9 comment type code of the thing commented on, and its id. */
    type: smallint('type').notNull(),
    typeId: integer('type_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id').references(() => users.id),
    replyId: integer('reply_id'),
    content: text('content').notNull(),
    /** 1 visible; 0 held for review (a sensitive word matched). */
    status: smallint('status').notNull().default(1),
    thumbCount: integer('thumb_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    index('replies_review_pending_idx')
      .on(t.createTime, t.id)
      .where(sql`status = 0`),
    index('replies_review_done_idx')
      .on(t.reviewTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`review_time is not null`),
    index('replies_comment_idx').on(t.commentId, t.createTime, t.id),
    // A user's recent replies, newest first (homepage `active`, modules/homepage).
    index('replies_user_time_idx').on(
      t.userId,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's replies of a day: a range of create_time (modules/dashboard).
    index('replies_create_time_idx').on(t.createTime),
  ],
);

/**
 * Thumbs-up (SPEC §7 thumb {type, type_id, user_id}): one row per user and target; the
 * primary key makes a double click idempotent. `type` is a SPEC §9 comment type code: post
 * 1, comment 2, reply 3 (a post is 1 in both code lists, so rows from before are unchanged).
 */
export const thumbs = pgTable(
  'thumbs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    typeId: integer('type_id').notNull(),
    /** Owner of the liked content: who gets the likes message and the counter. */
    targetUserId: integer('target_user_id').references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.typeId] }),
    index('thumbs_target_idx').on(t.type, t.typeId),
    // A user's recent likes, newest first (homepage `active`, modules/homepage).
    index('thumbs_user_time_idx').on(t.userId, t.createTime.desc().nullsFirst()),
  ],
);

/** Collections (SPEC §7 collect {source_id, source_type}: Item 1, OfficialArticle 2). */
export const collections = pgTable(
  'collections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sourceType: smallint('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sourceType, t.sourceId] }),
    index('collections_user_time_idx').on(t.userId, t.createTime.desc().nullsFirst()),
    // Deleting an item removes its collections (item.repository deleteItemInteractions).
    index('collections_source_idx').on(t.sourceType, t.sourceId),
  ],
);

/** A vote subject of a 投票帖 (SPEC §3 vote: subject, select_type 1 single / 2 multiple). */
export const voteSubjects = pgTable(
  'vote_subjects',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    selectType: smallint('select_type').notNull().default(1),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    voterCount: integer('voter_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('vote_subjects_item_idx').on(t.itemId, t.sort)],
);

/** SPEC §3 option: text, image, description, num (ballots counted on the row). */
export const voteOptions = pgTable(
  'vote_options',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => voteSubjects.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    num: integer('num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('vote_options_subject_idx').on(t.subjectId, t.sort)],
);

/** One ballot per user per subject (the key refuses a second); chosen option ids listed. */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => voteSubjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    optionIds: integer('option_ids').array().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.userId] })],
);

/** Circle membership (SPEC §4: 已加入 1 / 未加入 0). */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId, t.createTime.desc().nullsFirst()),
  ],
);

/** Reports of abusive content, kept for moderators. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SPEC §9 comment target type of the reported thing (post 1 …) or 'comment'/'reply' codes. */
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    /** 0 open, 1 handled, 2 dismissed (REPORT_STATUS). */
    status: smallint('status').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    // All open reports on one thing (the queue groups them by their target).
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`status = 0`),
    uniqueIndex('reports_once_idx').on(t.userId, t.targetType, t.targetId),
    index('reports_open_idx')
      .on(t.createTime)
      .where(sql`status = 0`),
  ],
);

/** Configurable sensitive words: matching posts and comments go to review. */
export const sensitiveWords = pgTable('sensitive_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The message center's rows (SPEC §9 categories: comments and replies 1, likes 2, fans 3,
 * system 4, activity dispatcher 5), written by the events that cause them.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    fromUserId: integer('from_user_id').references(() => users.id),
    /** What it is about: SPEC §9 comment target type + id (post 1 …), 0 when none. */
    targetType: smallint('target_type').notNull().default(0),
    targetId: integer('target_id').notNull().default(0),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    isRead: smallint('is_read').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_category_idx').on(
      t.userId,
      t.category,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Unread counters (group by category, index-only) and the header dropdown (newest unread
    // of each category) read only this: it holds nothing but a user's unread rows.
    index('messages_unread_idx')
      .on(t.userId, t.category, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_read = 0`),
  ],
);

/**
 * How many messages each person has in each category, for the message list's paginator:
 * counting a member's thousands of messages read them from the heap, which the list's own
 * mark-read keeps dirty (docs/social.md "The category total"). Rows are deltas, summed
 * by the reader: a trigger on messages (migration 0041) appends one row per insert or
 * delete statement, so writers never wait on a shared row, and the reader folds a
 * person's rows into one when they are many (foldMessageTotals). No primary key: a
 * person and category has several rows between folds.
 */
export const messageTotals = pgTable(
  'message_totals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('message_totals_user_category_idx').on(t.userId, t.category)],
);

/**
 * Message-centre switches of /web/system/message_set (SPEC §9: on 1, off 0), one row per
 * user and category a user has touched; no row means on. writeMessage reads it in the same
 * statement as its insert, so a switched-off category produces no row.
 */
export const messageSwitches = pgTable(
  'message_switches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    status: smallint('status').notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Hot keywords (热门搜索, docs/forum.md "Hot keys"): one row per normalised word, `count`
 * the distinct people who searched it within the window and found something, refreshed
 * from search_keyword_searchers on every flush and by housekeeping. `hidden` is a staff
 * decision (docs/admin.md): a hidden word is still counted but never shown.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword: text('keyword').primaryKey(),
    count: integer('count').notNull().default(0),
    lastTime: timestamp('last_time', { withTimezone: true }).notNull().defaultNow(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    // The public list reads it in order: shown words by people, newest first on a tie.
    index('search_keywords_shown_idx')
      .on(t.count.desc().nullsFirst(), t.lastTime.desc().nullsFirst())
      .where(sql`hidden = false`),
  ],
);

/**
 * Who searched a hot keyword: a member (`u:<id>`) or a visitor's client IP (`ip:<hmac>`,
 * never the address itself). One row per person and word, its time refreshed by a repeat
 * search, so a keyword's people are the rows inside the window.
 */
export const searchKeywordSearchers = pgTable(
  'search_keyword_searchers',
  {
    keyword: text('keyword').notNull(),
    searcher: text('searcher').notNull(),
    searchTime: timestamp('search_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.keyword, t.searcher] }),
    // The per-person daily cap counts one searcher's recent words.
    index('search_keyword_searchers_searcher_idx').on(t.searcher, t.searchTime),
    // Housekeeping drops rows older than the window.
    index('search_keyword_searchers_time_idx').on(t.searchTime),
  ],
);
