import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScript } from './vite/boot-script';
import { consoleWeightCheck } from './vite/console-weight';
import { landingChunks } from './vite/landing-chunk';
import { routePreload } from './vite/route-preload';
import { sharedContractRoutes } from './vite/shared-contract-routes';

const LANDING_PAGES = [
  'src/layouts/NewVersionLayout.tsx',
  'src/pages/featured/FeaturedPage.tsx',
  'src/pages/home/HomePage.tsx',
];
// The console's contracts (contracts/admin*.ts) go with the console, not the first visit.
const CONSOLE_CONTRACT = /[\\/]contracts[\\/]admin[\w-]*\.ts$/;
const firstVisit = landingChunks({
  boot: 'src/app/boot.ts',
  pages: LANDING_PAGES,
  exclude: (id) => CONSOLE_CONTRACT.test(id),
});

// The API server the dev proxy forwards to; `npm run dev` sets XINKE_API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.XINKE_API_PORT ?? 3000}`;
const proxied = ['/web', '/api', '/xgo', '/uploads', '/healthz'];

export default defineConfig({
  // The server serves the built SPA under /app/* with history fallback.
  base: '/app/',
  plugins: [
    react(),
    sharedContractRoutes(),
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
    // The layout of every new-version page, and the landing page itself.
    routePreload([
      { path: /^\/app\/new-version(\/|$)/, module: 'src/layouts/NewVersionLayout.tsx' },
      { path: /^\/app\/new-version\/featured\/?$/, module: 'src/pages/featured/FeaturedPage.tsx' },
    ]),
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
          ],
        },
      },
    },
  },
});
