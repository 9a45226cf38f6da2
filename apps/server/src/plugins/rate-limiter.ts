import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../lib/clock';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/**
 * Fixed-window counter: at most `limit` hits per `windowMs` per key, the window starting at
 * a key's first hit. Behind an interface so one node counts in memory and several nodes
 * share Redis (DESIGN.md §1). Both read time from a Clock, so tests can move it.
 */
export interface RateLimiter {
  /** Counts a hit, atomically, and says whether it is within the limit. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Gives back one hit of the key's current window (an attempt that turned out fine). */
  undo(key: string): Promise<void>;
  /** Hits so far in the key's current window, without counting one (0 when none). */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, count: window.count, resetMs: window.resetAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.clock() && window.count > 0) window.count -= 1;
  }

  async peek(key: string): Promise<{ count: number; resetMs: number }> {
    const now = this.clock();
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

/*
 * A window is a hash {s: start ms, w: length ms, c: hits}. The scripts run atomically in
 * Redis and take "now" from the caller's clock; the key's TTL only collects garbage, with
 * room for a caller's clock that runs behind Redis's.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
if (not start) or start + win <= now then
  redis.call('HSET', KEYS[1], 's', now, 'w', win, 'c', 1)
  redis.call('PEXPIRE', KEYS[1], win * 2)
  return {1, win}
end
local c = redis.call('HINCRBY', KEYS[1], 'c', 1)
return {c, start + win - now}
`;

const UNDO_SCRIPT = `
local now = tonumber(ARGV[1])
local v = redis.call('HMGET', KEYS[1], 's', 'w', 'c')
local start, win, c = tonumber(v[1]), tonumber(v[2]), tonumber(v[3])
if start and win and c and c > 0 and start + win > now then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    // v2: windows are hashes now; a new prefix keeps old string keys out of the way.
    private readonly prefix = 'xinke:rl2:',
    private readonly clock: Clock = systemClock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const reply = await this.redis.eval(
      HIT_SCRIPT,
      1,
      `${this.prefix}${key}`,
      String(this.clock()),
      String(windowMs),
    );
    const [count, resetMs] = (Array.isArray(reply) ? reply : []).map(Number);
    if (count === undefined || resetMs === undefined)
      throw new Error('unexpected Redis rate-limit reply');
    return { allowed: count <= limit, count, resetMs };
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO_SCRIPT, 1, `${this.prefix}${key}`, String(this.clock()));
  }

  async peek(key: string): Promise<{ count: number; resetMs: number }> {
    const [s, w, c] = await this.redis.hmget(`${this.prefix}${key}`, 's', 'w', 'c');
    const start = Number(s);
    const end = start + Number(w);
    const count = Number(c);
    const now = this.clock();
    return s && w && c && end > now && count > 0
      ? { count, resetMs: end - now }
      : { count: 0, resetMs: 0 };
  }

  async close(): Promise<void> {
    // The Redis connection belongs to whoever created it (main.ts / tests) and is closed there.
  }
}
