import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { insertPageView } from './common.repository';
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
