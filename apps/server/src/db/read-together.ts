import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client';
import { inOneWrite } from './pipelined-begin';

type Reads<T extends unknown[]> = { [K in keyof T]: (db: Db) => Promise<T[K]> };

/** A handle bound to one pooled connection, kept as long as the connection: its prepared statements (preparedOnce) stay built. */
const handles = new WeakMap<pg.PoolClient, Db>();

function handleFor(client: pg.PoolClient, root: Db): Db {
  let handle = handles.get(client);
  if (!handle) {
    const { dialect, options } = (
      root as unknown as { session: { dialect: never; options: never } }
    ).session;
    const session = new NodePgSession(client, dialect, undefined, options);
    handle = new NodePgDatabase(dialect, session, undefined) as unknown as Db;
    handles.set(client, handle);
  }
  return handle;
}

/**
 * Runs reads that do not depend on each other as one round trip: on PostgreSQL their
 * statements go to one pooled connection in one write (node-postgres's pipeline mode,
 * client.ts) and PostgreSQL answers them one after the other, so a page that needs two
 * statements pays for one wake-up of the database and one checkout of the pool instead of
 * two. A read's second statement, if it has one, follows when it is issued. Used where a
 * request's reads are known before the first answer (a homepage list: the owner's access
 * and the page are both by the owner's id; the page is discarded when access is refused,
 * rarely). PGlite and a transaction's handle run them through their own queue.
 * Each read gets a handle bound to the shared connection; the results come back in order,
 * and the first failure is thrown once every read has settled (nothing is left running on
 * a connection given back).
 */
export async function readTogether<T extends unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    return (await Promise.all(reads.map((read) => read(db)))) as T;
  }
  const client = await pool.connect();
  try {
    const handle = handleFor(client, db);
    const running = inOneWrite(client, () => reads.map((read) => (async () => read(handle))()));
    const settled = await Promise.allSettled(running);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as T;
  } finally {
    client.release();
  }
}
