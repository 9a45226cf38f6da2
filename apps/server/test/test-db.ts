import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of the fresh database (PostgreSQL mode only). */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A brand-new empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `xinke_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated, empty database: PGlite restored in memory from the run's snapshot,
 * or a new database on TEST_DATABASE_URL's server. `migrate: false` gives an unmigrated one.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testDatabaseUrl) {
    const created = await createPostgresDatabase();
    const database = openPostgres(created.url, { max: 4 });
    if (migrate) await database.withExclusive((db) => applyMigrations(database, db));
    return {
      database,
      url: created.url,
      async dispose() {
        await database.close();
        await created.drop();
      },
    };
  }
  const snapshotFile = inject('pgliteSnapshot');
  const snapshot = migrate ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const database = await openPglite({ memory: true, snapshot });
  return { database, dispose: () => database.close() };
}
