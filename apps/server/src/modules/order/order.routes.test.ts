import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MSG,
  ORDER_AUTO_COMPLETE_MS,
  ORDER_PAY_TIMEOUT_MS,
  ORDER_STATE,
  STORE_MSG,
  USER_ROLE,
  type Address,
  type Order,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { buildGoods } from '../../../test/store-fixtures';
import { giveCoupon, ok, refusal } from '../../../test/store-helpers';
import { goods, messages, staffAuditLog, userCoupons } from '../../db/schema';
import { completeShippedOrders, expireUnpaidOrders } from './order.service';
import { findCounterDrift } from '../../db/consistency';

/*
 * Addresses, checkout with coupons, the order state machine and its refusals, stock under
 * concurrency, the timeout job, and staff fulfilment (docs/store.md).
 */

const clock = testClock(Date.UTC(2026, 10, 28, 4, 0, 0));
let t: TestApp;
let buyer: ReturnType<typeof callAs>;
let rival: ReturnType<typeof callAs>;
let staff: ReturnType<typeof callAs>;
let buyerId = 0;
let addressId = 0;

const address = {
  name: '张三',
  phone: '13800138000',
  region: '广东省 深圳市',
  detail: '科技园 1 栋',
};

async function order(goodsId: number, extra: Record<string, unknown> = {}, who = buyer) {
  return ok<Order>(
    who('POST', '/web/order/create', {
      goods_id: goodsId,
      quantity: 1,
      address_id: addressId,
      ...extra,
    }),
  );
}

async function stockOf(id: number) {
  const [row] = await t.db.select().from(goods).where(eq(goods.id, id));
  return row!;
}

