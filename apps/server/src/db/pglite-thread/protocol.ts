/**
 * The messages between the server's main thread and the worker thread that owns the
 * embedded PGlite (docs/faults.md "The embedded database's thread"). Everything here
 * crosses `postMessage`, so it is plain data: no functions, no class instances except the
 * structured-clone ones (Date, Uint8Array, Blob, bigint).
 */

/** Where the embedded PGlite lives: the data dir, or in memory from an optional tarball. */
export type PgliteSource =
  | { dataDir: string }
  /** In memory, optionally restored from a `dumpDataDir()` snapshot (tests). */
  | { memory: true; snapshot?: Blob };

/**
 * Query options as they cross: PGlite's own, except `parsers` (functions), which become the
 * list of type OIDs the worker leaves as text; the main thread then runs the caller's parser
 * on those columns, so any parser works, the identity ones Drizzle passes included.
 */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
  blob?: Blob;
  paramTypes?: number[];
}

export type Request =
  | { op: 'query'; text: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { op: 'exec'; text: string; options: WireQueryOptions; tx?: number }
  /** Opens a transaction; answers its id. It holds PGlite's transaction queue until `end`. */
  | { op: 'begin' }
  | { op: 'rollback'; tx: number }
  /** Commits (or rolls back) and answers once the transaction has finished. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

export type Envelope = Request & { id: number };

export type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

/** The worker's first message: it is ready, or PGlite could not open. */
export type Hello = { hello: 'ready' } | { hello: 'failed'; error: WireError };

/** An error's name, message and every plain field (PostgreSQL's code, constraint, detail…). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

const plain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value);

/**
 * `postMessage` keeps an Error's message and drops its own fields, which are what the
 * callers read (`uniqueViolation` reads code and constraint; the error log the SQLSTATE
 * and severity): so they are copied one by one. Parameters stay behind: they can hold
 * what members typed, and no caller needs them.
 */
export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'params' && plain(value)) fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

/**
 * The error again on the main thread, with this thread's stack (the caller's, which is the
 * one worth reading) under the worker's name and fields.
 */
export function fromWireError(wire: WireError): Error {
  const err = new Error(wire.message);
  Object.defineProperty(err, 'name', { value: wire.name, enumerable: false, writable: true });
  return Object.assign(err, wire.fields);
}
