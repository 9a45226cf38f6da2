/**
 * The constraint a query broke when it failed with a unique violation (SQLSTATE 23505),
 * else undefined. Drizzle wraps driver errors, so the fields may sit on a `cause`; both
 * node-postgres and PGlite report `code` and `constraint`.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505')
      return typeof fields.constraint === 'string' ? fields.constraint : '';
    e = fields.cause;
  }
  return undefined;
}

/** True for PostgreSQL's deadlock_detected (40P01), wrapped or not. */
export function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as { code?: unknown; cause?: unknown };
    if (fields.code === '40P01') return true;
    e = fields.cause;
  }
  return false;
}

/**
 * Runs `work` again when PostgreSQL chose it as a deadlock victim (its transaction rolled
 * back, so running it again is safe). For writes that lock rows of several conversations
 * in an order the statement cannot fix, e.g. marking all letters read.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isDeadlock(err)) throw err;
    }
  }
}

/** Node socket errors of a connection to the database that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), 57P01-57P03 (admin/crash shutdown, cannot connect now: starting up or
 * shutting down), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';
}

/**
 * node-postgres and pg-pool report a lost or never-made connection by message only
 * ("Connection terminated unexpectedly", "… due to connection timeout", "Client has
 * encountered a connection error and is not queryable"). Matched from the start, so a
 * wrapper whose message quotes the SQL's parameters (Drizzle's "Failed query: …") never
 * matches on user text.
 */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client .* is not queryable)/;

/** An error and the errors it wraps (Drizzle puts the driver's under `cause`), at most 5. */
function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as { code?: unknown; message?: unknown; cause?: unknown };
    yield fields;
    e = fields.cause;
  }
}

/**
 * True when a query failed because the database could not be reached (down, restarting,
 * network cut, pool timeout), not because of the query: the request may succeed if tried
 * again in a few seconds, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causeChain(err)) {
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || isUnavailableSqlState(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
  }
  return false;
}

/** The SQLSTATE or errno behind a failure, for a log line that carries no SQL or parameters. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (const { code } of causeChain(err)) if (typeof code === 'string') return code;
  return undefined;
}