/** Pays through the dev sandbox: payment/create then its 确认支付. */
async function pay(orderId: number, who = buyer) {
  const payment = await ok<{ id: number }>(
    who('POST', '/web/payment/create', { order_id: orderId, provider: 'dev' }),
  );
  return ok<{ paid: boolean; state: number }>(
    who('POST', '/web/payment/dev/confirm', { payment_id: payment.id }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const b = await buildUser(t.db, { createTime: year });
  const r = await buildUser(t.db, { createTime: year });
  const s = await buildUser(t.db, { createTime: year, role: USER_ROLE.admin });
  buyerId = b.id;
  buyer = callAs(t.app, await loginAs(t.db, b));
  rival = callAs(t.app, await loginAs(t.db, r));
  staff = callAs(t.app, await loginAs(t.db, s));
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('address book', () => {
  it('the first address becomes the default; a second marked default takes over', async () => {
    const first = await ok<Address>(buyer('POST', '/web/address/create', address));
    expect(first.is_default).toBe(1);
    const second = await ok<Address>(
      buyer('POST', '/web/address/create', { ...address, name: '李四', is_default: 1 }),
    );
    const list = await ok<{ data: Address[] }>(buyer('GET', '/web/address/list'));
    expect(list.data.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    addressId = second.id;
  });

  it('refuses a bad phone and empty fields with their messages', async () => {
    expect(
      await refusal(buyer('POST', '/web/address/create', { ...address, phone: '12345' })),
    ).toEqual([422, `phone: ${MSG.phoneInvalid}`]);
    expect(
      await refusal(buyer('POST', '/web/address/create', { ...address, detail: ' ' })),
    ).toEqual([422, `detail: ${STORE_MSG.addressDetailRequired}`]);
  });

  it("someone else's address is 404, for edit, delete and checkout", async () => {
    expect(
      await refusal(rival('POST', '/web/address/update', { ...address, id: addressId })),
    ).toEqual([404, STORE_MSG.addressNotFound]);
    expect(await refusal(rival('POST', '/web/address/delete', { id: addressId }))).toEqual([
      404,
      STORE_MSG.addressNotFound,
    ]);
    const g = await buildGoods(t.db);
    expect(
      await refusal(
        rival('POST', '/web/order/create', { goods_id: g.id, quantity: 1, address_id: addressId }),
      ),
    ).toEqual([404, STORE_MSG.addressNotFound]);
  });

  it('keeps at most 20, and deleting the default promotes another', async () => {
    const u = await buildUser(t.db, { createTime: new Date(clock() - 365 * 86_400_000) });
    const me = callAs(t.app, await loginAs(t.db, u));
    const made: Address[] = [];
    for (let i = 0; i < 20; i += 1)
      made.push(await ok<Address>(me('POST', '/web/address/create', address)));
    expect(await refusal(me('POST', '/web/address/create', address))).toEqual([
      409,
      STORE_MSG.addressTooMany,
    ]);
    await ok(me('POST', '/web/address/delete', { id: made[0]!.id }));
    const list = await ok<{ data: Address[] }>(me('GET', '/web/address/list'));
    expect(list.data.filter((a) => a.is_default === 1)).toHaveLength(1);
  });
});

describe('checkout', () => {
  it('reserves stock, copies the address and sets a 30-minute deadline', async () => {
    const g = await buildGoods(t.db, { stock: 5, price: 2500 });
    const o = await order(g.id, { quantity: 2 });
    expect(o).toMatchObject({
      state: ORDER_STATE.created,
      state_text: '待付款',
      amount: 5000,
      pay_amount: 5000,
    });
    expect(o.address?.name).toBe('李四');
    expect(o.pay_deadline - o.create_time).toBe(ORDER_PAY_TIMEOUT_MS / 1000);
    expect((await stockOf(g.id)).stock).toBe(3);
    expect(
      await refusal(
        buyer('POST', '/web/order/create', { goods_id: g.id, quantity: 4, address_id: addressId }),
      ),
    ).toEqual([409, STORE_MSG.goodsStockShort]);
  });

  it('refuses an off-sale good, a bad quantity and a missing address', async () => {
    const off = await buildGoods(t.db, { status: 0 });
    expect(
      await refusal(
        buyer('POST', '/web/order/create', {
          goods_id: off.id,
          quantity: 1,
          address_id: addressId,
        }),
      ),
    ).toEqual([404, STORE_MSG.goodsNotFound]);
    expect(
      await refusal(
        buyer('POST', '/web/order/create', {
          goods_id: off.id,
          quantity: 0,
          address_id: addressId,
        }),
      ),
    ).toEqual([422, `quantity: ${STORE_MSG.quantityInvalid}`]);
    expect(
      await refusal(buyer('POST', '/web/order/create', { goods_id: off.id, quantity: 1 })),
    ).toEqual([422, `address_id: ${STORE_MSG.addressRequired}`]);
  });

  it('applies one coupon: graphix lists it, the order takes it, a second use is refused', async () => {
    const g = await buildGoods(t.db, { price: 3000 });
    const c = await giveCoupon(t.db, buyerId, clock(), { discountFee: 500, minFee: 2000 });
    const usable = await ok<{ data: { id: number; deduct: number }[] }>(
      buyer('GET', '/web/discount/graphix?amount=3000'),
    );
    expect(usable.data.find((u) => u.id === c.id)?.deduct).toBe(500);
    const below = await ok<{ data: { id: number }[] }>(
      buyer('GET', '/web/discount/graphix?amount=1000'),
    );
    expect(below.data.some((u) => u.id === c.id)).toBe(false);

    const o = await order(g.id, { coupon_id: c.id });
    expect(o).toMatchObject({
      amount: 3000,
      discount: 500,
      pay_amount: 2500,
      coupon_name: '满减券',
    });
    expect(
      await refusal(
        buyer('POST', '/web/order/create', {
          goods_id: g.id,
          quantity: 1,
          address_id: addressId,
          coupon_id: c.id,
        }),
      ),
    ).toEqual([409, STORE_MSG.couponUnusable]);
    // Cancelling hands the coupon back.
    await ok(buyer('POST', '/web/order/cancel', { order_id: o.id }));
    const [claim] = await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, c.id));
    expect(claim?.useTime).toBeNull();
  });

  it("refuses a coupon below its threshold, someone else's, and an expired one", async () => {
    const g = await buildGoods(t.db, { price: 1000 });
    const high = await giveCoupon(t.db, buyerId, clock(), { minFee: 5000 });
    expect(
      await refusal(
        buyer('POST', '/web/order/create', {
          goods_id: g.id,
          quantity: 1,
          address_id: addressId,
          coupon_id: high.id,
        }),
      ),
    ).toEqual([409, '订单金额满 50.00 元才能使用这张优惠券']);
    const theirs = await giveCoupon(t.db, buyerId + 1, clock());
    expect(
      await refusal(
        buyer('POST', '/web/order/create', {
          goods_id: g.id,
          quantity: 1,
          address_id: addressId,
          coupon_id: theirs.id,
        }),
      ),
    ).toEqual([409, STORE_MSG.couponUnusable]);
    const old = await giveCoupon(t.db, buyerId, clock() - 40 * 86_400_000, { days: 30 });
    expect(
      await refusal(
        buyer('POST', '/web/order/create', {
          goods_id: g.id,
          quantity: 1,
          address_id: addressId,
          coupon_id: old.id,
        }),
      ),
    ).toEqual([409, STORE_MSG.couponUnusable]);
  });

  it('never takes the price below 1 分', async () => {
    const g = await buildGoods(t.db, { price: 300 });
    const big = await giveCoupon(t.db, buyerId, clock(), { discountFee: 1000 });
    const o = await order(g.id, { coupon_id: big.id });
    expect(o).toMatchObject({ amount: 300, discount: 299, pay_amount: 1 });
  });
});

describe('the state machine', () => {
  it('created → paid → shipped → completed, with every wrong move a 409 naming the state', async () => {
    const g = await buildGoods(t.db, { stock: 3 });
    const o = await order(g.id);
    expect(await refusal(buyer('POST', '/web/order/confirm', { order_id: o.id }))).toEqual([
      409,
      '订单当前「待付款」，不能确认收货',
    ]);
    expect(
      await refusal(
        staff('POST', `/web/admin/store/orders/ship/${o.id}`, {
          carrier: '顺丰',
          tracking_no: 'SF1234567890',
        }),
      ),
    ).toEqual([409, '订单当前「待付款」，不能发货']);
    expect(await pay(o.id)).toMatchObject({ paid: true, state: ORDER_STATE.paid });
    expect((await stockOf(g.id)).sold).toBe(1);
    expect(await refusal(buyer('POST', '/web/order/cancel', { order_id: o.id }))).toEqual([
      409,
      '订单当前「待发货」，不能取消',
    ]);
    const shipped = await ok<Order>(
      staff('POST', `/web/admin/store/orders/ship/${o.id}`, {
        carrier: '顺丰',
        tracking_no: 'SF1234567890',
      }),
    );
    expect(shipped).toMatchObject({
      state: ORDER_STATE.shipped,
      carrier: '顺丰',
      tracking_no: 'SF1234567890',
    });
    const done = await ok<Order>(buyer('POST', '/web/order/confirm', { order_id: o.id }));
    expect(done.state_text).toBe('已完成');
    expect(
      await refusal(buyer('POST', '/web/order/refund', { order_id: o.id, reason: '不想要了' })),
    ).toEqual([409, '订单当前「已完成」，不能申请退款']);
    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `order:${o.id}`));
    expect(audit.map((a) => a.action)).toEqual(['order.ship']);
  });

  it('paid → refunding → refunded gives the stock back; refunding twice is refused', async () => {
    const g = await buildGoods(t.db, { stock: 2 });
    const o = await order(g.id);
    await pay(o.id);
    expect(await refusal(staff('POST', `/web/admin/store/orders/refund/${o.id}`))).toEqual([
      409,
      '订单当前「待发货」，不能退款',
    ]);
    const asked = await ok<Order>(
      buyer('POST', '/web/order/refund', { order_id: o.id, reason: '拍错了' }),
    );
    expect(asked).toMatchObject({ state: ORDER_STATE.refunding, refund_reason: '拍错了' });
    const refunded = await ok<Order>(staff('POST', `/web/admin/store/orders/refund/${o.id}`));
    expect(refunded.state_text).toBe('已退款');
    expect(await stockOf(g.id)).toMatchObject({ stock: 2, sold: 0 });
    expect(await refusal(staff('POST', `/web/admin/store/orders/refund/${o.id}`))).toEqual([
      409,
      '订单当前「已退款」，不能退款',
    ]);
  });

  it('staff refuse a refund with a reason: back to 待发货 or 已发货, the buyer told, audited', async () => {
    const g = await buildGoods(t.db, { stock: 3 });
    const unshipped = await order(g.id);
    await pay(unshipped.id);
    await ok(buyer('POST', '/web/order/refund', { order_id: unshipped.id, reason: '不想要了' }));
    expect(
      await refusal(staff('POST', `/web/admin/store/orders/refuse-refund/${unshipped.id}`, {})),
    ).toEqual([422, `reason: ${STORE_MSG.refundReplyRequired}`]);
    expect(
      await refusal(
        buyer('POST', `/web/admin/store/orders/refuse-refund/${unshipped.id}`, { reason: '不行' }),
      ),
    ).toEqual([403, MSG.adminOnly]);
    const back = await ok<Order>(
      staff('POST', `/web/admin/store/orders/refuse-refund/${unshipped.id}`, {
        reason: '定制商品已开始生产，无法退款',
      }),
    );
    expect(back).toMatchObject({
      state: ORDER_STATE.paid,
      refund_reply: '定制商品已开始生产，无法退款',
    });
    expect((await stockOf(g.id)).sold).toBe(1);

    const shipped = await order(g.id);
    await pay(shipped.id);
    await ok(
      staff('POST', `/web/admin/store/orders/ship/${shipped.id}`, {
        carrier: '顺丰速运',
        tracking_no: 'SF1234567890',
      }),
    );
    await ok(buyer('POST', '/web/order/refund', { order_id: shipped.id, reason: '发错颜色' }));
    const again = await ok<Order>(
      staff('POST', `/web/admin/store/orders/refuse-refund/${shipped.id}`, {
        reason: '请先寄回再申请',
      }),
    );
    expect(again.state_text).toBe('已发货');
    expect(
      await refusal(
        staff('POST', `/web/admin/store/orders/refuse-refund/${shipped.id}`, { reason: '再拒' }),
      ),
    ).toEqual([409, '订单当前「已发货」，不能拒绝退款']);

    const told = await t.db.select().from(messages).where(eq(messages.userId, buyerId));
    expect(told.filter((m) => m.title === '退款申请未通过')).toHaveLength(2);
    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `order:${shipped.id}`));
    expect(audit.map((a) => a.action)).toEqual(['order.ship', 'order.refuse_refund']);
  });

  it('a shipped order completes by itself 15 days after shipping, not before', async () => {
    const g = await buildGoods(t.db, { stock: 1 });
    const o = await order(g.id);
    await pay(o.id);
    await ok(
      staff('POST', `/web/admin/store/orders/ship/${o.id}`, {
        carrier: '中通快递',
        tracking_no: 'ZT7788990011',
      }),
    );
    expect(await completeShippedOrders(t.db, clock() + ORDER_AUTO_COMPLETE_MS - 1000)).toBe(0);
    expect(
      await completeShippedOrders(t.db, clock() + ORDER_AUTO_COMPLETE_MS + 1000),
    ).toBeGreaterThanOrEqual(1);
    const after = await ok<Order>(buyer('GET', `/web/order/detail/${o.id}`));
    expect(after.state_text).toBe('已完成');
  });

  it("every good's 已售 agrees with its paid, unrefunded orders after all the moves above", async () => {
    expect((await findCounterDrift(t.db)).filter((d) => d.table === 'goods')).toEqual([]);
  });

  it("someone else's order is 404 for every member action", async () => {
    const g = await buildGoods(t.db);
    const o = await order(g.id);
    for (const [url, payload] of [
      ['/web/order/cancel', { order_id: o.id }],
      ['/web/order/confirm', { order_id: o.id }],
      ['/web/order/refund', { order_id: o.id, reason: '想退' }],
      ['/web/payment/poll', { order_id: o.id }],
      ['/web/payment/create', { order_id: o.id, provider: 'dev' }],
    ] as const)
      expect(await refusal(rival('POST', url, payload))).toEqual([404, STORE_MSG.orderNotFound]);
    expect(await refusal(rival('GET', `/web/order/detail/${o.id}`))).toEqual([
      404,
      STORE_MSG.orderNotFound,
    ]);
  });

  it('my_order/list pages my orders newest first and filters by state', async () => {
    const all = await ok<{ data: Order[]; paginate: { total: number } }>(
      buyer('GET', '/web/my_order/list?page=1&page_size=50'),
    );
    expect(all.data.length).toBeGreaterThan(3);
    expect(all.data[0]!.id).toBeGreaterThan(all.data[1]!.id);
    const done = await ok<{ data: Order[] }>(
      buyer('GET', `/web/my_order/list?state=${ORDER_STATE.completed}`),
    );
    expect(done.data.every((o) => o.state === ORDER_STATE.completed)).toBe(true);
    expect(await refusal(buyer('GET', '/web/my_order/list?state=9'))).toEqual([
      422,
      `state: ${STORE_MSG.orderStateFilterInvalid}`,
    ]);
    const none = await ok<{ data: Order[] }>(rival('GET', '/web/my_order/list'));
    expect(none.data).toEqual([]);
  });

  it('an unpaid order is cancelled after 30 minutes, its stock returned', async () => {
    const g = await buildGoods(t.db, { stock: 1 });
    const o = await order(g.id);
    expect(await expireUnpaidOrders(t.db, clock() + ORDER_PAY_TIMEOUT_MS - 1000)).toBe(0);
    expect(
      await expireUnpaidOrders(t.db, clock() + ORDER_PAY_TIMEOUT_MS + 1000),
    ).toBeGreaterThanOrEqual(1);
    const after = await ok<Order>(buyer('GET', `/web/order/detail/${o.id}`));
    expect(after.state_text).toBe('已取消');
    expect((await stockOf(g.id)).stock).toBe(1);
    expect(
      await refusal(buyer('POST', '/web/payment/create', { order_id: o.id, provider: 'dev' })),
    ).toEqual([409, '订单当前「已取消」，不能付款']);
  });
});

describe('stock under concurrency', () => {
  it('30 buyers at once for 10 pieces: exactly 10 orders, stock 0', async () => {
    const g = await buildGoods(t.db, { stock: 10 });
    const year = new Date(clock() - 365 * 86_400_000);
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const u = await buildUser(t.db, { createTime: year });
        const me = callAs(t.app, await loginAs(t.db, u));
        const a = await ok<Address>(me('POST', '/web/address/create', address));
        return { me, addressId: a.id };
      }),
    );
    const results = await Promise.all(
      buyers.map(({ me, addressId: aid }) =>
        me('POST', '/web/order/create', { goods_id: g.id, quantity: 1, address_id: aid }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    expect((await stockOf(g.id)).stock).toBe(0);
  }, 60_000);
});
