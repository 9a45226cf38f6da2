/**
 * `npm run bench:ws`: the real-time socket under load, printed, never asserted (a shared
 * 2-core machine is noisy). Issue 5's targets: 5,000 idle connections on one node under
 * 300 MB RSS; p99 delivery under 50 ms at 500 letters/s.
 *
 * 1. A database with BENCH_WS_CLIENTS users and a session each, written in bulk.
 * 2. Real server processes (the production bundle, `node dist/main.js`, built first): one
 *    on embedded PGlite; and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) and REDIS_URL
 *    are set, on a fresh PostgreSQL database with Redis: one node, then two nodes with the
 *    clients spread over both.
 * 3. All clients connect with their token (`/ws?token=`), send the open frame, and ping
 *    every 10 s; the server's RSS is read before and with every client connected and idle.
 * 4. BENCH_WS_ACTIVE of them exchange letters at BENCH_WS_RATE per second for
 *    BENCH_WS_WARMUP seconds (5, not measured), then BENCH_WS_SECONDS (20, measured);
 *    each letter goes to the next client (on the other node with two):
 *    letters/s delivered, delivery latency (send → chat frame at the recipient) and ack
 *    latency (send → ack at the sender), p50/p99/max.
 *
 * Env: BENCH_WS_CLIENTS (5000), BENCH_WS_RATE (500), BENCH_WS_SECONDS (20),
 * BENCH_WS_ACTIVE (1000; each sends well under the 20 letters / 10 s limit),
 * BENCH_ONLY=pglite|postgres, BENCH_WS_TRACE=1 (latency per second of the run),
 * BENCH_WS_CPU_PROF=<dir> (CPU profiles of the servers). File descriptors: two per
 * connection across the bench and the server; the npm script raises `ulimit -n` (run
 * `ulimit -n 65536` yourself if it cannot).
 */
import { LETTER_SEND_LIMIT, LETTER_SEND_WINDOW_MS } from '@xinke/shared';
import { ClientPool, errorCount, percentile, type LetterStats } from './ws-clients';
import {
  buildServer,
  pgliteTarget,
  postgresTarget,
  startServer,
  type BenchDatabaseTarget,
  type ServerProcess,
} from './ws-setup';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 5000);
const RATE = Number(process.env.BENCH_WS_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 20);
const ACTIVE = Math.min(CLIENTS, Number(process.env.BENCH_WS_ACTIVE ?? 1000));
const ONLY = process.env.BENCH_ONLY;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const WARMUP = Number(process.env.BENCH_WS_WARMUP ?? 5);
const IDLE_SETTLE_MS = 5000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const line = (label: string, value: string) => console.log(`  ${label.padEnd(34)} ${value}`);

interface Result {
  label: string;
  nodes: number;
  held: number;
  rssBefore: number[];
  rssIdle: number[];
  stats: LetterStats;
  heldAfter: number;
}

