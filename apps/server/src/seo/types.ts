import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { SafeHtml } from './safe-html';

/** What a page or sitemap loader may use. */
export interface SeoContext {
  db: Db;
  clock: Clock;
  /** The configured public origin (PUBLIC_URL), without a trailing slash. */
  siteUrl: string;
}

/** The server-rendered head and readable text of one public page. */
export interface SeoPage {
  /** 404 for a page that is not public (the page's head is then the not-found one). */
  status?: 200 | 404;
  /** The page's own title; the renderer appends the site's name. */
  title: string;
  /** Meta description (plain text, clipped by the renderer). */
  description: string;
  /** Canonical path, starting with /app/ (query only where it selects the content). */
  path: string;
  /** Open Graph type: website (lists), article (a post, a notice), profile (a member). */
  ogType?: 'website' | 'article' | 'profile';
  /** A picture for the share card: an absolute URL or a site path (/uploads/…). */
  image?: string;
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
  /** The readable text of the page (built with the `html` template: escaped). */
  text: SafeHtml;
  /**
   * A detail page whose first screen is its text (a post, a news item, an article): the
   * text is written into the shell's first screen, laid out as that page's card (`post`:
   * PostDetail's, `article`: Article's), instead of below the fold (docs/seo.md).
   */
  firstScreen?: 'post' | 'article';
  /**
   * The first banner of a page whose first screen opens on the banner carousel (featured):
   * drawn in the shell where the carousel draws it, the text staying below the fold.
   */
  banner?: { image: string; title: string };
  /** Ask engines not to index (thin pages: a member without posts). */
  noindex?: boolean;
  /**
   * A separate mobile address of the same content (Baidu `mobile-agent`). The site is
   * responsive, so only pages that really have an h5 twin set it.
   */
  mobileUrl?: string;
}

/**
 * One public route of the SPA. `pattern` is relative to /app/new-version (e.g.
 * `postDetail/:id`); `load` answers null when the thing is not public (unknown, deleted,
 * held, private): the renderer then answers 404 with the not-found head.
 */
export interface SeoPageDef {
  pattern: string;
  load(
    ctx: SeoContext,
    params: Record<string, string>,
    query: URLSearchParams,
  ): Promise<SeoPage | null>;
}

/** One URL of a sitemap. */
export interface SitemapUrl {
  /** Site path (starting with /app/). */
  path: string;
  lastmod?: Date | null;
}

/**
 * One family of sitemaps (posts, circles, members, …): `/sitemaps/<name>-<n>.xml`. Pages
 * are key ranges, never OFFSET (sitemaps/paging.ts): page n holds the public rows whose id
 * lies in [(n-1)·size + 1, n·size], so a page has at most `size` URLs and costs one
 * primary-key range scan however large the table.
 */
export interface SitemapSource {
  name: string;
  /** The pages that hold at least one URL, each with the newest update time in it. */
  pages(ctx: SeoContext, size: number): Promise<{ page: number; lastmod: Date | null }[]>;
  /** The URLs of page `page` (1-based, `size` ids per page); [] for a page without any. */
  urls(ctx: SeoContext, page: number, size: number): Promise<SitemapUrl[]>;
}
