import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The dashboard's daily aggregate (docs/admin-dashboard.md): one value per closed China day,
 * metric and dimension (a page-view source, a channel code; '' for a plain count). Written
 * once per day by the aggregate job, in one transaction per day, so a day either has every
 * row or none; the dashboard reads 30 days of it instead of scanning the content tables.
 */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.dimension] })],
);

/**
 * Who was active on which China day: a member who made at least one logged-in API call that
 * day (the site asks /web/user/info on every page). One row per member and day, written at
 * the member's first call of the day on each node (modules/dashboard/activity.ts); the
 * aggregate job keeps ACTIVITY_RETENTION_DAYS of them.
 */
export const memberActiveDays = pgTable(
  'member_active_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId] }),
    // A deleted account's rows go with it (the cascade looks them up by user).
    index('member_active_days_user_idx').on(t.userId),
  ],
);
