import { z } from 'zod';
import { MSG } from '../messages';
import { EMAIL_RE, MAINLAND_PHONE_RE, isValidTitle } from '../validators';

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
