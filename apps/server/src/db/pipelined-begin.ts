import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import type { Db } from './client';

interface Corkable {
  cork(): void;
  uncork(): void;
}

type Work = (tx: Db) => Promise<unknown>;

/**
 * Every PostgreSQL transaction sends its BEGIN in the same write as its first statement
 * instead of a round trip of its own (docs/forum.md "BEGIN with the first statement").
 *
 * node-postgres's pipeline mode (the pool's `pipeline: true`, client.ts) writes a query
 * without waiting for the answer to the one before it, so BEGIN is written and the
 * transaction's work starts at once: its first statement follows BEGIN in the same write
 * and PostgreSQL runs both on one wake-up. A transaction of two small statements at one
 * connection went from 0.66–0.82 to 0.44–0.62 ms.
 *
 * The order on the connection is unchanged (PostgreSQL answers in order), so the first
 * statement still runs inside the transaction. BEGIN fails only when the connection does,
 * and then so does every statement behind it; its failure is the transaction's.
 * Replaces Drizzle's NodePgSession.transaction on the pool's handle: the same handle,
 * savepoints and release, with BEGIN not awaited before the work starts. Options
 * (isolation level, read only) are not used in this project and are refused.
 */
export function pipelineBegin(db: Db, pool: pg.Pool): void {
  const session = (db as unknown as { session: NodePgSession<never, never> }).session;
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  (session as unknown as { transaction: unknown }).transaction = async (
    work: Work,
    config?: unknown,
  ) => {
    if (config) throw new Error('transaction options are not supported (db/pipelined-begin.ts)');
    const client = await pool.connect();
    // The bench's statement recorder counts BEGIN and COMMIT as Drizzle's transaction did.
    const logger = (options as { logger?: Logger } | undefined)?.logger;
    const send = (text: string) => {
      logger?.logQuery(text, []);
      return client.query(text);
    };
    const txSession = new NodePgSession(client, dialect, schema, options);
    const tx = new NodePgTransaction(dialect, txSession, schema) as unknown as Db;
    // Corked until the work has issued its first statement: Drizzle's query builders
    // start theirs a few promise jobs after being awaited, so the flush waits for the
    // end of this turn of the event loop (setImmediate) rather than for this function.
    // BEGIN and that statement then leave in one write: one syscall, one wake-up.
    const socket = (client as unknown as { connection: { stream: Corkable } }).connection.stream;
    socket.cork();
    const begun = send('begin');
    const ran = (async () => work(tx))();
    setImmediate(() => socket.uncork());
    const [begin, result] = await Promise.allSettled([begun, ran]);
    const failure =
      begin.status === 'rejected' ? begin : result.status === 'rejected' ? result : null;
    if (failure) {
      try {
        await send('rollback');
      } catch (err) {
        // A connection that cannot roll back is not handed to the next request.
        client.release(err as Error);
        throw failure.reason;
      }
      client.release();
      throw failure.reason;
    }
    try {
      await send('commit');
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    client.release();
    return (result as PromiseFulfilledResult<unknown>).value;
  };
}
