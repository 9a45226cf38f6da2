import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { medals } from './medals';

/**
 * Medals a member holds. The definitions are the `medals` table (managed in the console);
 * a row here is one award, and the primary key makes every medal at most once per member
 * however many triggers race for it. An admin may revoke an award (the row goes).
 */
export const userMedals = pgTable(
  'user_medals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** medals.key. */
    medalKey: text('medal_key')
      .notNull()
      .references(() => medals.key),
    /** The admin who awarded it; null for an automatic award. */
    awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Unseen awards are the header's 成就 count until the member opens the medal page. */
    seen: smallint('seen').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.medalKey] }),
    // A medal's holders, newest first (the console's holder list and counts).
    index('user_medals_medal_idx').on(t.medalKey, t.createTime.desc()),
  ],
);

/**
 * Privilege codes (SPEC §3 code records; §9 code types 内测兑换码 1, 沙龙门票 2; §4 status
 * 可用 0 … 已过期 4). A code is issued into the pool (user null, 可用) and moves through
 * the transitions of modules/privilege only.
 */
export const privilegeCodes = pgTable(
  'privilege_codes',
  {
    id: serial('id').primaryKey(),
    /** CodeType. */
    type: smallint('type').notNull(),
    code: text('code').notNull(),
    /** What the code is for, shown on the privilege page. */
    title: text('title').notNull().default(''),
    /** CodeStatus. */
    status: smallint('status').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    claimTime: timestamp('claim_time', { withTimezone: true }),
    redeemTime: timestamp('redeem_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privilege_codes_code_idx').on(t.code),
    index('privilege_codes_user_idx').on(t.userId, t.id.desc()),
    index('privilege_codes_pool_idx').on(t.type, t.status),
  ],
);

/** Coupon definitions (SPEC §3 coupon: id, coupon_name, discount_fee). */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  couponName: text('coupon_name').notNull(),
  /** Discount in fen (分): money never travels as a float. */
  discountFee: integer('discount_fee').notNull(),
  /** Who may claim it: 'new_user' (SPEC §5: new users only) or 'all'. */
  audience: text('audience').notNull().default('all'),
  /** Days a claimed coupon stays valid (SPEC §9: the new-user coupon 90). */
  validDays: integer('valid_days').notNull(),
  /** Spend threshold in fen, 0 for none. */
  minFee: integer('min_fee').notNull().default(0),
  description: text('description').notNull().default(''),
  /** A disabled coupon can be neither claimed nor issued; claimed ones stay usable. */
  enabled: boolean('enabled').notNull().default(true),
  /** Optional claim window: members may claim from `claimStart` (inclusive) until `claimEnd`. */
  claimStart: timestamp('claim_start', { withTimezone: true }),
  claimEnd: timestamp('claim_end', { withTimezone: true }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Coupons members claimed. Unique (user, coupon): claimable once, enforced by the
 * database so two tabs or double clicks cannot claim twice.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The code the member copies and uses at checkout. */
    code: text('code').notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    useTime: timestamp('use_time', { withTimezone: true }),
    /** The admin who issued it from the console; null when the member claimed it. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_coupons_once_idx').on(t.userId, t.couponId),
    // A coupon's claims, newest first (the console's claim list and counts).
    index('user_coupons_coupon_idx').on(t.couponId, t.id.desc()),
    uniqueIndex('user_coupons_code_idx').on(t.code),
  ],
);
