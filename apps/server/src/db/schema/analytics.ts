import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    index('page_views_time_idx').on(t.createTime),
    index('page_views_channel_idx').on(t.channel, t.createTime),
  ],
);