async function runScenario(target: BenchDatabaseTarget, nodes: number): Promise<Result> {
  const label = `${target.label}, ${nodes} node${nodes > 1 ? 's' : ''}`;
  console.log(`\n${label}`);
  const servers: ServerProcess[] = [];
  const pool = new ClientPool();
  try {
    for (let i = 0; i < nodes; i++) servers.push(await startServer(target.env));
    await sleep(1000);
    const rssBefore = servers.map((s) => s.rss());
    const started = Date.now();
    await pool.connect(
      target.users,
      servers.map((s) => s.url),
    );
    line(
      'connected',
      `${pool.openCount} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await sleep(IDLE_SETTLE_MS);
    const held = pool.openCount;
    const rssIdle = servers.map((s) => s.rss());
    line('connections held (idle)', `${held} / ${CLIENTS}`);
    servers.forEach((_, i) => {
      const perConn = (rssIdle[i]! - rssBefore[i]!) / Math.max(1, held / nodes) / 1024;
      line(
        `server ${nodes > 1 ? `${i + 1} ` : ''}RSS before / idle`,
        `${mb(rssBefore[i]!)} / ${mb(rssIdle[i]!)} (+${perConn.toFixed(1)} KB per connection)`,
      );
    });
    // JIT, database pool and plan caches warm up on an unmeasured run first.
    if (WARMUP > 0) await pool.drive({ rate: RATE, seconds: WARMUP, active: ACTIVE });
    const stats = await pool.drive({ rate: RATE, seconds: SECONDS, active: ACTIVE });
    printLetters(stats);
    const heldAfter = pool.openCount;
    line('connections held (after letters)', `${heldAfter} / ${CLIENTS}`);
    if (pool.closeCodes.size)
      line(
        'closed early (code ×count)',
        [...pool.closeCodes].map(([c, n]) => `${c} ×${n}`).join(', '),
      );
    return { label, nodes, held, rssBefore, rssIdle, stats, heldAfter };
  } finally {
    await pool.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

function printLetters(stats: LetterStats): void {
  const errors = errorCount(stats);
  line('letters sent / delivered / acked', `${stats.sent} / ${stats.delivered} / ${stats.acked}`);
  if (errors) line('errors', [...stats.errors].map(([m, n]) => `${m} ×${n}`).join(', '));
  line('letters/s delivered', (stats.delivered / stats.seconds).toFixed(1));
  line(
    'delivery p50 / p99 / max',
    `${ms(percentile(stats.delivery, 50))} / ${ms(percentile(stats.delivery, 99))} / ${ms(percentile(stats.delivery, 100))}`,
  );
  line('ack p50 / p99', `${ms(percentile(stats.ack, 50))} / ${ms(percentile(stats.ack, 99))}`);
  if (process.env.BENCH_WS_TRACE) {
    // Latency by the second the letter was sent: shows whether the tail is spread or spikes.
    const bySecond = new Map<number, number[]>();
    stats.delivery.forEach((v, i) => {
      const second = Math.floor(stats.deliverySentAt[i] ?? 0);
      bySecond.set(second, [...(bySecond.get(second) ?? []), v]);
    });
    for (const [second, values] of [...bySecond].sort((a, b) => a[0] - b[0]))
      line(
        `  second ${second}`,
        `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(percentile(values, 100))}`,
      );
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:ws — ${CLIENTS} clients; letters at ${RATE}/s for ${WARMUP} s (warm-up) + ${SECONDS} s ` +
      `among ${ACTIVE} of them ` +
      `(limit per sender ${LETTER_SEND_LIMIT} / ${LETTER_SEND_WINDOW_MS / 1000} s)`,
  );
  await buildServer();
  const results: Result[] = [];
  if (ONLY !== 'postgres') {
    const target = await pgliteTarget(CLIENTS);
    try {
      results.push(await runScenario(target, 1));
    } finally {
      await target.dispose();
    }
  }
  if (ONLY !== 'pglite') {
    if (!POSTGRES_URL || !REDIS_URL) {
      console.log('\n(two nodes: set BENCH_DATABASE_URL and REDIS_URL to run PostgreSQL + Redis)');
    } else {
      const target = await postgresTarget(POSTGRES_URL, REDIS_URL, CLIENTS);
      try {
        results.push(await runScenario(target, 1));
        results.push(await runScenario(target, 2));
      } finally {
        await target.dispose();
      }
    }
  }
  console.log('\nSummary');
  for (const r of results) {
    const p99 = percentile(r.stats.delivery, 99);
    console.log(
      `  ${r.label}: ${r.held}/${CLIENTS} held, RSS idle ${r.rssIdle.map(mb).join(' + ')}; ` +
        `${(r.stats.delivered / r.stats.seconds).toFixed(0)} letters/s, p50 ${ms(percentile(r.stats.delivery, 50))}, ` +
        `p99 ${ms(p99)} (${p99 < 50 ? 'within' : 'over'} the 50 ms target)`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
