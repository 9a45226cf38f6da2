import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { startSpareRedis } from '../../test/spare-services';
import { RateLimiter } from './rate-limiter';

/*
 * Stops and starts a redis-server of its own (never the machine's), so it needs the
 * redis-server binary: collected with the other *.pg.test.ts files, when TEST_DATABASE_URL
 * and REDIS_URL are set (CI). A client on a dead port is tested everywhere:
 * rate-limiter.test.ts.
 */
describe('Redis outage', () => {
  const rule = { points: 3, windowMs: 3_600_000 };

  it('two nodes share counts, fall back to their own while Redis is down, share again when it is back', async () => {
    const server = await startSpareRedis();
    const nodes = [0, 1].map(() => {
      const client = new Redis(server.url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      return { client, limiter: new RateLimiter({ redis: client, prefix: 'outage' }) };
    });
    const [a, b] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
    const waitFor = async (ok: () => boolean) => {
      for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(ok()).toBe(true);
    };
    try {
      await waitFor(() => a.limiter.shared && b.limiter.shared);
      // Shared: 3 in all, whichever node counts them.
      expect((await a.limiter.hit(rule, 'k')).allowed).toBe(true);
      expect((await b.limiter.hit(rule, 'k')).allowed).toBe(true);
      expect((await a.limiter.hit(rule, 'k')).allowed).toBe(true);
      expect((await b.limiter.hit(rule, 'k')).allowed).toBe(false);

      await server.stop();
      await waitFor(() => !a.limiter.shared && !b.limiter.shared);
      // Down: every answer still comes, each node enforcing the rule on its own.
      const during = [];
      for (let i = 0; i < 4; i++) during.push((await a.limiter.hit(rule, 'k')).allowed);
      expect(during).toEqual([true, true, true, false]);
      expect((await b.limiter.hit(rule, 'k')).allowed).toBe(true);

      await server.start();
      await waitFor(() => a.limiter.shared && b.limiter.shared);
      // Back (an empty Redis here, as after a restart without persistence): shared again.
      expect((await a.limiter.hit(rule, 'k2')).allowed).toBe(true);
      expect((await b.limiter.hit(rule, 'k2')).allowed).toBe(true);
      expect((await b.limiter.hit(rule, 'k2')).allowed).toBe(true);
      expect(await a.limiter.hit(rule, 'k2')).toMatchObject({ allowed: false, count: 4 });
    } finally {
      for (const node of nodes) node.client.disconnect();
      await server.stop();
    }
  }, 30_000);
});
