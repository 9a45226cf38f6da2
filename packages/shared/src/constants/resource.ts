import { defineEnum } from './define-enum';

/*
 * Resources and downloads (资源库, docs/resources.md): files staff upload in the console,
 * members download through a short-lived signed ticket.
 */

/** A resource is a draft (only the console sees it) until published. */
export const ResourceStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
});
export const RESOURCE_STATUS = ResourceStatus.values;

/**
 * The file types a resource may carry, by extension. The server checks each file's content
 * against its type (magic bytes; .bin is any binary that is not markup) and serves it as an
 * attachment with the content type below, never as a page.
 */
export const RESOURCE_FILE_TYPES = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  bin: 'application/octet-stream',
  hex: 'application/octet-stream',
  elf: 'application/octet-stream',
} as const;
export type ResourceFileType = keyof typeof RESOURCE_FILE_TYPES;
export const RESOURCE_FILE_EXTENSIONS = Object.keys(RESOURCE_FILE_TYPES) as ResourceFileType[];

/** The largest file staff may upload: datasheets and SDK archives, not disk images. */
export const RESOURCE_FILE_MAX_BYTES = 200 * 1024 * 1024;
/** Files per resource (a datasheet, its errata, an example archive, a firmware…). */
export const RESOURCE_FILES_MAX = 10;
/** How long a download ticket opens the file (seconds): long enough to start, not to share. */
export const DOWNLOAD_TICKET_TTL_SECONDS = 5 * 60;
/** Multipart field of the console's file upload. */
export const RESOURCE_FILE_FIELD = 'file';

/** Cards per page of the public library. */
export const RESOURCE_PAGE_SIZE = 12;

/** Longest texts of the resource forms (the server checks the same). */
export const RESOURCE_LIMITS = {
  title: 80,
  summary: 200,
  content: 50_000,
  version: 30,
  categoryName: 20,
  keyword: 50,
  fileName: 120,
} as const;
