import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ORDER_MIN_PAY_FEE, STORE_MSG, couponThresholdMessage } from '@xinke/shared';
import type { Db } from '../../db/client';
import { coupons, userCoupons } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/*
 * Coupons at checkout (docs/store.md): only the member's own claimed coupon, unused and
 * unexpired, its threshold met, one per order, never taking the price below 1 分. It is
 * marked used in the order's transaction and handed back when the order is cancelled.
 */

/** What a coupon takes off `amount`: its face value, capped so 1 分 is left to pay. */
export function deductOf(discountFee: number, amount: number): number {
  return Math.max(0, Math.min(discountFee, amount - ORDER_MIN_PAY_FEE));
}

/** The member's unused, unexpired claims, with their coupon. */
function liveClaims(db: Db, userId: number, now: number) {
  return db
    .select({ coupon: coupons, claim: userCoupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        isNull(userCoupons.useTime),
        gt(userCoupons.expireTime, new Date(now)),
      ),
    )
    .orderBy(asc(userCoupons.expireTime));
}

/** GET /web/discount/graphix: the coupons usable on `amount`, the biggest saving first. */
export async function usableCoupons(db: Db, userId: number, amount: number, now: number) {
  const rows = await liveClaims(db, userId, now);
  return rows
    .filter((r) => r.coupon.minFee <= amount)
    .map((r) => ({ ...r, deduct: deductOf(r.coupon.discountFee, amount) }))
    .sort((a, b) => b.deduct - a.deduct);
}

export interface TakenCoupon {
  userCouponId: number;
  name: string;
  discount: number;
}

/**
 * Marks the member's claim of `couponId` used for an order of `amount`. The UPDATE's
 * `use_time IS NULL` makes it once: of two orders racing for one coupon, one gets it.
 */
export async function takeCoupon(
  tx: Db,
  userId: number,
  couponId: number,
  amount: number,
  now: number,
): Promise<TakenCoupon> {
  const [row] = await tx
    .select({ coupon: coupons, claim: userCoupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)))
    .limit(1);
  if (!row || row.claim.useTime || row.claim.expireTime.getTime() <= now)
    throw AppError.conflict(STORE_MSG.couponUnusable);
  if (row.coupon.minFee > amount)
    throw AppError.conflict(couponThresholdMessage(row.coupon.minFee));
  const [used] = await tx
    .update(userCoupons)
    .set({ useTime: new Date(now) })
    .where(and(eq(userCoupons.id, row.claim.id), isNull(userCoupons.useTime)))
    .returning({ id: userCoupons.id });
  if (!used) throw AppError.conflict(STORE_MSG.couponUnusable);
  return {
    userCouponId: row.claim.id,
    name: row.coupon.couponName,
    discount: deductOf(row.coupon.discountFee, amount),
  };
}

/** A cancelled order's coupon becomes usable again (if it has not expired meanwhile, it is). */
export async function returnCoupon(tx: Db, userCouponId: number | null): Promise<void> {
  if (userCouponId === null) return;
  await tx.update(userCoupons).set({ useTime: null }).where(eq(userCoupons.id, userCouponId));
}
