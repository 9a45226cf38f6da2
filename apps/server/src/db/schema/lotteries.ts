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
import { activities } from './activities';
import { users } from './users';

/*
 * Lotteries (docs/lottery.md): an activity of type `lottery` gets its settings here, its
 * prizes, the public entry list and the winners. The phase (未开放 … 已开奖) is derived from
 * the times and the two actions `opened_at` / `drawn_at`, never stored.
 */

/**
 * A lottery's settings and its draw. `seed` is 32 random bytes (hex) made when entries
 * open; only `seed_hash` = sha256(seed) is shown until `drawn_at`. `lottery_type` is the
 * shared LotteryType (1 集电量, 2 零元抽奖, 3 帖子互动, 4 壁纸活动).
 */
export const lotteries = pgTable(
  'lotteries',
  {
    activeId: integer('active_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    lotteryType: smallint('lottery_type').notNull(),
    entryCostEle: integer('entry_cost_ele').notNull().default(0),
    maxEntriesPerMember: integer('max_entries_per_member').notNull().default(1),
    /** 壁纸活动: the wallpaper contest whose approved works earn an entry. */
    linkedActiveId: integer('linked_active_id').references(() => activities.id, {
      onDelete: 'set null',
    }),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }).notNull(),
    drawTime: timestamp('draw_time', { withTimezone: true }).notNull(),
    seedHash: text('seed_hash'),
    seed: text('seed'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lotteries_close_after_open', sql`${t.closeTime} > ${t.openTime}`),
    check('lotteries_draw_after_close', sql`${t.drawTime} >= ${t.closeTime}`),
    check('lotteries_cost_not_negative', sql`${t.entryCostEle} >= 0`),
    // The job's look-up: opened, not drawn, due.
    index('lotteries_due_idx')
      .on(t.drawTime)
      .where(sql`drawn_at is null and opened_at is not null`),
  ],
);

/** Prizes in their order (`sort`); each is `count` slots of the draw. */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => lotteries.activeId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    count: integer('count').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('lottery_prizes_active_idx').on(t.activeId, t.sort),
    check('lottery_prizes_count_positive', sql`${t.count} > 0`),
  ],
);

/**
 * One entry (抽奖码). The ids are the public list the draw runs on, sorted by id. `source`
 * bought / free / earned (LotteryEntrySource).
 */
export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => lotteries.activeId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lottery_entries_active_idx').on(t.activeId, t.id),
    index('lottery_entries_user_idx').on(t.userId, t.activeId),
  ],
);

/**
 * A winner of one prize slot, and the shipping of the prize (LotteryShipStatus: 0 待填写
 * 地址, 1 待发货, 2 已发货). One prize per member per lottery.
 */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => lotteries.activeId, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => lotteryPrizes.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => lotteryEntries.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    receiver: text('receiver').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    shipStatus: smallint('ship_status').notNull().default(0),
    trackingNo: text('tracking_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_winners_slot_idx').on(t.activeId, t.slot),
    uniqueIndex('lottery_winners_user_idx').on(t.activeId, t.userId),
    index('lottery_winners_member_idx').on(t.userId),
  ],
);
