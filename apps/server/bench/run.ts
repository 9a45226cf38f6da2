/**
 * `npm run bench`: server-side measurements, printed, never asserted in tests (timings on
 * a shared 2-core machine are noisy; compare ratios within one run).
 *
 * 1. Search tokenizer throughput.
 * 2. Load test of the real server (buildApp + listen) with autocannon, on the embedded
 *    PGlite (temp data dir) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on
 *    PostgreSQL in a kept database (bench-keep.ts: seeded once per size and seed version,
 *    reused by later runs): featured list pages 1 and 50, the plain list pages 1
 *    and 50 and 90% deep, post detail and its comments, six kinds of search, and (logged in)
 *    the homepage, message list and letters. Then EXPLAIN ANALYZE of every read statement
 *    of each request, flagging any over 20 ms (issue 18).
 *    Visitors' reads are mostly answered by the public cache (plugins/public-cache.ts); the
 *    "(logged in)" rows send a session token, which bypasses it, so they measure the full
 *    path (session, queries, serialization) of every request.
 *    autocannon runs in a child process (load-worker.ts), not on the server's event loop.
 * 3. Next to each full-size database, a small one (BENCH_COMPARE items) served at the same
 *    time: every list endpoint is loaded on the small one, then right after on the full one,
 *    so "as fast at 100,000 items as at 1,000" is read off one run, minutes apart at most.
 * 4. A summary: req/s, p50, p99 and server CPU per request for each endpoint, database and
 *    size; the list figures at both sizes side by side; the slowest statements.
 *
 * Every measured run follows a short unmeasured one (BENCH_WARMUP) on the same endpoint.
 * CPU ms/req is this process's CPU time (server, plus PGlite when embedded) per request:
 * on a shared machine it moves much less than req/s and latency when other work runs.
 * DB CPU ms/req is the same for the PostgreSQL backends of the bench database (read from
 * /proc when PostgreSQL runs on this machine): the two together are what a request costs.
 *
 * 5. Issue 16's vote burst (vote-burst.ts): 1,000 members voting on the 12 works of a contest
 *    at once, on each database in a fresh one: votes/s, p50/p99, and whether every work's
 *    vote_count equals its vote rows afterwards. BENCH_VOTES=0 skips it, BENCH_VOTES=only
 *    runs nothing else; BENCH_VOTE_MEMBERS (1000).
 * 6. Issue 18's write rows (write-load.ts): members publishing, commenting, liking, collecting,
 *    following, signing in and sending letters, each row followed by the exact check of every
 *    counter against its rows. BENCH_WRITES=0 skips them, BENCH_WRITES=only runs nothing
 *    else (the vote burst neither); BENCH_WRITE_MEMBERS (2000), BENCH_WRITE_WARMUP (200),
 *    BENCH_WRITE_ITEMS (10000).
 *
 * Env: BENCH_ITEMS (100000), BENCH_SECONDS per endpoint (10), BENCH_WARMUP seconds (2),
 * BENCH_CONNECTIONS (50), BENCH_ONLY=pglite|postgres to run one database (PGlite runs up to
 * 100,000 items unless asked for), BENCH_COMPARE (1000; 100,000 when BENCH_ITEMS is a
 * million or more, and then every endpoint is compared, EXPLAIN included; 0 skips it), BENCH_TARGETS (comma-separated target names, default
 * all; e.g. 'post detail (logged in),search 显卡 (logged in)'). The default run takes about
 * 8 minutes on 2 cores.
 */
