/**
 * `npm run bench:ws`: the real-time socket under load, printed, never asserted (a shared
 * 2-core machine is noisy). Issue 18's targets: 10,000 sockets on one node under 250 MB
 * RSS; letter delivery p99 under 50 ms at 1,000 letters/s; the same clients over two nodes
 * through Redis.
 *
 * 1. A database with BENCH_WS_CLIENTS users and a session each, written in bulk.
 * 2. Real server processes (the production bundle, `node dist/main.js`, built first, with
 *    ws-loop-probe.mjs preloaded to report the server's event-loop delay). The database is
 *    BENCH_WS_DB: `postgres` (a fresh PostgreSQL database with Redis, one node and then two
 *    nodes with the clients split between them: the scale-out setup), `pglite` (embedded,
 *    one node) or `all`; by default postgres when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 *    and REDIS_URL are set, else pglite.
 * 3. The clients live in BENCH_WS_PROCS client processes (ws-fleet.ts; one per 2,500
 *    clients by default) so their own event loops are not what is measured. All connect
 *    with their token (`/ws?token=`), send the open frame and ping every 10 s; the server's
 *    RSS and event-loop delay are read before and with every client connected and idle.
 * 4. BENCH_WS_ACTIVE of them exchange letters at BENCH_WS_RATE per second for
 *    BENCH_WS_WARMUP seconds (5, not measured), then BENCH_WS_SECONDS (20, measured);
 *    each letter goes to another client (on the other node with two). Printed: letters/s
 *    offered, sent and delivered; delivery latency (send → chat frame at the recipient)
 *    and ack latency (send → ack at the sender) p50/p99/max; the servers' peak RSS and
 *    event-loop delay under load; the client processes' own event-loop delay.
 *
 * Env: BENCH_WS_CLIENTS (10000), BENCH_WS_RATE (1000), BENCH_WS_SECONDS (20),
 * BENCH_WS_ACTIVE (2000; each sends well under the 20 letters / 10 s limit), BENCH_WS_PROCS,
 * BENCH_WS_DB=postgres|pglite|all, BENCH_WS_NODES=1|2 (PostgreSQL: only that run),
 * BENCH_WS_TRACE=1 (latency per second of the run), BENCH_WS_NODE_FLAGS (node/V8 flags
 * for the servers only, for memory experiments),
 * BENCH_WS_CPU_PROF=<dir> (CPU profiles of the servers). File descriptors: one per
 * connection in the server and one in a client process; the npm script raises `ulimit -n`
 * (run `ulimit -n 65536` yourself if it cannot).
 */
import { LETTER_SEND_LIMIT, LETTER_SEND_WINDOW_MS } from '@xinke/shared';
import { errorCount, percentile, type LetterStats } from './ws-clients';
import { ClientFleet } from './ws-fleet';
import {
  buildServer,
  startServer,
  type LoopDelay,
  type ServerMemory,
  type ServerProcess,
} from './server-process';
import { pgliteTarget, postgresTarget, type BenchDatabaseTarget } from './ws-setup';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 10_000);
const RATE = Number(process.env.BENCH_WS_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 20);
const ACTIVE = Math.min(CLIENTS, Number(process.env.BENCH_WS_ACTIVE ?? 2000));
const PROCS = Number(process.env.BENCH_WS_PROCS ?? Math.ceil(CLIENTS / 2500));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const DB = process.env.BENCH_WS_DB ?? (POSTGRES_URL && REDIS_URL ? 'postgres' : 'pglite');
const WARMUP = Number(process.env.BENCH_WS_WARMUP ?? 5);
/** PostgreSQL + Redis: `1` or `2` nodes only, or both runs (default). */
const NODES = process.env.BENCH_WS_NODES;
const IDLE_SETTLE_MS = 5000;
const RSS_SAMPLE_MS = 250;
const TARGET_RSS_MB = 250;
const TARGET_P99_MS = 50;

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const line = (label: string, value: string) => console.log(`  ${label.padEnd(36)} ${value}`);
const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
const loopText = (d: LoopDelay) => `p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, max ${ms(d.max)}`;
const heapText = (m: ServerMemory) =>
  `${mb(m.heapUsed)} used of ${mb(m.heapTotal)}, ${mb(m.external)} outside the heap`;

interface Result {
  label: string;
  held: number;
  rssIdle: number[];
  rssLoad: number[];
  loopLoad: LoopDelay[];
  stats: LetterStats;
}

/** Each server's peak RSS while `work` runs, read every RSS_SAMPLE_MS. */
async function peakRss<T>(
  servers: ServerProcess[],
  work: () => Promise<T>,
): Promise<[T, number[]]> {
  const peak = servers.map((s) => s.rss());
  const timer = setInterval(() => {
    servers.forEach((s, i) => (peak[i] = Math.max(peak[i]!, s.rss())));
  }, RSS_SAMPLE_MS);
  try {
    return [await work(), peak];
  } finally {
    clearInterval(timer);
  }
}

