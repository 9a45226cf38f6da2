import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NEW_USER_COUPON_VALID_DAYS } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { coupons, userCoupons } from '../../db/schema';
import { RANDOM_CODE_RE } from './random-code';

const DAY = 86_400_000;
// A claim time with milliseconds, so the expiry arithmetic is checked to the millisecond.
const clock = testClock(Date.UTC(2026, 2, 1, 8, 30, 15, 250));
let t: TestApp;
let newUserCouponId: number;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const [seeded] = await t.db.select().from(coupons).where(eq(coupons.audience, 'new_user'));
  newUserCouponId = seeded!.id;
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
}
type Call = ReturnType<typeof callAs>;
const receive = (call: Call, body: object = {}) =>
  call('POST', '/web/issue/products/coupons/receive', body);
const tickets = async (call: Call) => (await call('GET', '/web/discount/ticket')).json().data;
const claimsOf = (userId: number) =>
  t.db.select().from(userCoupons).where(eq(userCoupons.userId, userId));

describe('the new-user coupon (migration 0008)', () => {
  it('exists in every database: 20 元, new users only, valid 90 days', async () => {
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, newUserCouponId));
    expect(row).toMatchObject({ discountFee: 2000, audience: 'new_user' });
    expect(row?.validDays).toBe(NEW_USER_COUPON_VALID_DAYS);
  });
});

