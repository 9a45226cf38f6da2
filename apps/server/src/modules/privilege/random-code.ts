import { randomBytes } from 'node:crypto';
import { CODE_TYPE } from '@xinke/shared';

/**
 * 32 symbols a person can read aloud and type from a screenshot: no 0/O, no 1/I. A power of
 * two, so `byte & 31` picks each one with equal chance (no modulo bias).
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * `PREFIX-XXXX-XXXX-XXXX`: 12 random symbols, 60 bits from the system CSPRNG, so a code
 * cannot be guessed from another (they are not sequential) nor found by trying. Callers
 * still insert under the unique index and retry on the (astronomically rare) collision.
 */
export function randomCode(prefix: string): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const symbols = Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    symbols.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH),
  );
  return [prefix, ...groups].join('-');
}

/** The shape randomCode makes (tests and input checks). */
export const RANDOM_CODE_RE = /^[A-Z]{2}(-[2-9A-HJ-NP-Z]{4}){3}$/;

/** Coupon codes start XK (芯客). */
export const COUPON_CODE_PREFIX = 'XK';

/** Privilege codes tell their type at a glance: NC 内测兑换码, SL 沙龙门票. */
export const CODE_PREFIX: Record<number, string> = {
  [CODE_TYPE.betaInvite]: 'NC',
  [CODE_TYPE.salonTicket]: 'SL',
};