async function runScenario(target: BenchDatabaseTarget, nodes: number): Promise<Result> {
  const label = `${target.label}, ${nodes} node${nodes > 1 ? 's' : ''}`;
  console.log(`\n${label}`);
  const servers: ServerProcess[] = [];
  const fleet = new ClientFleet(PROCS);
  const each = (print: (s: ServerProcess, i: number, name: string) => void) =>
    servers.forEach((s, i) => print(s, i, `server ${nodes > 1 ? `${i + 1} ` : ''}`));
  try {
    for (let i = 0; i < nodes; i++) servers.push(await startServer(target.env));
    await sleep(1000);
    const rssBefore = servers.map((s) => s.rss());
    const started = Date.now();
    const connected = await fleet.connect(
      target.users,
      servers.map((s) => s.url),
    );
    line(
      'connected',
      `${connected.open} clients from ${fleet.size} client processes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (Object.keys(connected.errors).length) line('not connected', counts(connected.errors));
    await Promise.all(servers.map((s) => s.probe())); // from here on: idle
    await sleep(IDLE_SETTLE_MS);
    const held = (await fleet.status()).open;
    const rssIdle = servers.map((s) => s.rss());
    const idle = await Promise.all(servers.map((s) => s.probe()));
    line('connections held (idle)', `${held} / ${CLIENTS}`);
    each((_, i, name) => {
      const perConn = (rssIdle[i]! - rssBefore[i]!) / Math.max(1, held / nodes) / 1024;
      line(
        `${name}RSS before / idle`,
        `${mb(rssBefore[i]!)} / ${mb(rssIdle[i]!)} (+${perConn.toFixed(1)} KB per connection)`,
      );
      line(`${name}heap (idle)`, heapText(idle[i]!.memory));
      line(`${name}event-loop delay (idle)`, loopText(idle[i]!.loopDelay));
    });
    // JIT, database pool and plan caches warm up on an unmeasured run first.
    if (WARMUP > 0) await fleet.drive({ rate: RATE, seconds: WARMUP, active: ACTIVE });
    await Promise.all(servers.map((s) => s.probe())); // from here on: the measured run
    const [stats, rssLoad] = await peakRss(servers, () =>
      fleet.drive({ rate: RATE, seconds: SECONDS, active: ACTIVE }),
    );
    const load = await Promise.all(servers.map((s) => s.probe()));
    const loopLoad = load.map((p) => p.loopDelay);
    printLetters(stats);
    each((_, i, name) => {
      line(`${name}RSS peak under load`, mb(rssLoad[i]!));
      line(`${name}event-loop delay (load)`, loopText(loopLoad[i]!));
      line(
        `${name}garbage collection (load)`,
        `${load[i]!.gcMs} ms in ${stats.seconds.toFixed(0)} s (${(load[i]!.gcMs / 10 / stats.seconds || 0).toFixed(1)}% of the time)`,
      );
    });
    line(
      'client processes event-loop delay',
      `p99 ${ms(stats.clientLoopP99)}, max ${ms(stats.clientLoopMax)} (worst process)`,
    );
    const after = await fleet.status();
    line('connections held (after letters)', `${after.open} / ${CLIENTS}`);
    if (Object.keys(after.closeCodes).length)
      line('closed early (code ×count)', counts(after.closeCodes));
    return { label, held, rssIdle, rssLoad, loopLoad, stats };
  } finally {
    await fleet.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

function printLetters(stats: LetterStats): void {
  const errors = errorCount(stats);
  line('letters sent / delivered / acked', `${stats.sent} / ${stats.delivered} / ${stats.acked}`);
  if (errors) line('errors', counts(stats.errors));
  line(
    'letters/s offered / sent / delivered',
    `${RATE} / ${(stats.sent / stats.sendSeconds).toFixed(1)} / ${(stats.delivered / stats.seconds).toFixed(1)}`,
  );
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
    `bench:ws — ${CLIENTS} clients in ${PROCS} client processes; letters at ${RATE}/s for ` +
      `${WARMUP} s (warm-up) + ${SECONDS} s among ${ACTIVE} of them ` +
      `(limit per sender ${LETTER_SEND_LIMIT} / ${LETTER_SEND_WINDOW_MS / 1000} s); database: ${DB}`,
  );
  if (!['postgres', 'pglite', 'all'].includes(DB))
    throw new Error('BENCH_WS_DB is postgres, pglite or all');
  await buildServer();
  const results: Result[] = [];
  if (DB !== 'postgres') {
    const target = await pgliteTarget(CLIENTS);
    try {
      results.push(await runScenario(target, 1));
    } finally {
      await target.dispose();
    }
  }
  if (DB !== 'pglite') {
    if (!POSTGRES_URL || !REDIS_URL) {
      console.log('\n(PostgreSQL + Redis: set BENCH_DATABASE_URL and REDIS_URL)');
    } else {
      const target = await postgresTarget(POSTGRES_URL, REDIS_URL, CLIENTS);
      try {
        if (NODES !== '2') results.push(await runScenario(target, 1));
        if (NODES !== '1') results.push(await runScenario(target, 2));
      } finally {
        await target.dispose();
      }
    }
  }
  console.log('\nSummary');
  for (const r of results) {
    const p99 = percentile(r.stats.delivery, 99);
    const worstRss = Math.max(...r.rssIdle, ...r.rssLoad) / MB;
    console.log(
      `  ${r.label}: ${r.held}/${CLIENTS} held; RSS idle ${r.rssIdle.map(mb).join(' + ')}, ` +
        `peak ${r.rssLoad.map(mb).join(' + ')} (${worstRss < TARGET_RSS_MB ? 'within' : 'over'} ` +
        `${TARGET_RSS_MB} MB); ${(r.stats.delivered / r.stats.seconds).toFixed(0)} of ${RATE} ` +
        `letters/s; p50 ${ms(percentile(r.stats.delivery, 50))}, p99 ${ms(p99)} ` +
        `(${p99 < TARGET_P99_MS ? 'within' : 'over'} ${TARGET_P99_MS} ms); server loop p99 ` +
        `${r.loopLoad.map((d) => ms(d.p99)).join(' + ')}`,
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
