import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * SPEC §3 popup items (id, url, image, name): what the site asks for by `url`; the sign-in
 * popup is the one with url `signin` (a migration creates it, so a clean install has one).
 * Disabled (is_show 0) it is not shown at all.
 */
export const popupItems = pgTable(
  'popup_items',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    isShow: smallint('is_show').notNull().default(1),
  },
  (t) => [uniqueIndex('popup_items_url_key').on(t.url)],
);

/**
 * Notices (公告). A published one shows from its publish_time (a later time schedules it);
 * the content is sanitized HTML. Pinned ones list first.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** NOTICE_STATUS: 0 draft, 1 published. */
    status: smallint('status').notNull().default(0),
    isTop: smallint('is_top').notNull().default(0),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_published_idx').on(t.status, t.publishTime, t.id)],
);

/**
 * The newest notice each member has seen (set when they open the notice list): the header's
 * 新 marker is on while a visible notice is newer, by (publish_time, id), than this one.
 * The time is kept beside the id so a deleted notice still marks the point.
 */
export const noticeReads = pgTable('notice_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  noticeId: integer('notice_id').notNull(),
  publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
});
