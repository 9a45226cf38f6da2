import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from '../test/net';
import { loadInChild, type Target } from './load';
import { buildServer, startServer, type ServerProcess } from './server-process';

/**
 * Issue 18 item 2's memory figures: the embedded server as `npm start` runs it — the built
 * bundle (dist/main.js and its PGlite worker thread) in a process of its own, on the demo
 * data — measured from outside. The in-process bench cannot say it: its RSS includes the
 * seeder, tsx and the bench itself.
 *
 * The first start seeds the demo; the figure is taken after a second start (what a server
 * restarted on its data holds), idle for SETTLE_MS, then at its peak under load on the
 * featured list, a post detail and a search, each with autocannon in its own process.
 */

/** The first start seeds the demo before it listens: minutes on a busy machine. */
const SEED_START_MS = 300_000;
/** The idle figure is read this long after the server answers, once start-up work is done. */
const SETTLE_MS = 10_000;
/** How often the RSS is sampled during load (its peak is printed). */
const SAMPLE_MS = 200;

export interface EmbeddedServerMemory {
  idleMB: number;
  loads: { name: string; rps: number; p99: number; peakMB: number; non2xx: number }[];
  afterMB: number;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function demoTargets(origin: string): Promise<Target[]> {
  const list = (await (await fetch(`${origin}/web/forum/list?page=1`)).json()) as {
    data: { data: { id: number }[] };
  };
  const ids = list.data.data.map((item) => item.id);
  return [
    { name: 'featured p1', path: '/web/forum/list?tag=recommend&page=1' },
    {
      name: 'post detail',
      path: `/web/forum/detail/${ids[0]}`,
      paths: ids.map((id) => `/web/forum/detail/${id}`),
    },
    { name: 'search 开发板', path: `/web/forum/search?keyword=${encodeURIComponent('开发板')}` },
  ];
}

export async function benchEmbeddedServer(
  connections: number,
  seconds: number,
): Promise<EmbeddedServerMemory> {
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-embedded-'));
  // The embedded database and no Redis, whatever the bench's own environment says.
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '', REDIS_URL: '' };
  let server: ServerProcess | null = null;
  try {
    server = await startServer(env, SEED_START_MS); // seeds the demo
    await server.stop();
    server = await startServer(env);
    await sleep(SETTLE_MS);
    const running = server;
    const idleMB = mb(running.rss());
    const loads: EmbeddedServerMemory['loads'] = [];
    for (const target of await demoTargets(running.url)) {
      let peak = running.rss();
      const sampler = setInterval(() => (peak = Math.max(peak, running.rss())), SAMPLE_MS);
      const result = await loadInChild(running.url, target, connections, seconds).finally(() =>
        clearInterval(sampler),
      );
      loads.push({
        name: target.name,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        peakMB: mb(Math.max(peak, running.rss())),
        non2xx: result.non2xx + result.errors,
      });
    }
    return { idleMB, loads, afterMB: mb(running.rss()) };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printEmbeddedServer(memory: EmbeddedServerMemory | null): void {
  if (!memory) return;
  console.log(
    `\nEmbedded server as deployed (dist/main.js, PGlite worker thread, demo data): ` +
      `RSS idle ${memory.idleMB} MB (target < 300 MB), after the loads ${memory.afterMB} MB`,
  );
  console.table(
    memory.loads.map((l) => ({
      endpoint: l.name,
      'req/s': l.rps,
      'p99 ms': l.p99,
      'RSS peak MB': l.peakMB,
      'non-2xx/errors': l.non2xx,
    })),
  );
}
