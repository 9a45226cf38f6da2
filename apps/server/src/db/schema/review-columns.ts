import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The last moderator decision kept ON the decided thing (items, comments, replies, reports;
 * docs/admin-review.md): who, when and why. Null / '' until a moderator decides. The full
 * history (every decision, before → after) is the staff audit log; these columns answer
 * "who decided this, and why" from the row itself and feed the queue's 已处理 tab.
 * A deleted reviewer's decisions stay, with the reviewer null.
 */
export const reviewColumns = () => ({
  reviewUserId: integer('review_user_id').references(() => users.id, { onDelete: 'set null' }),
  reviewTime: timestamp('review_time', { withTimezone: true }),
  reviewReason: text('review_reason').notNull().default(''),
});
