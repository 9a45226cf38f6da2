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

/**
 * A brand-new PostgreSQL database on the TEST_DATABASE_URL server: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  prefix = 'xinke_t_',
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
    // The run's migrated template (global-setup.ts), copied; unmigrated when asked.
    const template = migrate ? inject('pgTemplate') : '';
    const created = await createPostgresDatabase('xinke_t_', template || undefined);
    const database = openPostgres(created.url, { max: 4 });
    if (migrate && !template) await database.withExclusive((db) => applyMigrations(database, db));
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
  // On its worker thread, as the server runs it (client.ts).
  const database = await openPglite({ memory: true, snapshot });
  return { database, dispose: () => database.close() };
}
