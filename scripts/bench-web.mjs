// `npm run bench:web`: builds the site and the server, serves the production build on a
// fresh data dir, then prints (1) the JS and CSS the featured route loads, raw and gzip, as
// Chromium actually fetched them (issue 18: initial JS ≤ 170 KB gzip; the build holds every
// route's budget, apps/web/vite.config.ts). (2) The console's weight (issue 14): the chunks
// only the operator console brings (its own, the dashboard's chart library; listed by the
// build in apps/web/build-stats) and how many of their bytes the featured route fetched —
// exits 1 unless that is 0. (3) The same for the rich-text editor's library chunks (issue 15
// item 9). (4) Lighthouse mobile for featured, a post detail and a news detail (issue 18:
// performance ≥ 95): score, FCP, LCP, TBT and CLS of each run, LIGHTHOUSE_RUNS runs (default
// 1) one page after another, then each page's median and worst score against the target.
// The detail pages are the first post of the featured list and the newest news item of the
// seeded demo data, read from the API like a visitor's browser would.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CHROMIUM_PATH,
  ensureChromium,
  ensureInstalled,
  log,
  run,
  ROOT,
  setupOrExit,
} from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FEATURED = `${ORIGIN}/app/new-version/featured?tag=recommend`;
/** Issue 18's Lighthouse mobile target for each page. */
const SCORE_TARGET = 95;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

setupOrExit(ensureInstalled, ensureChromium);
if (!process.argv.includes('--no-build')) {
  log('Building…');
  if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-web-'));
const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
  cwd: ROOT,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ALLOW_DEV_PROVIDERS: 'true',
    LOG_LEVEL: 'warn',
  },
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function measureAssets() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.slice(1),
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.push({
        url: new URL(response.url()).pathname,
        type,
        raw: body.length,
        gzip: gzipSync(body).length,
      });
    } catch {
      // a response without a body (redirect) carries no bytes
    }
  });
  await page.goto(FEATURED, { waitUntil: 'networkidle' });
  await browser.close();
  return assets;
}

/**
 * The console's chunks against what the featured route fetched: prints both, and returns
 * false when the featured route fetched any byte of them.
 */
function consoleWeight(assets) {
  const report = JSON.parse(
    readFileSync(join(ROOT, 'apps/web/build-stats/console-chunks.json'), 'utf8'),
  );
  const fetched = new Set(assets.map((a) => a.url.replace(/^\/app\//, '')));
  console.log('\nConsole weight — chunks only the operator console loads');
  let total = 0;
  let loaded = 0;
  for (const c of report.consoleOnly) {
    const path = join(ROOT, 'apps/web/dist', c.file);
    const gzip = gzipSync(readFileSync(path)).length;
    const hit = fetched.has(c.file);
    total += gzip;
    if (hit) loaded += c.bytes;
    const role =
      c.file === report.root ? 'console' : report.charts.includes(c.file) ? 'charts' : '';
    console.log(
      `  ${kb(c.bytes).padStart(10)} raw ${kb(gzip).padStart(10)} gzip  ${role.padEnd(8)} ${c.file}${hit ? '  ⚠ fetched by featured' : ''}`,
    );
  }
  console.log(
    `  console chunks: ${report.consoleOnly.length}, ${kb(total)} gzip; bytes of them the featured route fetched: ${loaded} (must be 0)`,
  );
  return loaded === 0;
}

/**
 * The rich-text editor's chunks (issue 15 item 9; listed by the build) against what the
 * featured route fetched: prints their sizes, false when featured fetched any of them.
 */
function editorWeight(assets) {
  const report = JSON.parse(
    readFileSync(join(ROOT, 'apps/web/build-stats/console-chunks.json'), 'utf8'),
  );
  const fetched = new Set(assets.map((a) => a.url.replace(/^\/app\//, '')));
  console.log('\nEditor weight — chunks of the rich-text editor library (lazily loaded)');
  let total = 0;
  let loaded = 0;
  for (const c of report.editor ?? []) {
    const gzip = gzipSync(readFileSync(join(ROOT, 'apps/web/dist', c.file))).length;
    const hit = fetched.has(c.file);
    total += gzip;
    if (hit) loaded += c.bytes;
    console.log(
      `  ${kb(c.bytes).padStart(10)} raw ${kb(gzip).padStart(10)} gzip  ${c.file}${hit ? '  ⚠ fetched by featured' : ''}`,
    );
  }
  console.log(
    `  editor chunks: ${(report.editor ?? []).length}, ${kb(total)} gzip; bytes of them the featured route fetched: ${loaded} (must be 0)`,
  );
  return loaded === 0;
}

async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const { audits, categories, runtimeError } = result.lhr;
    return {
      // A run Lighthouse could not finish scores 0: say why rather than print a bare 0.
      error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null,
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
      fcp: audits['first-contentful-paint'].displayValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** The first row of a list answer of the API (`{ code, data: { data: [...] } }`). */
async function firstRow(path) {
  const body = await (await fetch(`${ORIGIN}${path}`)).json();
  const row = body?.data?.data?.[0];
  if (!row) throw new Error(`${path}: no rows in the seeded data`);
  return row;
}

/** The pages Lighthouse measures: featured and one real item of each detail kind. */
async function lighthousePages() {
  const post = await firstRow('/web/forum/list?tag=recommend');
  const news = await firstRow('/web/news/list/0');
  return [
    { name: 'featured', url: FEATURED },
    { name: `post detail ${post.id}`, url: `${ORIGIN}/app/new-version/postDetail/${post.id}` },
    { name: `news detail ${news.id}`, url: `${ORIGIN}/app/new-version/n/details/${news.id}` },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

try {
  await waitForServer();
  const assets = await measureAssets();
  const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
  console.log('\nFeatured route — assets loaded by Chromium');
  for (const a of assets)
    console.log(
      `  ${a.type.padEnd(10)} ${kb(a.raw).padStart(10)} raw ${kb(a.gzip).padStart(10)} gzip  ${a.url}`,
    );
  console.log(
    `  JS  total: ${kb(sum('script', 'raw'))} raw, ${kb(sum('script', 'gzip'))} gzip (target ≤ 170 KB gzip)`,
  );
  console.log(
    `  CSS total: ${kb(sum('stylesheet', 'raw'))} raw, ${kb(sum('stylesheet', 'gzip'))} gzip`,
  );

  if (!consoleWeight(assets)) process.exitCode = 1;
  if (!editorWeight(assets)) process.exitCode = 1;

  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const pages = await lighthousePages();
  const scores = new Map(pages.map((p) => [p.name, []]));
  console.log(`\nLighthouse mobile (target ≥ ${SCORE_TARGET}), ${runs} run(s) of each page`);
  for (let i = 1; i <= runs; i += 1) {
    for (const page of pages) {
      const lh = await lighthouseRun(page.url);
      scores.get(page.name).push(lh.score);
      console.log(
        `  run ${i}/${runs} ${page.name.padEnd(16)} performance ${String(lh.score).padStart(3)}  ` +
          (lh.error ?? `FCP ${lh.fcp}, LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}`),
      );
    }
  }
  for (const page of pages) {
    const list = scores.get(page.name);
    const worst = Math.min(...list);
    console.log(
      `  ${page.name.padEnd(16)} median ${median(list)}, worst ${worst} (${list.join(', ')}) ${worst >= SCORE_TARGET ? 'meets' : 'misses'} ≥ ${SCORE_TARGET}  ${page.url.replace(ORIGIN, '')}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
