import { z } from 'zod';
import { MSG } from '../messages';
import { EMAIL_RE, MAINLAND_PHONE_RE, isValidTitle } from '../validators';
import { INTEREST_CONFIDENTIAL, INTEREST_MAX, Interest } from '../constants/interest';

/*
 * Contract field schemas with the same rules and messages as the form validators in
 * ../validators.ts. They live with the contracts (not beside the validators) so that
 * browser forms using the validators never pull zod into their bundle.
 */

/** They output the trimmed value. */
export const zPhone = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired })
  .regex(MAINLAND_PHONE_RE, { error: MSG.phoneInvalid });

export const zEmail = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .regex(EMAIL_RE, { error: MSG.emailInvalid });

export const zTitle = z
  .string({ error: MSG.titleTooShort })
  .trim()
  .refine(isValidTitle, { error: MSG.titleTooShort });

/** Largest value of a PostgreSQL `integer` (int4), the type of every id and count column. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * An integer bound for an int4 column (an id, a page, a count, Unix seconds), in a path,
 * query or body: refused with `message` (a Chinese 422) outside min..max, so 2147483648
 * never reaches the database as an error. Coerced from the strings of query and form
 * bodies; `coerce: false` for JSON-only bodies that have always wanted a real number.
 */
export function zDbInt(message: string, { min = 1, max = DB_INT_MAX, coerce = true } = {}) {
  return (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .int(message)
    .min(min, message)
    .max(max, message);
}

/**
 * SPEC §9 sign-up interests: distinct option values, -1 (保密) only on its own, at most
 * INTEREST_MAX topics. Output sorted, so the stored list has one spelling.
 */
export const zInterests = z
  .array(
    z
      .number({ error: MSG.interestInvalid })
      .int({ error: MSG.interestInvalid })
      .refine((v) => Interest.has(v), { error: MSG.interestInvalid }),
    { error: MSG.interestInvalid },
  )
  .max(INTEREST_MAX, { error: MSG.interestTooMany })
  .superRefine((list, ctx) => {
    if (list.includes(INTEREST_CONFIDENTIAL) && list.length > 1)
      ctx.addIssue({ code: 'custom', message: MSG.interestConfidentialAlone });
  })
  .transform((list) => [...new Set(list)].sort((a, b) => a - b))
  .describe('SPEC §9 兴趣：-1 保密（单独选择）或 0~17 中最多 8 个');
