import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { BadArchiveError, readArchive } from './archive';
import type { BackupPaths } from './backup';
import { claimDataDir, DataDirInUseError, liveHolder } from './data-dir-lock';
import { ZManifest, type Manifest } from './manifest';
import { countRows, knownMigrations } from './snapshot';

export class RestoreRefusedError extends Error {}

const hasContent = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

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

/** Unpacks the archive into `staging`, checking sizes and the database checksum. */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let database: { bytes: number; sha256: string } | undefined;
  let files = 0;
  let bytes = 0;
  const uploadsRoot = join(staging, 'uploads');
  await readArchive(archive, async (entry) => {
    if (entry.kind === 'manifest') {
      const parsed = ZManifest.safeParse(JSON.parse(entry.body.toString('utf8')));
      if (!parsed.success)
        throw new BadArchiveError('manifest.json is not a Xinke backup manifest');
      manifest = parsed.data;
      checkSchema(manifest);
      return;
    }
    if (entry.kind === 'database') {
      const m = measure();
      await pipeline(entry.stream, m.stream, createWriteStream(join(staging, 'pgdata.tar.gz')));
      database = m.result();
      return;
    }
    const file = resolve(uploadsRoot, entry.key);
    if (!file.startsWith(uploadsRoot + sep)) throw new BadArchiveError(`unsafe path ${entry.key}`);
    await mkdir(dirname(file), { recursive: true });
    await pipeline(entry.stream, createWriteStream(file, { flags: 'wx' }));
    files += 1;
    bytes += entry.size;
  });
  if (!manifest) throw new BadArchiveError('the archive has no manifest');
  if (!database) throw new BadArchiveError('the archive has no database');
  const expected = manifest.database;
  if (database.bytes !== expected.bytes || database.sha256 !== expected.sha256)
    throw new BadArchiveError('the database in the archive is damaged (checksum mismatch)');
  if (files !== manifest.uploads.files || bytes !== manifest.uploads.bytes)
    throw new BadArchiveError(
      `the archive holds ${files} uploads (${bytes} bytes), its manifest says ` +
        `${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`,
    );
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
  try {
    const occupied = [paths.pgliteDir, paths.uploadsDir].filter(hasContent);
    if (occupied.length > 0 && !options.force)
      throw new RestoreRefusedError(
        `${occupied.join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not empty. ` +
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
    await rm(paths.uploadsDir, { recursive: true, force: true });
    const stagedUploads = join(staging, 'uploads');
    if (existsSync(stagedUploads)) await rename(stagedUploads, paths.uploadsDir);
    else await mkdir(paths.uploadsDir, { recursive: true });
    return { manifest, setAside };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}
