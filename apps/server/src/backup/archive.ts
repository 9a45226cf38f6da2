import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import tar, { type Header } from 'tar-stream';
import {
  DATABASE_NAME,
  MANIFEST_NAME,
  TREES,
  treePrefix,
  type Manifest,
  type Tree,
} from './manifest';

/**
 * A backup is one plain (uncompressed) tar file, readable by any `tar`:
 *   manifest.json              what it holds (manifest.ts), first so it can be read alone
 *   database/pgdata.tar.gz     the PGlite data dir (already compressed)
 *   uploads/<key>              every stored upload (WebP/PNG, already compressed)
 *   files/<key>                every stored resource file (PDF/ZIP/firmware, up to 200 MB)
 * The two trees (manifest.ts TREES) are streamed file by file in both directions.
 */

export interface StoredFile {
  /** Storage key, with `/` separators (`avatars/ab/ab12…-256.webp`). */
  key: string;
  path: string;
  size: number;
}

/** The files of each tree, as listStored found them. */
export type StoredTrees = Record<Tree, StoredFile[]>;

/**
 * Every finished file below `root`, by key. The stores write under a temporary name and
 * rename, so what `isTemp` names is half-written and skipped; files never change once named.
 */
export async function listStored(
  root: string,
  isTemp: (key: string) => boolean,
): Promise<StoredFile[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(root, path).split(sep).join('/');
    if (!isTemp(key)) files.push({ key, path, size: (await stat(path)).size });
  }
  return files.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** What the manifest says of a tree. */
export const countOf = (files: StoredFile[]) => ({
  files: files.length,
  bytes: files.reduce((sum, f) => sum + f.size, 0),
});

function addEntry(
  pack: tar.Pack,
  header: Partial<Header> & Pick<Header, 'name'>,
  body: Buffer | Readable,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error | null) => (err ? reject(err) : resolve());
    if (Buffer.isBuffer(body)) {
      pack.entry(header, body, done);
      return;
    }
    pipeline(body, pack.entry(header, done) as unknown as Writable).catch(reject);
  });
}

/**
 * Writes the archive under a temporary name, fsyncs it and renames it into place, so a
 * file at `target` is always a complete backup. Owner-only: it holds every account.
 */
export async function writeArchive(
  target: string,
  manifest: Manifest,
  dump: Blob,
  trees: StoredTrees,
): Promise<void> {
  const temp = `${target}.${process.pid}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(temp, { mode: 0o600 }));
  try {
    const mtime = new Date(manifest.createdAt);
    await addEntry(
      pack,
      { name: MANIFEST_NAME, mode: 0o600, mtime },
      Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    );
    await addEntry(
      pack,
      { name: DATABASE_NAME, size: dump.size, mode: 0o600, mtime },
      Readable.fromWeb(dump.stream() as WebReadableStream),
    );
    for (const tree of TREES) {
      for (const file of trees[tree]) {
        await addEntry(
          pack,
          { name: treePrefix(tree) + file.key, size: file.size, mode: 0o644, mtime },
          createReadStream(file.path),
        );
      }
    }
    pack.finalize();
    await written;
    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (err) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(temp, { force: true });
    throw err;
  }
}

export class BadArchiveError extends Error {}

/**
 * The storage key of an archive entry of `tree`, refused unless it stays below the tree:
 * no `..`, no absolute path, no backslash or control character (a crafted archive must
 * not write outside the data dir).
 */
export function safeStorageKey(name: string, tree: Tree): string {
  const key = name.slice(treePrefix(tree).length);
  const normal = posix.normalize(key);
  // eslint-disable-next-line no-control-regex
  const hostile = /[\\\u0000-\u001f]/.test(key);
  if (!key || hostile || normal !== key || normal.startsWith('/') || normal.startsWith('..'))
    throw new BadArchiveError(`unsafe path in archive: ${JSON.stringify(name)}`);
  return key;
}

/** What tar-stream's extractor yields (its type is not exported). */
type ExtractEntry = tar.Extract extends AsyncIterable<infer E> ? E : never;

export type ArchiveEntry =
  | { kind: 'manifest'; body: Buffer }
  | { kind: 'database'; stream: Readable }
  | { kind: 'stored'; tree: Tree; key: string; size: number; stream: Readable };

const treeOf = (name: string) => TREES.find((tree) => name.startsWith(treePrefix(tree)));

/**
 * Reads an archive entry by entry (nothing is held in memory but the manifest), handing
 * each to `onEntry`, which must consume the stream. Only regular files named as the
 * manifest, the database or a file of a known tree are accepted; the manifest must come first.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const source = createReadStream(file);
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract as unknown as Writable);
  const entries = extract[Symbol.asyncIterator]();
  let first = true;
  // Not a tar at all, or cut short: say so rather than show the parser's error alone.
  const broken = (err: unknown) =>
    new BadArchiveError(`${file} is not a complete backup archive (${String(err)})`);
  for (;;) {
    let next: IteratorResult<ExtractEntry>;
    try {
      next = await entries.next();
    } catch (err) {
      throw broken(err);
    }
    if (next.done) break;
    const entry = next.value;
    const { name, type, size } = entry.header;
    const stream = entry as unknown as Readable;
    let streamError: unknown;
    stream.once('error', (err) => (streamError = err));
    if (type !== 'file') throw new BadArchiveError(`unexpected ${type} entry in archive: ${name}`);
    if (first !== (name === MANIFEST_NAME))
      throw new BadArchiveError(`${MANIFEST_NAME} must be the first entry (found ${name})`);
    first = false;
    const tree = treeOf(name);
    try {
      if (name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        await onEntry({ kind: 'manifest', body: Buffer.concat(chunks) });
      } else if (name === DATABASE_NAME) {
        await onEntry({ kind: 'database', stream });
      } else if (tree) {
        const key = safeStorageKey(name, tree);
        await onEntry({ kind: 'stored', tree, key, size: size ?? 0, stream });
      } else {
        throw new BadArchiveError(`unexpected entry in archive: ${name}`);
      }
    } catch (err) {
      // The entry's data ended early: the archive's fault, not the handler's.
      throw streamError ? broken(streamError) : err;
    }
  }
  if (first) throw new BadArchiveError('the archive is empty');
}
