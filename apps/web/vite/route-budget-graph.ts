import { staticClosure, type ChunkNode } from './console-weight-graph';

/*
 * Route budgets (issue 18 item 6, docs/web-performance.md "Budgets"): what a first visit to
 * a route downloads before the page can draw — the entries and their static imports, then
 * each module of the route's chain (layout, antd's scope, the page) with its static imports —
 * summed in gzip bytes, JS and CSS apart, against the route's budget. Code that must never be
 * in a public route's first load (the operator console, the research room, the editor) is
 * named per route. route-budget.ts feeds the real bundle at build time; a unit test feeds
 * graphs by hand.
 */

export interface BudgetChunk extends ChunkNode {
  /** gzip bytes of the chunk's code. */
  gzip: number;
  /** CSS files the chunk brings (Vite's importedCss). */
  css: string[];
}

export interface RouteBudget {
  /** What the report calls it: the route's path. */
  route: string;
  /** Source modules the first visit loads, outermost first (layout, scope, page). */
  modules: string[];
  /** Budgets in KB (1,024 bytes) of gzip. */
  jsKB: number;
  cssKB: number;
  /** Module patterns (e.g. the console, the editor library) this route must not load first. */
  forbid?: { name: string; module: RegExp }[];
}

export interface RouteLoad {
  route: string;
  jsKB: number;
  cssKB: number;
  jsBudgetKB: number;
  cssBudgetKB: number;
  files: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function routeLoads(
  chunks: BudgetChunk[],
  cssGzip: ReadonlyMap<string, number>,
  budgets: RouteBudget[],
): { loads: RouteLoad[]; problems: string[] } {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const shell = chunks.filter((c) => c.isEntry).map((c) => c.file);
  const problems: string[] = [];
  const loads = budgets.map((b) => {
    const files = staticClosure(byFile, shell);
    for (const module of b.modules) {
      // A module is its chunk's facade, or one of the modules grouped into a chunk.
      const home = chunks.find((c) => c.facade === module || c.moduleIds.includes(module));
      if (!home) {
        problems.push(`${b.route}: no chunk holds ${module}`);
        continue;
      }
      staticClosure(byFile, [home.file], files);
    }
    const js = [...files].reduce((sum, f) => sum + (byFile.get(f)?.gzip ?? 0), 0);
    const cssFiles = new Set([...files].flatMap((f) => byFile.get(f)?.css ?? []));
    const css = [...cssFiles].reduce((sum, f) => sum + (cssGzip.get(f) ?? 0), 0);
    const load: RouteLoad = {
      route: b.route,
      jsKB: kb(js),
      cssKB: kb(css),
      jsBudgetKB: b.jsKB,
      cssBudgetKB: b.cssKB,
      files: [...files, ...cssFiles],
    };
    if (load.jsKB > b.jsKB)
      problems.push(`${b.route}: first-load JS ${load.jsKB} KB gzip is over its ${b.jsKB} KB`);
    if (load.cssKB > b.cssKB)
      problems.push(`${b.route}: first-load CSS ${load.cssKB} KB gzip is over its ${b.cssKB} KB`);
    for (const f of b.forbid ?? []) {
      const hit = [...files].find((file) => {
        const c = byFile.get(file);
        return !!c && [c.facade ?? '', ...c.moduleIds].some((id) => f.module.test(id));
      });
      if (hit) problems.push(`${b.route}: its first load carries ${f.name} (${hit})`);
    }
    return load;
  });
  return { loads, problems };
}
