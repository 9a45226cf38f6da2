import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { join } from 'node:path';
import { openPglite } from '../db/client';
import { resourceDirs, isIncomingKey } from '../modules/resource/resource-dirs';
import { isStorageTempFile } from '../uploads/storage';
import { countOf, listStored, writeArchive, type StoredTrees } from './archive';
import { SNAPSHOT_INFO_HEADER, SNAPSHOT_PATH } from './control-server';
import { claimDataDir, DataDirInUseError, liveHolder, type InUse } from './data-dir-lock';
import { DATABASE_NAME, MANIFEST_VERSION, TREES, type Manifest, type Tree } from './manifest';
import type { DatabaseSnapshot, SnapshotInfo } from './snapshot';

export interface BackupPaths {
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  /** The bucket uploads and resource files are in, when not in DATA_DIR (config.ts s3). */
  s3?: { endpoint: string; bucket: string };
}

export class BackupRefusedError extends Error {}

/**
 * Where each archived tree lives in the data dir, and which names in it are a store's
 * temporary files (half-written, never archived): `put`'s `*.tmp` in both, and the
 * resource uploads still being received in files/.incoming/.
 */
export function treeDirs(
  paths: BackupPaths,
): Record<Tree, { dir: string; isTemp: (key: string) => boolean }> {
  return {
    uploads: { dir: paths.uploadsDir, isTemp: isStorageTempFile },
    files: {
      dir: resourceDirs(paths.dataDir).root,
      isTemp: (key) => isStorageTempFile(key) || isIncomingKey(key),
    },
  };
}

/** The stored files to archive: none when they live in a bucket, not in DATA_DIR. */
async function listTrees(paths: BackupPaths): Promise<StoredTrees> {
  const dirs = treeDirs(paths);
  const trees = {} as StoredTrees;
  for (const tree of TREES)
    trees[tree] = paths.s3 ? [] : await listStored(dirs[tree].dir, dirs[tree].isTemp);
  return trees;
}

/** Asks the running server for a snapshot over its loopback control endpoint. */
function fetchSnapshot(control: NonNullable<InUse['control']>): Promise<DatabaseSnapshot> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: control.port,
        method: 'POST',
        path: SNAPSHOT_PATH,
        headers: { authorization: `Bearer ${control.token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const header = res.headers[SNAPSHOT_INFO_HEADER];
          if (res.statusCode !== 200 || typeof header !== 'string') {
            reject(
              new BackupRefusedError(
                `the running server refused the snapshot (${res.statusCode}): ${body.toString().trim()}`,
              ),
            );
            return;
          }
          const info = JSON.parse(Buffer.from(header, 'base64url').toString()) as SnapshotInfo;
          resolve({ info, dump: new Blob([body]) });
        });
      },
    );
    req.on('error', (err) =>
      reject(new BackupRefusedError(`cannot reach the running server's control endpoint: ${err}`)),
    );
    req.end();
  });
}

/** No server: this process claims the data dir and opens it itself. */
async function offlineSnapshot(paths: BackupPaths): Promise<DatabaseSnapshot> {
  if (!existsSync(join(paths.pgliteDir, 'PG_VERSION')))
    throw new BackupRefusedError(`no embedded database at ${paths.pgliteDir}`);
  const database = await openPglite({ dataDir: paths.pgliteDir });
  try {
    // Present on every PGlite database (client.ts).
    return await database.snapshot!();
  } finally {
    await database.close();
  }
}

export interface BackupResult {
  manifest: Manifest;
  file: string;
}

/**
 * `npm run backup`: the database first (from the running server if there is one, else
 * straight from the data dir), then the uploads and resource files, unless they are in a
 * bucket (S3_*): the manifest then names the bucket and the archive holds none of them. Either is written to
 * disk before the row that names it commits, and neither is ever deleted or rewritten, so
 * every file the snapshot refers to is on disk by the time the directories are listed.
 */
export async function backup(paths: BackupPaths, target: string): Promise<BackupResult> {
  const holder = liveHolder(paths.dataDir);
  if (holder && holder.by !== 'server') throw new DataDirInUseError(paths.dataDir, holder);
  if (holder && !holder.control)
    throw new BackupRefusedError(
      `the server (pid ${holder.pid}) is still starting; try again when it is serving`,
    );
  const lock = holder ? undefined : claimDataDir(paths.dataDir, 'backup');
  try {
    const mode = holder?.control ? 'online' : 'offline';
    const { info, dump } = holder?.control
      ? await fetchSnapshot(holder.control)
      : await offlineSnapshot(paths);
    const trees = await listTrees(paths);
    // Compressed here, off the server's thread (zlib's pool), once the snapshot is out.
    const bytes = await promisify(gzip)(Buffer.from(await dump.arrayBuffer()));
    const manifest: Manifest = {
      format: 'xinke-backup',
      version: MANIFEST_VERSION,
      createdAt: new Date().toISOString(),
      mode,
      database: {
        engine: 'pglite',
        postgres: info.postgres,
        takenAt: info.takenAt,
        file: DATABASE_NAME,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        migrations: info.migrations,
        counts: info.counts,
        pausedMs: info.pausedMs,
      },
      uploads: countOf(trees.uploads),
      files: countOf(trees.files),
      ...(paths.s3 && { objectStore: { endpoint: paths.s3.endpoint, bucket: paths.s3.bucket } }),
    };
    await writeArchive(target, manifest, new Blob([bytes]), trees);
    return { manifest, file: target };
  } finally {
    lock?.release();
  }
}
