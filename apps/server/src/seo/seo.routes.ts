import type { FastifyInstance } from 'fastify';
import { matchPage } from './match';
import { seoPages } from './pages';
import { notFoundPage, renderPage } from './render';
import { robotsTxt } from './robots';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';
import { sitemapSources } from './sitemaps';
import type { SeoContext, SeoPageDef, SitemapSource } from './types';

export interface SeoOptions {
  /** Ids per sitemap page (≤ 50,000, the protocol's limit of URLs per file). */
  sitemapPageSize: number;
  /** How long a sitemap answer is reused (ms); also its HTTP max-age. */
  sitemapCacheMs: number;
  pages?: readonly SeoPageDef[];
  sitemaps?: readonly SitemapSource[];
}

const XML = 'application/xml; charset=utf-8';

/**
 * The rendered SPA document for a request path, or null for a path without a public page
 * (served as the plain index.html). Loaders' errors propagate: a database failure is a
 * 500, not a 404 that would make engines drop the page.
 */
export function seoDocument(ctx: SeoContext, pages: readonly SeoPageDef[] = seoPages) {
  return async (
    template: string,
    url: string,
  ): Promise<{ status: number; html: string } | null> => {
    const [pathname = '', search = ''] = url.split('?', 2);
    const match = matchPage(pages, pathname);
    if (!match) return null;
    const page =
      (await match.def.load(ctx, match.params, new URLSearchParams(search))) ??
      notFoundPage(pathname);
    return { status: page.status ?? 200, html: renderPage(template, page, ctx.siteUrl) };
  };
}

/** /robots.txt, /sitemap.xml (the index) and /sitemaps/<name>-<n>.xml. */
export function registerSeoRoutes(app: FastifyInstance, ctx: SeoContext, options: SeoOptions) {
  const sources = options.sitemaps ?? sitemapSources;
  const size = Math.min(Math.max(1, Math.trunc(options.sitemapPageSize)), 50_000);
  const maxAge = Math.floor(options.sitemapCacheMs / 1000);
  const cache = new Map<string, { body: string | null; at: number }>();
  // Sitemaps are read by crawlers, not people: a few minutes late is fine, and the index's
  // GROUP BY over every published post runs at most once per period.
  async function cached(key: string, build: () => Promise<string | null>) {
    const hit = cache.get(key);
    if (hit && ctx.clock() - hit.at < options.sitemapCacheMs) return hit.body;
    const body = await build();
    if (options.sitemapCacheMs > 0) {
      if (cache.size > 1000) cache.clear();
      cache.set(key, { body, at: ctx.clock() });
    }
    return body;
  }
  const cacheControl = `public, max-age=${maxAge}`;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(ctx.siteUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const body = await cached('index', async () => {
      const files: { path: string; lastmod: Date | null }[] = [];
      for (const source of sources) {
        for (const { page, lastmod } of await source.pages(ctx, size)) {
          files.push({ path: `/sitemaps/${source.name}-${page}.xml`, lastmod });
        }
      }
      return sitemapIndexXml(ctx.siteUrl, files);
    });
    return reply.header('cache-control', cacheControl).type(XML).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const m = /^([a-z-]+)-(\d{1,6})\.xml$/.exec(request.params.file);
    const source = m ? sources.find((s) => s.name === m[1]) : undefined;
    const n = m ? Number(m[2]) : 0;
    const body =
      source && n >= 1
        ? await cached(request.params.file, async () => {
            const urls = await source.urls(ctx, n, size);
            return urls.length === 0 ? null : urlsetXml(ctx.siteUrl, urls);
          })
        : null;
    if (body === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply.header('cache-control', cacheControl).type(XML).send(body);
  });
}
