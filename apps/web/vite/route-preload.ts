import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * Preloads the code of the page being opened beside the entry.
 *
 * Pages are lazily loaded chunks: without help the browser learns about them only after
 * the entry and React have downloaded and run, one more round trip before the page is drawn.
 * The built index.html is served for every /app/* path, so its start script (vite/paint-first.ts)
 * looks at the address and adds `modulepreload` links (and CSS preloads) for the chunks of
 * the matching pages only — the pages' chunk names are known at build time.
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

/**
 * For each route: its path's pattern and the files (chunks and CSS) its page needs beyond
 * what the entries load — the table the page's start script (vite/paint-first.ts) preloads
 * from.
 */
export function routePreloadTable(
  bundle: OutputBundle,
  routes: readonly RoutePreload[],
  appRoot: string,
  base: string,
): [string, string[]][] {
  const chunks = Object.values(bundle).filter(isChunk);
  // Whatever the entries (boot and main) import statically is preloaded with the entry.
  const skip = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry))
    for (const file of filesOf(bundle, entry, new Set())) skip.add(file);
  return routes.map((route) => {
    const id = resolve(appRoot, route.module);
    const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preload: no chunk for ${route.module}`);
    return [route.path.source, filesOf(bundle, chunk, skip).map((file) => base + file)];
  });
}
