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
