import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import type { EmbeddedClient } from '../db/pglite-thread/thread';
import { migrationsDir } from '../paths';

/** What a snapshot holds besides the files: enough to check a restore against. */
export interface SnapshotInfo {
  takenAt: string;
  /** PostgreSQL version inside PGlite (a data dir opens only under the same major). */
  postgres: string;
  /** Applied drizzle migrations, by tag (`0008_rewards`); unknown ones by timestamp. */
  migrations: string[];
  /** Exact row count of every table in the public schema, as of the snapshot. */
  counts: Record<string, number>;
  /** How long every other query waited for the snapshot. */
  pausedMs: number;
}

export interface DatabaseSnapshot {
  info: SnapshotInfo;
  /** The whole PGlite data dir as an uncompressed tarball (`dumpDataDir`). */
  dump: Blob;
}

interface Journal {
  entries: { when: number; tag: string }[];
}

/** Migration tags this code knows, by the timestamp drizzle records when it applies one. */
export function knownMigrations(): Map<number, string> {
  const journal = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row counts of every public table, in one statement. */
export async function countRows(
  db: Pick<Transaction, 'query'> | EmbeddedClient,
): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  if (tables.rows.length === 0) return {};
  const columns = tables.rows.map(
    ({ name }) => `(select count(*)::int from public.${quoteIdent(name)}) as ${quoteIdent(name)}`,
  );
  const result = await db.query<Record<string, number>>(`select ${columns.join(', ')}`);
  return result.rows[0] ?? {};
}

async function appliedMigrations(tx: Transaction): Promise<string[]> {
  const present = await tx.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!present.rows[0]?.t) return [];
  const rows = await tx.query<{ when: string }>(
    'select created_at::text as when from drizzle.__drizzle_migrations order by created_at',
  );
  const known = knownMigrations();
  return rows.rows.map((r) => known.get(Number(r.when)) ?? `unknown@${r.when}`);
}

/**
 * A consistent copy of a live PGlite. Inside one transaction, which holds PGlite's
 * transaction queue so no other statement or transaction of this process can run:
 * CHECKPOINT (data files current, so the copy opens without replaying WAL), the counts,
 * then `dumpDataDir`, which reads the files while nothing writes. Every request's query
 * waits meanwhile (`pausedMs`: ~0.3 s for the 44 MB demo database, warm).
 */
export async function takeSnapshot(client: EmbeddedClient): Promise<DatabaseSnapshot> {
  const started = Date.now();
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const version = await tx.query<{ v: string }>(`select current_setting('server_version') as v`);
    const migrations = await appliedMigrations(tx);
    const counts = await countRows(tx);
    const takenAt = new Date().toISOString();
    // Our own transaction is read-only and has no xid: the copy holds nothing of it.
    // Uncompressed: PGlite's gzip takes ~5x longer than the copy and would stall every
    // query meanwhile; the backup command compresses it in its own process.
    const dump = await client.dumpDataDir('none');
    return {
      dump,
      info: {
        takenAt,
        postgres: version.rows[0]?.v ?? 'unknown',
        migrations,
        counts,
        pausedMs: Date.now() - started,
      },
    };
  });
}
