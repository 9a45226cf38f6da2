import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { serverRoot } from '../src/paths';
import { freePort, sleep } from '../test/net';

/*
 * A real server process for the benches that measure the server from outside (bench:ws,
 * the embedded server's memory): the production bundle (`node dist/main.js`, built first by
 * buildServer), so the memory figures are the server's, not a TypeScript loader's.
 */

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface ServerMemory {
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** The server's event-loop delay since the last probe and its heap now. */
export interface ServerProbe {
  loopDelay: LoopDelay;
  /** Milliseconds spent collecting garbage since the last probe. */
  gcMs: number;
  memory: ServerMemory;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident set size of the server process, in bytes (Linux /proc). */
  rss(): number;
  /** The server's event-loop delay (ms) since the last call, its heap (ws-loop-probe.mjs). */
  probe(): Promise<ServerProbe>;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Bundles src/main.ts into dist/main.js (esbuild, about a second), as `npm run build` does. */
export function buildServer(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`server build failed (${code})`)),
    );
  });
}

/**
 * A real server process on `env`'s database; resolves once it answers HTTP, within
 * `startTimeoutMs` (a first start that seeds the demo takes longer).
 */
export async function startServer(
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_WS_CPU_PROF=<dir>: a V8 CPU profile of each server process (chrome://inspect).
      ...(process.env.BENCH_WS_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WS_CPU_PROF}`]
        : []),
      // BENCH_WS_NODE_FLAGS: V8/Node flags for the servers only (memory experiments).
      ...(process.env.BENCH_WS_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      './bench/ws-loop-probe.mjs',
      'dist/main.js',
    ],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        // No demo unless `env` asks for it (the embedded server's memory is measured on it).
        SEED_DEMO: 'false',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // Production refuses the dev SMS/e-mail/payment providers unless told; the bench
        // sends none of those.
        ALLOW_DEV_PROVIDERS: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: join(env.DATA_DIR ?? tmpdir(), 'no-web'),
      },
      // The IPC channel is the probe's: the bench asks it for the event-loop delay.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; !(await answers(port)); waited += 200) {
    if (child.exitCode !== null || waited > startTimeoutMs)
      throw new Error('bench server did not start');
    await sleep(200);
  }
  const pid = child.pid ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    probe() {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event-loop delay answer')), 10_000);
        child.once('message', (m: ServerProbe) => {
          clearTimeout(timer);
          resolve(m);
        });
        child.send('loop-delay');
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
