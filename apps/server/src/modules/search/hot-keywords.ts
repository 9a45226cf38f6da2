import { createHmac } from 'node:crypto';
import { HOT_KEYWORD_MAX_CHARS } from '@xinke/shared';
import { normalizeText } from '../../search';

/*
 * The rules of 热门搜索 (docs/forum.md "Hot keys"), in one place. A search counts for its
 * word only when it found something; a word's heat is the number of distinct people who
 * searched it inside the window; one person adds at most DAILY_CAP new words a day; a word
 * needs MIN_PEOPLE people to be shown; sensitive words and words staff hid never show.
 */
export const HOT_KEY_RULES = {
  /** People are counted over the last 7 days; older searches expire (housekeeping). */
  windowDays: 7,
  /** A person (member, or one visitor IP) adds at most 20 new words per rolling 24 h. */
  dailyCap: 20,
  /** One person alone never makes a word hot. */
  minPeople: 2,
} as const;

/**
 * A search text as a hot keyword: case, full width and traditional forms folded like the
 * search itself, inner spaces collapsed, cut to HOT_KEYWORD_MAX_CHARS. '' when nothing is left.
 */
export function normalizeHotKeyword(text: string): string {
  return [...normalizeText(text).replace(/\s+/g, ' ').trim()]
    .slice(0, HOT_KEYWORD_MAX_CHARS)
    .join('')
    .trim();
}

/**
 * Who searched: a member by account id; a visitor by their client IP, keyed with the
 * server secret so the stored value cannot be turned back into the address. Every visitor
 * behind one IP is one person, so a farm of visitors behind one address counts once.
 */
export function searcherOf(userId: number | null, ip: string, secret: string): string {
  if (userId !== null) return `u:${userId}`;
  return `ip:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22)}`;
}
