import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/client';
import { closeRedis, openRedis } from '../../src/lib/redis';
import { RateLimiter } from '../../src/plugins/rate-limiter';
import { RedisHub } from '../../src/realtime/redis-hub';
import { letterCalls, person, type Person } from '../letters';
import { listeningUrl, liveSockets } from '../socket-client';
import { sleep } from '../net';
import { startSpareRedis, type SpareRedis } from '../spare-services';
import { createTestDatabase, type TestDatabase } from '../test-db';

/*
 * Redis killed (SIGKILL, it keeps nothing) and started again under two nodes that share a
 * PostgreSQL database and that Redis, each wired as main.ts wires it: the Redis rate
 * limiter and the Redis hub on one shared connection. The Redis is this file's own
 * instance on a free port, never the machine's.
 */

const L = letterCalls();
const { online, closeAll } = liveSockets();

interface Node {
  app: FastifyInstance;
  hub: RedisHub;
  redis: Redis;
  url: string;
  close(): Promise<void>;
}

/**
 * The shared rate limiter, as main.ts makes it. The only line here that knows the limiter's
 * API: merged with the limits branch it becomes `new RateLimiter({ redis, prefix: `${prefix}rl` })`.
 */
function redisLimiter(redis: Redis, prefix: string) {
  return new RateLimiter({ redis, prefix: `${prefix}rl` });
}

