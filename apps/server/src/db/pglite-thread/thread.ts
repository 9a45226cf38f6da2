/**
 * The embedded PGlite on a worker thread (worker.ts), seen from the main thread as the part
 * of PGlite's API the server uses: `query`, `exec`, `transaction`, `dumpDataDir`, `close`.
 * Drizzle's PGlite driver, the write watch and the backup snapshot take it as they take a
 * PGlite, and every statement runs off the event loop.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  fromWireError,
  type Envelope,
  type Hello,
  type Reply,
  type Request,
  type WireQueryOptions,
  type PgliteSource,
} from './protocol';

/** What of PGlite the server calls; both PGlite itself and PgliteThread provide it. */
export type EmbeddedClient = Pick<
  PGlite,
  'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close' | 'closed'
>;

type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * The worker's JavaScript only carries messages (PGlite's memory is WebAssembly memory,
 * outside this limit): a small young generation keeps ~20 MB of the idle server's resident
 * memory (docs/faults.md "Memory").
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * The worker: the bundle's sibling in production (scripts/build.mjs builds both); from
 * source (dev, tests, bench) the TypeScript file, loaded through tsx's loader, which a
 * worker thread does not inherit from the main thread, so it registers its own.
 */
function startWorker(source: PgliteSource): Worker {
  const options = { workerData: source, resourceLimits: WORKER_LIMITS };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), options);
  }
  const script = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  if (options.serializers || options.onNotice) {
    throw new Error('serializers and onNotice cannot cross to the embedded database thread');
  }
  const wire: WireQueryOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.blob) wire.blob = options.blob;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) wire.rawTypes = Object.keys(options.parsers).map(Number);
  return wire;
}

/** Runs the caller's parsers on the columns the worker left as text. */
function applyParsers<T>(result: Results<T>, parsers: Parsers | undefined): Results<T> {
  if (!parsers) return result;
  const columns = result.fields.flatMap((field, index) => {
    // PGlite calls a parser with the text and the type's OID; so does this.
    const parse = parsers[field.dataTypeID] as
      ((text: string, type: number) => unknown) | undefined;
    return parse ? [{ index, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, type, parse } of columns) {
      const key = Array.isArray(row) ? index : name;
      if (row[key] !== null && row[key] !== undefined) row[key] = parse(row[key] as string, type);
    }
  }
  return result;
}

export class PgliteThread implements EmbeddedClient {
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(fromWireError(reply.error));
    });
    // The thread died (out of memory, a crash in PGlite): nothing it was asked will answer.
    const fail = (err: Error) => {
      this.stopped ??= err;
      for (const call of this.pending.values()) call.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`embedded database thread exited (${code})`)));
  }

  /** Starts the thread and waits until PGlite has opened (or failed to) inside it. */
  static async start(source: PgliteSource): Promise<PgliteThread> {
    const worker = startWorker(source);
    const hello = await new Promise<Hello>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`embedded database thread exited (${code})`)));
    });
    if (hello.hello === 'failed') {
      await worker.terminate();
      throw fromWireError(hello.error);
    }
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.closing !== null || this.stopped !== null;
  }

  private call<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } satisfies Envelope);
    });
  }

  private async run<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
  ): Promise<Results<T>> {
    const wire = wireOptions(options);
    const result = await this.call<Results<T>>({
      op: 'query',
      text,
      params: params ?? [],
      options: wire,
      tx,
    });
    return applyParsers(result, options?.parsers);
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run<T>(text, params, options);
  }

  private runExec(text: string, options: QueryOptions | undefined, tx?: number) {
    return this.call<Results[]>({ op: 'exec', text, options: wireOptions(options), tx });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExec(text, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.run<R>(text, params, options, id),
      exec: (text: string, options?: QueryOptions) => this.runExec(text, options, id),
      rollback: async () => {
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx as unknown as Transaction);
    } catch (err) {
      // The callback's error is the one to report, even if the rollback fails too.
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob> {
    return this.call<Blob>({ op: 'dump', compression: compression ?? 'auto' });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) await this.call({ op: 'close' });
      await this.worker.terminate();
    })();
    return this.closing;
  }
}
