import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { createPostgresDatabase } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dumpDataDir() tarball of a freshly migrated PGlite ('' on PostgreSQL). */
    pgliteSnapshot: string;
    /**
     * A migrated PostgreSQL database that each test database is copied from (CREATE
     * DATABASE … TEMPLATE), '' on PGlite.
     */
    pgTemplate: string;
  }
}

/** Migrating costs seconds; do it once per run, not once per test file. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    // Copying a template is a file copy; running 30-odd migrations is seconds per file.
    const template = await createPostgresDatabase('xinke_tpl_');
    const database = openPostgres(template.url, { max: 1 });
    await database.withExclusive((db) => applyMigrations(database, db));
    await database.close();
    project.provide('pgTemplate', template.name);
    return () => template.drop();
  }
  project.provide('pgTemplate', '');
  const dir = mkdtempSync(join(tmpdir(), 'xinke-snapshot-'));
  const database = await openPglite({ memory: true });
  await applyMigrations(database, database.db);
  if (!database.dump) throw new Error('PGlite database cannot be dumped');
  const dump = await database.dump();
  await database.close();
  const file = join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
