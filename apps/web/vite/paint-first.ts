import type { Plugin } from 'vite';
import { ENTRY_STYLE_ATTRIBUTE } from '../src/app/entry-styles';
import { routePreloadTable, type RoutePreload } from './route-preload';
import { startApp, type StartConfig } from './start-script';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
const STYLESHEET = /[ \t]*<link rel="stylesheet" crossorigin href="([^"]+)">\n?/g;
/** A browser that reports no first paint starts the app after this long anyway. */
const FALLBACK_MS = 1000;

function take(html: string, pattern: RegExp): { rest: string; found: string[] } {
  const found: string[] = [];
  const rest = html.replace(pattern, (_tag, href: string) => {
    found.push(href);
    return '';
  });
  return { rest, found };
}

/**
 * index.html as Vite wrote it → the page paints its first screen before the app loads:
 * the entry's `<script>`, its `modulepreload` links and its stylesheet links (all of which
 * hold or compete with the first paint on a phone) become one inline start script
 * (vite/start-script.ts) where the entry's script stood, with a `<noscript>` copy of the
 * stylesheets for a reader without script. The start script is allowed by its hash like
 * every inline script of index.html (docs/security-headers.md).
 */
export function paintFirstHtml(html: string, routes: StartConfig['routes']): string {
  const entries = take(html, ENTRY_SCRIPT);
  const [entry] = entries.found;
  if (entries.found.length !== 1 || entry === undefined)
    throw new Error(`paint-first: expected one entry script, found ${entries.found.length}`);
  const preloads = take(html, MODULE_PRELOAD);
  const styles = take(preloads.rest, STYLESHEET);
  const config: StartConfig = {
    styles: styles.found,
    styleAttribute: ENTRY_STYLE_ATTRIBUTE,
    entry,
    entryImports: preloads.found,
    routes,
    fallbackMs: FALLBACK_MS,
  };
  const script = `<script>(${String(startApp)})(${JSON.stringify(config)},document,window)</script>`;
  const noscript = styles.found
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  // A function, so that no `$` of the script (its route patterns end in one) is read as a
  // replacement pattern.
  return styles.rest.replace(ENTRY_SCRIPT, () => `${script}\n    <noscript>${noscript}</noscript>`);
}

/**
 * The first screen comes from the HTML alone (issue 18: Lighthouse mobile ≥ 95): the server
 * writes a detail page's text or featured's first banner into it, with the inline rules
 * that lay them out (index.html, docs/seo.md), so it needs neither the app's stylesheet
 * nor its code to paint. Put before bootScript: the boot entry keeps its own early
 * `async` script and preloads, added after this has run.
 */
export function paintFirst(routes: RoutePreload[]): Plugin {
  let appRoot = '';
  let base = '/';
  return {
    name: 'xinke:paint-first',
    apply: 'build',
    configResolved(config) {
      appRoot = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return paintFirstHtml(html, routePreloadTable(ctx.bundle, routes, appRoot, base));
      },
    },
  };
}
