import { createHash } from 'node:crypto';
import { MSG } from '@xinke/shared';
import { AppError } from '../lib/app-error';
import type { Storage } from './storage';
import { loadSharp } from './sharp';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/** The type by its first bytes (magic numbers), never by the file name or the client's MIME. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Refuse decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * How each size is made: `cover` crops to an N×N square (avatars); `inside` scales the
 * image down, keeping its proportions, until it fits in N×N (post images), and never
 * enlarges a smaller one.
 */
export type ImageFit = 'cover' | 'inside';

export interface StoredImage {
  /** Public URL of each requested size, in the order asked. */
  urls: string[];
}

/** The file name of one size: the square's side, or the bound of a fitted image. */
const sizeSuffix = (fit: ImageFit, size: number) => (fit === 'cover' ? `${size}` : `max${size}`);

/**
 * The shared image pipeline (DESIGN.md §3 uploads) for every uploaded picture: check the
 * type by content, decode with sharp (a file that does not decode is refused), apply the
 * EXIF orientation, resize each size as `fit` says, and re-encode it as WebP. sharp drops
 * all metadata (EXIF, GPS) unless told to keep it, so nothing of the original file but
 * its pixels is ever served. Keys are the input's hash plus the size, so the same upload
 * lands on the same files.
 */
export async function storeImages(
  storage: Storage,
  input: Buffer,
  options: { folder: string; sizes: number[]; fit: ImageFit },
): Promise<StoredImage> {
  if (!sniffImageType(input)) throw AppError.badRequest(MSG.imageTypeInvalid);
  const hash = createHash('sha256').update(input).digest('hex');
  const sharp = await loadSharp();
  const urls: string[] = [];
  for (const size of options.sizes) {
    let output: Buffer;
    try {
      output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(size, size, { fit: options.fit, withoutEnlargement: options.fit === 'inside' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw AppError.badRequest(MSG.imageTypeInvalid);
    }
    const key = `${options.folder}/${hash.slice(0, 2)}/${hash}-${sizeSuffix(options.fit, size)}.webp`;
    urls.push(await storage.put(key, output));
  }
  return { urls };
}

/**
 * One image scaled to fit `maxPx` (never enlarged), re-encoded as WebP without metadata and
 * stored under the hash of what is served: `<folder>/ab/<sha256>.webp`. Checked by content
 * first; a file that does not decode is refused like a wrong type.
 */
export async function storeFittedImage(
  storage: Storage,
  input: Buffer,
  options: { folder: string; maxPx: number },
): Promise<string> {
  if (!sniffImageType(input)) throw AppError.badRequest(MSG.imageTypeInvalid);
  const sharp = await loadSharp();
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(options.maxPx, options.maxPx, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(MSG.imageTypeInvalid);
  }
  const hash = createHash('sha256').update(output).digest('hex');
  return storage.put(`${options.folder}/${hash.slice(0, 2)}/${hash}.webp`, output);
}
