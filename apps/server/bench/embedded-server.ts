import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadInChild, type Target } from './load';

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

const SERVER_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The idle figure is read this long after the server answers, once start-up work is done. */
const SETTLE_MS = 10_000;
/** How often the RSS is sampled during load (its peak is printed). */
const SAMPLE_MS = 200;

export interface EmbeddedServerMemory {
  idleMB: number;
  loads: { name: string; rps: number; p99: number; peakMB: number; non2xx: number }[];
  afterMB: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, MB (VmRSS: the main thread, the PGlite worker and WASM). */
function rssMB(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start in 5 minutes');
}

function start(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [join(SERVER_ROOT, 'dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The bench sends no SMS, mail or WeChat login: the dev providers are never reached.
      ALLOW_DEV_PROVIDERS: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

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
  const built = spawnSync(process.execPath, [join(SERVER_ROOT, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-embedded-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = start(dataDir, port);
  try {
    await waitUntilServing(origin, server); // seeds the demo
    await stop(server);
    server = start(dataDir, port);
    await waitUntilServing(origin, server);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pid = server.pid!;
    const idleMB = rssMB(pid);
    const loads: EmbeddedServerMemory['loads'] = [];
    for (const target of await demoTargets(origin)) {
      let peakMB = rssMB(pid);
      const sampler = setInterval(() => (peakMB = Math.max(peakMB, rssMB(pid))), SAMPLE_MS);
      const result = await loadInChild(origin, target, connections, seconds).finally(() =>
        clearInterval(sampler),
      );
      loads.push({
        name: target.name,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        peakMB: Math.max(peakMB, rssMB(pid)),
        non2xx: result.non2xx + result.errors,
      });
    }
    return { idleMB, loads, afterMB: rssMB(pid) };
  } finally {
    await stop(server);
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
