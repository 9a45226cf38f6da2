import type { FastifyInstance } from 'fastify';
import type { S3Storage } from '../uploads/s3-storage';
import { LONG_CACHE, setUploadHeaders } from './upload-headers';

/** One range only, as S3 takes it; anything else (several ranges) gets the whole file. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * /uploads/ from the bucket, on every node alike: the same headers as from disk (an
 * allowlisted image type, a year's cache, the uploads' own CSP set by the caller's scope),
 * Range and If-None-Match answered by the bucket. Streamed, never buffered, so a CDN in
 * front asks each node once per file and the bucket itself stays private.
 */
export function registerBucketUploads(scope: FastifyInstance, store: S3Storage): void {
  scope.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const range = request.headers.range;
    const ifNoneMatch = request.headers['if-none-match'];
    const opened = await store.open(request.params['*'], {
      range: range && SINGLE_RANGE.test(range) ? range : undefined,
      ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
    });
    if (opened.status === 404) return reply.callNotFound();
    if (opened.status === 416) return reply.code(416).send();
    reply.header('cache-control', LONG_CACHE);
    if (opened.etag) reply.header('etag', opened.etag);
    if (opened.status === 304) return reply.code(304).send();
    setUploadHeaders(reply, request.params['*']);
    reply.header('accept-ranges', 'bytes').header('content-length', opened.length);
    if (opened.contentRange) reply.header('content-range', opened.contentRange);
    return reply.code(opened.status).send(opened.body);
  });
}
