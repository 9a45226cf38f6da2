import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@xinke/shared';
import { AppError } from '../lib/app-error';

/** Multipart parsing for the whole app: one file per request, a few small fields. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A failure of busboy or @fastify/multipart while reading the body is the caller's doing
 * (a cut-off body, a bad boundary, too many parts): 400 with a Chinese message, never 500.
 */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return AppError.badRequest(MSG.imageTooLarge);
  if (typeof code === 'string' && TOO_MANY.has(code))
    return AppError.badRequest(MSG.uploadTooManyParts);
  return AppError.badRequest(MSG.uploadMalformed);
}

/**
 * The bytes of multipart field `field`, at most `maxBytes` (SPEC §5: 选择的图片大小不能超过5MB).
 * Read into memory: the limit keeps it small, and sharp needs the whole image anyway.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(MSG.uploadFileRequired);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part || part.fieldname !== field) throw AppError.badRequest(MSG.uploadFileRequired);
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err);
  }
}
