import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 意见反馈 (SPEC §7 /web/opinion/commit; docs/feedback.md). `images` are the member's own
 * uploads (user_images, purpose 意见反馈), checked when sent. Staff answer in the console:
 * `answer`, who (`answer_by`, null once that account is gone) and when.
 */
export const opinions = pgTable(
  'opinions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** OPINION_TYPE */
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull().default(''),
    /** OPINION_STATUS: 0 待处理, 1 已回复, 2 已关闭 */
    status: smallint('status').notNull().default(0),
    answer: text('answer').notNull().default(''),
    answerBy: integer('answer_by').references(() => users.id, { onDelete: 'set null' }),
    answerTime: timestamp('answer_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('opinions_user_idx').on(t.userId, t.id),
    index('opinions_status_idx').on(t.status, t.id),
  ],
);

/**
 * Pages of the site whose text admins write (关于我们 about / contact, SitePageKey):
 * sanitized HTML. A page never saved shows the built-in short text of the site.
 */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
