import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS } from '@xinke/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { RateLimiter } from '../../plugins/rate-limiter';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildTag, buildUser, callAs, loginAs } from '../../../test/factories';

/*
 * The moderation mode is a setting every node obeys at once (docs/admin-review.md): two app
 * instances on one database, each with its own in-process hub (so nothing but the database
 * connects them). An admin's change on node A applies to the very next post on node B.
 */

let t: TestApp;
let nodeB: FastifyInstance;
let dataDirB: string;

beforeAll(async () => {
  t = await createTestApp();
  dataDirB = mkdtempSync(join(tmpdir(), 'xinke-node-b-'));
  nodeB = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDirB,
      WEB_DIST_DIR: join(dataDirB, 'no-web'),
    }),
    { database: t.database, rateLimiter: new RateLimiter() },
  );
  await nodeB.ready();
});
afterAll(async () => {
  await nodeB.close();
  rmSync(dataDirB, { recursive: true, force: true });
  await t.close();
});

describe('moderation mode across nodes', () => {
  it('a change on node A holds (and then frees) the next post submitted on node B', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const author = await buildUser(t.db);
    const circle = await buildCircle(t.db);
    const tag = await buildTag(t.db);
    const adminOnA = callAs(t.app, await loginAs(t.db, admin));
    const authorOnB = callAs(nodeB, await loginAs(t.db, author));
    const post = async (title: string) =>
      (
        await authorOnB('POST', '/web/item/post', {
          title,
          body: '<p>正文</p>',
          tag: [tag.id],
          circle_id: circle.id,
        })
      ).json().data.item_status as number;

    expect(await post('切换之前发的帖子')).toBe(ITEM_STATUS.published);
    expect((await adminOnA('POST', '/web/admin/moderation_mode', { mode: 'pre' })).statusCode).toBe(
      200,
    );
    expect(await post('切换之后发的帖子')).toBe(ITEM_STATUS.reviewing);
    const settingsOnB = await callAs(nodeB, await loginAs(t.db, admin))(
      'GET',
      '/web/moderation/settings',
    );
    expect(settingsOnB.json().data).toMatchObject({ mode: 'pre', saved: true });
    await adminOnA('POST', '/web/admin/moderation_mode', { mode: 'post' });
    expect(await post('再切回来之后的帖子')).toBe(ITEM_STATUS.published);
  });
});
