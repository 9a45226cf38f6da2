import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './net';

const run = promisify(execFile);

/*
 * Second PostgreSQL and Redis instances that a fault test may stop and start at will: the
 * machine's own (5432, 6379) serve every other test and are never touched. PostgreSQL runs
 * as the `postgres` OS user (it refuses root) from the packaged binaries.
 */

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', name)))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`no PostgreSQL ${name} under ${root}`);
  return join(root, version, 'bin', name);
}

/** Async, so requests already in flight in this process keep running meanwhile. */
async function asPostgres(bin: string, args: string[]): Promise<void> {
  await run('runuser', ['-u', 'postgres', '--', postgresBin(bin), ...args]);
}

export interface SparePostgres {
  /** postgres://… of its `postgres` database (trust auth, TCP on 127.0.0.1). */
  url: string;
  start(): Promise<void>;
  /** `immediate` is a crash as PostgreSQL sees it: no checkpoint, WAL replay at start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and deletes its cluster. */
  destroy(): Promise<void>;
}

export async function startSparePostgres(): Promise<SparePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'xinke-spare-pg-'));
  chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const data = join(dir, 'data');
  await asPostgres('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40`;
  let running = false;
  const pg: SparePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgres('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'log'),
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop(mode) {
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await pg.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  await pg.start();
  return pg;
}

function idOf(flag: '-u' | '-g', user: string): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}
const uidOf = (user: string) => idOf('-u', user);
const gidOf = (user: string) => idOf('-g', user);

export interface SpareRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: gone at once, as in a crash; it keeps nothing (no RDB, no AOF). */
  stop(): Promise<void>;
}

export async function startSpareRedis(): Promise<SpareRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: SpareRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let out = '';
        started.stdout?.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        started.on('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
      });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.on('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}
