import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { backendCpuDelta, type BenchDatabase } from './bench-db';
import type { LoadJob } from './load-worker';

/** SQL statements slower than this are flagged (issue 18's budget, at a million items). */
export const SLOW_STATEMENT_MS = 20;

export interface Target {
  name: string;
  /** Path and query of one request; `paths` rotates several (post detail over many ids). */
  path: string;
  paths?: string[];
  /** Print the EXPLAIN ANALYZE plans of this request's statements, not just their times. */
  showPlans?: boolean;
  /** Request headers (a logged-in reader's Authorization). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of this process (the server, and the embedded PGlite when that is the database)
   * per request served. Less sensitive to other work on a shared machine than req/s and
   * latency, so the better figure for comparing two runs.
   */
  cpuMs: number;
  /**
   * CPU time of the PostgreSQL backends serving the bench database, per request (when they
   * run on this machine; null otherwise). With cpuMs: what one request costs the machine.
   */
  dbCpuMs: number | null;
  /**
   * The server's event-loop delay during the run (perf_hooks.monitorEventLoopDelay, 10 ms
   * resolution), p99 and max in ms: how long a socket or request could wait behind other
   * work — on PGlite, behind a statement running on the same thread (issue 18 item 2).
   */
  loopP99Ms: number;
  loopMaxMs: number;
  /** The server process's resident memory at the end of the run, MB. */
  rssMB: number;
}

/** Runs autocannon in a child process (see load-worker.ts) against one target. */
export async function runLoad(
  baseUrl: string,
  target: Target,
  connections: number,
  seconds: number,
  backendCpu: () => Promise<Map<number, number> | null> = async () => null,
): Promise<LoadResult> {
  const dbBefore = await backendCpu();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const result = await loadInChild(baseUrl, target, connections, seconds);
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  const dbAfter = await backendCpu();
  const dbMs = backendCpuDelta(dbBefore, dbAfter);
  const served = Math.max(result.requests.total, 1);
  return {
    name: target.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMs: +((cpu.user + cpu.system) / 1000 / served).toFixed(2),
    dbCpuMs: dbMs === null ? null : +(dbMs / served).toFixed(2),
    loopP99Ms: +(loop.percentile(99) / 1e6).toFixed(1),
    loopMaxMs: +(loop.max / 1e6).toFixed(1),
    rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
  };
}

export async function loadInChild(
  baseUrl: string,
  target: Target,
  connections: number,
  seconds: number,
): Promise<Result> {
  const job: LoadJob = {
    url: baseUrl + target.path,
    paths: target.paths ?? [target.path],
    headers: target.headers ?? {},
    connections,
    seconds,
  };
  // The worker is TypeScript: the child gets tsx's loader, as this process has it.
  const child = fork(new URL('./load-worker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise<Result>((resolve, reject) => {
    child.once('message', (m: { ok: true; result: Result } | { ok: false; error: string }) =>
      m.ok ? resolve(m.result) : reject(new Error(m.error)),
    );
    child.once('exit', (code) => reject(new Error(`load worker exited with ${code}`)));
    child.once('error', reject);
    child.send(job);
  });
}

export function printLoadTable(results: LoadResult[]): void {
  const rows = results.map((r) => ({
    endpoint: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'CPU ms/req': r.cpuMs,
    ...(r.dbCpuMs === null ? {} : { 'DB CPU ms/req': r.dbCpuMs }),
    'loop p99 ms': r.loopP99Ms,
    'loop max ms': r.loopMaxMs,
    'RSS MB': r.rssMB,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}

function executionMs(plan: string): number {
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : NaN;
}

export interface TimedStatement {
  target: string;
  /** 1-based position among the request's statements. */
  index: number;
  ms: number;
  sql: string;
}

/**
 * Replays the read statements of one request under EXPLAIN ANALYZE and prints their times
 * (and plans when asked). Writes are skipped: ANALYZE would really execute them.
 */
export async function explainRequest(
  b: BenchDatabase,
  app: FastifyInstance,
  target: Target,
  plans = true,
): Promise<TimedStatement[]> {
  const statements = await b.recorder.record(async () => {
    const res = await app.inject({ method: 'GET', url: target.path, headers: target.headers });
    if (res.statusCode !== 200) throw new Error(`${target.path} → ${res.statusCode} ${res.body}`);
  });
  const timed: TimedStatement[] = [];
  console.log(`\n  ${target.name}: ${target.path}`);
  for (const [i, s] of statements.entries()) {
    if (!/^\s*(select|with)\b/i.test(s.sql)) continue;
    const rows = await b.query<Record<string, string>>(
      `explain (analyze, timing, buffers) ${s.sql}`,
      s.params,
    );
    const plan = rows.map((r) => Object.values(r)[0] ?? '').join('\n');
    const ms = executionMs(plan);
    const flag = ms > SLOW_STATEMENT_MS ? `  ⚠ over ${SLOW_STATEMENT_MS} ms` : '';
    const oneLine = s.sql.replace(/\s+/g, ' ');
    console.log(`    #${i + 1} ${ms.toFixed(2)} ms${flag}  ${oneLine.slice(0, 110)}…`);
    timed.push({ target: target.name, index: i + 1, ms, sql: oneLine });
    if (plans && (target.showPlans || flag)) {
      for (const line of plan.split('\n')) console.log(`        ${line}`);
    }
  }
  return timed;
}
