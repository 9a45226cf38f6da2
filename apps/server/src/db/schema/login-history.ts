import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every login that opened a session (docs/admin-users.md), written with the session by
 * SessionService.issue. Shown to admins on the console's user page; housekeeping drops rows
 * older than LOGIN_HISTORY_DAYS.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** LoginMethod: sms | password | wechat | qr. */
    method: text('method').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user's logins, newest first (the console's user page).
    index('login_history_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    // Housekeeping's sweep of old rows.
    index('login_history_time_idx').on(t.createTime),
  ],
);