import { clearItemCountCache } from '../src/modules/forum/forum.repository';
import { benchTokenizer } from '../src/search/tokenizer.bench';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from './bench-db';
import { openKept } from './bench-keep';
import {
  SLOW_STATEMENT_MS,
  explainRequest,
  printLoadTable,
  runLoad,
  type LoadResult,
  type Target,
  type TimedStatement,
} from './load';
import { closeDays } from '../src/modules/dashboard/dashboard-job';
import { benchAdminToken, benchToken, serve, unserve, type Served } from './serve';
import {
  DASHBOARD_TARGET,
  LIST_TARGETS,
  dashboardTarget,
  loggedInTargets,
  targets,
} from './targets';
import { benchVoteBurst, printVoteBursts, type VoteBurstResult } from './vote-burst';
import { benchWrites, printWriteRows, type WriteRowResult } from './write-load';
import {
  benchEmbeddedServer,
  printEmbeddedServer,
  type EmbeddedServerMemory,
} from './embedded-server';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** At a million items the comparison is the 100,000 of the default run (issue 18). */
const COMPARE = Number(process.env.BENCH_COMPARE ?? (ITEMS >= 1_000_000 ? 100_000 : 1000));
/** A comparison database of real size is measured on every target, not just the lists. */
const COMPARE_ALL = COMPARE >= 100_000;
/** PGlite is seeded at a million items only when asked for (BENCH_ONLY=pglite): it takes long. */
const PGLITE_UP_TO = 100_000;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY = process.env.BENCH_ONLY;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ONLY_TARGETS = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim());
const VOTES = process.env.BENCH_VOTES ?? 'yes';
const WRITES = process.env.BENCH_WRITES ?? 'yes';
/** The built embedded server's memory, idle and under load (embedded-server.ts). */
const MEMORY = process.env.BENCH_MEMORY ?? 'yes';
/** Issue 4's latency budget at 50 connections on PostgreSQL. */
const P99_TARGET_MS = 50;

function tokenizerSection(): void {
  const tokenizer = benchTokenizer();
  console.log('Search tokenizer on a 2 KB Chinese post body');
  console.log(`  ${tokenizer.chars} characters, ${tokenizer.tokens} tokens`);
  console.log(`  tokenize:      ${tokenizer.tokenizePerSecond} / s`);
  console.log(`  indexDocument: ${tokenizer.indexDocumentPerSecond} / s`);
}

interface Run {
  database: string;
  items: number;
  results: LoadResult[];
  statements: TimedStatement[];
  /** Seconds of the dashboard job's first run (30 closed days), when measured. */
  backfillSeconds?: number;
}

/** One target under load, after a short unmeasured warm-up (JIT, caches, the planner). */
async function measure(s: Served, target: Target): Promise<LoadResult> {
  await s.app.inject({ method: 'GET', url: target.path });
  if (WARMUP > 0) await runLoad(s.address, target, CONNECTIONS, WARMUP);
  return runLoad(s.address, target, CONNECTIONS, SECONDS, () => s.b.backendCpu());
}

/** Every measured request of one served database (its size's ids, its members' tokens). */
async function targetsOf(s: Served): Promise<Target[]> {
  return [
    ...targets(s.items),
    ...loggedInTargets(s.items, await benchToken(s)),
    dashboardTarget(await benchAdminToken(s)),
  ].filter((t) => !ONLY_TARGETS || ONLY_TARGETS.includes(t.name));
}

/**
 * One database: the full-size data set, and (BENCH_COMPARE) a small one served at the same
 * time, so each list endpoint is measured on both back to back and a change in the
 * machine's load between the two figures stays small. Then EXPLAIN ANALYZE of every read
 * statement of each full-size request.
 */
