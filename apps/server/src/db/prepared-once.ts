import type { Db } from './client';

/**
 * A statement of fixed shape, built by Drizzle once per database handle instead of on every
 * request (`sql.placeholder` for the values; `.prepare('')` keeps it an unnamed statement,
 * so PostgreSQL still plans it with the actual values each time). Building a select with
 * joins is a large share of a cheap request's CPU in Node.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let built = byDb.get(db);
    if (built === undefined) {
      built = build(db);
      byDb.set(db, built);
    }
    return built;
  };
}
