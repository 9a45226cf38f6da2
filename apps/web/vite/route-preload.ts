import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * Preloads the code of the page being opened while the entry is still downloading.
 *
 * Pages are lazily loaded chunks: without help the browser learns about them only after
 * the entry and React have downloaded and run, one more round trip before the first paint.
 * The built index.html is served for every /app/* path, so the plugin adds a tiny inline
 * script that looks at the address and adds `modulepreload` links (and CSS preloads) for
 * the chunks of the matching pages only — the pages' chunk names are known at build time.
 */
export interface RoutePreload {
  /** Matches `location.pathname`. */
  path: RegExp;
  /** Source file of the lazily loaded page, relative to the web app's root. */
  module: string;
}

function isChunk(item: OutputBundle[string]): item is OutputChunk {
  return item.type === 'chunk';
}

/** A chunk's files and those of its static imports, minus what the entry already loads. */
function filesOf(bundle: OutputBundle, root: OutputChunk, skip: ReadonlySet<string>): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next && isChunk(next)) visit(next);
    }
  };
  visit(root);
  return [...files];
}

export function routePreload(routes: RoutePreload[]): Plugin {
  let appRoot = '';
  let base = '/';
  return {
    name: 'xinke:route-preload',
    apply: 'build',
    configResolved(config) {
      appRoot = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(isChunk);
        // Whatever the entries (boot and main) import statically is already in the page
        // (Vite preloads it).
        const skip = new Set<string>();
        for (const entry of chunks.filter((c) => c.isEntry))
          for (const file of filesOf(bundle, entry, new Set())) skip.add(file);
        const table = routes.map((route) => {
          const id = resolve(appRoot, route.module);
          const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
          if (!chunk) throw new Error(`route-preload: no chunk for ${route.module}`);
          return [
            route.path.source,
            filesOf(bundle, chunk, skip).map((file) => base + file),
          ] as const;
        });
        // crossorigin on every link: Vite loads page chunks and their CSS in CORS mode, and a
        // preload is reused only when its mode matches (else the file is fetched twice).
        const script = `(function(){var p=location.pathname,t=${JSON.stringify(table)};t.forEach(function(r){if(!new RegExp(r[0]).test(p))return;r[1].forEach(function(h){var l=document.createElement('link'),c=/\\.css$/.test(h);l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
