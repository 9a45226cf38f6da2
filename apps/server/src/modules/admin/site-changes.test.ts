import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ROLE, type BannerGroups, type FooterData } from '@xinke/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { WriteWatch } from '../../db/write-watch';
import { hubBus } from '../../../test/bus-hub';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs } from '../../../test/factories';

/*
 * Two server nodes on one database and one hub (the in-process bus standing in for Redis).
 * Each node caches visitors' public answers and empties the cache on its OWN writes only
 * (db/write-watch.ts): node B is given a write watch of its own, so it hears nothing of node
 * A's statements, exactly as a second process would. A staff change made through node A
 * must still be served by node B on the very next visitor request: the broadcast of
 * modules/admin/site-changes.ts empties node B's cache.
 */

async function startNode(t: TestApp, bus: ReturnType<typeof hubBus>, ownWatch: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const database = ownWatch ? { ...t.database, writes: new WriteWatch() } : t.database;
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

const IMAGE = '/uploads/images/cafe.webp';

describe('a staff change reaches every node at once', () => {
  const bus = hubBus();
  let t: TestApp;
  let a: Awaited<ReturnType<typeof startNode>>;
  let b: Awaited<ReturnType<typeof startNode>>;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await startNode(t, bus, false);
    b = await startNode(t, bus, true);
    nodeA = a.app;
    nodeB = b.app;
    adminToken = await loginAs(t.db, await buildUser(t.db, { role: USER_ROLE.admin }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  const bannersOn = async (node: FastifyInstance) =>
    (await node.inject({ method: 'GET', url: '/web/index/banner?equipment=pc' })).json<{
      data: BannerGroups;
    }>().data;
  const footerOn = async (node: FastifyInstance) =>
    (await node.inject({ method: 'GET', url: '/web/index/footer' })).json<{ data: FooterData }>()
      .data;

  it('a banner added through node A is served by node B on the next visitor request', async () => {
    // Node B has the answer without the banner in its cache.
    expect((await bannersOn(nodeB)).banner3).toEqual([]);
    const res = await nodeA.inject({
      method: 'POST',
      url: '/web/admin/banner/create',
      headers: { authorization: adminToken },
      payload: { group_key: 'banner3', title: '研究室招募', image: IMAGE },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bannersOn(nodeB)).banner3.map((x) => x.title)).toEqual(['研究室招募']);
  });

  it('the cache really holds without the broadcast: a write behind the app is not seen on node B', async () => {
    // The proof the test above is about the broadcast: node B keeps its cached footer when
    // the database changes under it without a staff action (no announcement).
    const before = await footerOn(nodeB);
    // Node B's own watch never hears this statement, and nothing broadcasts it.
    await t.database.db.execute(
      sql`insert into footer_items (group_key, name, value, type) values ('contact', '暗中写入', '', 0)`,
    );
    expect((await footerOn(nodeB)).contact).toEqual(before.contact);
    const res = await nodeA.inject({
      method: 'POST',
      url: '/web/admin/site_settings',
      headers: { authorization: adminToken },
      payload: { copyright: '© 2026 芯客' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await footerOn(nodeB);
    expect(after.copyright).toBe('© 2026 芯客');
    expect(after.contact.map((i) => i.name)).toContain('暗中写入');
  });
});
