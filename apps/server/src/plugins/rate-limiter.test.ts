import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testRedisUrl } from '../../test/create-test-app';
import { testClock } from '../../test/factories';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter';

describe('MemoryRateLimiter', () => {
  it('counts per key within a window and resets after it', async () => {
    vi.useFakeTimers();
    try {
      const limiter = new MemoryRateLimiter();
      expect((await limiter.hit('a', 2, 1000)).allowed).toBe(true);
      expect((await limiter.hit('a', 2, 1000)).allowed).toBe(true);
      expect(await limiter.hit('a', 2, 1000)).toMatchObject({ allowed: false, count: 3 });
      expect((await limiter.hit('b', 2, 1000)).allowed).toBe(true);
      vi.advanceTimersByTime(1001);
      expect(await limiter.hit('a', 2, 1000)).toMatchObject({ allowed: true, count: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

const redis = testRedisUrl ? new Redis(testRedisUrl, { maxRetriesPerRequest: 2 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

type Clock = ReturnType<typeof testClock>;
const stores: [string, (clock: Clock) => RateLimiter][] = [
  ['memory', (clock) => new MemoryRateLimiter(clock)],
  // Only when this run has a Redis (CI, TEST_DATABASE_URL runs): the same behaviour there.
  ...(redis
    ? [
        [
          'redis',
          (clock: Clock) =>
            new RedisRateLimiter(redis, `xinke:test:${randomBytes(6).toString('hex')}:`, clock),
        ] as [string, (clock: Clock) => RateLimiter],
      ]
    : []),
];

describe.each(stores)('%s limiter on an injected clock', (_name, make) => {
  it('windows start at the first hit and follow the clock, not the wall', async () => {
    const clock = testClock(1_000_000);
    const limiter = make(clock);
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, count: 1, resetMs: 60_000 });
    clock.advance(10_000);
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, count: 2, resetMs: 50_000 });
    expect(await limiter.hit('k', 2, 60_000)).toMatchObject({ allowed: false, count: 3 });
    expect(await limiter.peek('k')).toEqual({ count: 3, resetMs: 50_000 });
    clock.advance(50_000);
    expect(await limiter.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect(await limiter.hit('k', 2, 60_000)).toEqual({ allowed: true, count: 1, resetMs: 60_000 });
  });

  it('undo gives one hit back within the window, never below zero, not after it', async () => {
    const clock = testClock(5_000_000);
    const limiter = make(clock);
    await limiter.hit('u', 1, 1000);
    await limiter.hit('u', 1, 1000);
    await limiter.undo('u');
    expect((await limiter.peek('u')).count).toBe(1);
    await limiter.undo('u');
    await limiter.undo('u');
    expect((await limiter.peek('u')).count).toBe(0);
    expect(await limiter.hit('u', 1, 1000)).toMatchObject({ allowed: true, count: 1 });
    await limiter.undo('never-hit');
    expect(await limiter.peek('never-hit')).toEqual({ count: 0, resetMs: 0 });
  });

  it('parallel hits are counted exactly', async () => {
    const limiter = make(testClock());
    const results = await Promise.all(
      Array.from({ length: 25 }, () => limiter.hit('p', 10, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});
