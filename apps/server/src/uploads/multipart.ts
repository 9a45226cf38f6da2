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
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part || part.fieldname !== field) throw AppError.badRequest(MSG.uploadFileRequired);
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.badRequest(MSG.imageTooLarge);
    throw err;
  }
}
