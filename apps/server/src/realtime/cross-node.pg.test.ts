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
import { testRedisUrl, type TestApp } from '../../test/create-test-app';
import { letterCalls, nextNo, person } from '../../test/letters';
import { listeningUrl, liveSockets } from '../../test/socket-client';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { RedisHub } from './redis-hub';

/*
 * Two real listening servers with real WebSocket clients. Two nodes need what two server
 * processes share in production — one PostgreSQL and one Redis — so this file is collected
 * only when TEST_DATABASE_URL and REDIS_URL are both set (apps/server/vitest.config.ts; CI
 * sets them: .ci/run). The one-node case runs everywhere: cross-node.test.ts.
 */

const L = letterCalls();
const { online, closeAll } = liveSockets();

afterAll(closeAll);

interface Node {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** One server process's worth: its own app, Redis connections and data dir; a shared database. */
async function startNode(database: Database, prefix: string): Promise<Node> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const redis = new Redis(testRedisUrl ?? '', { maxRetriesPerRequest: 2 });
  const hub = new RedisHub(redis, `${prefix}rt:`);
  const app = await buildApp(config, {
    database,
    rateLimiter: new RateLimiter({ redis, prefix: `${prefix}rl` }),
    hub,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: listeningUrl(app),
    async close() {
      await app.close();
      await hub.close();
      await redis.quit();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('two nodes sharing PostgreSQL and Redis', () => {
  let shared: TestDatabase;
  let secondPool: Database;
  let nodeA: Node;
  let nodeB: Node;
  let t: Pick<TestApp, 'app' | 'db'>;

  beforeAll(async () => {
    shared = await createTestDatabase();
    if (!shared.url) throw new Error('expected a PostgreSQL test database');
    secondPool = openPostgres(shared.url, { max: 4 });
    const prefix = `xinke:test:${randomBytes(6).toString('hex')}:`;
    nodeA = await startNode(shared.database, prefix);
    nodeB = await startNode(secondPool, prefix);
    t = { app: nodeA.app, db: shared.database.db };
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await secondPool?.close();
    await shared?.dispose();
  });

  it('a letter sent by a client on node A reaches the recipient and the sender’s tab on node B', async () => {
    const a = await person(t);
    const b = await person(t);
    const aOnA = await online(nodeA.url, a.token);
    const aOnB = await online(nodeB.url, a.token);
    const bOnB = await online(nodeB.url, b.token);
    const no = nextNo();
    aOnA.send({ touid: b.user.id, no, msg: '跨节点你好' });
    const ack = await aOnA.next('ack');
    expect(await bOnB.next('chat')).toMatchObject({
      id: ack.id,
      no,
      msg: '跨节点你好',
      pfrom: 'left',
      letter_user_id: a.user.id,
      number: 1,
    });
    expect(await aOnB.next('chat')).toMatchObject({ id: ack.id, pfrom: 'right' });
    await aOnA.none('chat');

    // And back: an HTTP call on node B reaches node A's socket (a recall this time).
    const recall = await nodeB.app.inject({
      method: 'POST',
      url: '/web/letter/reback',
      headers: { authorization: a.token },
      payload: { id: ack.id },
    });
    expect(recall.statusCode).toBe(200);
    expect(await aOnA.next('recall')).toMatchObject({ id: ack.id, pfrom: 'right' });
    expect(await bOnB.next('recall')).toMatchObject({ id: ack.id, pfrom: 'left' });
    expect((await L.list(b, a)).data[0]).toMatchObject({ id: ack.id, recalled: 1 });
  });

  it('a logout on node A is refused at once by node B, whose session cache held the token', async () => {
    const a = await person(t);
    // Over real HTTP, as the client's next request travels: both nodes live in this one
    // process, and an in-process inject answered from B's cache would never yield to the
    // event loop that reads B's subscriber socket, which two processes do not share.
    const account = (node: Node) =>
      fetch(`${node.url}/web/system/account`, { headers: { authorization: a.token } });
    expect((await account(nodeB)).status).toBe(200);
    const out = await fetch(`${nodeA.url}/web/user/logout`, {
      headers: { authorization: a.token },
    });
    expect(out.status).toBe(200);
    expect((await account(nodeB)).status).toBe(401);
  });
});
