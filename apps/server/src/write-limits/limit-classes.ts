import type { Rule } from '../plugins/rate-limiter';

/**
 * Kinds of write, each with its own limits. Every write contract belongs to one
 * (write-limit-table.ts), so a new endpoint is limited the day it is written.
 */
export const WRITE_CLASSES = [
  'post',
  'comment',
  'edit',
  'like',
  'collect',
  'report',
  'follow',
  'upload',
  'letter',
  'vote',
  'order',
  'write',
  'moderate',
  'auth',
  'read',
] as const;
export type WriteClass = (typeof WRITE_CLASSES)[number];

/** Limits of one class: per member, per member younger than NEW_ACCOUNT_HOURS, per IP. */
export interface ClassLimits {
  member: Rule[];
  /** Used instead of `member` while the account is new. */
  newMember: Rule[];
  ip: Rule[];
}

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const r = (points: number, windowMs: number): Rule => ({ points, windowMs });

/**
 * Defaults, after Discourse's site settings (rate_limit_create_topic, max_topics_per_day,
 * rate_limit_new_user_create_*, max_*_in_first_day, max_likes/flags/bookmarks/edits_per_day,
 * chat_allowed_messages_*) and Mastodon's rack-attack and RateLimiter (300 API writes per 5
 * minutes, 30 media per 30 minutes, 400 follows and reports a day). docs/abuse-limits.md
 * gives the peer of each; every value can be replaced through env (write-limit-env.ts).
 */
export const DEFAULT_LIMITS: Record<WriteClass, ClassLimits> = {
  post: { member: [r(1, 15 * S), r(20, D)], newMember: [r(1, 2 * M), r(3, D)], ip: [r(30, H)] },
  comment: {
    member: [r(1, 5 * S), r(500, D)],
    newMember: [r(1, 30 * S), r(10, D)],
    ip: [r(120, H)],
  },
  edit: { member: [r(30, D)], newMember: [r(10, D)], ip: [r(100, H)] },
  like: { member: [r(30, M), r(100, D)], newMember: [r(10, M), r(50, D)], ip: [r(300, H)] },
  collect: { member: [r(30, M), r(100, D)], newMember: [r(10, M), r(20, D)], ip: [r(300, H)] },
  report: { member: [r(1, 10 * S), r(20, D)], newMember: [r(1, M), r(5, D)], ip: [r(60, D)] },
  follow: { member: [r(30, M), r(400, D)], newMember: [r(10, M), r(100, D)], ip: [r(1000, D)] },
  upload: { member: [r(30, 30 * M)], newMember: [r(10, 30 * M)], ip: [r(100, 30 * M)] },
  letter: {
    member: [r(30, 30 * S), r(1000, D)],
    newMember: [r(10, 30 * S), r(100, D)],
    ip: [r(300, 5 * M)],
  },
  vote: { member: [r(30, M), r(200, D)], newMember: [r(10, M), r(50, D)], ip: [r(300, H)] },
  // Placing orders and starting payments hold stock for 30 minutes: a burst is hoarding
  // (Taobao-style per-account caps on unpaid orders).
  order: { member: [r(10, M), r(100, D)], newMember: [r(5, M), r(20, D)], ip: [r(60, H)] },
  write: { member: [r(300, 5 * M)], newMember: [r(300, 5 * M)], ip: [r(300, 5 * M)] },
  moderate: { member: [r(600, 5 * M)], newMember: [r(600, 5 * M)], ip: [r(600, 5 * M)] },
  // Logins, codes, sign-up: their own throttles (LoginThrottle, CodeService) come first;
  // this per-IP cap is a backstop (Mastodon: 25 logins, 25 sign-ups, 25 password resets per
  // IP per 5 min each).
  auth: { member: [], newMember: [], ip: [r(60, 5 * M)] },
  // POSTs that only read (search, QR polling, page views).
  read: { member: [], newMember: [], ip: [r(600, 5 * M)] },
};
