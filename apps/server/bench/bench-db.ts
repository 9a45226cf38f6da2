import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { openPostgres, type Database, type Db } from '../src/db/client';
import { PgliteThread, type EmbeddedClient } from '../src/db/pglite-thread/thread';
import { WriteWatch, watchPglite } from '../src/db/write-watch';

/**
 * Every database of the bench carries a Drizzle logger that can record the statements one
 * request makes, so each of them can be run again under EXPLAIN ANALYZE with the same
 * parameters. PostgreSQL is opened by the server's own openPostgres (its pool settings are
 * part of what is measured); PGlite here, as openPglite takes no logger.
 */

export interface Statement {
  sql: string;
  params: unknown[];
}

export class StatementRecorder implements Logger {
  private recording: Statement[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    this.recording?.push({ sql: query, params });
  }

  async record(work: () => Promise<unknown>): Promise<Statement[]> {
    const statements: Statement[] = [];
    this.recording = statements;
    try {
      await work();
    } finally {
      this.recording = null;
    }
    return statements;
  }
}

export interface BenchDatabase {
  label: string;
  database: Database;
  recorder: StatementRecorder;
  /** A raw query with positional parameters (EXPLAIN, bulk seed statements). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * CPU time (ms) used so far by the server processes serving this database, per process id:
   * PostgreSQL's backends of the bench database when they run on this machine (read from
   * /proc), else null (PGlite runs inside the server process, already in its CPU figure).
   */
  backendCpu(): Promise<Map<number, number> | null>;
  dispose(): Promise<void>;
}

/**
 * Embedded PGlite in a temporary data directory (on disk, as in production), on its worker
 * thread as the server runs it (client.ts).
 */
export async function openBenchPglite(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'xinke-bench-pg-'));
  const client: EmbeddedClient = await PgliteThread.start({ dataDir: dir });
  const recorder = new StatementRecorder();
  const writes = new WriteWatch();
  watchPglite(client, writes);
  const db = drizzlePglite({ client: client as PGlite, logger: recorder }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    writes,
    ping: async () => undefined,
    withExclusive: (work) => work(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
  return {
    label: 'PGlite (embedded)',
    database,
    recorder,
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    backendCpu: async () => null,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU ms the database's backends used between two backendCpu() readings (a backend that
 * started in between counts from zero); null when either reading is.
 */
export function backendCpuDelta(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, at] of after) ms += at - (before.get(pid) ?? 0);
  return ms;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU (ms) of a local process, or null when /proc does not have it. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** A brand-new database on the server of `adminUrl`, dropped by dispose(). */
export async function openBenchPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `xinke_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return connectBenchPostgres(adminUrl, name, 'fresh database', () =>
    adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  );
}

/**
 * The kept database of one size, `xinke_bench_<items>`: created when missing and left in
 * place by dispose(), so the next run reuses its rows (bench-keep.ts decides whether they
 * match). `recreate` drops it first (a seed of another version or an interrupted one).
 */
export async function openKeptBenchPostgres(
  adminUrl: string,
  items: number,
  recreate = false,
): Promise<BenchDatabase> {
  const name = `xinke_bench_${items}`;
  if (recreate) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  const exists = await adminQuery(adminUrl, `select 1 from pg_database where datname = $1`, [name]);
  if (exists.length === 0) await adminQuery(adminUrl, `create database ${name}`);
  return connectBenchPostgres(adminUrl, name, 'kept database', async () => undefined);
}

async function adminQuery(adminUrl: string, text: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query(text, params)).rows;
  } finally {
    await admin.end();
  }
}

async function connectBenchPostgres(
  adminUrl: string,
  name: string,
  kind: string,
  drop: () => Promise<unknown>,
): Promise<BenchDatabase> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const recorder = new StatementRecorder();
  const database = openPostgres(url.toString(), { max: 10, logger: recorder });
  const { pool } = database;
  return {
    label: `PostgreSQL (${url.host}, ${kind} ${name})`,
    database,
    recorder,
    query: async <T>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as T[],
    async backendCpu() {
      const rows = await pool.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database()',
      );
      const cpu = new Map<number, number>();
      for (const { pid } of rows.rows) {
        const ms = processCpuMs(pid);
        if (ms === null) return null;
        cpu.set(pid, ms);
      }
      return cpu;
    },
    async dispose() {
      await database.close();
      await drop();
    },
  };
}
