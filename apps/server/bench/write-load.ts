import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { findCounterDrift, recountCounters, type CounterDrift } from '../src/db/consistency';
import { applyMigrations } from '../src/db/migrate';
import { backendCpuDelta, type BenchDatabase } from './bench-db';
import { seedBench } from './bench-seed';
import { profiled } from './cpu-profile';
import { benchMembers, benchWriteConfig, percentile, sendRequests } from './request-load';
import type { RequestJobResult } from './request-worker';
import { WRITE_ROWS, rowRequests, type WriteGroup, type WriteRow } from './write-rows';

/**
 * Issue 18 item 3, the write path: on a fresh database (BENCH_WRITE_ITEMS posts of the
 * read bench's data behind it, its counters derived from its rows), BENCH_WRITE_MEMBERS
 * members publish a post each, comment, like posts and comments, collect, follow, sign in
 * and send letters, one row after the other (write-rows.ts), over CONNECTIONS keep-alive
 * connections from another process, each member with their own session and address. Before
 * the measured rows, a smaller group of other members (BENCH_WRITE_WARMUP) runs the same rows
 * unmeasured: a live server has compiled its write paths long before a burst.
 *
 * After each row, with nothing in flight: every stored counter of the schema against its
 * rows (findCounterDrift, db/consistency.ts — the same check every API test file ends with),
 * and the rows of the row's kind against its 200 answers. Prints writes/s, p50/p99, answers
 * by status and the server's event-loop delay; asserts nothing. BENCH_WRITE_PROFILE (row
 * names) runs those rows under the CPU profiler and prints where the server's time went
 * (PROFILE_DUMP=<prefix> also writes the profile).
 */

const MEMBERS = Number(process.env.BENCH_WRITE_MEMBERS ?? 2000);
const WARMUP_MEMBERS = Number(process.env.BENCH_WRITE_WARMUP ?? 200);
const ITEMS = Number(process.env.BENCH_WRITE_ITEMS ?? 10_000);
/** Rows to run under the CPU profiler (names, comma-separated; their CPU figures include it). */
const PROFILE_ROWS = process.env.BENCH_WRITE_PROFILE?.split(',').map((s) => s.trim()) ?? [];
const PROFILE_DUMP = process.env.PROFILE_DUMP;

export interface WriteRowResult {
  database: string;
  row: string;
  writes: number;
  writesPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** New rows of the row's kind; equals the 200s when every write landed once. */
  newRows: number;
  /** SQL statements the server sent per write (all of them: session, limits, transaction, badges). */
  statementsPerWrite: number;
  /** CPU of the server process per write, and of the database's backends when local (ms). */
  cpuMs: number;
  dbCpuMs: number | null;
  /** Stored counters that differ from their rows after the row (empty: all exact). */
  drift: CounterDrift[];
  loopP99: number;
  loopMax: number;
}

/** Members, one circle and one tag of the write rows, after the read bench's data. */
async function seedWriters(
  b: BenchDatabase,
): Promise<{ firstId: number; circleId: number; tagId: number }> {
  await seedBench(b, ITEMS);
  // The read bench's data carries made-up counters; here every counter must be its rows.
  await recountCounters(b.database.db);
  const [first] = await b.query<{ id: number }>(
    `select coalesce(max(id), 0)::int + 1 as id from users`,
  );
  // Members for two months: the member limits, not the first day's (NEW_ACCOUNT_HOURS).
  await b.query(
    `insert into users (nickname, level_name, user_sign, create_time)
     select '写入压测' || g, 'Lv2', '热爱硬件', now() - interval '60 days'
     from generate_series(1, $1::int) g`,
    [WARMUP_MEMBERS + MEMBERS],
  );
  const [circle] = await b.query<{ id: number }>(`select min(id)::int as id from circles`);
  const [tag] = await b.query<{ id: number }>(`select min(id)::int as id from tags`);
  return { firstId: first!.id, circleId: circle!.id, tagId: tag!.id };
}

/**
 * Refuses to start when a row would send a member more writes than its class allows in the
 * shortest window (the app's own limits, env included): such a row would measure 429s.
 */
function checkWithinLimits(config: Config): void {
  if (!config.writeLimits.enabled) return;
  for (const row of WRITE_ROWS) {
    if (!row.limitClass) continue;
    const rules = config.writeLimits.classes[row.limitClass].member;
    const least = Math.min(...rules.map((r) => r.points));
    if (row.perMember > least)
      throw new Error(`write row "${row.name}": ${row.perMember} per member > limit ${least}`);
  }
}

/** What the group's publish and comment rows created, for the rows after them. */
async function readCreated(b: BenchDatabase, g: WriteGroup): Promise<void> {
  const ids = g.members.map((m) => m.id);
  const byAuthor = async (table: 'items' | 'comments'): Promise<number[]> => {
    const rows = await b.query<{ user_id: number; id: number }>(
      `select user_id, min(id)::int as id from ${table} where user_id = any($1::int[]) group by user_id`,
      [ids],
    );
    const of = new Map(rows.map((r) => [r.user_id, r.id]));
    return ids.map((id) => of.get(id)).filter((id): id is number => id !== undefined);
  };
  g.posts = await byAuthor('items');
  g.comments = await byAuthor('comments');
}

async function countRows(b: BenchDatabase, row: WriteRow): Promise<number> {
  const [r] = await b.query<{ n: number }>(row.rowsSql);
  return r!.n;
}

