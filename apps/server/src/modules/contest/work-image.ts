import { loadSharp } from '../../uploads/sharp';
import type { FileStore } from '../../uploads/storage';

const UPLOADS_PREFIX = '/uploads/';

/** The storage key of an upload's public path, or null for a path outside /uploads/. */
export function uploadKey(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX) || url.includes('..')) return null;
  return url.slice(UPLOADS_PREFIX.length);
}

/**
 * Where the download's JPEG of a stored upload is kept. Upload keys are content-addressed,
 * so the JPEG of a key never changes: made once, then read back by every node.
 */
export const downloadKeyOf = (key: string) => `downloads/${key.replace(/\.[a-z0-9]+$/i, '')}.jpg`;

/**
 * A work's stored picture, read back from the uploads store: its pixel size (user_images
 * keeps no dimensions, so the wallpaper minimum is read from the file the pipeline stored)
 * and a JPEG copy for the download (uploads are stored as WebP), encoded on the first
 * download and stored beside the uploads.
 */
export class WorkImages {
  constructor(private readonly store: Pick<FileStore, 'read' | 'has' | 'put'>) {}

  private async bytes(url: string): Promise<Buffer | null> {
    const key = uploadKey(url);
    return key ? this.read(key) : null;
  }

  private async read(key: string): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.store.read(key)) chunks.push(chunk as Buffer);
    } catch {
      return null;
    }
    return Buffer.concat(chunks);
  }

  /** Width and height in pixels, or null when the file is missing or does not decode. */
  async size(url: string): Promise<{ width: number; height: number } | null> {
    const buf = await this.bytes(url);
    if (!buf) return null;
    try {
      const sharp = await loadSharp();
      const meta = await sharp(buf).metadata();
      return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    } catch {
      return null;
    }
  }

  /** The picture as a JPEG (quality 92), or null when it cannot be read. */
  async jpeg(url: string): Promise<Buffer | null> {
    const key = uploadKey(url);
    if (!key) return null;
    const stored = downloadKeyOf(key);
    // A missing stored JPEG reads as null: one file-system call, no has() before it.
    const made = await this.read(stored);
    if (made) return made;
    const buf = await this.read(key);
    if (!buf) return null;
    let jpeg: Buffer;
    try {
      const sharp = await loadSharp();
      jpeg = await sharp(buf).jpeg({ quality: 92 }).toBuffer();
    } catch {
      return null;
    }
    await this.store.put(stored, jpeg);
    return jpeg;
  }
}
