import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Medal definitions (勋章, docs/growth.md "Medals", docs/admin-rewards.md), managed by admins
 * in the console. `key` is the stable name user_medals and the automatic triggers use; it is
 * never changed once made. An automatic medal's `trigger` is code (modules/medal), so an
 * admin may tune its threshold and words but never invent a new condition: a medal made in
 * the console is manual. The migration seeded the seven medals of the first release with
 * the keys they had as constants, so existing awards stay valid.
 */
export const medals = pgTable(
  'medals',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** A badge under /app/medals/ or an uploaded picture (/uploads/images/…). */
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    /** How to earn it, in the words the medal pages show. */
    condition: text('condition').notNull(),
    /** MedalKind: auto or manual. */
    kind: text('kind').notNull(),
    /** MedalTrigger of an automatic medal; null for a manual one. */
    trigger: text('trigger'),
    /** The count an automatic medal's trigger must reach (≥); null for a manual one. */
    threshold: integer('threshold'),
    /** A disabled medal is not shown on the medal pages and is not awarded; awards are kept. */
    enabled: boolean('enabled').notNull().default(true),
    /** Display order, ascending (ties by id). */
    sortOrder: integer('sort_order').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('medals_key_idx').on(t.key), uniqueIndex('medals_name_idx').on(t.name)],
);
