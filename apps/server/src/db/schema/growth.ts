import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The electricity ledger (docs/growth.md): every change of users.ele is one row here,
 * written in the same transaction as the balance (modules/growth/ledger.ts is the only
 * writer), so users.ele always equals the sum of a member's rows. Append-only: a taking
 * back is a new negative row, never an update or delete.
 */
export const eleRecords = pgTable(
  'ele_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: awards are positive, taking back negative. */
    amount: integer('amount').notNull(),
    /** EleReason (packages/shared constants/electricity). */
    reason: smallint('reason').notNull(),
    /**
     * What earned it, e.g. `item:12`, `thumb:12:7`, `comment:40`, `signin:2025-05-01`. A
     * taking back carries the source it takes back, so a source's rows sum to what it
     * still pays.
     */
    source: text('source').notNull().default(''),
    /** The post the row is about (null for sign-in): deleting the post takes all back. */
    itemId: integer('item_id'),
    /** The China calendar day (Asia/Shanghai) of the row: daily caps count by it. */
    day: date('day', { mode: 'string' }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The member's history, newest first (/web/user/point).
    index('ele_records_user_time_idx').on(
      t.userId,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Daily caps: today's awards of one reason.
    index('ele_records_user_reason_day_idx').on(t.userId, t.reason, t.day),
    index('ele_records_source_idx').on(t.source),
    index('ele_records_item_idx').on(t.itemId),
    // The dashboard's electricity issued and spent of a day: index-only by day.
    index('ele_records_day_idx').on(t.day, t.amount),
  ],
);

/**
 * Daily sign-ins: the primary key (user, China day) is what makes "once per day" hold
 * under double clicks and two tabs; the insert that loses the race changes nothing.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days up to and including this one (SPEC §3 last_days). */
    streak: integer('streak').notNull(),
    amount: integer('amount').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The dashboard's sign-ins of a day (modules/dashboard).
    index('sign_ins_day_idx').on(t.day),
  ],
);

/**
 * The day the sign-in popup was last shown to a member (issue 13 point 8: once per day per
 * member across tabs and devices). One row per member; claiming today's popup is one upsert
 * that changes the row only when its day is another, so of two tabs exactly one shows it.
 */
export const signInPopups = pgTable('sign_in_popups', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
});
