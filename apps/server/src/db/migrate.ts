import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../paths';
import type { Database, Db } from './client';

/**
 * Applies the committed drizzle-kit migrations. Already-applied ones are skipped (recorded
 * in drizzle.__drizzle_migrations), so running it again is a no-op. Call it inside
 * `database.withExclusive` so nodes starting together take turns.
 */
export async function applyMigrations(database: Database, db: Db): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(db as unknown as NodePgDatabase, config);
  }
}
