import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { BadArchiveError, readArchive } from './archive';
import { treeDirs, type BackupPaths } from './backup';
import { claimDataDir, DataDirInUseError, liveHolder } from './data-dir-lock';
import {
  MANIFEST_VERSION,
  TREES,
  treePrefix,
  ZManifest,
  type Manifest,
  type Tree,
  type TreeCount,
} from './manifest';
import { countRows, knownMigrations } from './snapshot';

export class RestoreRefusedError extends Error {}

const hasContent = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** `a`, `a and b`, `a, b and c`. */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** Replaces `target` with the staged tree, or with an empty dir when the archive had none. */
async function moveInto(staged: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  if (existsSync(staged)) await rename(staged, target);
  else await mkdir(target, { recursive: true });
}

/** Counts bytes and hashes them on their way through. */
function measure() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** An archive made by newer code has migrations this code does not know: refuse it. */
function checkSchema(manifest: Manifest): void {
  const known = new Set(knownMigrations().values());
  const unknown = manifest.database.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `the backup was made by a newer version of Xinke (migrations ${unknown.join(', ')} ` +
        'are unknown here); update the code first, then restore',
    );
}

/** manifest.json, refused unless it is one this code can restore (any older version is). */
function parseManifest(body: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadArchiveError('manifest.json is not JSON');
  }
  const parsed = ZManifest.safeParse(json);
  if (parsed.success) return parsed.data;
  const { format, version } = (json ?? {}) as { format?: unknown; version?: unknown };
  if (format === 'xinke-backup' && typeof version === 'number' && version > MANIFEST_VERSION)
    throw new RestoreRefusedError(
      `the backup was made by a newer version of Xinke (archive format ${version}, this ` +
        `code reads up to ${MANIFEST_VERSION}); update the code first, then restore`,
    );
  throw new BadArchiveError('manifest.json is not a Xinke backup manifest');
}

/** The files of one tree held by the archive must be exactly those its manifest counts. */
function checkTree(tree: Tree, found: TreeCount, expected: TreeCount): void {
  if (found.files !== expected.files || found.bytes !== expected.bytes)
    throw new BadArchiveError(
      `the archive holds ${found.files} files under ${treePrefix(tree)} (${found.bytes} bytes), ` +
        `its manifest says ${expected.files} (${expected.bytes} bytes)`,
    );
}

/**
 * Unpacks the archive into `staging` (each tree into `staging/<tree>`, streamed), checking
 * sizes, counts and the database checksum.
 */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let database: { bytes: number; sha256: string } | undefined;
  const found = Object.fromEntries(TREES.map((tree) => [tree, { files: 0, bytes: 0 }])) as Record<
    Tree,
    TreeCount
  >;
  await readArchive(archive, async (entry) => {
    if (entry.kind === 'manifest') {
      manifest = parseManifest(entry.body);
      checkSchema(manifest);
      return;
    }
    if (entry.kind === 'database') {
      const m = measure();
      await pipeline(entry.stream, m.stream, createWriteStream(join(staging, 'pgdata.tar.gz')));
      database = m.result();
      return;
    }
    // safeStorageKey checked the key; the resolved path is checked too, where it is used.
    const root = join(staging, entry.tree);
    const file = resolve(root, entry.key);
    if (!file.startsWith(root + sep)) throw new BadArchiveError(`unsafe path ${entry.key}`);
    await mkdir(dirname(file), { recursive: true });
    await pipeline(entry.stream, createWriteStream(file, { flags: 'wx' }));
    found[entry.tree].files += 1;
    found[entry.tree].bytes += entry.size;
  });
  if (!manifest) throw new BadArchiveError('the archive has no manifest');
  if (!database) throw new BadArchiveError('the archive has no database');
  const expected = manifest.database;
  if (database.bytes !== expected.bytes || database.sha256 !== expected.sha256)
    throw new BadArchiveError('the database in the archive is damaged (checksum mismatch)');
  for (const tree of TREES) checkTree(tree, found[tree], manifest[tree]);
  return manifest;
}

/** Loads the dump into `pgDir` and proves it opens with the manifest's row counts. */
async function loadDatabase(dump: string, pgDir: string, manifest: Manifest): Promise<void> {
  await mkdir(pgDir, { recursive: true });
  const client = await PGlite.create({ dataDir: pgDir, loadDataDir: await openAsBlob(dump) });
  try {
    const counts = await countRows(client);
    for (const [table, expected] of Object.entries(manifest.database.counts)) {
      if (counts[table] !== expected)
        throw new BadArchiveError(
          `restored table ${table} has ${counts[table] ?? 'no'} rows, the manifest says ${expected}`,
        );
    }
  } finally {
    await client.close();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data that was there before went (with --force), else undefined. */
  setAside?: string;
}

/**
 * `npm run restore`: into a stopped DATA_DIR only (claimed for the whole restore so no
 * server starts meanwhile), and into an empty one unless `force`, which moves what is
 * there to DATA_DIR/pre-restore-<time>/ rather than deleting it. Everything is unpacked
 * and verified in a staging dir beside it first; the live paths change only by renames
 * at the very end.
 */
export async function restore(
  paths: BackupPaths,
  archive: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new RestoreRefusedError(`no such file: ${archive}`);
  const holder = liveHolder(paths.dataDir);
  if (holder) throw new DataDirInUseError(paths.dataDir, holder);
  const lock = claimDataDir(paths.dataDir, 'restore');
  let staging: string | undefined;
  const trees = treeDirs(paths);
  try {
    const occupied = [paths.pgliteDir, ...TREES.map((tree) => trees[tree].dir)].filter(hasContent);
    if (occupied.length > 0 && !options.force)
      throw new RestoreRefusedError(
        `${listed(occupied)} ${occupied.length > 1 ? 'are' : 'is'} not empty. ` +
          'Restore into an empty DATA_DIR, or pass --force to move the current data aside.',
      );
    staging = await mkdtemp(join(paths.dataDir, '.restore-'));
    const manifest = await unpack(archive, staging);
    await loadDatabase(join(staging, 'pgdata.tar.gz'), join(staging, 'pg'), manifest);
    let setAside: string | undefined;
    if (occupied.length > 0) {
      setAside = join(paths.dataDir, `pre-restore-${new Date().toISOString().replace(/:/g, '-')}`);
      await mkdir(setAside);
      for (const dir of occupied) await rename(dir, join(setAside, dir.split(sep).pop() ?? ''));
    }
    await rm(paths.pgliteDir, { recursive: true, force: true });
    await rename(join(staging, 'pg'), paths.pgliteDir);
    for (const tree of TREES) await moveInto(join(staging, tree), trees[tree].dir);
    return { manifest, setAside };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}
