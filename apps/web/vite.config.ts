import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScript } from './vite/boot-script';
import { consoleWeightCheck } from './vite/console-weight';
import { landingChunks } from './vite/landing-chunk';
import { routeBudget } from './vite/route-budget';
import type { RouteBudget } from './vite/route-budget-graph';
import { paintFirst } from './vite/paint-first';
import { inlineMessages } from './vite/inline-messages';
import { SHARED_SRC, sharedContractRoutes } from './vite/shared-contract-routes';

const LANDING_PAGES = [
  'src/layouts/NewVersionLayout.tsx',
  'src/pages/featured/FeaturedPage.tsx',
  'src/pages/home/HomePage.tsx',
];
// The console's contracts (contracts/admin*.ts) go with the console, not the first visit.
const CONSOLE_CONTRACT = /[\\/]contracts[\\/]admin[\w-]*\.ts$/;
const inShared = (id: string) => id.startsWith(SHARED_SRC);
const firstVisit = landingChunks({
  boot: 'src/app/boot.ts',
  pages: LANDING_PAGES,
  outside: inShared,
});

// Route budgets (issue 18, docs/web-performance.md "Budgets"): a first visit's JS and CSS,
// gzip KB, per route; the build fails over budget. Each is about 5 % above what the route
// loads today, so a change that adds weight must say so here. A route's modules are what its first
// visit loads: the new-version layout, antd's scope (every page not drawn without antd),
// the page.
const NV_LAYOUT = 'src/layouts/NewVersionLayout.tsx';
const ANTD = 'src/app/antd-scope.tsx';
const NEVER_FIRST = {
  console: { name: 'the operator console', module: /^src\/pages\/admin\/AdminConsole\.tsx$/ },
  research: { name: 'the research room', module: /^src\/research\/ResearchApp\.tsx$/ },
  editor: {
    name: 'the rich-text editor',
    module: /node_modules\/(@tiptap|prosemirror-[a-z-]+|lowlight|highlight\.js)\//,
  },
};
const publicRead = [NEVER_FIRST.console, NEVER_FIRST.research, NEVER_FIRST.editor];
const page = (
  route: string,
  module: string,
  jsKB: number,
  forbid = publicRead,
  cssKB = 12,
): RouteBudget => ({ route, modules: [NV_LAYOUT, ANTD, module], jsKB, cssKB, forbid });
/** A page drawn without antd at first (ANTD_FREE_PAGES in src/app/router.tsx). */
const antdFreePage = (route: string, module: string, jsKB: number, cssKB = 12): RouteBudget => ({
  route,
  modules: [NV_LAYOUT, module],
  jsKB,
  cssKB,
  forbid: publicRead,
});
const ROUTE_BUDGETS: RouteBudget[] = [
  {
    route: '/new-version/featured',
    modules: [NV_LAYOUT, 'src/pages/featured/FeaturedPage.tsx'],
    // Issue 18's target; the route loads about 155 KB today.
    jsKB: 170,
    cssKB: 8,
    forbid: publicRead,
  },
  {
    route: '/new-version/home',
    modules: [NV_LAYOUT, 'src/pages/home/HomePage.tsx'],
    jsKB: 165,
    cssKB: 8,
    forbid: publicRead,
  },
  antdFreePage('/new-version/postDetail/:id', 'src/pages/post-detail/PostDetailPage.tsx', 175),
  antdFreePage('/new-version/n/details/:id', 'src/pages/article/NewsDetailPage.tsx', 170),
  page('/new-version/officialArticle/:id', 'src/pages/article/ArticlePage.tsx', 312),
  page('/new-version/search', 'src/pages/search/SearchPage.tsx', 315),
  page('/new-version/projectDetail/:id', 'src/pages/project/ProjectDetailPage.tsx', 400),
  page('/new-version/homepage/:id', 'src/pages/homepage/HomepagePage.tsx', 310),
  page('/new-version/user-center', 'src/pages/user-center/UserCenterLayout.tsx', 225),
  // The editor is these pages' job; the console and the research room are still not.
  page('/new-version/postAdd', 'src/pages/publish/PublishPostPage.tsx', 375, [
    NEVER_FIRST.console,
    NEVER_FIRST.research,
  ]),
  // The research room is its own app (SPEC §2), loaded with its home page.
  {
    route: '/new-version/research',
    modules: [
      NV_LAYOUT,
      ANTD,
      'src/research/ResearchApp.tsx',
      'src/research/pages/ResearchHomePage.tsx',
    ],
    jsKB: 235,
    cssKB: 12,
    forbid: [NEVER_FIRST.console, NEVER_FIRST.editor],
  },
  // The console's gate: staff only then load the console itself.
  {
    route: '/admin',
    modules: [ANTD, 'src/pages/admin/AdminGate.tsx'],
    jsKB: 230,
    cssKB: 12,
    forbid: [NEVER_FIRST.console],
  },
];

