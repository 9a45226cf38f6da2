import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CouponAudience,
  CouponStatus,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  fenToYuan,
  type AdminCoupon,
  type CouponClaim,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { coupons, userCoupons, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { invalid } from '../item/item.service';
import { writeMessage } from '../message/message.writer';
import { couponStatus, insertClaim, type CouponRecord } from './coupon.service';

/*
 * The console's coupon section (docs/admin-rewards.md): definitions, issuing to members,
 * and each coupon's claims. Money is fen on the wire and in the table (the form shows 元).
 * Admins only; every write leaves one audit row in its transaction.
 */

const seconds = (d: Date | null) => (d ? toUnixSeconds(d.getTime()) : null);
const toDate = (s: number | null | undefined) =>
  s === undefined ? undefined : s === null ? null : new Date(s * 1000);

function toAdminCoupon(c: CouponRecord, claims: number): AdminCoupon {
  return {
    id: c.id,
    coupon_name: c.couponName,
    discount_fee: c.discountFee,
    min_fee: c.minFee,
    valid_days: c.validDays,
    audience: c.audience,
    audience_text: CouponAudience.label(c.audience),
    description: c.description,
    enabled: c.enabled,
    claim_start: seconds(c.claimStart),
    claim_end: seconds(c.claimEnd),
    claims,
    create_time: toUnixSeconds(c.createTime.getTime()),
  };
}

async function claimCount(db: Db, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userCoupons)
    .where(eq(userCoupons.couponId, couponId));
  return row?.n ?? 0;
}

/** GET /web/admin/coupons: newest first, filtered by audience and enabled. */
export async function listAdminCoupons(
  db: Db,
  adminId: number,
  q: { page: number; page_size: number; audience?: string; enabled?: '0' | '1' },
) {
  await assertAdmin(db, adminId);
  const where: SQL[] = [];
  if (q.audience) where.push(eq(coupons.audience, q.audience));
  if (q.enabled) where.push(eq(coupons.enabled, q.enabled === '1'));
  const condition = where.length ? and(...where) : undefined;
  const claims = db
    .select({ id: userCoupons.couponId, n: count().as('n') })
    .from(userCoupons)
    .groupBy(userCoupons.couponId)
    .as('claims');
  const rows = await db
    .select({ coupon: coupons, n: claims.n })
    .from(coupons)
    .leftJoin(claims, eq(claims.id, coupons.id))
    .where(condition)
    .orderBy(desc(coupons.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const [total] = await db.select({ n: count() }).from(coupons).where(condition);
  return {
    data: rows.map((r) => toAdminCoupon(r.coupon, Number(r.n ?? 0))),
    paginate: paginate(total?.n ?? 0, q.page, q.page_size),
  };
}

export interface CouponInput {
  coupon_name: string;
  discount_fee: number;
  min_fee: number;
  valid_days: number;
  audience: string;
  description: string;
  enabled: boolean;
  claim_start: number | null;
  claim_end: number | null;
}

const COLUMN_OF = {
  coupon_name: 'couponName',
  discount_fee: 'discountFee',
  min_fee: 'minFee',
  valid_days: 'validDays',
  audience: 'audience',
  description: 'description',
  enabled: 'enabled',
  claim_start: 'claimStart',
  claim_end: 'claimEnd',
} as const;

/** What a claimed coupon already promised: fixed once anyone holds one. */
const FACE_FIELDS = new Set<keyof CouponInput>(['discount_fee', 'min_fee', 'valid_days']);

/** Stored value of a field in the wire's units (seconds for times). */
function wireValue(c: CouponRecord, field: keyof CouponInput): unknown {
  const v = c[COLUMN_OF[field]];
  return v instanceof Date ? toUnixSeconds(v.getTime()) : v;
}

/** POST /web/admin/coupons. */
export async function createCoupon(db: Db, actor: StaffActor, input: CouponInput) {
  await assertAdmin(db, actor.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({
        couponName: input.coupon_name,
        discountFee: input.discount_fee,
        minFee: input.min_fee,
        validDays: input.valid_days,
        audience: input.audience,
        description: input.description,
        enabled: input.enabled,
        claimStart: toDate(input.claim_start),
        claimEnd: toDate(input.claim_end),
      })
      .returning();
    if (!row) throw new Error('coupon insert returned nothing');
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.couponCreate,
      target: `coupon:${row.id}`,
      after: { ...input },
    });
    return toAdminCoupon(row, 0);
  });
}

/**
 * POST /web/admin/coupons/:id: the fields given that differ are written and logged. Once
 * anyone holds the coupon its face (amount, threshold, validity) is fixed — the members'
 * coupons show it — 409; the name, words, audience, window and enabled stay editable.
 * The merged threshold and window are checked again (a change of one side alone).
 */