async function benchKind(
  key: string,
  open: (items: number) => Promise<BenchDatabase>,
): Promise<Run[]> {
  const served: Served[] = [];
  try {
    const full = await serve(await open(ITEMS), ITEMS);
    served.push(full);
    // Idle: served and seeded, before any load (issue 18 item 2's target is < 300 MB on PGlite).
    global.gc?.();
    console.log(`${key} server RSS idle: ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`);
    const small =
      COMPARE > 0 && COMPARE !== ITEMS ? await serve(await open(COMPARE), COMPARE) : null;
    if (small) served.push(small);

    const { app } = full;
    const list = await targetsOf(full);
    const smallList = small ? await targetsOf(small) : [];

    // The dashboard's aggregate job, first run: the 30 closed days of the window.
    let backfillSeconds: number | undefined;
    if (list.some((t) => t.name === DASHBOARD_TARGET)) {
      const started = performance.now();
      const days = await closeDays(full.b.database.db, Date.now());
      backfillSeconds = (performance.now() - started) / 1000;
      console.log(
        `\ndashboard aggregate, first run: ${days.length} closed days in ${backfillSeconds.toFixed(2)} s`,
      );
    }

    console.log(
      `\n${key} under load: autocannon (own process), ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per endpoint`,
    );
    const fullResults: LoadResult[] = [];
    const smallResults: LoadResult[] = [];
    for (const target of list) {
      const same = smallList.find((t) => t.name === target.name);
      if (small && same && (COMPARE_ALL || LIST_TARGETS.some((t) => t.name === target.name))) {
        smallResults.push(await measure(small, same));
      }
      fullResults.push(await measure(full, target));
    }
    if (small) {
      console.log(`\n${key}, ${COMPARE} items`);
      printLoadTable(smallResults);
    }
    console.log(`\n${key}, ${ITEMS} items`);
    printLoadTable(fullResults);

    // Requests still queued when autocannon stopped must finish first, or their statements
    // would be recorded with the first request explained below.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`\nEXPLAIN ANALYZE of each request’s read statements (${key}, ${ITEMS} items)`);
    console.log('(list totals are reused between requests; that cache is emptied before each');
    console.log(' request here, so the count statement is always shown)');
    const statements: TimedStatement[] = [];
    for (const target of list) {
      clearItemCountCache(full.b.database.db);
      statements.push(...(await explainRequest(full.b, app, target)));
    }
    const smallStatements: TimedStatement[] = [];
    if (small && COMPARE_ALL) {
      console.log(`\nEXPLAIN ANALYZE, the same requests at ${COMPARE} items (times only)`);
      for (const target of smallList) {
        clearItemCountCache(small.b.database.db);
        smallStatements.push(...(await explainRequest(small.b, small.app, target, false)));
      }
    }
    const slow = statements.filter((st) => st.ms > SLOW_STATEMENT_MS);
    console.log(
      slow.length
        ? `\n⚠ statements over ${SLOW_STATEMENT_MS} ms: ${slow.map((st) => `${st.target} #${st.index} (${st.ms.toFixed(1)} ms)`).join(', ')}`
        : `\nno statement over ${SLOW_STATEMENT_MS} ms`,
    );
    const runs: Run[] = [];
    if (small)
      runs.push({
        database: key,
        items: COMPARE,
        results: smallResults,
        statements: smallStatements,
      });
    runs.push({ database: key, items: ITEMS, results: fullResults, statements, backfillSeconds });
    return runs;
  } finally {
    for (const s of served) await unserve(s);
  }
}

function printSummary(runs: Run[]): void {
  console.log('\n=== Summary ===');
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per endpoint; target p99 < ${P99_TARGET_MS} ms on PostgreSQL; CPU = server process per request`,
  );
  console.table(
    runs.flatMap((run) =>
      run.results.map((r) => ({
        database: run.database,
        items: run.items,
        endpoint: r.name,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'p99 ok': r.p99 < P99_TARGET_MS ? 'yes' : 'no',
        'CPU ms/req': r.cpuMs,
        'DB CPU ms/req': r.dbCpuMs ?? '',
        'loop p99/max ms': `${r.loopP99Ms}/${r.loopMaxMs}`,
        'non-2xx/errors': r.non2xx + r.errors,
      })),
    ),
  );

  const small = runs.filter((r) => r.items === COMPARE);
  const full = runs.filter((r) => r.items === ITEMS && r.items !== COMPARE);
  if (small.length > 0 && full.length > 0) {
    const what = COMPARE_ALL ? 'Every endpoint' : 'Lists';
    console.log(`\n${what} at ${ITEMS} items against ${COMPARE} items (measured back to back)`);
    const rows = [];
    for (const big of full) {
      const base = small.find((s) => s.database === big.database);
      if (!base) continue;
      for (const r of base.results) {
        const at = big.results.find((x) => x.name === r.name);
        if (!at) continue;
        rows.push({
          database: big.database,
          endpoint: r.name,
          [`req/s @${COMPARE}`]: r.rps,
          [`req/s @${ITEMS}`]: at.rps,
          'req/s ratio': +(at.rps / Math.max(r.rps, 1)).toFixed(2),
          [`p99 @${COMPARE}`]: r.p99,
          [`p99 @${ITEMS}`]: at.p99,
          [`CPU @${COMPARE}`]: r.cpuMs,
          [`CPU @${ITEMS}`]: at.cpuMs,
        });
      }
    }
    console.table(rows);
    if (COMPARE < 1000) console.log(`(featured p50 at ${COMPARE} items is an empty page)`);
  }

  const statements = runs.flatMap((run) =>
    run.statements.map((s) => ({ ...s, database: run.database, items: run.items })),
  );
  if (statements.length > 0) {
    console.log('\nSlowest statements (EXPLAIN ANALYZE, one execution each)');
    console.table(
      statements
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((s) => ({
          database: s.database,
          items: s.items,
          request: `${s.target} #${s.index}`,
          ms: +s.ms.toFixed(2),
          statement: s.sql.slice(0, 70),
        })),
    );
    const over = statements.filter((s) => s.ms > SLOW_STATEMENT_MS).length;
    console.log(
      over
        ? `⚠ ${over} statement(s) over ${SLOW_STATEMENT_MS} ms`
        : `no statement over ${SLOW_STATEMENT_MS} ms`,
    );
  }
}

