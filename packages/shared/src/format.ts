/**
 * SPEC §9 formatters. No date library: China has a fixed UTC+8 offset and no
 * DST, so shifting by 8 h and reading UTC fields gives the same calendar on
 * the server (any TZ) and in any browser.
 */
import { BADGE_CAP } from './constants/client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHINA_OFFSET_MS = 8 * HOUR;
/** Anything below this is Unix seconds: 1e12 ms is 2001, 1e12 s is ~33 000 years away. */
const MILLIS_THRESHOLD = 1e12;

/** 10-digit Unix seconds → milliseconds; 13-digit milliseconds unchanged. */
export function toMillis(ts: number): number {
  return Math.abs(ts) < MILLIS_THRESHOLD ? ts * 1000 : ts;
}

/** Current time in Unix seconds, the unit the API speaks. */
export function unixNow(): number {
  return Math.floor(Date.now() / SECOND);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Calendar fields of an instant as read on a wall clock in China. */
function chinaFields(ms: number) {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/**
 * 刚刚 / N分钟前 / N小时前 / 1天前, then MM-DD HH:mm within the same year or
 * YYYY-MM-DD. Counts are floored (59 min is still 59分钟前, never 60) with a
 * floor of 1 so 30–59 s reads 1分钟前 rather than 0分钟前. Clock skew can put
 * `ts` slightly in the future; that reads 刚刚.
 */
export function formatRelativeTime(ts: number, now: number = Date.now()): string {
  const ms = toMillis(ts);
  const nowMs = toMillis(now);
  const diff = nowMs - ms;
  if (diff < 30 * SECOND) return '刚刚';
  if (diff < HOUR) return `${Math.max(1, Math.floor(diff / MINUTE))}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 2 * DAY) return '1天前';
  const t = chinaFields(ms);
  if (t.year === chinaFields(nowMs).year) {
    return `${pad2(t.month)}-${pad2(t.day)} ${pad2(t.hour)}:${pad2(t.minute)}`;
  }
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)}`;
}

/**
 * An instant as the site writes a fixed date and time (a vote's deadline, a coupon's expiry):
 * YYYY-MM-DD HH:mm on a wall clock in China, whatever the browser's zone. Seconds or ms.
 */
export function formatDateTime(ts: number): string {
  const t = chinaFields(toMillis(ts));
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)} ${pad2(t.hour)}:${pad2(t.minute)}`;
}

/** One decimal, truncated (never rounded up into the next unit), without a trailing .0. */
function scaled(n: number, unit: number): string {
  return String(Math.floor((n * 10) / unit) / 10);
}

/** Counts: as is below 1000, then k, then w (万) from 10000. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n < 1000) return String(n);
  if (n < 10000) return `${scaled(n, 1000)}k`;
  return `${scaled(n, 10000)}w`;
}

/** Unread badge: nothing for zero, capped at 99+. */
export function formatBadge(n: number): string {
  const count = Math.floor(n);
  // `!(count > 0)` also catches NaN from a missing counter.
  if (!(count > 0)) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The characters HTML text and attribute values must not carry raw, as their entities. */
export const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const ENTITY_TEXT: Record<string, string> = Object.fromEntries(
  Object.entries(HTML_ESCAPES).map(([char, entity]) => [entity, char]),
);

/**
 * The text of an entity-encoded field (a post summary), for rendering as a text node:
 * React escapes it again, so decoding here never turns `&lt;script&gt;` into markup.
 */
export function entityText(encoded: string): string {
  return encoded.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITY_TEXT[entity] ?? entity);
}
