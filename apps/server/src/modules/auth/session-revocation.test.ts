import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sessions } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { hubBus } from '../../../test/bus-hub';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUserWithPassword, callAs, loginAs, testClock } from '../../../test/factories';
import { SESSION_CACHE_TTL_MS } from './session-cache';

/*
 * Verified sessions are cached for a few seconds per node (session-cache.ts); a revoked
 * session must still be refused by the very next request, on this node and on every other
 * one. Each token below is used once before it is revoked, so it sits in the cache.
 */

const ACCOUNT = '/web/system/account';
const status = async (app: FastifyInstance, token: string) =>
  (await callAs(app, token)('GET', ACCOUNT)).statusCode;

async function changePassword(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/web/system/password',
    headers: { authorization: token },
    payload: { old_password: 'oldpass123', password: 'newpass123', password_confirm: 'newpass123' },
  });
}

describe('one node', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
  });
  afterAll(() => t.close());

  it('a verified session is reused for a while, no longer than SESSION_CACHE_TTL_MS', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123');
    const token = await loginAs(t.db, user);
    expect(await status(t.app, token)).toBe(200);
    // Revoked behind the server's back (not how the app revokes: that evicts at once).
    await t.db
      .update(sessions)
      .set({ revokeTime: new Date(clock()) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(await status(t.app, token)).toBe(200);
    clock.advance(SESSION_CACHE_TTL_MS);
    expect(await status(t.app, token)).toBe(401);
  });

  it('logout: the next request with the token is refused', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123');
    const token = await loginAs(t.db, user);
    expect(await status(t.app, token)).toBe(200);
    expect((await callAs(t.app, token)('GET', '/web/user/logout')).statusCode).toBe(200);
    expect(await status(t.app, token)).toBe(401);
  });

  it('a password change refuses the other sessions at once and keeps this one', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123');
    const [current, other] = [await loginAs(t.db, user), await loginAs(t.db, user)];
    expect(await status(t.app, current)).toBe(200);
    expect(await status(t.app, other)).toBe(200);
    expect((await changePassword(t.app, current)).statusCode).toBe(200);
    expect(await status(t.app, other)).toBe(401);
    expect(await status(t.app, current)).toBe(200);
  });
});

/** A server node on `database` and the bus: its own app and data dir, as a process has. */
async function startNode(database: TestApp['database'], bus: ReturnType<typeof hubBus>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const app = await buildApp(config, { database, hub: bus.node() });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('two nodes sharing a database and a hub', () => {
  const bus = hubBus();
  let t: TestApp;
  let a: Awaited<ReturnType<typeof startNode>>;
  let b: Awaited<ReturnType<typeof startNode>>;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    a = await startNode(t.database, bus);
    b = await startNode(t.database, bus);
    nodeA = a.app;
    nodeB = b.app;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  it('a logout on node A is refused by node B’s next request', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123');
    const token = await loginAs(t.db, user);
    expect(await status(nodeA, token)).toBe(200);
    expect(await status(nodeB, token)).toBe(200);
    expect((await callAs(nodeA, token)('GET', '/web/user/logout')).statusCode).toBe(200);
    expect(await status(nodeB, token)).toBe(401);
    expect(await status(nodeA, token)).toBe(401);
  });

  it('a password change on node A refuses the user’s other sessions on node B', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123');
    const [current, other] = [await loginAs(t.db, user), await loginAs(t.db, user)];
    expect(await status(nodeB, current)).toBe(200);
    expect(await status(nodeB, other)).toBe(200);
    expect((await changePassword(nodeA, current)).statusCode).toBe(200);
    expect(await status(nodeB, other)).toBe(401);
    expect(await status(nodeB, current)).toBe(200);
  });
});
