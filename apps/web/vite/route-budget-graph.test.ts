import { describe, expect, it } from 'vitest';
import { routeLoads, type BudgetChunk, type RouteBudget } from './route-budget-graph';

const KB = 1024;
const chunk = (file: string, over: Partial<BudgetChunk> = {}): BudgetChunk => ({
  file,
  bytes: 0,
  gzip: 10 * KB,
  isEntry: false,
  facade: null,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  css: [],
  ...over,
});

/** entry → react; layout (grouped in landing) ; post page → antd; console lazily. */
const app = (over: Record<string, Partial<BudgetChunk>> = {}) =>
  Object.entries({
    'index.js': {
      isEntry: true,
      imports: ['react.js'],
      css: ['index.css'],
      dynamicImports: ['landing.js', 'post.js', 'console.js'],
    },
    'react.js': { gzip: 50 * KB },
    'landing.js': { moduleIds: ['src/layouts/Layout.tsx', 'src/pages/Featured.tsx'] },
    'post.js': { facade: 'src/pages/Post.tsx', imports: ['antd.js'], css: ['post.css'] },
    'antd.js': { gzip: 80 * KB },
    'console.js': { facade: 'src/pages/admin/AdminConsole.tsx', imports: ['antd.js'] },
    ...over,
  }).map(([file, o]) => chunk(file, o));
const css = new Map([
  ['index.css', 2 * KB],
  ['post.css', 3 * KB],
]);
const CONSOLE = { name: 'the operator console', module: /AdminConsole\.tsx$/ };
const featured: RouteBudget = {
  route: '/featured',
  modules: ['src/layouts/Layout.tsx', 'src/pages/Featured.tsx'],
  jsKB: 80,
  cssKB: 5,
  forbid: [CONSOLE],
};
const post: RouteBudget = {
  route: '/postDetail/:id',
  modules: ['src/layouts/Layout.tsx', 'src/pages/Post.tsx'],
  jsKB: 160,
  cssKB: 5,
  forbid: [CONSOLE],
};

describe('route budgets', () => {
  it('sums the shell, each module of the chain and their static imports, JS and CSS apart', () => {
    const { loads, problems } = routeLoads(app(), css, [featured, post]);
    expect(problems).toEqual([]);
    expect(loads.map((l) => [l.route, l.jsKB, l.cssKB])).toEqual([
      ['/featured', 70, 2], // index 10 + react 50 + landing 10 (both modules, one chunk)
      ['/postDetail/:id', 160, 5], // + post 10 + antd 80, + post.css
    ]);
  });

  it('a route over its JS or CSS budget is a problem', () => {
    const heavy = app({ 'landing.js': { ...app()[2], gzip: 25 * KB } });
    expect(routeLoads(heavy, css, [featured]).problems).toEqual([
      '/featured: first-load JS 85 KB gzip is over its 80 KB',
    ]);
    expect(routeLoads(app(), css, [{ ...post, cssKB: 4 }]).problems).toEqual([
      '/postDetail/:id: first-load CSS 5 KB gzip is over its 4 KB',
    ]);
  });

  it('the console pulled into a public route’s first load is named', () => {
    const leaky = app({ 'post.js': { facade: 'src/pages/Post.tsx', imports: ['console.js'] } });
    expect(routeLoads(leaky, css, [{ ...post, jsKB: 999 }]).problems).toEqual([
      '/postDetail/:id: its first load carries the operator console (console.js)',
    ]);
  });

  it('a module no chunk holds is a problem, not a zero', () => {
    expect(routeLoads(app(), css, [{ ...post, modules: ['src/pages/Gone.tsx'] }]).problems).toEqual(
      ['/postDetail/:id: no chunk holds src/pages/Gone.tsx'],
    );
  });
});
