import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { BenchDatabase } from './bench-db';

/** SQL statements slower than this are flagged (issue 4's budget for 100,000 items). */
export const SLOW_STATEMENT_MS = 50;

export interface Target {
  name: string;
  /** Path and query of one request; `paths` rotates several (post detail over many ids). */
  path: string;
  paths?: string[];
  /** Print the EXPLAIN ANALYZE plans of this request's statements, not just their times. */
  showPlans?: boolean;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function runLoad(
  baseUrl: string,
  target: Target,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const paths = target.paths ?? [target.path];
  let turn = 0;
  const result = await autocannon({
    url: baseUrl + target.path,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[turn++ % paths.length] ?? target.path }),
      },
    ],
  });
  return {
    name: target.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function printLoadTable(results: LoadResult[]): void {
  const rows = results.map((r) => ({
    endpoint: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}

function executionMs(plan: string): number {
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : NaN;
}

/**
 * Replays the read statements of one request under EXPLAIN ANALYZE and prints their times
 * (and plans when asked). Writes are skipped: ANALYZE would really execute them.
 */
export async function explainRequest(
  b: BenchDatabase,
  app: FastifyInstance,
  target: Target,
): Promise<{ slow: string[] }> {
  const statements = await b.recorder.record(async () => {
    const res = await app.inject({ method: 'GET', url: target.path });
    if (res.statusCode !== 200) throw new Error(`${target.path} → ${res.statusCode} ${res.body}`);
  });
  const slow: string[] = [];
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
    const oneLine = s.sql.replace(/\s+/g, ' ').slice(0, 110);
    console.log(`    #${i + 1} ${ms.toFixed(2)} ms${flag}  ${oneLine}…`);
    if (flag) slow.push(`${target.name} #${i + 1} (${ms.toFixed(1)} ms)`);
    if (target.showPlans || flag) {
      for (const line of plan.split('\n')) console.log(`        ${line}`);
    }
  }
  return { slow };
}
