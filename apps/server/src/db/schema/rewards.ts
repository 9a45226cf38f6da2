import {
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

/**
 * Medals a member holds. The medal definitions (name, image, condition) are data in
 * packages/shared constants/medal.ts, one place for server and site; a row here is one
 * award, and the primary key makes every medal at most once per member however many
 * triggers race for it.
 */
export const userMedals = pgTable(
  'user_medals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MEDALS key (shared constants). */
    medalKey: text('medal_key').notNull(),
    /** The admin who awarded it; null for an automatic award. */
    awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Unseen awards are the header's 成就 count until the member opens the medal page. */
    seen: smallint('seen').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.medalKey] })],
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
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
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
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_coupons_once_idx').on(t.userId, t.couponId),
    uniqueIndex('user_coupons_code_idx').on(t.code),
  ],
);
