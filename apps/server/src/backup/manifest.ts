import { z } from 'zod';

/**
 * manifest.json, the first entry of every backup archive (`tar -xOf x.tar manifest.json`
 * shows it). Checked on restore before anything is written.
 */
export const MANIFEST_NAME = 'manifest.json';
/** The PGlite data dir as `dumpDataDir` made it (gzip tar). */
export const DATABASE_NAME = 'database/pgdata.tar.gz';

/**
 * The file trees an archive carries besides the database, each below `<tree>/` under its
 * storage key, counted in the manifest under the same name: uploads (DATA_DIR/uploads,
 * public images) and files (DATA_DIR/files, private resource downloads).
 */
export const TREES = ['uploads', 'files'] as const;
export type Tree = (typeof TREES)[number];
export const treePrefix = (tree: Tree) => `${tree}/`;

const ZTreeCount = z.object({
  files: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});
export type TreeCount = z.infer<typeof ZTreeCount>;

/**
 * Version 2 added the `files` tree. Version 1 archives (made before) have none: they read
 * as holding zero files, so they still restore. Newer versions are refused (restore.ts).
 */
export const MANIFEST_VERSION = 2;

const ZManifestV2 = z.object({
  format: z.literal('xinke-backup'),
  version: z.literal(2),
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
  uploads: ZTreeCount,
  files: ZTreeCount,
  /**
   * Set when the server kept uploads and resource files in a bucket (S3_*): the archive
   * then holds the database alone, both trees count zero, and the files are in this bucket
   * (its versioning or replication keeps their copies, docs/backup.md).
   */
  objectStore: z.object({ endpoint: z.string(), bucket: z.string() }).optional(),
});

const ZManifestV1 = ZManifestV2.extend({
  version: z.literal(1),
  files: ZTreeCount.default({ files: 0, bytes: 0 }),
});

export const ZManifest = z.discriminatedUnion('version', [ZManifestV2, ZManifestV1]);
export type Manifest = z.infer<typeof ZManifest>;

/** The schema version: the newest applied migration. */
export const schemaVersion = (m: Manifest) => m.database.migrations.at(-1) ?? '(none)';
