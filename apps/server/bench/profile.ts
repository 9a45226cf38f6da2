/**
 * `npm run bench:profile`: where the server's CPU goes on the forum's read paths. Seeds one
 * database (PGlite, or PostgreSQL with BENCH_ONLY=postgres and BENCH_DATABASE_URL), serves
 * it, and for each target runs the load (autocannon in its own process, as in run.ts) while
 * the V8 sampling profiler records this process. The "(logged in)" targets bypass the public
 * cache: profile those to see the full path (PROFILE_TARGETS='post detail (logged in)'). Prints req/s and CPU ms/req, then the
 * functions with the most self time and the same time summed per package.
 *
 * Env: BENCH_ITEMS (20000), BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_ONLY,
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, PROFILE_TARGETS (comma-separated target names,
 * default all), PROFILE_TOP (25). A per-target profile: PROFILE_EACH=1. PROFILE_DUMP=<prefix>
 * also writes each target's profile to <prefix>-<n>.cpuprofile (Chrome DevTools opens it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { openBenchPglite, openBenchPostgres } from './bench-db';
import { printTop, selfTimes, type Profile } from './cpu-profile';
import { runLoad, type Target } from './load';
import { benchToken, serve, unserve } from './serve';
import { loggedInTargets, targets } from './targets';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ONLY_TARGETS = process.env.PROFILE_TARGETS?.split(',').map((s) => s.trim());
const DUMP = process.env.PROFILE_DUMP;

async function main(): Promise<void> {
  const usePostgres = process.env.BENCH_ONLY === 'postgres';
  if (usePostgres && !POSTGRES_URL) throw new Error('BENCH_ONLY=postgres needs BENCH_DATABASE_URL');
  const b = usePostgres ? await openBenchPostgres(POSTGRES_URL ?? '') : await openBenchPglite();
  const served = await serve(b, ITEMS);
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    const everyTarget = [...targets(ITEMS), ...loggedInTargets(ITEMS, await benchToken(served))];
    const chosen = everyTarget.filter((t) => !ONLY_TARGETS || ONLY_TARGETS.includes(t.name));
    const all: Profile[] = [];
    const each = process.env.PROFILE_EACH === '1';
    for (const target of chosen) {
      await runLoad(served.address, target, CONNECTIONS, 1); // warm-up, unprofiled
      await session.post('Profiler.start');
      const r = await runLoad(served.address, target satisfies Target, CONNECTIONS, SECONDS, () =>
        b.backendCpu(),
      );
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      const db = r.dbCpuMs === null ? '' : `, DB CPU ${r.dbCpuMs} ms/req`;
      console.log(`${target.name}: ${r.rps} req/s, p99 ${r.p99} ms, CPU ${r.cpuMs} ms/req${db}`);
      all.push(profile);
      if (DUMP) writeFileSync(`${DUMP}-${all.length}.cpuprofile`, JSON.stringify(profile));
      if (each) {
        const t = selfTimes(profile);
        printTop(`  top self time, ${target.name}`, t.fn, t.total, 12);
      }
    }
    const fn = new Map<string, number>();
    const pkg = new Map<string, number>();
    let total = 0;
    for (const p of all) {
      const t = selfTimes(p);
      for (const [k, v] of t.fn) fn.set(k, (fn.get(k) ?? 0) + v);
      for (const [k, v] of t.pkg) pkg.set(k, (pkg.get(k) ?? 0) + v);
      total += t.total;
    }
    printTop('Self time by package ((idle) is time waiting)', pkg, total, 20);
    printTop('Top functions by self time', fn, total, TOP);
  } finally {
    session.disconnect();
    await unserve(served);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