export async function updateCoupon(
  db: Db,
  actor: StaffActor,
  id: number,
  patch: Partial<CouponInput>,
) {
  await assertAdmin(db, actor.id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!current) throw AppError.notFound(MSG.couponNotFound);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of Object.keys(COLUMN_OF) as (keyof CouponInput)[]) {
      const value = patch[field];
      if (value === undefined || value === wireValue(current, field)) continue;
      before[field] = wireValue(current, field);
      after[field] = value;
    }
    if (Object.keys(after).length === 0) throw invalid('body', MSG.nothingToChange);
    const claims = await claimCount(tx, id);
    if (claims > 0 && Object.keys(after).some((f) => FACE_FIELDS.has(f as keyof CouponInput)))
      throw AppError.conflict(MSG.couponFaceLocked);
    const minFee = patch.min_fee ?? current.minFee;
    const discount = patch.discount_fee ?? current.discountFee;
    if (minFee !== 0 && minFee < discount) throw invalid('min_fee', MSG.couponMinFeeBelowDiscount);
    const start = patch.claim_start === undefined ? seconds(current.claimStart) : patch.claim_start;
    const end = patch.claim_end === undefined ? seconds(current.claimEnd) : patch.claim_end;
    if (start !== null && end !== null && end <= start)
      throw invalid('claim_end', MSG.couponClaimWindowInvalid);
    const [row] = await tx
      .update(coupons)
      .set({
        couponName: patch.coupon_name,
        discountFee: discount,
        minFee,
        validDays: patch.valid_days,
        audience: patch.audience,
        description: patch.description,
        enabled: patch.enabled,
        claimStart: toDate(patch.claim_start),
        claimEnd: toDate(patch.claim_end),
        updateTime: sql`now()`,
      })
      .where(eq(coupons.id, id))
      .returning();
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.couponUpdate,
      target: `coupon:${id}`,
      before,
      after,
      details: { name: current.couponName },
    });
    return toAdminCoupon(row ?? current, claims);
  });
}

/** The members named by id or phone; what matched nobody comes back as typed. */
async function resolveMembers(db: Db, ids: number[], phones: string[]) {
  const found = new Map<number, string>();
  const notFound: string[] = [];
  if (ids.length > 0) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    const known = new Set(rows.map((r) => r.id));
    for (const id of new Set(ids))
      if (known.has(id)) found.set(id, String(id));
      else notFound.push(String(id));
  }
  if (phones.length > 0) {
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, [...new Set(phones)]));
    const byPhone = new Map(rows.map((r) => [r.phone, r.id]));
    for (const phone of new Set(phones)) {
      const id = byPhone.get(phone);
      if (id === undefined) notFound.push(phone);
      else found.set(id, phone);
    }
  }
  return { userIds: [...found.keys()], notFound };
}

/**
 * POST /web/admin/coupons/:id/issue: one claim row per named member (insertClaim: at most
 * one per member and coupon), with `issued_by` the admin and a system notice to each member
 * who got it now. The audience and the claim window are for members claiming themselves;
 * an admin's issue passes them (the admin chose the people), but not a disabled coupon.
 */
export async function issueCoupon(
  db: Db,
  actor: StaffActor,
  id: number,
  input: { user_ids: number[]; phones: string[] },
  now: number,
) {
  await assertAdmin(db, actor.id);
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    if (!coupon) throw AppError.notFound(MSG.couponNotFound);
    if (!coupon.enabled) throw AppError.conflict(MSG.couponDisabled);
    const { userIds, notFound } = await resolveMembers(tx, input.user_ids, input.phones);
    const issuedTo: number[] = [];
    for (const userId of userIds) {
      const { first } = await insertClaim(tx, userId, coupon, now, actor.id);
      if (!first) continue;
      issuedTo.push(userId);
      await writeMessage(tx, {
        userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: `你获得了一张优惠券「${coupon.couponName}」`,
        content: `管理员向你发放了优惠券「${coupon.couponName}」（${fenToYuan(coupon.discountFee)} 元），领取后 ${coupon.validDays} 天内有效，去“我的特权”查看券码。`,
      });
    }
    const result = {
      issued: issuedTo.length,
      already: userIds.length - issuedTo.length,
      not_found: notFound,
    };
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.couponIssue,
      target: `coupon:${id}`,
      details: { ...result, issued_to: issuedTo, name: coupon.couponName },
    });
    return result;
  });
}

/** GET /web/admin/coupons/:id/claims: newest first, with who issued each (null: claimed). */
export async function listCouponClaims(
  db: Db,
  adminId: number,
  id: number,
  q: { page: number; page_size: number },
  now: number,
) {
  await assertAdmin(db, adminId);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!coupon) throw AppError.notFound(MSG.couponNotFound);
  const total = await claimCount(db, id);
  const issuer = alias(users, 'issuer');
  const rows = await db
    .select({
      claim: userCoupons,
      nickname: users.nickname,
      issuerId: issuer.id,
      issuerName: issuer.nickname,
    })
    .from(userCoupons)
    .innerJoin(users, eq(users.id, userCoupons.userId))
    .leftJoin(issuer, eq(issuer.id, userCoupons.issuedBy))
    .where(eq(userCoupons.couponId, id))
    .orderBy(desc(userCoupons.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    data: rows.map((r): CouponClaim => {
      const status = couponStatus(r.claim, now);
      return {
        id: r.claim.id,
        user_id: r.claim.userId,
        nickname: r.nickname,
        code: r.claim.code,
        status,
        status_text: CouponStatus.label(status),
        issued_by: r.issuerId === null ? null : { id: r.issuerId, nickname: r.issuerName ?? '' },
        claim_time: toUnixSeconds(r.claim.createTime.getTime()),
        expire_time: toUnixSeconds(r.claim.expireTime.getTime()),
      };
    }),
    paginate: paginate(total, q.page, q.page_size),
    coupon: toAdminCoupon(coupon, total),
  };
}
