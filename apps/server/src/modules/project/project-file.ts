import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MSG,
  PROJECT_FILE_FIELD,
  PROJECT_STATUS,
  RESOURCE_FILE_TYPES,
  type ProjectFile,
  type ResourceFileType,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { UPLOAD_CSP } from '../../plugins/upload-headers';
import type { FileStore } from '../../uploads/storage';
import { assertNotMuted } from '../admin/sanctions';
import { attachmentDisposition } from '../resource/byte-range';
import { receiveResourceFile } from '../resource/file-upload';
import { toProjectFile } from './project.mapper';
import { findFile, insertFile } from './project.repository';

/** Where project files are kept: the resources' private store (DATA_DIR/files). */
export interface ProjectFileDeps {
  files: FileStore;
  tempDir: string;
  maxFileBytes: number;
}

/**
 * POST /web/project/file: a member's schematic, Gerber, firmware… checked by its name and its
 * content exactly as the resource library checks its files (resource/file-type.ts), stored
 * under its hash. It belongs to nobody's project until its uploader attaches it.
 */
export async function uploadProjectFile(
  db: Db,
  deps: ProjectFileDeps,
  request: FastifyRequest,
  userId: number,
  now: number,
): Promise<ProjectFile> {
  await assertNotMuted(db, userId, now);
  const file = await receiveResourceFile(
    request,
    PROJECT_FILE_FIELD,
    deps.files,
    deps.tempDir,
    deps.maxFileBytes,
  );
  const row = await insertFile(db, {
    ownerId: userId,
    name: file.name,
    type: file.type,
    size: file.size,
    sha256: file.sha256,
    storageKey: file.storageKey,
    createTime: new Date(now),
  });
  return toProjectFile(row);
}

/**
 * GET /web/object/file/{id}: a file of a published project, for anyone (a plain link, as
 * open hardware is meant to be), always as an attachment no browser renders. A file of a
 * draft or not attached to any project is not there (404).
 */
export async function serveProjectFile(
  db: Db,
  deps: ProjectFileDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const id = Number((request.params as { id?: string }).id);
  const row = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findFile(db, id) : undefined;
  if (!row || row.status !== PROJECT_STATUS.published)
    throw AppError.notFound(MSG.projectFileNotFound);
  const size = await deps.files.size(row.file.storageKey);
  if (size === null) throw AppError.notFound(MSG.projectFileNotFound);
  reply.raw.setHeader('content-security-policy', UPLOAD_CSP);
  reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=3600')
    .header(
      'content-type',
      RESOURCE_FILE_TYPES[row.file.type as ResourceFileType] ?? 'application/octet-stream',
    )
    .header('content-disposition', attachmentDisposition(row.file.name))
    .header('content-length', String(size));
  if (request.method === 'HEAD') return reply.send();
  return reply.send(deps.files.read(row.file.storageKey));
}
