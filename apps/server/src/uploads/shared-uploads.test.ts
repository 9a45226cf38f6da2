import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_TOKEN_HEADER, USER_ROLE } from '@xinke/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';

/*
 * Two nodes, one database and one bucket, each with its own empty DATA_DIR: what one node
 * stores, the other serves. On PostgreSQL the second node has its own pool; the embedded
 * run shares its one PGlite handle (one process), which is all two apps need here.
 */

let s3: TestS3;
let shared: TestDatabase;
let secondPool: Database | undefined;
const dataDirs: string[] = [];
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;

async function startNode(database: Database): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-s3-node-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Download tickets signed by one node are checked by the other.
    CODE_SECRET: 'one-secret-every-node-shares',
    ...s3.env,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  s3 = await startTestS3();
  shared = await createTestDatabase();
  secondPool = shared.url ? openPostgres(shared.url, { max: 4 }) : undefined;
  nodeA = await startNode(shared.database);
  nodeB = await startNode(secondPool ?? shared.database);
}, 120_000);
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await secondPool?.close();
  await shared?.dispose();
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function multipart(field: string, name: string, type: string, content: Buffer) {
  const boundary = '----xinke-shared-uploads';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files stored below a node's DATA_DIR (none: they are all in the bucket). */
const storedOnDisk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && !e.parentPath.includes('.incoming'),
  );

describe('two nodes sharing one bucket', () => {
  it('an image uploaded through node A is served by node B: same bytes, type and headers', async () => {
    const auth = await loginAs(shared.database.db, await buildUser(shared.database.db));
    const token = await nodeA.inject({
      method: 'POST',
      url: '/web/common/token',
      headers: { authorization: auth },
      payload: { fix: 1 },
    });
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#13c2c2' },
    })
      .png()
      .toBuffer();
    const body = multipart('image', 'a.png', 'image/png', png);
    const up = await nodeA.inject({
      method: 'POST',
      url: '/web/common/image',
      headers: {
        ...body.headers,
        authorization: auth,
        [UPLOAD_TOKEN_HEADER]: token.json().data.token,
      },
      payload: body.payload,
    });
    expect(up.json().code).toBe(0);
    const url = up.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);

    const fromA = await nodeA.inject({ method: 'GET', url });
    const fromB = await nodeB.inject({ method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe('webp');
    expect(fromB.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(fromB.rawPayload.length),
    });
    expect(fromB.headers['content-security-policy']).toContain('sandbox');
    // A browser's revalidation and a ranged read, answered by the bucket through node B.
    const again = await nodeB.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(fromB.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const part = await nodeB.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('RIFF');
    // Nothing stored on either node's disk; an unknown key is the site's 404.
    for (const dir of dataDirs) expect(storedOnDisk(dir)).toEqual([]);
    const missing = await nodeB.inject({ method: 'GET', url: url.replace(/\.webp$/, '0.webp') });
    expect(missing.statusCode).toBe(404);
  });

  it('a resource file stored through node A downloads through node B, ranges too', async () => {
    const db = shared.database.db;
    const admin = await loginAs(db, await buildUser(db, { role: USER_ROLE.admin }));
    const member = await loginAs(db, await buildUser(db));
    const post = (url: string, payload: Record<string, unknown>) =>
      nodeA.inject({ method: 'POST', url, headers: { authorization: admin }, payload });
    const category = await post('/web/admin/resource_category/create', { name: '共享手册' });
    const created = await post('/web/admin/resource/create', {
      title: 'STM32F103 参考手册',
      category_id: category.json().data.id,
      summary: '两节点共享的资源文件',
      content: '<p>寄存器说明</p>',
      version: 'v1.0',
    });
    const id = created.json().data.id as number;
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
        `trailer<</Root 1 0 R>>\n%%EOF\n${'x'.repeat(5000)}`,
    );
    const body = multipart('file', 'manual.pdf', 'application/pdf', pdf);
    const up = await nodeA.inject({
      method: 'POST',
      url: `/web/admin/resource/${id}/file`,
      headers: { ...body.headers, authorization: admin },
      payload: body.payload,
    });
    expect(up.json().code).toBe(0);
    expect((await post(`/web/admin/resource/status/${id}`, { status: 1 })).json().code).toBe(0);

    const ticket = await nodeB.inject({
      method: 'GET',
      url: `/web/resource/downcert?id=${id}`,
      headers: { authorization: member },
    });
    const { url, size } = ticket.json().data as { url: string; size: number };
    expect(size).toBe(pdf.length);
    const whole = await nodeB.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-type']).toBe('application/pdf');
    const part = await nodeB.inject({ method: 'GET', url, headers: { range: 'bytes=4000-4099' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(4000, 4100))).toBe(true);
    for (const dir of dataDirs) expect(storedOnDisk(dir)).toEqual([]);
  });
});
