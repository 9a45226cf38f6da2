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
