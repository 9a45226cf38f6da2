import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MSG, RESOURCE_FILE_MAX_BYTES, type ResourceFileType } from '@xinke/shared';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../uploads/storage';
import { cleanFileName, contentMatches, fileTypeOf, SNIFF_BYTES } from './file-type';

export interface UploadedResourceFile {
  name: string;
  type: ResourceFileType;
  size: number;
  sha256: string;
  storageKey: string;
}

/**
 * Reads the multipart field `field` of a console upload to a temporary file (never all in
 * memory: up to RESOURCE_FILE_MAX_BYTES), hashing it on the way, checks its name and its
 * content (file-type.ts), and moves it into the private store under its hash. Anything
 * refused leaves nothing behind.
 */
export async function receiveResourceFile(
  request: FastifyRequest,
  field: string,
  store: FileStore,
  tempDir: string,
  maxBytes = RESOURCE_FILE_MAX_BYTES,
): Promise<UploadedResourceFile> {
  if (!request.isMultipart()) throw AppError.badRequest(MSG.uploadFileRequired);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch {
    throw AppError.badRequest(MSG.uploadMalformed);
  }
  if (!part || part.fieldname !== field) throw AppError.badRequest(MSG.uploadFileRequired);
  const name = cleanFileName(part.filename ?? '');
  if (!name) {
    part.file.resume();
    throw AppError.badRequest(MSG.resourceFileNameInvalid);
  }
  const type = fileTypeOf(name);
  if (!type) {
    part.file.resume();
    throw AppError.badRequest(MSG.resourceFileTypeInvalid);
  }

  await mkdir(tempDir, { recursive: true });
  const temp = join(tempDir, `${randomBytes(12).toString('hex')}.part`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  try {
    try {
      await pipeline(part.file, tap, createWriteStream(temp));
    } catch {
      throw AppError.badRequest(MSG.uploadMalformed);
    }
    // busboy stops at the limit and marks the stream truncated.
    if (part.file.truncated) throw AppError.badRequest(MSG.resourceFileTooLarge);
    if (size === 0) throw AppError.badRequest(MSG.resourceFileEmpty);
    if (!contentMatches(type, Buffer.concat(head), size <= SNIFF_BYTES))
      throw AppError.badRequest(MSG.resourceFileContentMismatch);
    const sha256 = hash.digest('hex');
    const storageKey = `resources/${sha256.slice(0, 2)}/${sha256}.${type}`;
    await store.putFile(storageKey, temp);
    return { name, type, size, sha256, storageKey };
  } finally {
    await rm(temp, { force: true });
  }
}
