import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';
import { applyMigrations } from './migrate';
import { indexUnindexedContent } from '../modules/search/content-index';
import { backfillNicknameKeys } from './nickname-keys';
import { seedIfEmpty } from './seed';
import type { Stores } from '../uploads/stores';

export interface PrepareOptions {
  seedDemo: boolean;
  /** Where the demo's pictures and resource files go (uploads/stores.ts). */
  stores: Pick<Stores, 'uploads' | 'files'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Migrates, then seeds an empty database, as one exclusive step: on PostgreSQL the
 * advisory lock makes nodes that start together take turns, and the second finds nothing
 * to migrate and a non-empty database.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await database.withExclusive(async (db) => {
    const started = Date.now();
    await applyMigrations(database, db);
    options.log.info({ ms: Date.now() - started }, 'database migrated');
    await backfillNicknameKeys(db, options.log);
    const indexed = await indexUnindexedContent(db);
    if (indexed.articles + indexed.resources > 0)
      options.log.info(indexed, 'articles and resources indexed for search');
    if (!options.seedDemo) return;
    const seededAt = Date.now();
    const seeded = await seedIfEmpty(db, {
      uploads: options.stores.uploads,
      files: options.stores.files,
    });
    options.log.info(
      { ms: Date.now() - seededAt },
      seeded ? 'demo content seeded into the empty database' : 'database not empty, seed skipped',
    );
  });
}