async function runRow(
  b: BenchDatabase,
  address: string,
  row: WriteRow,
  g: WriteGroup,
  connections: number,
): Promise<WriteRowResult> {
  const before = await countRows(b, row);
  const requests = rowRequests(row, g);
  const dbBefore = await b.backendCpu();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  let result: RequestJobResult | undefined;
  const send = () =>
    b.recorder.record(async () => {
      result = await sendRequests({ url: address, requests, connections });
    });
  const statements = PROFILE_ROWS.includes(row.name)
    ? await profiled(row.name, send, PROFILE_DUMP && `${PROFILE_DUMP}-${row.name}.cpuprofile`)
    : await send();
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  const dbCpuMs = backendCpuDelta(dbBefore, await b.backendCpu());
  if (!result) throw new Error(`write row "${row.name}" sent nothing`);
  await readCreated(b, g);
  const sorted = [...result.latenciesMs].sort((x, y) => x - y);
  return {
    database: b.label,
    row: row.name,
    writes: requests.length,
    writesPerSecond: Math.round((requests.length / result.elapsedMs) * 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    statuses: result.statuses,
    newRows: (await countRows(b, row)) - before,
    statementsPerWrite: +(statements.length / requests.length).toFixed(1),
    cpuMs: +((cpu.user + cpu.system) / 1000 / requests.length).toFixed(2),
    dbCpuMs: dbCpuMs === null ? null : +(dbCpuMs / requests.length).toFixed(2),
    drift: await findCounterDrift(b.database.db),
    loopP99: +(loop.percentile(99) / 1e6).toFixed(1),
    loopMax: +(loop.max / 1e6).toFixed(1),
  };
}

function describeDrift(drift: CounterDrift[]): string {
  if (drift.length === 0) return 'every counter equals its rows';
  const shown = drift
    .slice(0, 5)
    .map((d) => `${d.table}.${d.column} #${d.id}: ${d.stored} stored, ${d.actual} rows`);
  return `⚠ ${drift.length} counter(s) differ from their rows: ${shown.join('; ')}`;
}

/** The write rows on a fresh database `b` (disposed afterwards). */
export async function benchWrites(
  b: BenchDatabase,
  connections: number,
): Promise<WriteRowResult[]> {
  console.log(
    `\n=== write rows, ${b.label}: ${MEMBERS} members (${WARMUP_MEMBERS} more warm up first), ${ITEMS} posts behind ===`,
  );
  await applyMigrations(b.database, b.database.db);
  const { firstId, circleId, tagId } = await seedWriters(b);
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-writes-'));
  const config = benchWriteConfig(dataDir);
  checkWithinLimits(config);
  const app = await buildApp(config, { database: b.database });
  const results: WriteRowResult[] = [];
  try {
    // BENCH_PORT on a machine where each user of it has its own ports; any free one otherwise.
    const address = await app.listen({
      port: Number(process.env.BENCH_PORT ?? 0),
      host: '127.0.0.1',
    });
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, k) => from + k);
    const group = async (from: number, n: number): Promise<WriteGroup> => ({
      members: await benchMembers(b.database, ids(from, n)),
      posts: [],
      comments: [],
      circleId,
      tagId,
    });
    const warm = await group(firstId, WARMUP_MEMBERS);
    const measured = await group(firstId + WARMUP_MEMBERS, MEMBERS);
    for (const row of WRITE_ROWS) {
      await sendRequests({ url: address, requests: rowRequests(row, warm), connections });
      await readCreated(b, warm);
    }
    for (const row of WRITE_ROWS) {
      const r = await runRow(b, address, row, measured, connections);
      results.push(r);
      const accepted = r.statuses['200'] ?? 0;
      console.log(
        `${r.row}: ${r.writes} writes over ${connections} connections, ${r.writesPerSecond} /s, ` +
          `p50 ${r.p50} ms, p99 ${r.p99} ms; answers ${JSON.stringify(r.statuses)}; ` +
          `${r.statementsPerWrite} statements, CPU ${r.cpuMs} ms server + ${r.dbCpuMs ?? '—'} ms DB per write; ` +
          `${r.newRows} new rows${r.newRows === accepted ? ' (= its 200s)' : ` ⚠ against ${accepted} 200s`}; ` +
          `${describeDrift(r.drift)}; event-loop delay p99 ${r.loopP99} ms, max ${r.loopMax} ms`,
      );
    }
    return results;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await b.dispose();
  }
}

/** Issue 18 item 3's targets on PostgreSQL. */
const TARGETS: Record<string, number> = { 'like a post': 1000, 'comment on a post': 300 };
const P99_TARGET_MS = 100;

export function printWriteRows(results: WriteRowResult[]): void {
  if (results.length === 0) return;
  console.log(
    `\nWrite rows (issue 18 targets on PostgreSQL: ≥ 1,000 likes/s, ≥ 300 comments/s, p99 < ${P99_TARGET_MS} ms)`,
  );
  console.table(
    results.map((r) => {
      const accepted = r.statuses['200'] ?? 0;
      const target = TARGETS[r.row];
      return {
        database: r.database.replace(/ \(.*$/, ''),
        row: r.row,
        writes: r.writes,
        'writes/s': r.writesPerSecond,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        target:
          target === undefined
            ? ''
            : r.writesPerSecond >= target && r.p99 < P99_TARGET_MS
              ? `≥ ${target}/s: met`
              : `≥ ${target}/s: NOT met`,
        'stmts/write': r.statementsPerWrite,
        'CPU ms/write': r.cpuMs,
        'DB CPU ms/write': r.dbCpuMs ?? '',
        'non-200': r.writes - accepted,
        'rows = 200s': r.newRows === accepted ? 'yes' : 'NO',
        'counters = rows': r.drift.length === 0 ? 'yes' : `NO (${r.drift.length})`,
        'loop p99/max ms': `${r.loopP99}/${r.loopMax}`,
      };
    }),
  );
}
