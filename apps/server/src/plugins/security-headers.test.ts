import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { securityHeaderPairs } from './security-headers';
import { UPLOAD_CSP } from './upload-headers';

const INLINE_SCRIPT = "document.documentElement.dataset.booted='1'";

/** A built SPA in miniature: index.html with one inline script, one hashed asset. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xinke-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/app/assets/a.js"></script>` +
      `<script>${INLINE_SCRIPT}</script></head><body></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'a.js'), 'export {};');
  return dir;
}

/** A CSP header as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectSiteHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
}

describe('security headers (http PUBLIC_URL)', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = fakeWebBuild();
    t = await createTestApp({
      env: { WEB_DIST_DIR: webDir, PUBLIC_URL: 'http://xinke.test:3000' },
      beforeReady(app) {
        app.get('/test/boom', async () => {
          throw new Error('boom');
        });
      },
    });
    const uploads = t.config.uploadsDir;
    mkdirSync(join(uploads, 'avatars'), { recursive: true });
    writeFileSync(
      join(uploads, 'avatars', 'a.webp'),
      await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#1677ff' },
      })
        .webp()
        .toBuffer(),
    );
    writeFileSync(
      join(uploads, 'avatars', 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    writeFileSync(join(uploads, 'evil.html'), '<script>alert(document.cookie)</script>');
    writeFileSync(join(uploads, 'notes.txt'), '<html><script>alert(1)</script>');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['an API envelope', 'GET', '/web/forum/list', 200],
    // Bad input: the exact 4xx is the error handler's business, the headers are ours.
    ['a validation error', 'GET', '/web/forum/detail/abc', 4],
    ['a body that is not JSON', 'POST', '/web/forum/list', 4],
    ['an unknown API path', 'GET', '/web/no-such-thing', 404],
    ['an unknown method', 'DELETE', '/healthz', 404],
    ['a server error', 'GET', '/test/boom', 500],
    ['the health check', 'GET', '/healthz', 200],
    ['the redirect of /', 'GET', '/', 302],
    ['the SPA index', 'GET', '/app/new-version/featured', 200],
    ['an SPA asset', 'GET', '/app/assets/a.js', 200],
    ['a missing SPA asset', 'GET', '/app/assets/gone.js', 404],
  ] as const)('%s carries the site headers', async (_kind, method, url, status) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{' } : {}),
    });
    if (status === 4) expect(Math.floor(res.statusCode / 100)).toBe(4);
    else expect(res.statusCode).toBe(status);
    expectSiteHeaders(res);
  });

  it('allows the inline script of the built index.html by its hash, nothing else inline', async () => {
    const res = await t.app.inject({ url: '/app/' });
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp(res).get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('lets images come only from us, data:, blob: and WeChat avatars; the socket from us', async () => {
    const policy = csp(await t.app.inject({ url: '/healthz' }));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://thirdwx.qlogo.cn',
      'https://wx.qlogo.cn',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://xinke.test:3000']);
    // Only the video players a post body may embed (docs/editor.md).
    expect(policy.get('frame-src')).toEqual([
      'https://player.bilibili.com',
      'https://player.youku.com',
    ]);
  });

  it('serves an uploaded image as itself, inert, with nosniff', async () => {
    const res = await t.app.inject({ url: '/uploads/avatars/a.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('serves an uploaded SVG in a sandbox where its script cannot run', async () => {
    const res = await t.app.inject({ url: '/uploads/avatars/evil.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = csp(res);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('script-src')).toBeUndefined();
  });

  it.each(['/uploads/evil.html', '/uploads/notes.txt'])(
    'never serves %s as a page: a download of unknown type',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
    },
  );

  it('a missing upload is a 404 with the inert policy', async () => {
    const res = await t.app.inject({ url: '/uploads/avatars/none.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
  });
});

describe('answers Fastify writes before any hook runs', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it.each([
    ['an over-long path parameter', `/web/forum/detail/${'x'.repeat(150)}`],
    ['a malformed percent-encoding', '/web/forum/detail/%E0%A4%A'],
    ['a routed answer', '/healthz'],
  ])('%s carries the same headers over the wire', async (_kind, path) => {
    const res = await fetch(base + path);
    expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
    for (const [name, value] of securityHeaderPairs(t.config))
      expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the raw pairs are exactly what helmet puts on a routed answer', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const pairs = securityHeaderPairs(t.config);
    expect(pairs.length).toBeGreaterThanOrEqual(12);
    for (const [name, value] of pairs) expect(res.headers[name], name).toBe(value);
  });
});

describe('security headers (https PUBLIC_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://xinke.example',
        WECHAT_LOGIN_PROVIDER: 'wechat',
        WECHAT_APP_ID: 'wx-test',
        WECHAT_APP_SECRET: 'secret-test',
        IMAGE_HOSTS: 'img.example.com,*.cdn.example.com',
      },
    });
  });
  afterAll(() => t.close());

  it.each(['/healthz', '/web/forum/list', '/web/no-such-thing', '/uploads/none.webp', '/app/x'])(
    '%s sends HSTS for a year with subdomains',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('upgrades stray http requests, opens the socket over wss, frames WeChat login and the video players', async () => {
    const policy = csp(await t.app.inject({ url: '/healthz' }));
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toEqual(["'self'", 'wss://xinke.example']);
    expect(policy.get('frame-src')).toEqual([
      'https://open.weixin.qq.com',
      'https://player.bilibili.com',
      'https://player.youku.com',
    ]);
  });

  it('lets images come from the IMAGE_HOSTS a stored image may name, over https', async () => {
    const policy = csp(await t.app.inject({ url: '/healthz' }));
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://img.example.com', 'https://*.cdn.example.com']),
    );
  });
});
