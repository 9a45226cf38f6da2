import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from './constants/auth';
import { MSG } from './messages';

/**
 * Nicknames identify people in lists, @mentions and letters, so what is stored must be what
 * a reader sees. The stored form is cleaned here; uniqueness compares a folded key made
 * from it on the server (apps/server/src/lib/nickname.ts). docs/security-identity.md.
 */

/**
 * Characters that draw nothing or reorder what is drawn: default-ignorables (zero-width
 * space and joiners, BOM, soft hyphen, word joiner, LRM/RLM/ALM, bidi embeddings,
 * overrides and isolates U+202A–U+202E U+2066–U+2069, Hangul fillers, variation selectors,
 * tags), other format and control characters, line/paragraph separators, and the Braille
 * blank, which renders as a space but is not one.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2800]/gu;
/** More than two marks on one letter stack into a smear over the neighbours (Zalgo). */
const MARK_PILE = /(\p{M}{2})\p{M}+/gu;

/** The stored form: NFKC (full-width and compatibility forms to plain ones), invisibles out,
 * runs of spaces as one, trimmed. */
export function cleanNickname(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(MARK_PILE, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

const charCount = (s: string) => Array.from(s).length;
const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE_SCRIPTS = [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * Why a cleaned nickname is refused (a Chinese message), or undefined. Han, kana, Latin
 * and digits mix freely (老王_ab12); Latin with Cyrillic or Greek is refused, since a
 * name written in two alphabets that share letter shapes is how look-alikes are made
 * (UTS #39 "highly restrictive").
 */
export function nicknameProblem(cleaned: string): string | undefined {
  if (cleaned === '') return MSG.nicknameRequired;
  const n = charCount(cleaned);
  if (n < NICKNAME_MIN_LENGTH || n > NICKNAME_MAX_LENGTH) return MSG.nicknameLength;
  const alphabets = [LATIN, ...LOOKALIKE_SCRIPTS].filter((script) => script.test(cleaned));
  if (alphabets.length > 1) return MSG.nicknameMixedScripts;
  return undefined;
}
