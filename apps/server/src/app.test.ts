import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { homeRedirectUrl } from './app';

const webDist = mkdtempSync(join(tmpdir(), 'xinke-web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">芯客</div>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
const bigAsset = `console.log(${JSON.stringify('芯客'.repeat(2000))})`;
writeFileSync(join(webDist, 'assets', 'big-def456.js'), bigAsset);
writeFileSync(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(bigAsset));

let t: TestApp;
let noBuild: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  noBuild = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await noBuild.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('/ redirect (SPEC §2)', () => {
  it('sends / to featured with tag=recommend', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/new-version/featured?tag=recommend');
  });

  it('keeps the existing query', async () => {
    const res = await t.app.inject({ url: '/?channelCode=bd01&x=%E8%8A%AF' });
    expect(res.headers.location).toBe(
      '/app/new-version/featured?tag=recommend&channelCode=bd01&x=%E8%8A%AF',
    );
  });

  it('an explicit tag in the query wins', () => {
    expect(homeRedirectUrl('tag=diy&a=1')).toBe('/app/new-version/featured?tag=diy&a=1');
  });
});

describe('the SPA under /app/', () => {
  it.each(['/app/new-version/featured', '/app/new-version/login?x=1', '/app', '/app/'])(
    '%s → index.html (history fallback), not cached',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // A public page (featured) is sent rendered, and tells transcoders to keep off it
      // (docs/seo.md); the app's root is there either way.
      expect(res.headers['cache-control']).toMatch(/^no-cache(, no-transform)?$/);
      expect(res.body).toMatch(/<div id="root">[\s\S]*芯客<\/div>/);
    },
  );

  it('serves a real asset with a long cache', async () => {
    const res = await t.app.inject({ url: '/app/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/app/favicon.svg' })).body).toBe('<svg/>');
  });

  it('sends the precompressed .br file to a browser that accepts it', async () => {
    const res = await t.app.inject({
      url: '/app/assets/big-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(bigAsset.length / 10);
    const plain = await t.app.inject({ url: '/app/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('a missing asset is a 404, not index.html', async () => {
    expect((await t.app.inject({ url: '/app/assets/gone-000.js' })).statusCode).toBe(404);
  });

  it('without a build, /app/* explains how to build it', async () => {
    const res = await noBuild.app.inject({ url: '/app/new-version/featured' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('/uploads/', () => {
  it('serves files from DATA_DIR/uploads with a long cache', async () => {
    mkdirSync(join(t.config.uploadsDir, 'avatars'), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'avatars', '1.svg'), '<svg>a</svg>');
    const res = await t.app.inject({ url: '/uploads/avatars/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg>a</svg>');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing upload is a 404 envelope; no path traversal', async () => {
    expect((await t.app.inject({ url: '/uploads/avatars/none.svg' })).statusCode).toBe(404);
    const res = await t.app.inject({ url: '/uploads/../../etc/passwd' });
    expect(res.body).not.toContain('root:');
  });
});