// The API server the dev proxy forwards to; `npm run dev` sets XINKE_API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.XINKE_API_PORT ?? 3000}`;
const proxied = ['/web', '/api', '/xgo', '/uploads', '/healthz'];

export default defineConfig({
  // The server serves the built SPA under /app/* with history fallback.
  base: '/app/',
  plugins: [
    react(),
    sharedContractRoutes(),
    // The message tables' strings are inlined where read: the whole table never ships.
    inlineMessages(),
    // The first screen paints from the HTML alone; then the app and the opened page's chunks
    // load (their table: the layout of every new-version page, the landing page itself and
    // the detail pages, issue 18's Lighthouse pages).
    paintFirst([
      { path: /^\/app\/new-version(\/|$)/, module: 'src/layouts/NewVersionLayout.tsx' },
      { path: /^\/app\/new-version\/featured\/?$/, module: 'src/pages/featured/FeaturedPage.tsx' },
      {
        path: /^\/app\/new-version\/(postDetail|exchange-forum\/detail)\/\d+\/?$/,
        module: 'src/pages/post-detail/PostDetailPage.tsx',
      },
      {
        path: /^\/app\/new-version\/n\/details\/\d+\/?$/,
        module: 'src/pages/article/NewsDetailPage.tsx',
      },
    ]),
    // Starts the landing page's server requests before the app's code has arrived.
    bootScript('src/app/boot.ts'),
    firstVisit.plugin,
    // The console and its charts stay out of every site page, and the rich-text editor out of
    // every first load (the build fails otherwise).
    consoleWeightCheck({
      // Read by scripts/bench-web.mjs; the build's root is this folder.
      report: 'build-stats/console-chunks.json',
      consoleModule: /^src\/pages\/admin\/AdminConsole\.tsx$/,
      chartModule: /node_modules\/chart\.js\//,
      editorModule: /node_modules\/(@tiptap|prosemirror-[a-z-]+|lowlight|highlight\.js)\//,
      landingModule: new RegExp(`^(${LANDING_PAGES.join('|').replace(/\./g, '\\.')})$`),
    }),
    routeBudget({ report: 'build-stats/route-budgets.json', routes: ROUTE_BUDGETS }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(
        proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
      ),
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 5180, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The shared groups' chunks are named after every page that uses them: a hash is enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // React, the router and the query cache change rarely and every page needs them:
            // one long-cached chunk.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
              priority: 20,
            },
            // antd's runtime styling and shared utilities, used by every antd component.
            // Components themselves stay with the pages that use them, so featured does
            // not download the message-center's tables or forms.
            {
              name: 'antd-core',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/]util|rc-util)[\\/]/,
              priority: 10,
            },
            // The first visit's code: the boot script's, the landing pages' (vite/landing-chunk.ts).
            { name: 'boot-shared', test: firstVisit.bootTest, priority: 6 },
            { name: 'landing', test: firstVisit.landingTest, priority: 5 },
            // The shared package's code no first visit uses, chunked by the set of pages
            // that use it (tiny sets merged), so a page loads the contracts and constants it
            // needs rather than all of them. The console's contracts stay with the console.
            {
              name: 'shared',
              test: (id: string) => inShared(id) && !CONSOLE_CONTRACT.test(id),
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 8 * 1024,
            },
          ],
        },
      },
    },
  },
});
