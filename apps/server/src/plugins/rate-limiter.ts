import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/**
 * Fixed-window counter: at most `limit` hits per `windowMs` per key. Behind an interface so
 * one node counts in memory and several nodes share Redis (DESIGN.md §1).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Hits so far in the key's current window, without counting one (0 when none). */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, count: window.count, resetMs: window.resetAt - now };
  }

  async peek(key: string): Promise<{ count: number; resetMs: number }> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetMs: 0 };
    return { count: window.count, resetMs: window.resetAt - now };
  }

  /** Drops expired windows at most once a minute so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'xinke:rl:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const fullKey = `${this.prefix}${key}`;
    // INCR and PEXPIRE NX in one round trip: the first hit of a window sets its expiry.
    const replies = await this.redis
      .multi()
      .incr(fullKey)
      .pexpire(fullKey, windowMs, 'NX')
      .pttl(fullKey)
      .exec();
    if (!replies) throw new Error('Redis rate-limit transaction aborted');
    const [incrErr, count] = replies[0] ?? [];
    if (incrErr) throw incrErr;
    const ttl = Number(replies[2]?.[1] ?? windowMs);
    const n = Number(count);
    return { allowed: n <= limit, count: n, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<{ count: number; resetMs: number }> {
    const fullKey = `${this.prefix}${key}`;
    const replies = await this.redis.multi().get(fullKey).pttl(fullKey).exec();
    const count = Number(replies?.[0]?.[1] ?? 0) || 0;
    const ttl = Number(replies?.[1]?.[1] ?? 0);
    return count > 0 && ttl > 0 ? { count, resetMs: ttl } : { count: 0, resetMs: 0 };
  }

  async close(): Promise<void> {
    // The Redis connection belongs to whoever created it (main.ts / tests) and is closed there.
  }
}
