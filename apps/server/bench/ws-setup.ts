import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { sessions, users } from '../src/db/schema';
import { newOpaqueToken, sha256 } from '../src/lib/secrets';
import { serverRoot } from '../src/paths';
import { freePort, sleep } from '../test/net';

/*
 * The socket bench's world: a migrated database with N users and a live session each,
 * written in bulk straight into the database (not N logins), and real server processes
 * serving it: the production bundle (`node dist/main.js`, built first by buildServer) so
 * the memory figures are the server's, not a TypeScript loader's.
 */

export interface BenchUser {
  id: number;
  token: string;
}

const CHUNK = 1000;

/** N users with one session each; returns their ids and tokens. */
export async function createUsers(database: Database, n: number): Promise<BenchUser[]> {
  await database.withExclusive((db) => applyMigrations(database, db));
  const { db } = database;
  const out: BenchUser[] = [];
  const run = randomBytes(3).toString('hex');
  const expireTime = new Date(Date.now() + 86_400_000);
  // Established members (a month old): a new account's letter limit (10 per 30 s) is for
  // spam from fresh sign-ups, not what 10,000 people chatting look like.
  const createTime = new Date(Date.now() - 30 * 86_400_000);
  for (let start = 0; start < n; start += CHUNK) {
    const size = Math.min(CHUNK, n - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => ({
          nickname: `压测${run}-${start + k}`,
          imageUrl: `/uploads/avatars/bench-${(start + k) % 16}.svg`,
          createTime,
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => newOpaqueToken());
    await db.insert(sessions).values(
      rows.map((r, k) => ({
        userId: r.id,
        tokenHash: sha256(tokens[k] ?? ''),
        expireTime,
        userAgent: 'bench:ws',
      })),
    );
    rows.forEach((r, k) => out.push({ id: r.id, token: tokens[k] ?? '' }));
  }
  return out;
}

export interface BenchDatabaseTarget {
  label: string;
  /** Env for the server processes. */
  env: Record<string, string>;
  users: BenchUser[];
  dispose(): Promise<void>;
}

/** An embedded PGlite data dir, filled and closed again so a server process can own it. */
export async function pgliteTarget(n: number): Promise<BenchDatabaseTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-ws-'));
  const database = await openPglite({ dataDir: join(dataDir, 'pg') });
  const created = await createUsers(database, n);
  await database.close();
  return {
    label: 'PGlite (embedded)',
    env: { DATA_DIR: dataDir },
    users: created,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of `adminUrl`, dropped by dispose(). */
export async function postgresTarget(
  adminUrl: string,
  redisUrl: string,
  n: number,
): Promise<BenchDatabaseTarget> {
  const name = `xinke_bench_ws_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  const created = await createUsers(database, n);
  await database.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-ws-'));
  return {
    label: `PostgreSQL (${url.host}) + Redis`,
    // Production with DATABASE_URL requires one CODE_SECRET shared by every node.
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      CODE_SECRET: randomBytes(32).toString('base64'),
    },
    users: created,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

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

/** A real server process on `env`'s database; resolves once it answers HTTP. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
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
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        // Production refuses the dev SMS/e-mail/payment providers unless told; the bench
        // sends none of those.
        ALLOW_DEV_PROVIDERS: 'true',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: join(env.DATA_DIR ?? tmpdir(), 'no-web'),
      },
      // The IPC channel is the probe's: the bench asks it for the event-loop delay.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; !(await answers(port)); waited += 200) {
    if (child.exitCode !== null || waited > 60_000) throw new Error('bench server did not start');
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
