import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { PageViewStats } from '@xinke/shared';
import { countPageViews, insertPageView } from './common.repository';
import { TooManyRequests } from '../../write-limits/too-many-requests';

export interface PageViewDeps {
  db: Db;
  rateLimiter: RateLimiter;
  /** Visits allowed per IP per minute; the client sends one per navigation. */
  limitPerMinute: number;
}

export interface PageViewInput {
  path: string;
  source: number;
  channel: string;
  ip: string;
  userAgent: string;
  userId: number | null;
}

/** Records one visit (SPEC §7 page_view), refusing an IP that floods the endpoint. */
export async function recordPageView(deps: PageViewDeps, input: PageViewInput): Promise<void> {
  const { allowed, resetMs } = await deps.rateLimiter.hit(
    { points: deps.limitPerMinute, windowMs: 60_000 },
    `page_view:${input.ip}`,
  );
  if (!allowed) throw new TooManyRequests(resetMs);
  await insertPageView(deps.db, {
    path: input.path,
    source: input.source,
    channel: input.channel,
    userId: input.userId,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
  });
}

const DAY_MS = 86_400_000;
/** "Today" is the day in Beijing (UTC+8), like every other daily count of the site. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** GET /web/common/page_view: how often a page was visited, in all and today. */
export async function pageViewStats(db: Db, path: string, now: number): Promise<PageViewStats> {
  const todayStart = new Date(
    Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS,
  );
  return { page_path: path, ...(await countPageViews(db, path, todayStart)) };
}
