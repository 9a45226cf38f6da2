import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app';

/**
 * Crawler's view of the search-engine pages (docs/seo.md): every page is fetched over real
 * HTTP (the client's own decompression, no script run) and read as text. The template
 * mirrors apps/web/index.html's parts that matter: a title, a description, an inline
 * script, the shell with its first-screen marker and the text marker.
 */
export const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="芯客：硬件爱好者的中文社区，发现和分享新科技产品" />
    <title>芯客 - 硬件爱好者社区</title>
    <script>(function(){var p=location.pathname})()</script>
  </head>
  <body>
    <div id="root">
      <div class="xk-shell"><header><div><b>芯客</b></div></header><!--xk-first-screen--></div>
      <!--xk-seo-text-->
    </div>
    <script type="module" src="/app/assets/index-abc.js"></script>
  </body>
</html>`;
export const SITE = 'https://xinke.example';
export const NV = '/app/new-version';

export type CrawlerGet = (
  path: string,
) => Promise<{ status: number; headers: Headers; body: string }>;

/**
 * A listening app serving TEMPLATE as the built SPA, with `get` fetching from it. Three
 * ids per sitemap file, so a handful of items spans several files; sitemaps not cached.
 */
export async function startCrawlerApp(): Promise<{
  t: TestApp;
  get: CrawlerGet;
  close(): Promise<void>;
}> {
  const webDist = mkdtempSync(join(tmpdir(), 'xinke-seo-dist-'));
  writeFileSync(join(webDist, 'index.html'), TEMPLATE);
  const t = await createTestApp({
    env: {
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: SITE,
      SITEMAP_PAGE_SIZE: '3',
      SITEMAP_CACHE_SECONDS: '0',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    t,
    async get(path) {
      const res = await fetch(origin + path, { redirect: 'manual' });
      return { status: res.status, headers: res.headers, body: await res.text() };
    },
    async close() {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** The attribute `content` of `<meta {attr}="{key}">` (every match). */
export function metas(doc: string, attr: string, key: string): string[] {
  const re = new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`, 'g');
  return [...doc.matchAll(re)].map((m) => decode(m[1] ?? ''));
}
export const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
export const titles = (doc: string) =>
  [...doc.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ''));
export const canonical = (doc: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(doc)?.[1];
/** Every JSON-LD block, parsed (a block that does not parse fails the test). */
export function jsonLd(doc: string): Record<string, unknown>[] {
  return [...doc.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}
/** The readable text block inside #root (in the first screen or below it), tags removed. */
export function readable(doc: string): string {
  const block = /<div class="xk-seo[ "][^>]*>([\s\S]*?)<script type="module"/.exec(doc);
  return decode((block?.[1] ?? '').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ');
}

/** A strict check of the XML subset sitemaps use: declaration, nested elements, text. */
export function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  const tokens = xml.slice(xml.indexOf('?>') + 2).split(/(<[^>]*>)/);
  for (const token of tokens) {
    if (token.startsWith('</')) {
      expect(stack.pop()).toBe(token.slice(2, -1));
    } else if (token.startsWith('<')) {
      const name = /^<([a-z]+)(\s+xmlns="[^"&<]*")?>$/.exec(token);
      expect(name, token).not.toBeNull();
      stack.push(name?.[1] ?? '');
    } else {
      // Text: no markup and no bare ampersand.
      expect(token).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos|#39);)/);
    }
  }
  expect(stack).toEqual([]);
}

export const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
