import { and, asc, desc, eq } from 'drizzle-orm';
import {
  COUPON_AUDIENCE,
  COUPON_STATUS,
  CouponStatus,
  MSG,
  USER_TYPE,
  type UserCoupon,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { coupons, userCoupons, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { COUPON_CODE_PREFIX, randomCode } from './random-code';

const DAY_MS = 86_400_000;
/** A fresh code collides with a stored one about never; three tries make it never. */
const CODE_TRIES = 3;

type CouponRecord = typeof coupons.$inferSelect;
type ClaimRecord = typeof userCoupons.$inferSelect;

/** 已使用 once used, else 已过期 from expire_time on (exactly), else 可使用. */
function couponStatus(claim: ClaimRecord, now: number): number {
  if (claim.useTime) return COUPON_STATUS.used;
  return now >= claim.expireTime.getTime() ? COUPON_STATUS.expired : COUPON_STATUS.usable;
}

function toUserCoupon(coupon: CouponRecord, claim: ClaimRecord, now: number): UserCoupon {
  const status = couponStatus(claim, now);
  return {
    id: coupon.id,
    coupon_name: coupon.couponName,
    discount_fee: coupon.discountFee,
    min_fee: coupon.minFee,
    description: coupon.description,
    code: claim.code,
    status,
    status_text: CouponStatus.label(status),
    claim_time: toUnixSeconds(claim.createTime.getTime()),
    expire_time: toUnixSeconds(claim.expireTime.getTime()),
    use_time: claim.useTime ? toUnixSeconds(claim.useTime.getTime()) : null,
  };
}

/** GET /web/discount/ticket: the coupons I claimed, newest claim first. */
export async function listMyCoupons(db: Db, clock: Clock, userId: number): Promise<UserCoupon[]> {
  const now = clock();
  const rows = await db
    .select({ coupon: coupons, claim: userCoupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(desc(userCoupons.createTime), desc(userCoupons.id));
  return rows.map((r) => toUserCoupon(r.coupon, r.claim, now));
}

/** The coupon asked for, or the new-user coupon (the oldest one for new users). */
async function findCoupon(db: Db, couponId: number | undefined): Promise<CouponRecord> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(
      couponId === undefined
        ? eq(coupons.audience, COUPON_AUDIENCE.newUser)
        : eq(coupons.id, couponId),
    )
    .orderBy(asc(coupons.id))
    .limit(1);
  if (!coupon) throw AppError.notFound(MSG.couponNotFound);
  return coupon;
}

async function findClaim(db: Db, userId: number, couponId: number) {
  const [claim] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)))
    .limit(1);
  return claim;
}

/**
 * POST /web/issue/products/coupons/receive. Once per member and coupon, by the unique
 * index (user, coupon): of two concurrent claims one inserts and the other finds that
 * row. Claiming again is not an error — the answer is the coupon already held with
 * `first_claim` false — so the guide can retry after a lost answer without a scary toast.
 * A new-user coupon needs is_old 0 for a first claim (SPEC §5); valid `valid_days` days
 * (SPEC §9: 90) from the claim, to the millisecond.
 */
export async function receiveCoupon(
  db: Db,
  clock: Clock,
  userId: number,
  couponId: number | undefined,
): Promise<UserCoupon & { first_claim: boolean }> {
  const coupon = await findCoupon(db, couponId);
  const held = await findClaim(db, userId, coupon.id);
  if (held) return { ...toUserCoupon(coupon, held, clock()), first_claim: false };
  if (coupon.audience === COUPON_AUDIENCE.newUser) {
    const [user] = await db
      .select({ isOld: users.isOld })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (user?.isOld !== USER_TYPE.new) throw AppError.forbidden(MSG.couponNewUserOnly);
  }
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const now = clock();
    const [claim] = await db
      .insert(userCoupons)
      .values({
        userId,
        couponId: coupon.id,
        code: randomCode(COUPON_CODE_PREFIX),
        expireTime: new Date(now + coupon.validDays * DAY_MS),
        createTime: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (claim) return { ...toUserCoupon(coupon, claim, now), first_claim: true };
    // Either a concurrent claim of the same coupon won, or the code collided: try again.
    const winner = await findClaim(db, userId, coupon.id);
    if (winner) return { ...toUserCoupon(coupon, winner, now), first_claim: false };
  }
  throw new Error('could not make a unique coupon code');
}
