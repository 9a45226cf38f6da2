import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { systemClock, type Clock } from '../lib/clock';

/** At most `points` hits per `windowMs`. */
export interface Rule {
  points: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface RateLimiterOptions {
  /** Shared counters between nodes; without it every node counts for itself. */
  redis?: Redis;
  /** Redis key prefix (tests use a random one per app). */
  prefix?: string;
  /** Where "now" comes from; tests pass one they can move. */
  clock?: Clock;
}

/**
 * Counters of rate-limiter-flexible: RateLimiterRedis when REDIS_URL is set (shared by
 * every node), with a RateLimiterMemory as insurance, so a Redis outage degrades to the
 * node's own counts instead of failing the request, and Redis is used again as soon as the
 * client is ready. Without Redis, RateLimiterMemory alone.
 *
 * Windows are fixed slots of the clock (key + floor(now / window)) rather than the
 * library's own first-hit windows: every node and Redis agree on where a window ends, and
 * tests that move their clock move the windows too. The cost is the usual fixed-window
 * edge: up to twice the points around a slot boundary.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly clock: Clock;
  private readonly prefix: string;

  constructor(private readonly options: RateLimiterOptions = {}) {
    this.clock = options.clock ?? systemClock;
    // v3: keys now belong to rate-limiter-flexible; the old hashes stay out of the way.
    this.prefix = options.prefix ?? 'xinke:rl3';
  }

  /** Counts a hit, atomically, and says whether it is within the rule. */
  async hit(rule: Rule, key: string): Promise<RateLimitResult> {
    const { slotKey, resetMs } = this.slot(rule, key);
    try {
      const res = await this.limiterFor(rule).consume(slotKey);
      return { allowed: true, count: res.consumedPoints, resetMs };
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes)
        return { allowed: false, count: rejected.consumedPoints, resetMs };
      throw rejected;
    }
  }

  /** Gives back one hit of the key's current window (an attempt that turned out fine). */
  async undo(rule: Rule, key: string): Promise<void> {
    const { slotKey } = this.slot(rule, key);
    const limiter = this.limiterFor(rule);
    // Never below zero: a window that rolled over since the hit has nothing to give back.
    const res = await limiter.get(slotKey);
    if (res && res.consumedPoints > 0) await limiter.reward(slotKey, 1);
  }

  /** Hits so far in the key's current window, without counting one. */
  async peek(rule: Rule, key: string): Promise<{ count: number; resetMs: number }> {
    const { slotKey, resetMs } = this.slot(rule, key);
    const res = await this.limiterFor(rule).get(slotKey);
    const count = Math.max(0, res?.consumedPoints ?? 0);
    return count > 0 ? { count, resetMs } : { count: 0, resetMs: 0 };
  }

  /** Forgets the key's current window (e.g. the owner proved who they are). */
  async reset(rule: Rule, key: string): Promise<void> {
    await this.limiterFor(rule).delete(this.slot(rule, key).slotKey);
  }

  /** Where counts are kept when all is well. */
  get store(): 'redis' | 'memory' {
    return this.options.redis ? 'redis' : 'memory';
  }

  /** Whether the counts are shared through Redis right now (false during an outage). */
  get shared(): boolean {
    return this.options.redis?.status === 'ready';
  }

  async close(): Promise<void> {
    // The Redis connection belongs to whoever created it (main.ts / tests) and is closed there.
    this.limiters.clear();
  }

  private slot(rule: Rule, key: string) {
    const now = this.clock();
    const slot = Math.floor(now / rule.windowMs);
    return {
      slotKey: `${key}:${rule.windowMs}:${slot}`,
      resetMs: (slot + 1) * rule.windowMs - now,
    };
  }

  /** One library limiter per rule: points and duration are fixed per limiter instance. */
  private limiterFor(rule: Rule): RateLimiterAbstract {
    const id = `${rule.points}/${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (limiter) return limiter;
    // The store's TTL only collects garbage: the slot in the key decides the window.
    const duration = Math.max(1, Math.ceil(rule.windowMs / 1000));
    const memory = new RateLimiterMemory({
      points: rule.points,
      duration,
      keyPrefix: this.prefix,
    });
    limiter = this.options.redis
      ? new RateLimiterRedis({
          storeClient: this.options.redis,
          points: rule.points,
          duration,
          keyPrefix: this.prefix,
          // Not ready (reconnecting) → the insurance answers at once instead of queueing.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    this.limiters.set(id, limiter);
    return limiter;
  }
}
