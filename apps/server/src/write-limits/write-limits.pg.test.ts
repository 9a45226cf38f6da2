import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { RateLimiter } from '../plugins/rate-limiter';
import { testRedisUrl } from '../../test/create-test-app';
import { buildCircle, buildTag, buildUser, loginAs, testClock } from '../../test/factories';
import { startSpareRedis, type SpareRedis } from '../../test/spare-services';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

/*
 * Two app instances on one PostgreSQL database and one Redis, as two server processes in
 * production: a member's and an IP's limits hold whichever node they write through, and
 * while Redis is down each node still answers, limiting on its own, until Redis is back.
 * Collected only when TEST_DATABASE_URL and REDIS_URL are both set.
 */

const DAY = 86_400_000;
// On a day boundary: every window of the rules starts here.
const clock = testClock(Math.ceil(Date.now() / DAY) * DAY);

interface Node {
  app: FastifyInstance;
  limiter: RateLimiter;
  close(): Promise<void>;
}

async function startNode(database: Database, redis: Redis, prefix: string): Promise<Node> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-limits-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ABUSE_LIMITS: 'on',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const limiter = new RateLimiter({ redis, prefix, clock });
  const app = await buildApp(config, { database, rateLimiter: limiter, clock });
  await app.ready();
  return {
    app,
    limiter,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let db: TestDatabase;
let secondPool: Database;
let circleId: number;
let tagId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  if (!db.url) throw new Error('expected a PostgreSQL test database');
  secondPool = openPostgres(db.url, { max: 4 });
  circleId = (await buildCircle(db.database.db)).id;
  tagId = (await buildTag(db.database.db)).id;
});
afterAll(async () => {
  await secondPool.close();
  await db.dispose();
});

const member = async () => {
  const u = await buildUser(db.database.db, { createTime: new Date(clock() - 3 * DAY) });
  return loginAs(db.database.db, u);
};
const post = (node: Node, token: string, ip = '10.50.0.1') =>
  node.app.inject({
    method: 'POST',
    url: '/web/item/post',
    remoteAddress: ip,
    headers: { authorization: token },
    payload: { title: '一篇新的帖子', body: '<p>正文内容</p>', tag: [tagId], circle_id: circleId },
  });

describe('two nodes on one Redis', () => {
  let redis: Redis;
  let a: Node;
  let b: Node;
  beforeAll(async () => {
    redis = new Redis(testRedisUrl ?? '', { maxRetriesPerRequest: 2 });
    const prefix = `xinke:test:${randomBytes(6).toString('hex')}:rl`;
    a = await startNode(db.database, redis, prefix);
    b = await startNode(secondPool, redis, prefix);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.quit();
  });

  it('a member who posted through one node waits on the other too', async () => {
    const token = await member();
    expect((await post(a, token)).statusCode).toBe(200);
    const refused = await post(b, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('15');
    expect(refused.json().msg).toBe('操作太频繁，请15秒后再试');
  });

  it('22 posts at once, spread over both nodes: one is published', async () => {
    const token = await member();
    const answers = await Promise.all(
      Array.from({ length: 22 }, (_, i) => post(i % 2 ? a : b, token, '10.50.0.2')),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(21);
  });

  it('an IP is counted across nodes', async () => {
    const ip = '10.50.1.1';
    const codes = [];
    for (let i = 0; i < 31; i++)
      codes.push((await post(i % 2 ? a : b, await member(), ip)).statusCode);
    expect(codes.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('Redis stops and comes back', () => {
  let server: SpareRedis;
  const clients: Redis[] = [];
  let a: Node;
  let b: Node;
  const waitFor = async (ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(ok()).toBe(true);
  };
  beforeAll(async () => {
    server = await startSpareRedis();
    for (let i = 0; i < 2; i++) {
      const client = new Redis(server.url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      clients.push(client);
    }
    a = await startNode(db.database, clients[0]!, 'outage');
    b = await startNode(secondPool, clients[1]!, 'outage');
    await waitFor(() => a.limiter.shared && b.limiter.shared);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const client of clients) client.disconnect();
    await server.stop();
  });

  it('no 5xx: limits fall back to each node, and are shared again once Redis is back', async () => {
    clock.advance(DAY);
    const before = await member();
    expect((await post(a, before)).statusCode).toBe(200);
    expect((await post(b, before)).statusCode).toBe(429);

    await server.stop();
    await waitFor(() => !a.limiter.shared && !b.limiter.shared);
    const during = await member();
    const started = performance.now();
    const first = await post(a, during);
    const againOnA = await post(a, during);
    const onB = await post(b, during);
    const elapsed = performance.now() - started;
    expect([first.statusCode, againOnA.statusCode, onB.statusCode]).toEqual([200, 429, 200]);
    expect(againOnA.headers['retry-after']).toBe('15');
    // The insurance answers at once: no waiting for Redis's reconnect attempts.
    expect(elapsed).toBeLessThan(3000);

    await server.start();
    await waitFor(() => a.limiter.shared && b.limiter.shared);
    const after = await member();
    expect((await post(a, after)).statusCode).toBe(200);
    expect((await post(b, after)).statusCode).toBe(429);
  }, 30_000);
});
