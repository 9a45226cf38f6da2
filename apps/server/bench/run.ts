/**
 * `npm run bench`: server-side measurements, printed, never asserted in tests (timings on
 * a shared 2-core machine are noisy; compare ratios within one run).
 *
 * 1. Search tokenizer throughput.
 * 2. Load test of the real server (buildApp + listen) with autocannon, on the embedded
 *    PGlite (temp data dir) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on
 *    PostgreSQL in a fresh database: featured list pages 1 and 50, the plain list pages 1
 *    and 50, post detail and its comments (when those routes exist), and search. Then
 *    EXPLAIN ANALYZE of every read statement of each request, flagging any over 50 ms.
 *
 * Env: BENCH_ITEMS (100000), BENCH_SECONDS per endpoint (10), BENCH_CONNECTIONS (50),
 * BENCH_ONLY=pglite|postgres to run one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrate';
import { benchTokenizer } from '../src/search/tokenizer.bench';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from './bench-db';
import { seedBench } from './bench-seed';
import { explainRequest, printLoadTable, runLoad, type LoadResult, type Target } from './load';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function tokenizerSection(): void {
  const tokenizer = benchTokenizer();
  console.log('Search tokenizer on a 2 KB Chinese post body');
  console.log(`  ${tokenizer.chars} characters, ${tokenizer.tokens} tokens`);
  console.log(`  tokenize:      ${tokenizer.tokenizePerSecond} / s`);
  console.log(`  indexDocument: ${tokenizer.indexDocumentPerSecond} / s`);
}

function targets(hasDetail: boolean, hasComments: boolean, itemCount: number): Target[] {
  // Recent published general posts (ids ≡ 0 mod 50 are drafts in the bench data).
  const ids = Array.from({ length: 200 }, (_, k) => itemCount - 1 - k * 7).filter(
    (id) => id > 0 && id % 50 !== 0,
  );
  const list: Target[] = [
    { name: 'featured p1', path: '/web/forum/list?tag=recommend&page=1', showPlans: true },
    { name: 'featured p50', path: '/web/forum/list?tag=recommend&page=50', showPlans: true },
    { name: 'list p1', path: '/web/forum/list?page=1' },
    { name: 'list p50', path: '/web/forum/list?page=50' },
  ];
  if (hasDetail) {
    list.push({
      name: 'post detail',
      path: `/web/forum/detail/${ids[0]}`,
      paths: ids.map((id) => `/web/forum/detail/${id}`),
    });
  }
  if (hasComments) {
    list.push({
      name: 'post comments',
      path: `/web/forum/comment/${ids[0]}?page=1`,
      paths: ids.map((id) => `/web/forum/comment/${id}?page=1`),
    });
  }
  const q = encodeURIComponent('显卡');
  list.push(
    { name: 'search 显卡', path: `/web/forum/search?keyword=${q}`, showPlans: true },
    {
      name: 'search 显卡 p20',
      path: `/web/forum/search?keyword=${q}&page=20`,
    },
    {
      name: 'search absent',
      path: `/web/forum/search?keyword=${encodeURIComponent('量子波动速读')}`,
      showPlans: true,
    },
  );
  return list;
}

async function benchDatabase(b: BenchDatabase): Promise<{ results: LoadResult[]; slow: string[] }> {
  console.log(`\n=== ${b.label}: ${ITEMS} items ===`);
  await applyMigrations(b.database, b.database.db);
  const seeded = await seedBench(b, ITEMS);
  console.log(
    `seeded ${seeded.items} items, ${seeded.users} users, ${seeded.comments} comments in ${seeded.seconds.toFixed(1)} s`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config, { database: b.database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const hasDetail = app.hasRoute({ method: 'GET', url: '/web/forum/detail/:id' });
    const hasComments = app.hasRoute({ method: 'GET', url: '/web/forum/comment/:id' });
    if (!hasDetail) console.log('note: /web/forum/detail/:id is not registered yet, skipped');
    if (!hasComments) console.log('note: /web/forum/comment/:id is not registered yet, skipped');
    const list = targets(hasDetail, hasComments, ITEMS);

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
    const results: LoadResult[] = [];
    for (const target of list) {
      await app.inject({ method: 'GET', url: target.path }); // warm caches and the planner
      results.push(await runLoad(address, target, CONNECTIONS, SECONDS));
    }
    printLoadTable(results);

    // Requests still queued when autocannon stopped must finish first, or their statements
    // would be recorded with the first request explained below.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log('\nEXPLAIN ANALYZE of each request’s read statements');
    const slow: string[] = [];
    for (const target of list) slow.push(...(await explainRequest(b, app, target)).slow);
    console.log(
      slow.length ? `\n⚠ statements over 50 ms: ${slow.join(', ')}` : '\nno statement over 50 ms',
    );
    return { results, slow };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  tokenizerSection();
  const runs: { open: () => Promise<BenchDatabase>; key: string }[] = [];
  if (ONLY !== 'postgres') runs.push({ key: 'pglite', open: openBenchPglite });
  if (ONLY !== 'pglite' && POSTGRES_URL)
    runs.push({ key: 'postgres', open: () => openBenchPostgres(POSTGRES_URL) });
  if (!POSTGRES_URL)
    console.log('\n(BENCH_DATABASE_URL / TEST_DATABASE_URL unset: PostgreSQL skipped)');
  for (const run of runs) {
    const b = await run.open();
    try {
      await benchDatabase(b);
    } finally {
      await b.dispose();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
