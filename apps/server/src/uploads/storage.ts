import { existsSync } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where processed uploads go. Keys are content-addressed (`avatars/ab/ab12…-256.webp`),
 * so a stored file never changes and can be cached for a year (plugins/web-static.ts).
 * Behind an interface so an object store can replace the local disk later.
 */
export interface Storage {
  /** Stores `data` under `key` (idempotent) and returns its public URL path. */
  put(key: string, data: Buffer): Promise<string>;
  /** True when something is stored under `key` (e.g. a chat image a letter points at). */
  has(key: string): Promise<boolean>;
}

export class LocalDiskStorage implements Storage {
  private readonly root: string;

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
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
    }
    return `${this.publicPrefix}/${key.split(sep).join('/')}`;
  }
}

export const storageKey = (...parts: string[]) => join(...parts);
