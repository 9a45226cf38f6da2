import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { userCoupons } from './rewards';

/*
 * The store, orders and payments (docs/store.md). Money is integer fen. Stock is reserved
 * by a conditional UPDATE (stock >= qty) and the CHECK below makes overselling impossible
 * even for a query that forgot the condition.
 */

/** A good (商品). `pflag` 1 is a pre-order (预售, SPEC §3 store advance data). */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Sanitized HTML (the post allowlist). */
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Pieces in paid orders (refunds give them back): derived from orders by consistency. */
    sold: integer('sold').notNull().default(0),
    pflag: smallint('pflag').notNull().default(0),
    shipNote: text('ship_note').notNull().default(''),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_stock_nonnegative', sql`${t.stock} >= 0`),
    index('goods_shelf_idx').on(t.status, t.sort, t.id.desc()),
  ],
);

/** The shipping address book (收货地址), at most 20 a member. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    detail: text('detail').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

export interface OrderAddress {
  name: string;
  phone: string;
  region: string;
  detail: string;
}

/**
 * An order: one line of one payable kind (a good today; a spec support or a campaign
 * later), with the address and coupon it was placed with copied in. `state` changes only
 * through modules/order/order-machine.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    pflag: smallint('pflag').notNull().default(0),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    userCouponId: integer('user_coupon_id').references(() => userCoupons.id),
    couponName: text('coupon_name').notNull().default(''),
    address: jsonb('address').$type<OrderAddress | null>(),
    state: smallint('state').notNull().default(0),
    payProvider: text('pay_provider').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    refundReason: text('refund_reason').notNull().default(''),
    // Staff's answer when they refuse a refund; the buyer reads it on the order.
    refundReply: text('refund_reply').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    shipTime: timestamp('ship_time', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_no_idx').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.id.desc()),
    index('orders_state_idx').on(t.state, t.id.desc()),
    // The housekeeping job's walk: unpaid orders past their deadline.
    index('orders_unpaid_idx')
      .on(t.payDeadline)
      .where(sql`${t.state} = 0`),
    check('orders_pay_amount_positive', sql`${t.payAmount} >= 1`),
  ],
);

/**
 * One attempt to pay an order with one provider. `out_trade_no` is what the provider
 * knows it by; the provider's own transaction id is unique per provider, so a replayed
 * notification can never record a second payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    channel: text('channel').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    amount: integer('amount').notNull(),
    /** PaymentState. */
    state: smallint('state').notNull().default(0),
    codeUrl: text('code_url').notNull().default(''),
    payUrl: text('pay_url').notNull().default(''),
    /** JSAPI's getBrandWCPayRequest arguments (channel jsapi), kept for a reload. */
    jsapiParams: jsonb('jsapi_params'),
    transactionId: text('transaction_id'),
    notifyBody: jsonb('notify_body'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    /** RefundStatus once a refund was asked for; '' before. */
    refundStatus: text('refund_status').notNull().default(''),
    /** The provider's last refund notification (WeChat REFUND.*), decoded. */
    refundNotify: jsonb('refund_notify'),
    refundTime: timestamp('refund_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_out_trade_no_idx').on(t.outTradeNo),
    uniqueIndex('payments_transaction_idx').on(t.provider, t.transactionId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/**
 * The buyer's openid under the pay app id (a 公众号): JSAPI payments need it, and only
 * 公众号 OAuth gives it (the website-login openid belongs to another app). Kept per member
 * and app id, so the OAuth round trip happens once.
 */
export const wechatPayOpenids = pgTable(
  'wechat_pay_openids',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: text('app_id').notNull(),
    openid: text('openid').notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wechat_pay_openids_user_app_idx').on(t.userId, t.appId)],
);

/**
 * A 公众号 OAuth round trip under way: the state WeChat carries back names the member who
 * asked and where to return. Used once; expired rows are swept by housekeeping.
 */
export const wechatPayOauth = pgTable(
  'wechat_pay_oauth',
  {
    state: text('state').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    back: text('back').notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_pay_oauth_expire_idx').on(t.expireTime)],
);
