import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/create-test-app';
import { testClock } from '../../test/factories';
import { RateLimiter } from './rate-limiter';

const redis = testRedisUrl ? new Redis(testRedisUrl, { maxRetriesPerRequest: 2 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

type Clock = ReturnType<typeof testClock>;
const stores: [string, (clock: Clock) => RateLimiter][] = [
  ['memory', (clock) => new RateLimiter({ clock })],
  // Only when this run has a Redis (CI, TEST_DATABASE_URL runs): the same behaviour there.
  ...(redis
    ? [
        [
          'redis',
          (clock: Clock) =>
            new RateLimiter({
              redis,
              prefix: `xinke:test:${randomBytes(6).toString('hex')}`,
              clock,
            }),
        ] as [string, (clock: Clock) => RateLimiter],
      ]
    : []),
];

const MINUTE = { points: 2, windowMs: 60_000 };
/** A clock on a minute boundary, so window ends are round numbers. */
const onMinute = (minutes: number) => testClock(minutes * 60_000);

describe.each(stores)('%s limiter on an injected clock', (_name, make) => {
  it('windows are slots of the clock, so moving the clock moves them', async () => {
    const clock = onMinute(20_000_000);
    const limiter = make(clock);
    expect(await limiter.hit(MINUTE, 'k')).toEqual({ allowed: true, count: 1, resetMs: 60_000 });
    clock.advance(10_000);
    expect(await limiter.hit(MINUTE, 'k')).toEqual({ allowed: true, count: 2, resetMs: 50_000 });
    expect(await limiter.hit(MINUTE, 'k')).toMatchObject({ allowed: false, count: 3 });
    expect(await limiter.peek(MINUTE, 'k')).toEqual({ count: 3, resetMs: 50_000 });
    expect((await limiter.hit(MINUTE, 'other')).allowed).toBe(true);
    clock.advance(50_000);
    expect(await limiter.peek(MINUTE, 'k')).toEqual({ count: 0, resetMs: 0 });
    expect(await limiter.hit(MINUTE, 'k')).toEqual({ allowed: true, count: 1, resetMs: 60_000 });
  });

  it('undo gives one hit back within the window, never below zero; reset forgets it', async () => {
    const clock = onMinute(20_000_100);
    const limiter = make(clock);
    const rule = { points: 1, windowMs: 1000 };
    await limiter.hit(rule, 'u');
    await limiter.hit(rule, 'u');
    await limiter.undo(rule, 'u');
    expect((await limiter.peek(rule, 'u')).count).toBe(1);
    await limiter.undo(rule, 'u');
    await limiter.undo(rule, 'u');
    expect((await limiter.peek(rule, 'u')).count).toBe(0);
    expect(await limiter.hit(rule, 'u')).toMatchObject({ allowed: true, count: 1 });
    await limiter.undo(rule, 'never-hit');
    expect(await limiter.peek(rule, 'never-hit')).toEqual({ count: 0, resetMs: 0 });
    await limiter.hit(rule, 'u');
    expect((await limiter.hit(rule, 'u')).allowed).toBe(false);
    await limiter.reset(rule, 'u');
    expect(await limiter.hit(rule, 'u')).toMatchObject({ allowed: true, count: 1 });
  });

  it('parallel hits are counted exactly', async () => {
    const limiter = make(onMinute(20_000_200));
    const rule = { points: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(rule, 'p')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});

describe('Redis outage', () => {
  const rule = { points: 3, windowMs: 3_600_000 };

  it('a Redis that never answers: each node counts on its own, no request fails', async () => {
    // Nothing listens on port 1; the client keeps trying to connect in the background.
    const dead = new Redis({ port: 1, maxRetriesPerRequest: 1, lazyConnect: false });
    dead.on('error', () => {});
    const limiter = new RateLimiter({ redis: dead });
    try {
      const started = Date.now();
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await limiter.hit(rule, 'dead'));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
      expect(Date.now() - started).toBeLessThan(500);
      expect(limiter.shared).toBe(false);
    } finally {
      dead.disconnect();
    }
  });
});
