import type { Db } from './client';

/** Statement names in use: PostgreSQL keeps one statement per name and connection. */
const names = new Set<string>();

/**
 * A statement of fixed shape, built by Drizzle once per database handle instead of on every
 * request (`sql.placeholder` for the values) and prepared under `name`: on PostgreSQL each
 * pooled connection parses and analyses it once, then only binds values (on this 2-core
 * machine the parsing of a statement with joins and subqueries cost the database more CPU
 * than running it). PostgreSQL's plan cache then reuses a generic plan where it costs no
 * more than planning with the actual values (lookups by key), and plans with the actual
 * values otherwise (a list's LIMIT and OFFSET, a tag id): a reused plan is never worse.
 * Building a select with joins is also a large share of a cheap request's CPU in Node.
 * The embedded PGlite ignores the name.
 */
export function preparedOnce<B extends { prepare(name: string): unknown }>(
  name: string,
  build: (db: Db) => B,
): (db: Db) => ReturnType<B['prepare']> {
  if (names.has(name)) throw new Error(`statement name ${name} is used twice`);
  names.add(name);
  const byDb = new WeakMap<Db, ReturnType<B['prepare']>>();
  return (db) => {
    let built = byDb.get(db);
    if (built === undefined) {
      built = build(db).prepare(name) as ReturnType<B['prepare']>;
      byDb.set(db, built);
    }
    return built;
  };
}
