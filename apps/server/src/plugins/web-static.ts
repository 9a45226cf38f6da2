import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { setUploadHeaders, UPLOAD_CSP } from './upload-headers';

const LONG_CACHE = 'public, max-age=31536000, immutable';

const MISSING_BUILD_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>芯客 · 前端未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;line-height:1.6">
<h1>前端尚未构建</h1><p>The web app has not been built yet. Run <code>npm run build</code>
(or <code>npm start</code>) in the repository root, then reload this page.</p>
<p>请在仓库根目录运行 <code>npm run build</code>（或 <code>npm start</code>）后刷新本页。</p></body></html>`;

/**
 * The built SPA under /app/ with history fallback: a real file is served as is (hashed
 * assets cached for a year), any other /app/* path gets index.html (never cached, so a new
 * deploy is picked up) and the client router decides. Without a build: a 503 page saying so.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    const missing = async (_req: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
    app.get('/app', missing);
    app.get('/app/*', missing);
    return;
  }
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: false,
        wildcard: true,
        // The web build writes .br/.gz beside each asset (apps/web/scripts/compress.mjs).
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, path) {
          res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? LONG_CACHE : 'no-cache');
        },
      });
      const sendIndex = async (_req: unknown, reply: FastifyReply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      scope.get('/', sendIndex);
      // A missing file with an extension (a stale hashed asset) is a real 404; anything
      // else is a client route.
      scope.setNotFoundHandler(async (request, reply) => {
        if (/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0] ?? '')) {
          return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: '/app' },
  );
}

/**
 * User uploads under /uploads/: content-addressed or never rewritten, so cached for a year.
 * Served as inert images (upload-headers.ts): an allowlisted type, nosniff (helmet), and a
 * policy of their own in place of the site's.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(async (scope) => {
    // Runs after the site-wide helmet hook of the parent, so this policy replaces the site's.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('content-security-policy', UPLOAD_CSP);
    });
    await scope.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', LONG_CACHE);
        setUploadHeaders(reply, path);
      },
    });
  });
}
