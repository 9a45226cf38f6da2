import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_ROLE } from '@xinke/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { hubBus } from '../../../test/bus-hub';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { injectSocket } from '../../../test/socket-client';

/*
 * A ban on one node ends the member's sessions on every node at once (docs/admin-users.md):
 * node B had the token verified and cached, and its socket open, before node A banned.
 */

const bus = hubBus();
let t: TestApp;
const nodes: { app: FastifyInstance; dir: string }[] = [];

async function startNode(): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'xinke-node-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, WEB_DIST_DIR: join(dir, 'no-web') });
  const app = await buildApp(config, { database: t.database, hub: bus.node() });
  await app.ready();
  nodes.push({ app, dir });
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const node of nodes) {
    await node.app.close();
    rmSync(node.dir, { recursive: true, force: true });
  }
  await t?.close();
});

it('a ban on node A refuses the member’s cached token and closes their socket on node B', async () => {
  const [nodeA, nodeB] = [await startNode(), await startNode()];
  const admin = await buildUser(t.db, { role: USER_ROLE.admin });
  const member = await buildUser(t.db);
  const token = await loginAs(t.db, member);
  const onB = callAs(nodeB, token);
  expect((await onB('GET', '/web/user/info')).statusCode).toBe(200);
  const socket = await injectSocket(nodeB, token);
  await socket.next('hello');

  const ban = await callAs(nodeA, await loginAs(t.db, admin))(
    'POST',
    `/web/admin/users/${member.id}/ban`,
    { until: null, reason: '跨节点封禁' },
  );
  expect(ban.json()).toMatchObject({ code: 0 });
  expect((await socket.closed).code).toBe(4001);
  expect((await onB('GET', '/web/user/info')).statusCode).toBe(401);
});
