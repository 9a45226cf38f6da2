import type { EmbeddedClient } from './pglite-thread/thread';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Statement names in use: PostgreSQL keeps one statement per name and connection. */
const names = new Set<string>();

function claim(name: string): void {
  if (names.has(name)) throw new Error(`statement name ${name} is used twice`);
  names.add(name);
}

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
  claim(name);
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

/**
 * A hand-written statement ($1…$n) prepared under `name`, for the one shape Drizzle's
 * builder cannot say and the hottest path needs prepared: a statement of data-modifying CTEs
 * (the contest vote, contest-vote.repository.ts). On PostgreSQL it goes to the pool as a
 * named query (parsed and analysed once per connection); the embedded PGlite runs the text.
 * Both clients are watched (write-watch.ts), so a write here empties the public cache as
 * any other. Outside a transaction only: the root handle's client runs it.
 */
export function preparedSql<Row>(
  name: string,
  text: string,
): (db: Db, values: readonly unknown[]) => Promise<Row[]> {
  claim(name);
  return async (db, values) => {
    const client = clientOf(db);
    if (client instanceof pg.Pool) {
      const result = await client.query<Row & pg.QueryResultRow>({
        name,
        text,
        values: [...values],
      });
      return result.rows;
    }
    return (await client.query<Row>(text, [...values])).rows;
  };
}

function clientOf(db: Db): pg.Pool | EmbeddedClient {
  return (db as unknown as { $client: pg.Pool | EmbeddedClient }).$client;
}

/**
 * Whether `db` runs statements side by side (PostgreSQL's pool) or one at a time (the
 * embedded PGlite): how many batches a group commit may have in flight.
 */
export function runsConcurrently(db: Db): boolean {
  return clientOf(db) instanceof pg.Pool;
}

/**
 * Runs `query` (Drizzle's sql, its values as parameters) as a named statement through
 * whatever handle is given, a transaction included (preparedSql cannot run in one). On
 * PostgreSQL each pooled connection parses and analyses each text once; the name carries a
 * hash of the text, so the few shapes one statement takes (a like of one's own post pays
 * nothing: no payment in its text) each get their own. For statements built per call from
 * the project's SQL pieces whose parsing would cost more than their running (the like of a
 * post: a dozen CTEs, reaction/post-thumb.ts). The embedded PGlite ignores the name.
 */
export async function selectNamed<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const handle = db as unknown as { dialect: PgDialect; session: PgSession };
  const compiled = handle.dialect.sqlToQuery(query);
  const hash = createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16);
  const prepared = handle.session.prepareQuery(compiled, undefined, `${name}_${hash}`, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
