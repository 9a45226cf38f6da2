import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { takeSnapshot, type DatabaseSnapshot } from '../backup/snapshot';
import type { PgliteSource } from './pglite-thread/protocol';
import { PgliteThread, type EmbeddedClient } from './pglite-thread/thread';
import { WriteWatch, watchPglite, watchPgPool } from './write-watch';

/**
 * The Drizzle handle every repository takes; the same API over PGlite and node-postgres.
 * Built without the schema: relational queries (`db.query.*`) are not used, and with a
 * schema every transaction's handle would build a query builder per table (a hundred
 * objects per like, measured in the write bench's CPU profile).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * An open database. `withExclusive` runs work while holding the cluster-wide migration lock
 * (PostgreSQL advisory lock on a dedicated connection; PGlite is single-process already),
 * handing the callback a Drizzle handle bound to that connection.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  ping(): Promise<void>;
  withExclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Hears this process's committed writes (the public response cache is emptied by it). */
  writes: WriteWatch;
  /** PGlite only: the whole cluster as a tarball, for test snapshots. */
  dump?(): Promise<Blob>;
  /** PGlite only: a consistent copy of the live database for `npm run backup`. */
  snapshot?(): Promise<DatabaseSnapshot>;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the common type hides. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Arbitrary constant shared by every node: the key of the migrate+seed advisory lock. */
const MIGRATION_LOCK_KEY = 74_617_002;
/** How long a request waits for a new PostgreSQL connection before it is a 503. */
const CONNECT_TIMEOUT_MS = 5000;

export type { PgliteSource } from './pglite-thread/protocol';

/**
 * The embedded database. PGlite runs on a worker thread (pglite-thread/), so no statement,
 * however slow, blocks the event loop: requests and sockets keep being served meanwhile.
 */
export async function openPglite(source: PgliteSource): Promise<Database> {
  // Durability (docs/faults.md): on Node, PGlite's files are the real files (Emscripten
  // NODEFS), so every WAL write of a COMMIT reaches the kernel before the query resolves
  // and a killed process loses nothing acknowledged; `relaxedDurability` only concerns
  // the browser file systems. NODEFS has no fsync, though: a power cut or kernel crash may
  // lose the last commits, which PostgreSQL (DATABASE_URL) does not.
  const client: EmbeddedClient = await PgliteThread.start(source);
  const writes = new WriteWatch();
  watchPglite(client, writes);
  // Drizzle's PGlite driver calls only what EmbeddedClient has.
  const db = drizzlePglite({ client: client as PGlite }) as unknown as Db;
  // One process owns the data dir, so an in-process queue is the whole "lock": callers of
  // withExclusive run one after another.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    writes,
    async ping() {
      await client.query('select 1');
    },
    withExclusive(work) {
      const run = queue.then(() => work(db));
      queue = run.catch(() => undefined);
      return run;
    },
    async dump() {
      const file = await client.dumpDataDir('gzip');
      return file;
    },
    snapshot: () => takeSnapshot(client),
    async close() {
      // PGlite flushes and shuts the WASM Postgres down cleanly, so the data dir stays consistent.
      if (!client.closed) await client.close();
    },
  };
}

/** A PostgreSQL database and the pool under it (the bench reads its backends through it). */
export interface PostgresDatabase extends Database {
  pool: pg.Pool;
}

/**
 * PostgreSQL through a node-postgres pool. `logger` is the bench's statement recorder
 * (bench/bench-db.ts), which opens its databases here so it measures the server's own
 * pool settings.
 */
export function openPostgres(
  url: string,
  options: { max?: number; logger?: Logger } = {},
): PostgresDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // An unreachable host (not a refused port) would otherwise hold each request for the
    // kernel's TCP timeout, minutes; after this long it is a 503 (docs/faults.md).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection cut without a FIN (failover, NAT timeout) is noticed, not waited on forever.
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a checked-out one between two statements of a transaction, where pg-pool listens
  // no longer: its next statement fails instead ("not queryable", a 503) and the pool
  // drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const writes = new WriteWatch();
  watchPgPool(pool, writes);
  const db = drizzlePg({ client: pool, logger: options.logger }) as unknown as Db;
  return {
    kind: 'postgres',
    pool,
    db,
    writes,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async withExclusive(work) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePg({ client: conn }) as unknown as Db);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    async close() {
      // Idempotent, like PGlite's: shutdown paths may reach it twice.
      if (!pool.ended) await pool.end();
    },
  };
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pg. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite({ dataDir: options.pgliteDir });
}
