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
