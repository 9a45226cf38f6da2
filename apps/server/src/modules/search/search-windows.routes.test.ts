import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, type SearchItem } from '@xinke/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

import { WriteWatch } from '../../db/write-watch';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildIndexedItem, buildUser, loginAs, setItemStatus } from '../../../test/factories';

/*
 * Ranked windows are kept a moment (ranked-windows.ts), for logged-in readers too: what a
 * reader may see must still be exact. Node B below is a second server on the same database
 * that, like another process, does not hear node A's writes.
 */

let t: TestApp;
let nodeB: FastifyInstance;
let dataDir: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.db, await buildUser(t.db));
  dataDir = mkdtempSync(join(tmpdir(), 'xinke-node-b-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'x'),
  });
  nodeB = await buildApp(config, { database: { ...t.database, writes: new WriteWatch() } });
  await nodeB.ready();
});
afterAll(async () => {
  await nodeB?.close();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function found(app: FastifyInstance, keyword: string): Promise<number[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/web/forum/search?keyword=${encodeURIComponent(keyword)}`,
    headers: { authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: SearchItem[] } }>().data.data.map((r) => r.id);
}

describe('kept search windows', () => {
  it('a post published after a search shows in the same search at once on that node', async () => {
    const first = await buildIndexedItem(t.db, { title: '恒温焊台开箱' });
    expect(await found(t.app, '焊台')).toEqual([first.id]);
    const second = await buildIndexedItem(t.db, { title: '焊台烙铁头怎么选' });
    expect((await found(t.app, '焊台')).sort()).toEqual([first.id, second.id].sort());
  });

  it('a window another node still holds never shows a post unpublished since', async () => {
    const post = await buildIndexedItem(t.db, { title: '示波器探头校准' });
    expect(await found(nodeB, '示波器')).toEqual([post.id]);
    // Node B did not hear this write: it answers from the window it keeps…
    const later = await buildIndexedItem(t.db, { title: '示波器触发设置' });
    expect(await found(nodeB, '示波器')).toEqual([post.id]);
    // …yet a post unpublished since is left out, as every row is read again.
    await setItemStatus(t.db, post.id, ITEM_STATUS.draft);
    expect(await found(nodeB, '示波器')).toEqual([]);
    expect(await found(t.app, '示波器')).toEqual([later.id]);
  });
});
