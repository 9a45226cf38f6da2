import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { RateLimiter } from '../src/plugins/rate-limiter';
import type { Hub } from '../src/realtime/hub';
import { RedisHub } from '../src/realtime/redis-hub';
import { findCounterDrift, type CounterDrift } from '../src/db/consistency';
import { createTestDatabase } from './test-db';

export const testRedisUrl = process.env.REDIS_URL;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  rateLimiter: RateLimiter;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, as the server would read them. */
  env?: Record<string, string>;
  /** Register extra (test-only) routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
  /** A movable clock, a stub fetch, a log sink, message listeners, a letter counter, socket timeouts. */
  deps?: Pick<
    AppDeps,
    'clock' | 'fetch' | 'logStream' | 'messageEvents' | 'letters' | 'socketTimings'
  >;
  /**
   * close() recomputes every stored counter from its rows (db/consistency.ts) and fails on
   * any difference, so each API test file proves its writes kept the counters in step.
   * Only a test that corrupts a counter on purpose turns it off, and says why.
   */
  skipCounterCheck?: { reason: string };
}

/**
 * The whole app on a fresh migrated database (PGlite snapshot or a new PostgreSQL
 * database), a temp DATA_DIR, and — when REDIS_URL is set — the Redis rate limiter (on the
 * test's clock) and the Redis realtime hub under a random key prefix (test files run in
 * parallel, each with its own database whose user ids start at 1). Drive it with
 * `app.inject` / `app.injectWS`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const testDb = await createTestDatabase();
  let redis: Redis | undefined;
  let rateLimiter: RateLimiter;
  let hub: Hub | undefined;
  if (testRedisUrl) {
    redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 2 });
    const prefix = `xinke:test:${randomBytes(6).toString('hex')}:`;
    rateLimiter = new RateLimiter({ redis, prefix: `${prefix}rl`, clock: options.deps?.clock });
    hub = new RedisHub(redis, `${prefix}rt:`);
  } else {
    rateLimiter = new RateLimiter({ clock: options.deps?.clock });
  }
  const app = await buildApp(config, {
    ...options.deps,
    database: testDb.database,
    rateLimiter,
    hub,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: testDb.database,
    db: testDb.database.db,
    config,
    rateLimiter,
    async close() {
      // After app.close(): buffered writes (view counts) are flushed by then.
      await app.close();
      let drift: CounterDrift[] = [];
      try {
        if (!options.skipCounterCheck) drift = await findCounterDrift(testDb.database.db);
      } finally {
        await hub?.close();
        await rateLimiter.close();
        await redis?.quit();
        await testDb.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      }
      if (drift.length > 0)
        throw new Error(
          `Stored counters differ from their rows (db/consistency.ts):\n${drift
            .map((d) => `${d.table}#${d.id}.${d.column}: stored ${d.stored}, rows ${d.actual}`)
            .join('\n')}`,
        );
    },
  };
}
