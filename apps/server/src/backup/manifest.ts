import { z } from 'zod';

/**
 * manifest.json, the first entry of every backup archive (`tar -xOf x.tar manifest.json`
 * shows it). Checked on restore before anything is written.
 */
export const MANIFEST_NAME = 'manifest.json';
/** The PGlite data dir as `dumpDataDir` made it (gzip tar). */
export const DATABASE_NAME = 'database/pgdata.tar.gz';
/** Upload files keep their storage keys below this prefix. */
export const UPLOADS_PREFIX = 'uploads/';

export const ZManifest = z.object({
  format: z.literal('xinke-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** online: taken from the running server; offline: the data dir opened directly. */
  mode: z.enum(['online', 'offline']),
  database: z.object({
    engine: z.literal('pglite'),
    postgres: z.string(),
    takenAt: z.string(),
    file: z.literal(DATABASE_NAME),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** Applied migrations, oldest first; the last is the schema version. */
    migrations: z.array(z.string()),
    counts: z.record(z.string(), z.number().int().nonnegative()),
    pausedMs: z.number().nonnegative(),
  }),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
});
export type Manifest = z.infer<typeof ZManifest>;

/** The schema version: the newest applied migration. */
export const schemaVersion = (m: Manifest) => m.database.migrations.at(-1) ?? '(none)';