async function startNode(database: Database, redisUrl: string, prefix: string): Promise<Node> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-fault-redis-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  // As main.ts connects.
  const redis = openRedis(redisUrl, () => undefined);
  const hub = new RedisHub(redis, `${prefix}rt:`);
  const app = await buildApp(config, { database, rateLimiter: redisLimiter(redis, prefix), hub });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    hub,
    redis,
    url: listeningUrl(app),
    async close() {
      await app.close();
      await hub.close();
      await closeRedis(redis);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let spare: SpareRedis;
let shared: TestDatabase;
let secondPool: Database;
let nodeA: Node;
let nodeB: Node;

beforeAll(async () => {
  spare = await startSpareRedis();
  shared = await createTestDatabase();
  if (!shared.url) throw new Error('expected a PostgreSQL test database');
  secondPool = openPostgres(shared.url, { max: 4 });
  const prefix = `xinke:fault:${randomBytes(6).toString('hex')}:`;
  nodeA = await startNode(shared.database, spare.url, prefix);
  nodeB = await startNode(secondPool, spare.url, prefix);
});

afterAll(async () => {
  await closeAll();
  await nodeA?.close();
  await nodeB?.close();
  await secondPool?.close();
  await shared?.dispose();
  await spare?.stop();
});

const t = () => ({ app: nodeA.app, db: shared.database.db });
const as = (node: Node, p: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  node.app.inject({
    method,
    url,
    headers: { authorization: p.token },
    ...(payload ? { payload } : {}),
  });

/**
 * Waits until both nodes' connections (the subscriber and the shared one) are up or down,
 * and says how long it took.
 */
async function untilHubs(connected: boolean, limitMs = 10_000): Promise<number> {
  const started = Date.now();
  const ready = () =>
    [nodeA, nodeB].every(
      (n) =>
        (n.hub.deliveryEpoch() !== null) === connected &&
        (n.redis.status === 'ready') === connected,
    );
  while (!ready()) {
    if (Date.now() - started > limitMs)
      throw new Error(`hubs not ${connected ? 'back' : 'down'} within ${limitMs} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

describe('Redis stopped under two nodes', () => {
  it('fan-out and the revocation feed fall back to each node’s own delivery, and recover', async () => {
    const a = await person(t());
    const b = await person(t());
    const bOnB = await online(nodeB.url, b.token);
    const toRecall = await L.say(a, b, '停机前的信');
    await bOnB.next('chat', (f) => f.id === toRecall.id);

    await spare.stop();
    await untilHubs(false);

    // A recall on node B reaches b's socket on node B at once, without Redis.
    const recalled = Date.now();
    const recall = await as(nodeB, a, 'POST', '/web/letter/reback', { id: toRecall.id });
    expect(recall.json()).toMatchObject({ code: 0 });
    expect(await bOnB.next('recall')).toMatchObject({ id: toRecall.id, pfrom: 'left' });
    const recallMs = Date.now() - recalled;

    // A socket opened meanwhile goes live; its subscription waits for Redis.
    const c = await person(t());
    const cOnB = await online(nodeB.url, c.token);

    // Sessions: with the feed down no node trusts its cache, so a logout on node A is
    // refused by node B at once although the broadcast cannot travel.
    const account = (node: Node) => as(node, a, 'GET', '/web/system/account');
    expect((await account(nodeB)).statusCode).toBe(200);
    expect((await as(nodeA, a, 'GET', '/web/user/logout')).statusCode).toBe(200);
    expect((await account(nodeB)).statusCode).toBe(401);

    await spare.start();
    const backMs = await untilHubs(true);
    // Through Redis again, to the socket that subscribed while it was away too.
    const cLetter = await L.say(b, c, '恢复后的信');
    expect(await cOnB.next('chat', (f) => f.id === cLetter.id)).toMatchObject({ pfrom: 'left' });
    const crossNode = await as(nodeA, b, 'POST', '/web/letter/send', {
      to_user_id: c.user.id,
      no: `fault-${Date.now()}`,
      msg: '跨节点',
    });
    expect(crossNode.json()).toMatchObject({ code: 0 });
    const crossId = crossNode.json<{ data: { id: number } }>().data.id;
    await cOnB.next('chat', (f) => f.id === crossId);
    console.info(
      `[faults] redis outage: recall delivered locally in ${recallMs} ms; hubs reconnected ` +
        `${backMs} ms after Redis was back`,
    );
  });

  it('answers no 5xx to writes and reads while Redis is down, and limits again once it is back', async () => {
    const a = await person(t());
    const b = await person(t());
    const answers: { url: string; status: number; ms: number }[] = [];
    const record = async (url: string, res: Promise<LightMyRequestResponse>) => {
      const sent = Date.now();
      answers.push({ url, status: (await res).statusCode, ms: Date.now() - sent });
    };
    const round = async (node: Node, n: number) => {
      await record(
        'page_view',
        node.app.inject({
          method: 'POST',
          url: '/web/common/page_view',
          payload: { page_path: `/fault/redis/${n}`, page_source: 1 },
        }),
      );
      await record(
        'letter/send',
        as(node, a, 'POST', '/web/letter/send', {
          to_user_id: b.user.id,
          no: `fault-${n}-${Date.now()}`,
          msg: `第${n}封`,
        }),
      );
      await record(
        'letter/list',
        as(node, b, 'GET', `/web/letter/list?letter_user_id=${a.user.id}`),
      );
      await record('forum/list', node.app.inject({ method: 'GET', url: '/web/forum/list' }));
      await record('system/account', as(node, a, 'GET', '/web/system/account'));
      await record(
        'sms_code',
        node.app.inject({
          method: 'POST',
          url: '/web/sms_code',
          payload: { phone: `139${String(n).padStart(8, '0')}` },
        }),
      );
    };

    await spare.stop();
    await untilHubs(false);
    try {
      const started = Date.now();
      for (let n = 0; n < 4; n++) await round(n % 2 ? nodeB : nodeA, n);
      const slowest = Math.max(...answers.map((x) => x.ms));
      const took = Date.now() - started;
      const failed = answers.filter((x) => x.status >= 500);
      console.info(
        `[faults] redis down: ${answers.length} requests in ${took} ms (slowest ${slowest} ms), ` +
          `${failed.length} 5xx` +
          (failed.length ? ` (${[...new Set(failed.map((x) => x.url))].join(', ')})` : ''),
      );
      expect(failed).toEqual([]);
    } finally {
      await spare.start();
    }
    await untilHubs(true);
    answers.length = 0;
    await round(nodeA, 100);
    expect(answers.filter((x) => x.status !== 200)).toEqual([]);
  }, 60_000);
});
