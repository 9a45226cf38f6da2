import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { S3Storage } from '../uploads/s3-storage';
import type { LocalDiskStorage } from '../uploads/storage';
import { registerBucketUploads } from './bucket-uploads';
import { LONG_CACHE, setUploadHeaders, UPLOAD_CSP } from './upload-headers';

const MISSING_BUILD_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>芯客 · 前端未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;line-height:1.6">
<h1>前端尚未构建</h1><p>The web app has not been built yet. Run <code>npm run build</code>
(or <code>npm start</code>) in the repository root, then reload this page.</p>
<p>请在仓库根目录运行 <code>npm run build</code>（或 <code>npm start</code>）后刷新本页。</p></body></html>`;

/**
 * index.html with a public page's head and readable text (seo/seo.routes.ts seoDocument),
 * or null when the path has no public page.
 */
export type RenderDocument = (
  template: string,
  url: string,
) => Promise<{ status: number; html: string } | null>;

/** A rendered document, compressed the way the client accepts (a few KB: fast levels). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(status)
    // no-transform: Baidu's transcoder must not rewrite the page (docs/seo.md).
    .header('cache-control', 'no-cache, no-transform')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

/**
 * The built SPA under /app/ with history fallback: a real file is served as is (hashed
 * assets cached for a year), any other /app/* path gets index.html (never cached, so a new
 * deploy is picked up) and the client router decides; a public page's index.html carries
 * its server-rendered head and text (`render`, docs/seo.md). Without a build: a 503 page
 * saying so.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  render?: RenderDocument,
): Promise<void> {
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
      // Read once, like the CSP's script hashes: restart the server after rebuilding.
      const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
      // A missing file with an extension (a stale hashed asset) is a real 404; anything
      // else is a client route.
      scope.setNotFoundHandler(async (request, reply) => {
        if (/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0] ?? '')) {
          return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
        }
        if (render) {
          let rendered: Awaited<ReturnType<RenderDocument>> = null;
          try {
            rendered = await render(template, request.url);
          } catch (err) {
            // The browser still gets the app; a crawler is told to come back (not a 404,
            // which would drop the page, nor a 200 of an empty shell).
            request.log.error({ err }, 'seo page render failed');
            reply.header('retry-after', '60');
            return sendHtml(request, reply, 503, template);
          }
          if (rendered) return sendHtml(request, reply, rendered.status, rendered.html);
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
 * policy of their own in place of the site's. From the uploads directory, or streamed from
 * the bucket when uploads live in one (uploads/stores.ts).
 */
export async function registerUploads(
  app: FastifyInstance,
  uploads: LocalDiskStorage | S3Storage,
): Promise<void> {
  await app.register(async (scope) => {
    // Runs after the site-wide helmet hook of the parent, so this policy replaces the site's.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('content-security-policy', UPLOAD_CSP);
    });
    if (uploads instanceof S3Storage) {
      registerBucketUploads(scope, uploads);
      return;
    }
    mkdirSync(uploads.root, { recursive: true });
    await scope.register(fastifyStatic, {
      root: uploads.root,
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
