/**
 * The worker thread that owns the embedded PGlite (thread.ts starts it). PGlite is
 * PostgreSQL compiled to WebAssembly: a statement runs synchronously on the thread that
 * calls it, so on the server's main thread one slow query would freeze every request and
 * socket. Here it freezes only this thread, and the main thread keeps serving.
 *
 * Requests are handled as they arrive; PGlite's own queue runs them one at a time, and a
 * transaction holds that queue from `begin` to `end`, so statements outside it wait as they
 * do in one process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { createPglite } from './create';
import {
  toWireError,
  type Envelope,
  type Hello,
  type Reply,
  type Request,
  type WireQueryOptions,
  type PgliteSource,
} from './protocol';

interface OpenTransaction {
  tx: Transaction;
  /** Settles the transaction's callback: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** The transaction() call itself, settled once COMMIT or ROLLBACK has run. */
  done: Promise<void>;
}

/** Thrown inside the transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

const identity = (value: unknown) => value;

function queryOptions(wire: WireQueryOptions): QueryOptions {
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.blob) options.blob = wire.blob;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTypes) {
    options.parsers = Object.fromEntries(wire.rawTypes.map((oid) => [oid, identity]));
  }
  return options;
}

function serve(client: PGlite): void {
  const port = parentPort!;
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;

  const target = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  function begin(): Promise<number> {
    const id = nextTransaction++;
    return new Promise<number>((began, failed) => {
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = client
        .transaction(async (tx) => {
          transactions.set(id, { tx, finish, done });
          began(id);
          if (!(await decided)) throw ROLLBACK;
        })
        .then(
          () => undefined,
          (err: unknown) => {
            if (err !== ROLLBACK) throw err;
          },
        )
        .finally(() => transactions.delete(id));
      // BEGIN itself failed: the callback never ran.
      done.catch(failed);
    });
  }

  async function handle(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const { text, params, options, tx } = request;
        return target(tx).query(text, params, queryOptions(options));
      }
      case 'exec':
        return target(request.tx).exec(request.text, queryOptions(request.options));
      case 'begin':
        return begin();
      case 'rollback': {
        const open = transactions.get(request.tx);
        if (open) await open.tx.rollback();
        return undefined;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        open.finish(request.commit);
        await open.done;
        return undefined;
      }
      case 'dump':
        return client.dumpDataDir(request.compression);
      case 'close':
        if (!client.closed) await client.close();
        return undefined;
    }
  }

  port.on('message', (envelope: Envelope) => {
    handle(envelope).then(
      (result) => port.postMessage({ id: envelope.id, ok: true, result } satisfies Reply),
      (err: unknown) =>
        port.postMessage({ id: envelope.id, ok: false, error: toWireError(err) } satisfies Reply),
    );
  });
}

createPglite(workerData as PgliteSource).then(
  (client) => {
    serve(client);
    parentPort!.postMessage({ hello: 'ready' } satisfies Hello);
  },
  (err: unknown) =>
    parentPort!.postMessage({ hello: 'failed', error: toWireError(err) } satisfies Hello),
);
