import { and, desc, eq } from 'drizzle-orm';
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

export type CouponRecord = typeof coupons.$inferSelect;
export type ClaimRecord = typeof userCoupons.$inferSelect;

/** 已使用 once used, else 已过期 from expire_time on (exactly), else 可使用. */
export function couponStatus(claim: ClaimRecord, now: number): number {
  if (claim.useTime) return COUPON_STATUS.used;
  return now >= claim.expireTime.getTime() ? COUPON_STATUS.expired : COUPON_STATUS.usable;
}

export function toUserCoupon(coupon: CouponRecord, claim: ClaimRecord, now: number): UserCoupon {
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

/**
 * Claimable now: enabled and inside its claim window (from claim_start inclusive, until
 * claim_end exclusive; an unset end is open).
 */
export function isOpen(coupon: CouponRecord, now: number): boolean {
  return (
    coupon.enabled &&
    (coupon.claimStart === null || coupon.claimStart.getTime() <= now) &&
    (coupon.claimEnd === null || now < coupon.claimEnd.getTime())
  );
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
 * Gives `coupon` to the member once: the unique index (user, coupon) decides, so of two
 * concurrent claims (or a claim and an admin's issue) one inserts and the other finds
 * that row. `first` tells which happened. Valid `valid_days` days from now, to the ms.
 */
export async function insertClaim(
  db: Db,
  userId: number,
  coupon: CouponRecord,
  now: number,
  issuedBy: number | null = null,
): Promise<{ claim: ClaimRecord; first: boolean }> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const [claim] = await db
      .insert(userCoupons)
      .values({
        userId,
        couponId: coupon.id,
        code: randomCode(COUPON_CODE_PREFIX),
        expireTime: new Date(now + coupon.validDays * DAY_MS),
        createTime: new Date(now),
        issuedBy,
      })
      .onConflictDoNothing()
      .returning();
    if (claim) return { claim, first: true };
    // Either a concurrent claim of the same coupon won, or the code collided: try again.
    const winner = await findClaim(db, userId, coupon.id);
    if (winner) return { claim: winner, first: false };
  }
  throw new Error('could not make a unique coupon code');
}

async function isNewUser(db: Db, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ isOld: users.isOld })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.isOld === USER_TYPE.new;
}

type Claimed = UserCoupon & { first_claim: boolean };

/** One coupon by id: held already (whatever its state now), or claimable by this member. */
async function receiveOne(db: Db, now: number, userId: number, couponId: number): Promise<Claimed> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
  if (!coupon) throw AppError.notFound(MSG.couponNotFound);
  const held = await findClaim(db, userId, coupon.id);
  if (held) return { ...toUserCoupon(coupon, held, now), first_claim: false };
  if (!coupon.enabled) throw AppError.conflict(MSG.couponDisabled);
  if (!isOpen(coupon, now)) throw AppError.conflict(MSG.couponNotOpen);
  if (coupon.audience === COUPON_AUDIENCE.newUser && !(await isNewUser(db, userId)))
    throw AppError.forbidden(MSG.couponNewUserOnly);
  const { claim, first } = await insertClaim(db, userId, coupon, now);
  return { ...toUserCoupon(coupon, claim, now), first_claim: first };
}

/**
 * The new-user gift (新人礼包, what the guide claims with no id): every new-user coupon
 * open now that the member does not hold yet — the one of migration 0008 and any an admin
 * made in the console (docs/admin-rewards.md). Only while is_old is 0; the answer is the
 * newest of them (the dialog lists them all). A member who holds one and asks again gets
 * it back with first_claim false, new or not.
 */
async function receiveNewUserGift(db: Db, now: number, userId: number): Promise<Claimed> {
  const rows = await db
    .select({ coupon: coupons, claim: userCoupons })
    .from(coupons)
    .leftJoin(
      userCoupons,
      and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, userId)),
    )
    .where(eq(coupons.audience, COUPON_AUDIENCE.newUser))
    .orderBy(desc(coupons.id));
  const open = rows.filter((r) => isOpen(r.coupon, now));
  const newest = rows.find((r) => r.claim !== null);
  const toClaim = open.filter((r) => r.claim === null);
  if (toClaim.length > 0 && (await isNewUser(db, userId))) {
    let answer: Claimed | undefined;
    for (const { coupon } of toClaim) {
      const { claim, first } = await insertClaim(db, userId, coupon, now);
      answer ??= { ...toUserCoupon(coupon, claim, now), first_claim: first };
      if (first) answer.first_claim = true;
    }
    if (answer) return answer;
  }
  if (newest?.claim)
    return { ...toUserCoupon(newest.coupon, newest.claim, now), first_claim: false };
  if (toClaim.length > 0) throw AppError.forbidden(MSG.couponNewUserOnly);
  throw AppError.notFound(MSG.couponNotFound);
}

/**
 * POST /web/issue/products/coupons/receive. Once per member and coupon (insertClaim).
 * Claiming again is not an error — the answer is the coupon already held with
 * `first_claim` false — so the guide can retry after a lost answer without a scary toast.
 * A new-user coupon needs is_old 0 for a first claim (SPEC §5); a disabled coupon or one
 * outside its claim window cannot be claimed (409).
 */
export async function receiveCoupon(
  db: Db,
  clock: Clock,
  userId: number,
  couponId: number | undefined,
): Promise<Claimed> {
  const now = clock();
  return couponId === undefined
    ? receiveNewUserGift(db, now, userId)
    : receiveOne(db, now, userId, couponId);
}
