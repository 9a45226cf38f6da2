import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter';

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
