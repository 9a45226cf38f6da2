import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './forum';
import { users } from './users';

/*
 * 流浪计划 (docs/liulang.md): rounds made by staff, one application per member per round,
 * and one deposit per selected application. The device chain is the selected applications
 * in `chain_order`; who holds the device is derived from their start/ship times.
 */

/** A round (期). LIULANG_ROUND_STATUS: 0 draft, 1 published, 2 ended. Money in fen. */
export const liulangRounds = pgTable(
  'liulang_rounds',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    device: text('device').notNull(),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    depositFen: integer('deposit_fen').notNull().default(0),
    signupStart: timestamp('signup_start', { withTimezone: true }).notNull(),
    signupEnd: timestamp('signup_end', { withTimezone: true }).notNull(),
    experienceDays: integer('experience_days').notNull(),
    places: integer('places').notNull(),
    rewardEle: integer('reward_ele').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('liulang_rounds_window', sql`${t.signupEnd} > ${t.signupStart}`),
    check('liulang_rounds_deposit', sql`${t.depositFen} >= 0`),
    index('liulang_rounds_status_idx').on(t.status, t.id),
  ],
);

/**
 * An application. LIULANG_APPLY_STATUS: 0 pending, 1 selected, 2 rejected, 3 forfeited.
 * `chain_order` is given at selection (1, 2, … in the order staff selected): the route of the
 * device. `start_time` is when the holder confirmed receipt; `ship_time` when they shipped it
 * on with `carrier` + `tracking_no`; `report_item_id` the report post they linked for the
 * reward, `rewarded_at` when the electricity was paid (once).
 */
export const liulangApplications = pgTable(
  'liulang_applications',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => liulangRounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    receiver: text('receiver').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    chainOrder: integer('chain_order'),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }),
    shipTime: timestamp('ship_time', { withTimezone: true }),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    reportItemId: integer('report_item_id').references(() => items.id, { onDelete: 'set null' }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per member per round (the rule, enforced by the database too).
    uniqueIndex('liulang_applications_member').on(t.roundId, t.userId),
    uniqueIndex('liulang_applications_chain')
      .on(t.roundId, t.chainOrder)
      .where(sql`chain_order is not null`),
  ],
);

/** A deposit (押金) of a selected application. LIULANG_DEPOSIT_STATUS: 0 pending, 1 paid, 2 refunded. */
export const liulangDeposits = pgTable(
  'liulang_deposits',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => liulangApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('liulang_deposits_application').on(t.applicationId)],
);
