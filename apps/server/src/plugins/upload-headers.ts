import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Uploads are other people's bytes. Opened on their own (not in an <img>), they get a
 * document of no origin that can run nothing and load nothing: a hostile SVG or a file
 * that sniffs as HTML is inert. Styles stay allowed so a legacy SVG still draws.
 */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Content-addressed or never rewritten: cached for a year (uploads and built assets). */
export const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The only types served from /uploads/ as themselves; anything else is a download. */
const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  // Demo data of databases seeded before the seed drew raster images; inert under UPLOAD_CSP.
  '.svg': 'image/svg+xml',
};

/**
 * Content type by an allowlist of image extensions, never from what the file sniffs as:
 * an upload is never text/html, and anything unexpected is an attachment.
 */
export function setUploadHeaders(reply: FastifyReply, path: string): void {
  const type = IMAGE_TYPES[extname(path).toLowerCase()];
  reply.header('content-type', type ?? 'application/octet-stream');
  if (!type) reply.header('content-disposition', 'attachment');
}