describe('POST /web/issue/products/coupons/receive', () => {
  it('a visitor gets 401 (receive, ticket list, guide)', async () => {
    const visitor = callAs(t.app);
    expect((await receive(visitor)).statusCode).toBe(401);
    expect((await visitor('GET', '/web/discount/ticket')).statusCode).toBe(401);
    expect((await visitor('GET', '/xgo/v1/web/common/get_guide')).statusCode).toBe(401);
    expect((await visitor('POST', '/xgo/v1/web/common/set_guide', {})).statusCode).toBe(401);
  });

  it('a new user claims the new-user coupon by default: 领取成功, a copyable code, valid 90 days from now', async () => {
    const { user, call } = await member();
    const res = await receive(call);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('领取成功');
    expect(body.data).toMatchObject({
      id: newUserCouponId,
      coupon_name: '新人专享券',
      discount_fee: 2000,
      status: 0,
      status_text: '可使用',
      first_claim: true,
      use_time: null,
      claim_time: Math.floor(clock() / 1000),
    });
    expect(body.data.code).toMatch(RANDOM_CODE_RE);
    expect(body.data.code.startsWith('XK-')).toBe(true);
    const [claim] = await claimsOf(user.id);
    expect(claim!.expireTime.getTime()).toBe(clock() + NEW_USER_COUPON_VALID_DAYS * DAY);
  });

  it('usable until the last millisecond of the 90th day; 已过期 at expire_time exactly', async () => {
    const { call } = await member();
    const claimedAt = clock();
    await receive(call);
    const expireAt = claimedAt + 90 * DAY;
    expect((await tickets(call))[0].expire_time).toBe(Math.floor(expireAt / 1000));
    clock.advance(expireAt - 1 - clock());
    expect((await tickets(call))[0]).toMatchObject({ status: 0, status_text: '可使用' });
    clock.advance(1);
    expect((await tickets(call))[0]).toMatchObject({ status: 2, status_text: '已过期' });
  });

  it('claimed once: a second claim answers the same coupon with 已领取过该优惠券', async () => {
    const { user, call } = await member();
    const first = (await receive(call)).json().data;
    const again = await receive(call, { coupon_id: newUserCouponId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      msg: '已领取过该优惠券',
      data: { code: first.code, first_claim: false },
    });
    expect(await claimsOf(user.id)).toHaveLength(1);
  });

  it('concurrent double claims (two tabs, double click) make one row; exactly one is the first', async () => {
    const { user, call } = await member();
    const results = await Promise.all(Array.from({ length: 5 }, () => receive(call)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().data.first_claim)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().data.code)).size).toBe(1);
    expect(await claimsOf(user.id)).toHaveLength(1);
  });

  it('only new users: is_old 1 gets 403 该优惠券仅限新用户领取, and so does a new user after set_guide', async () => {
    const old = await member({ isOld: 1 });
    const res = await receive(old.call);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('该优惠券仅限新用户领取');
    expect(await claimsOf(old.user.id)).toHaveLength(0);

    const guided = await member();
    await guided.call('POST', '/xgo/v1/web/common/set_guide', {});
    expect((await receive(guided.call)).json().msg).toBe('该优惠券仅限新用户领取');
    // one claimed while new keeps it after becoming old
    const keeper = await member();
    const code = (await receive(keeper.call)).json().data.code;
    await keeper.call('POST', '/xgo/v1/web/common/set_guide', {});
    expect((await receive(keeper.call)).json().data).toMatchObject({ code, first_claim: false });
  });

  it('a coupon for everyone can be claimed by old users; an unknown coupon is 优惠券不存在', async () => {
    const [everyone] = await t.db
      .insert(coupons)
      .values({
        couponName: '全场满减券',
        discountFee: 550,
        audience: 'all',
        validDays: 7,
        minFee: 5000,
      })
      .returning();
    const old = await member({ isOld: 1 });
    const res = await receive(old.call, { coupon_id: everyone!.id });
    expect(res.json()).toMatchObject({
      msg: '领取成功',
      data: { id: everyone!.id, discount_fee: 550, min_fee: 5000, first_claim: true },
    });
    const missing = await receive(old.call, { coupon_id: 99_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('优惠券不存在');
    const bad = await receive(old.call, { coupon_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('coupon_id: id 必须是正整数');
  });
});

describe('GET /web/discount/ticket', () => {
  it('lists my coupons only, newest first, with 已使用 for a used one', async () => {
    const { user, call } = await member();
    const other = await member();
    expect(await tickets(call)).toEqual([]);
    await receive(call);
    clock.advance(1000);
    const [extra] = await t.db
      .insert(coupons)
      .values({ couponName: '沙龙专享券', discountFee: 1000, audience: 'all', validDays: 30 })
      .returning();
    await receive(call, { coupon_id: extra!.id });
    await receive(other.call);
    await t.db
      .update(userCoupons)
      .set({ useTime: new Date(clock()) })
      .where(and(eq(userCoupons.userId, user.id), eq(userCoupons.couponId, newUserCouponId)));
    const list = await tickets(call);
    expect(list.map((c: { id: number }) => c.id)).toEqual([extra!.id, newUserCouponId]);
    expect(list[1]).toMatchObject({
      status: 1,
      status_text: '已使用',
      use_time: Math.floor(clock() / 1000),
    });
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        'claim_time',
        'code',
        'coupon_name',
        'description',
        'discount_fee',
        'expire_time',
        'id',
        'min_fee',
        'status',
        'status_text',
        'use_time',
      ].sort(),
    );
  });
});

describe('the guide: get_guide / set_guide', () => {
  it('a new user is shown the guide; set_guide makes is_old 1 for the caller only, idempotently', async () => {
    const a = await member();
    const b = await member();
    expect((await a.call('GET', '/xgo/v1/web/common/get_guide')).json().data).toEqual({
      is_old: 0,
      show_guide: true,
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await a.call('POST', '/xgo/v1/web/common/set_guide', { user_id: b.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ is_old: 1, show_guide: false });
    }
    expect((await a.call('GET', '/xgo/v1/web/common/get_guide')).json().data.show_guide).toBe(
      false,
    );
    expect((await a.call('GET', '/web/user/info')).json().data.is_old).toBe(1);
    expect((await b.call('GET', '/xgo/v1/web/common/get_guide')).json().data).toEqual({
      is_old: 0,
      show_guide: true,
    });
  });
});
