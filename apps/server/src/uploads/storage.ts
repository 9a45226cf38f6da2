import { createReadStream, existsSync } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where processed uploads go. Keys are content-addressed (`avatars/ab/ab12…-256.webp`),
 * so a stored file never changes and can be cached for a year (plugins/web-static.ts).
 * Behind an interface: the local disk here, or a bucket shared by every node (s3-storage.ts);
 * uploads/stores.ts picks one.
 */
export interface Storage {
  /** Stores `data` under `key` (idempotent) and returns its public URL path. */
  put(key: string, data: Buffer): Promise<string>;
  /** True when something is stored under `key` (e.g. a chat image a letter points at). */
  has(key: string): Promise<boolean>;
}

/**
 * Large private files (resource downloads, docs/resources.md): too big to hold in memory,
 * so moved in from a finished temporary file and read back by byte range. Kept apart from
 * the public /uploads/ tree: only a download ticket serves them.
 */
export interface FileStore extends Storage {
  /** Moves the finished `tempFile` in under `key` (idempotent: an existing key is kept). */
  putFile(key: string, tempFile: string): Promise<void>;
  /** The stored file's size in bytes, or null when nothing is stored under `key`. */
  size(key: string): Promise<number | null>;
  /** Bytes `start`..`end` (inclusive) of the stored file, or all of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
}

/**
 * `put` writes under `<key>.<pid>.<time>.tmp` and renames: a file so named is half-written
 * (or left by a crash) and is no stored file. The backup skips these.
 */
const TEMP_SUFFIX = '.tmp';
export const isStorageTempFile = (name: string) => name.endsWith(TEMP_SUFFIX);

export class LocalDiskStorage implements FileStore {
  /** The directory the keys are below. */
  readonly root: string;

  constructor(
    rootDir: string,
    private readonly publicPrefix = '/uploads',
  ) {
    this.root = resolve(rootDir);
  }

  /** Keys are built by our code, but never let one escape the uploads directory. */
  private fileOf(key: string): string {
    const file = resolve(this.root, key);
    if (!file.startsWith(this.root + sep)) throw new Error(`storage key escapes root: ${key}`);
    return file;
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(this.fileOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, data: Buffer): Promise<string> {
    const file = this.fileOf(key);
    if (!existsSync(file)) {
      await mkdir(dirname(file), { recursive: true });
      // Write then rename: a reader never sees a half-written file.
      const temp = `${file}.${process.pid}.${Date.now()}${TEMP_SUFFIX}`;
      await writeFile(temp, data);
      await rename(temp, file);
    }
    return `${this.publicPrefix}/${key.split(sep).join('/')}`;
  }

  async putFile(key: string, tempFile: string): Promise<void> {
    const file = this.fileOf(key);
    if (existsSync(file)) {
      await rm(tempFile, { force: true });
      return;
    }
    await mkdir(dirname(file), { recursive: true });
    await rename(tempFile, file);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.fileOf(key))).size;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.fileOf(key), range);
  }
}

export const storageKey = (...parts: string[]) => join(...parts);