/** The dashboard's own lines: issue 14 asks for its query time at the bench's size. */
function printDashboard(runs: Run[]): void {
  for (const run of runs) {
    const r = run.results.find((x) => x.name === DASHBOARD_TARGET);
    if (!r) continue;
    const slowest = Math.max(
      ...run.statements.filter((s) => s.target === DASHBOARD_TARGET).map((s) => s.ms),
    );
    console.log(
      `\nDashboard (${run.database}, ${run.items} items): p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `slowest statement ${slowest.toFixed(2)} ms (EXPLAIN ANALYZE); ` +
        `first aggregate run ${run.backfillSeconds?.toFixed(2) ?? '—'} s`,
    );
  }
}

async function main(): Promise<void> {
  if (MEMORY === 'only') {
    printEmbeddedServer(await benchEmbeddedServer(CONNECTIONS, SECONDS));
    return;
  }
  tokenizerSection();
  const kinds: {
    key: string;
    open: () => Promise<BenchDatabase>;
    openSized: (items: number) => Promise<BenchDatabase>;
  }[] = [];
  if (ONLY === 'pglite' || (ONLY !== 'postgres' && ITEMS <= PGLITE_UP_TO))
    kinds.push({ key: 'PGlite', open: openBenchPglite, openSized: openBenchPglite });
  else if (ONLY !== 'postgres')
    console.log(`\n(PGlite skipped at ${ITEMS} items: BENCH_ONLY=pglite runs it)`);
  if (ONLY !== 'pglite' && POSTGRES_URL)
    kinds.push({
      key: 'PostgreSQL',
      open: () => openBenchPostgres(POSTGRES_URL),
      // Seeded databases are kept and reused between runs (bench-keep.ts).
      openSized: (items) => openKept(POSTGRES_URL, items),
    });
  if (!POSTGRES_URL)
    console.log('\n(BENCH_DATABASE_URL / TEST_DATABASE_URL unset: PostgreSQL skipped)');
  const runs: Run[] = [];
  if (VOTES !== 'only' && WRITES !== 'only')
    for (const kind of kinds) runs.push(...(await benchKind(kind.key, kind.openSized)));
  const bursts: VoteBurstResult[] = [];
  if (VOTES !== '0' && WRITES !== 'only')
    for (const kind of kinds) bursts.push(await benchVoteBurst(await kind.open(), CONNECTIONS));
  const writes: WriteRowResult[] = [];
  if (WRITES !== '0' && VOTES !== 'only')
    for (const kind of kinds) writes.push(...(await benchWrites(await kind.open(), CONNECTIONS)));
  if (runs.length > 0) {
    printSummary(runs);
    printDashboard(runs);
  }
  let memory: EmbeddedServerMemory | null = null;
  if (MEMORY !== '0' && ONLY !== 'postgres' && VOTES !== 'only' && WRITES !== 'only')
    memory = await benchEmbeddedServer(CONNECTIONS, SECONDS);
  printVoteBursts(bursts);
  printWriteRows(writes);
  printEmbeddedServer(memory);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
