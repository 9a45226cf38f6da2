import { expect } from 'vitest';
import { coupons, userCoupons } from '../src/db/schema';
import type { Db } from '../src/db/client';

/** Envelope helpers shared by the store, order and payment tests. */

export type Res = { statusCode: number; json: <U>() => U };
const body = <T>(res: Res) => res.json<{ code: number; msg: string; data: T }>();

export async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

/** The status and message of a refusal. */
export async function refusal(res: Promise<Res>) {
  const r = await res;
  return [r.statusCode, body(r).msg] as const;
}

/** A coupon claimed by `userId`: `discountFee` off above `minFee`, valid `days`. */
export async function giveCoupon(
  db: Db,
  userId: number,
  now: number,
  { discountFee = 1000, minFee = 0, days = 30, name = '满减券' } = {},
) {
  const [coupon] = await db
    .insert(coupons)
    .values({ couponName: name, discountFee, minFee, validDays: days })
    .returning();
  await db.insert(userCoupons).values({
    userId,
    couponId: coupon!.id,
    code: `C${coupon!.id}-${userId}`,
    expireTime: new Date(now + days * 86_400_000),
    createTime: new Date(now),
  });
  return coupon!;
}
