import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MSG,
  RESOURCE_DOWNLOAD_PATH,
  RESOURCE_FILE_FIELD,
  RESOURCE_FILE_TYPES,
  adminResource,
  adminResourceCategories,
  adminResourceCategoryCreate,
  adminResourceCategoryDelete,
  adminResourceCategoryUpdate,
  adminResourceCreate,
  adminResourceDelete,
  adminResourceFileDelete,
  adminResourceFileUpload,
  adminResources,
  adminResourceStatus,
  adminResourceUpdate,
  resourceCategory,
  resourceDetail,
  resourceDowncert,
  resourceList,
  type ResourceFileType,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { UPLOAD_CSP } from '../../plugins/upload-headers';
import type { FileStore } from '../../uploads/storage';
import { staffActor } from '../admin/audit-log';
import { attachmentDisposition, parseByteRange } from './byte-range';
import { DownloadService } from './download.service';
import { DownloadTickets } from './download-ticket';
import { receiveResourceFile } from './file-upload';
import { ResourceAdminService } from './resource-admin.service';
import { ResourceService } from './resource.service';

export interface ResourceDeps {
  db: Db;
  clock: Clock;
  /** Private store of resource files (DATA_DIR/files), never served as /uploads/. */
  files: FileStore;
  /** Where uploads are written before they are checked (on the store's disk). */
  tempDir: string;
  /** Largest upload (RESOURCE_FILE_MAX_MB, 200 MB by default). */
  maxFileBytes: number;
  /** CODE_SECRET: the ticket key is derived from it. */
  secret: string;
}

/** 资源库 (docs/resources.md): the public library, downloads, and the console's authoring. */
export function registerResourceRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const tickets = new DownloadTickets(deps.secret);
  const library = new ResourceService(deps.db, deps.clock, tickets);
  registerContract(app, resourceCategory, () => library.categories(), app.publicCache.route());
  registerContract(app, resourceList, ({ query }) => library.list(query), app.publicCache.route());
  registerContract(
    app,
    resourceDetail,
    ({ params }) => library.detail(params.id),
    app.publicCache.route(),
  );
  registerContract(app, resourceDowncert, ({ user, query }) =>
    library.downcert(mustAuth(user).userId, query.id, query.file_id),
  );

  const downloads = new DownloadService(deps.db, deps.clock, tickets);
  app.get(RESOURCE_DOWNLOAD_PATH, (request, reply) =>
    serveDownload(request, reply, downloads, deps),
  );

  const admin = new ResourceAdminService(deps.db, deps.clock);
  registerContract(app, adminResourceCategories, ({ user }) =>
    admin.categories(mustAuth(user).userId),
  );
  registerContract(app, adminResourceCategoryCreate, ({ user, request, body }) =>
    admin.createCategory(staffActor(user, request), body),
  );
  registerContract(app, adminResourceCategoryUpdate, ({ user, request, params, body }) =>
    admin.updateCategory(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminResourceCategoryDelete, ({ user, request, params }) =>
    admin.removeCategory(staffActor(user, request), params.id),
  );
  registerContract(app, adminResources, ({ user, query }) =>
    admin.list(mustAuth(user).userId, query),
  );
  registerContract(app, adminResource, ({ user, params }) =>
    admin.get(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminResourceCreate, ({ user, request, body }) =>
    admin.create(staffActor(user, request), body),
  );
  registerContract(app, adminResourceUpdate, ({ user, request, params, body }) =>
    admin.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminResourceStatus, ({ user, request, params, body }) =>
    admin.setStatus(staffActor(user, request), params.id, body.status),
  );
  registerContract(app, adminResourceDelete, ({ user, request, params }) =>
    admin.remove(staffActor(user, request), params.id),
  );
  registerContract(app, adminResourceFileUpload, async ({ user, request, params }) => {
    const actor = staffActor(user, request);
    // The resource and its room are checked before a byte of the body is read.
    await admin.assertCanAddFile(actor.id, params.id);
    const file = await receiveResourceFile(
      request,
      RESOURCE_FILE_FIELD,
      deps.files,
      deps.tempDir,
      deps.maxFileBytes,
    );
    return admin.addFile(actor, params.id, file);
  });
  registerContract(app, adminResourceFileDelete, ({ user, request, params }) =>
    admin.removeFile(staffActor(user, request), params.id),
  );
}

/**
 * GET /web/resource/download?ticket=: the file a ticket opens, as an attachment that no
 * browser renders (a safe type, nosniff, a sandboxing policy), with byte ranges for resumed
 * downloads (206 / 416; If-Range by the strong ETag). The request that starts at byte 0
 * counts the ticket's download (once per ticket; HEAD never counts).
 */
async function serveDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  downloads: DownloadService,
  deps: ResourceDeps,
) {
  const { ticket } = request.query as { ticket?: unknown };
  const { file, claims } = await downloads.open(ticket);
  const size = await deps.files.size(file.storageKey);
  if (size === null) throw AppError.notFound(MSG.resourceFileNotFound);
  const etag = `"${file.sha256}"`;
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = parseByteRange(rangeHeader, size);

  reply
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', 'private, no-store');
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send({ code: 416, data: null, msg: MSG.downloadRangeInvalid });
  }
  reply.raw.setHeader('content-security-policy', UPLOAD_CSP);
  reply
    .header(
      'content-type',
      RESOURCE_FILE_TYPES[file.type as ResourceFileType] ?? 'application/octet-stream',
    )
    .header('content-disposition', attachmentDisposition(file.name));
  const start = range.kind === 'part' ? range.start : 0;
  const end = range.kind === 'part' ? range.end : size - 1;
  if (start === 0 && request.method === 'GET') await downloads.count(file, claims.jti, claims.uid);
  if (range.kind === 'part')
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', String(end - start + 1));
  if (request.method === 'HEAD') return reply.send();
  return reply.send(deps.files.read(file.storageKey, { start, end }));
}
