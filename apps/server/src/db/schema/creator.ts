import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * The creator domain (研究室 · 实验室, docs/creator.md). A spec (规格书) is a creative
 * master's hardware project specification; later issues hang challenges, designs and
 * supports off `specs.id`, and add their own columns here, so this is its first slice.
 */

/**
 * A spec. SPEC_STATUS: 0 draft, 1 published (公开征集), 2 cancelled; only a published one
 * is public. `price` is in fen, 0 未定价. Counters move in the transaction that writes the
 * row they count (thumbs and comments of comment type 8; collect_count stays 0 until SPEC
 * gives specs a collect source), so they always agree with those rows (db/consistency.ts).
 */
export const specs = pgTable(
  'specs',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts, the post allowlist). */
    content: text('content').notNull(),
    price: integer('price').notNull().default(0),
    status: smallint('status').notNull().default(0),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('specs_status_idx').on(t.status, t.id),
    index('specs_creator_idx').on(t.creatorId, t.id),
  ],
);
