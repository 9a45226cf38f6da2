import { escapeHtml } from './html';
import { absoluteUrl } from './render';
import type { SitemapUrl } from './types';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (d: Date | null | undefined) => (d ? `<lastmod>${d.toISOString()}</lastmod>` : '');

/** A sitemap index: one <sitemap> per page file. */
export function sitemapIndexXml(
  siteUrl: string,
  files: { path: string; lastmod: Date | null }[],
): string {
  const entries = files.map(
    (f) =>
      `<sitemap><loc>${escapeHtml(absoluteUrl(siteUrl, f.path))}</loc>${lastmod(f.lastmod)}</sitemap>`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap: a <url> per page, its address XML-escaped (& in queries). */
export function urlsetXml(siteUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) => `<url><loc>${escapeHtml(absoluteUrl(siteUrl, u.path))}</loc>${lastmod(u.lastmod)}</url>`,
  );
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}
