import { TITLE_MIN_LENGTH } from './constants/client';
import { MSG } from './messages';

/**
 * SPEC §5 validation rules, shared so the form and the server's 422 say the
 * same thing. Checkers return the Chinese message to show, or null when fine.
 */

/** Mainland mobile: 11 digits, starts with 1, second digit 3–9. */
export const MAINLAND_PHONE_RE = /^1[3-9]\d{9}$/;
/** Strict e-mail: dotted local part, dotted domain, top-level part of 2–3 letters. */
const STRICT_EMAIL_RE = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,3}$/;
/** Loose e-mail: something@something.something with no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Form fields may be missing as well as empty. */
type Input = string | null | undefined;

function isBlank(value: Input): boolean {
  return (value ?? '').trim() === '';
}

export function isMainlandPhone(s: string): boolean {
  return MAINLAND_PHONE_RE.test(s);
}

export function isStrictEmail(s: string): boolean {
  return STRICT_EMAIL_RE.test(s);
}

export function isEmail(s: string): boolean {
  return EMAIL_RE.test(s);
}

/** Title length counts characters (code points), so an emoji is one, not two. */
export function isValidTitle(s: string): boolean {
  return Array.from(s.trim()).length >= TITLE_MIN_LENGTH;
}

/** Surrounding spaces (a pasted number) are forgiven; callers should send the trimmed value. */
export function validatePhone(value: Input): string | null {
  if (isBlank(value)) return MSG.phoneRequired;
  return isMainlandPhone((value ?? '').trim()) ? null : MSG.phoneInvalid;
}

export function validateCode(value: Input): string | null {
  return isBlank(value) ? MSG.codeRequired : null;
}

export function validatePassword(value: Input): string | null {
  return isBlank(value) ? MSG.passwordRequired : null;
}

/** Password login's account is a phone or an e-mail; SPEC §5 reuses the phone messages. */
export function validateAccount(value: Input): string | null {
  if (isBlank(value)) return MSG.phoneRequired;
  const account = (value ?? '').trim();
  return isMainlandPhone(account) || isEmail(account) ? null : MSG.phoneInvalid;
}

export function validateTitle(value: Input): string | null {
  return isValidTitle(value ?? '') ? null : MSG.titleTooShort;
}

export function validateVoteSubject(subject: Input): string | null {
  return isBlank(subject) ? MSG.subjectRequired : null;
}

/** A vote option needs text or an image; either alone is enough. */
export function validateVoteOption(option: { text?: Input; image?: Input }): string | null {
  return isBlank(option.text) && isBlank(option.image) ? MSG.optionRequired : null;
}

/** A post's video link: an http(s) address (shown as a link on the detail page). */
export function isVideoUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}
