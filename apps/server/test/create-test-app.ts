import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../src/plugins/rate-limiter';
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
  /** A movable clock, a stub fetch, a log sink (see AppDeps). */
  deps?: Pick<AppDeps, 'clock' | 'fetch' | 'logStream'>;
}

/**
 * The whole app on a fresh migrated database (PGlite snapshot or a new PostgreSQL
 * database), a temp DATA_DIR, and the Redis rate limiter with a random key prefix when
 * REDIS_URL is set. Drive it with `app.inject`.
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
  if (testRedisUrl) {
    redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 2 });
    rateLimiter = new RedisRateLimiter(redis, `xinke:test:${randomBytes(6).toString('hex')}:`);
  } else {
    rateLimiter = new MemoryRateLimiter();
  }
  const app = await buildApp(config, { ...options.deps, database: testDb.database, rateLimiter });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: testDb.database,
    db: testDb.database.db,
    config,
    rateLimiter,
    async close() {
      await app.close();
      await rateLimiter.close();
      await redis?.quit();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
