import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { AdminCoupon } from '@xinke/shared';

/** The coupon form in people's units: 元 and a date range; the API takes fen and seconds. */
export interface CouponForm {
  coupon_name: string;
  discount_yuan: number;
  min_yuan: number;
  valid_days: number;
  audience: string;
  description: string;
  enabled: boolean;
  window?: [Dayjs | null, Dayjs | null] | null;
}

/** 元 → 分, rounded (19.9 元 is 1990 分 however the float rounds). */
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

const seconds = (d: Dayjs | null | undefined) => (d ? d.unix() : null);

export function toCouponInput(form: CouponForm) {
  return {
    coupon_name: form.coupon_name.trim(),
    discount_fee: yuanToFen(form.discount_yuan),
    min_fee: yuanToFen(form.min_yuan ?? 0),
    valid_days: form.valid_days,
    audience: form.audience,
    description: (form.description ?? '').trim(),
    enabled: form.enabled,
    claim_start: seconds(form.window?.[0]),
    claim_end: seconds(form.window?.[1]),
  };
}

export function toCouponForm(c: AdminCoupon): CouponForm {
  return {
    coupon_name: c.coupon_name,
    discount_yuan: c.discount_fee / 100,
    min_yuan: c.min_fee / 100,
    valid_days: c.valid_days,
    audience: c.audience,
    description: c.description,
    enabled: c.enabled,
    window:
      c.claim_start === null && c.claim_end === null
        ? null
        : [
            c.claim_start === null ? null : dayjs.unix(c.claim_start),
            c.claim_end === null ? null : dayjs.unix(c.claim_end),
          ],
  };
}

/** Only what differs from the coupon (the API refuses an empty change). */
export function couponPatch(c: AdminCoupon, input: ReturnType<typeof toCouponInput>) {
  const out: Partial<ReturnType<typeof toCouponInput>> = {};
  for (const [key, value] of Object.entries(input) as [keyof typeof input, unknown][])
    if (value !== c[key]) Object.assign(out, { [key]: value });
  return out;
}

/**
 * The issue box's text as ids and phones: split on commas, spaces and line breaks; an
 * 11-digit number starting with 1 is a phone, any other number an id; the rest is returned
 * as not understood.
 */
export function parseTargets(text: string) {
  const user_ids: number[] = [];
  const phones: string[] = [];
  const unknown: string[] = [];
  for (const token of text.split(/[\s,，、;；]+/).filter(Boolean)) {
    if (/^1\d{10}$/.test(token)) phones.push(token);
    else if (/^\d{1,10}$/.test(token) && Number(token) > 0) user_ids.push(Number(token));
    else unknown.push(token);
  }
  return { user_ids, phones, unknown };
}
