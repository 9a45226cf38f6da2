import {
  bigserial,
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

/** One row per recorded visit (SPEC §7 page_view); append-only, read by reports by time. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    /** SPEC §9 page-view source: PC 1, search-engine relay 2, mini program 3. */
    source: smallint('source').notNull(),
    channel: text('channel').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // By time, with what the dashboard groups a day by (source, channel): index-only.
    index('page_views_time_idx').on(t.createTime, t.source, t.channel),
    index('page_views_channel_idx').on(t.channel, t.createTime),
    // GET /web/common/page_view: the visits of one page, in total and today.
    index('page_views_path_time_idx').on(t.path, t.createTime),
  ],
);

/**
 * Pictures members uploaded through /web/common/image (SPEC §7), one row each, so that
 * replace_image can tell whose a picture is. `tokenId` is the upload token spent on it
 * (POST /web/common/token): unique, so a token buys one upload. `purpose` is the token's
 * `fix` (shared UploadPurpose).
 */
export const userImages = pgTable(
  'user_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: smallint('purpose').notNull(),
    url: text('url').notNull(),
    tokenId: text('token_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_images_token_idx').on(t.tokenId),
    index('user_images_user_time_idx').on(t.userId, t.createTime),
  ],
);
