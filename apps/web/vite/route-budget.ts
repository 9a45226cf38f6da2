import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { OutputAsset, OutputChunk } from 'rolldown';
import { chunkNode } from './console-weight';
import { routeLoads, type BudgetChunk, type RouteBudget } from './route-budget-graph';

/**
 * Fails the build when a route's first load outgrows its budget or carries code it must
 * not (route-budget-graph.ts), prints each route's figures, and writes them to `report`
 * (outside dist) for `npm run bench:web`. Runs once the bundle is written, when every
 * chunk's CSS is known.
 */
export function routeBudget(options: { report: string; routes: RouteBudget[] }): Plugin {
  let root = '';
  return {
    name: 'xinke:route-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_, bundle) {
      const items = Object.values(bundle);
      const chunks: BudgetChunk[] = items
        .filter((item): item is OutputChunk => item.type === 'chunk')
        .map((c) => ({
          ...chunkNode(c, root),
          gzip: gzipSync(c.code).length,
          css: [...(c.viteMetadata?.importedCss ?? [])],
        }));
      const cssGzip = new Map(
        items
          .filter((item): item is OutputAsset => item.type === 'asset')
          .filter((a) => a.fileName.endsWith('.css'))
          .map((a) => [a.fileName, gzipSync(a.source).length]),
      );
      const { loads, problems } = routeLoads(chunks, cssGzip, options.routes);
      const report = resolve(root, options.report);
      mkdirSync(dirname(report), { recursive: true });
      writeFileSync(report, `${JSON.stringify(loads, null, 2)}\n`);
      const width = Math.max(...loads.map((l) => l.route.length));
      this.info(
        [
          'first load per route, KB gzip (budget):',
          ...loads.map(
            (l) =>
              `  ${l.route.padEnd(width)}  JS ${String(l.jsKB).padStart(6)} (${l.jsBudgetKB})  CSS ${String(l.cssKB).padStart(5)} (${l.cssBudgetKB})`,
          ),
        ].join('\n'),
      );
      if (problems.length > 0) this.error(`route budgets: ${problems.join('; ')}`);
    },
  };
}
