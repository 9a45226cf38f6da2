import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './forum';
import { users } from './users';

/**
 * Posts staff deleted (docs/admin-community.md): the post itself stays, moved to 未通过 3 with
 * the reason, so staff can restore it as it was. While its row is here the author cannot edit
 * or resubmit it; restoring puts back `previousStatus` and deletes the row. The author deleting
 * the post for good takes this row with it.
 */
export const itemRemovals = pgTable('item_removals', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  /** The status it had before the removal, given back on restore. */
  previousStatus: smallint('previous_status').notNull(),
  /** Its reject reason before the removal (a rejected post keeps it when restored). */
  previousRejectReason: text('previous_reject_reason').notNull().default(''),
  reason: text('reason').notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});
