import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { sep } from 'node:path';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from './storage';

/** S3_* from the environment (config.ts): an S3-compatible service and one bucket. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, most self-hosted) instead of the host name (OSS, COS, AWS). */
  forcePathStyle: boolean;
}

/**
 * The SDK and one client of the service. The SDK is loaded here, by a node configured with
 * a bucket, and never by the others: imported at start-up it held 13–19 MB of every node's
 * memory (RSS), the embedded default's included.
 */
export interface S3Connection {
  sdk: typeof import('@aws-sdk/client-s3');
  Upload: (typeof import('@aws-sdk/lib-storage'))['Upload'];
  client: S3Client;
}

export async function openS3Client(s3: S3Config): Promise<S3Connection> {
  const [sdk, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new sdk.S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // The SDK's default since 2025 adds CRC32 checksums (aws-chunked bodies with trailers)
    // to every upload, which OSS, COS and older MinIO refuse: checksums only where S3
    // itself requires them, as before.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, Upload, client };
}

/** One object read for /uploads/: what to answer and, unless 304/416, the bytes. */
export type OpenedObject =
  | { status: 200 | 206; body: Readable; length: number; etag?: string; contentRange?: string }
  | { status: 304; etag?: string }
  | { status: 404 }
  | { status: 416 };

/** The HTTP status of the service's answer in an SDK error (S3ServiceException's $metadata). */
export const s3StatusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** Parts of a resource file uploaded at once (lib-storage's multipart); 16 MiB each. */
const PART_BYTES = 16 * 1024 * 1024;

/**
 * The Storage and FileStore of one tree (`uploads` or `files`) in a bucket, under
 * `<tree>/<key>`: the same content-addressed keys as on disk, so a URL stored in the
 * database names the same file whichever store holds it. Nothing is read straight from the
 * bucket by browsers: every node streams /uploads/ (bucket-uploads.ts) with our own headers,
 * and the files tree only through a download ticket, so the bucket stays private.
 */
export class S3Storage implements FileStore {
  private readonly client: S3Client;
  private readonly sdk: S3Connection['sdk'];

  constructor(
    private readonly connection: S3Connection,
    private readonly bucket: string,
    private readonly tree: 'uploads' | 'files',
    private readonly publicPrefix = `/${tree}`,
  ) {
    this.client = connection.client;
    this.sdk = connection.sdk;
  }

  /** Keys are built by our code, but never let one leave its tree. */
  private objectKey(key: string): string {
    const parts = key.split(sep).join('/').split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
      throw new Error(`storage key escapes root: ${key}`);
    return `${this.tree}/${parts.join('/')}`;
  }

  /** HEAD of the object: its size, or null when there is none. */
  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (err) {
      if (s3StatusOf(err) === 404) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  /**
   * Content-addressed, so an object already there holds these bytes: skipped. Two nodes
   * storing the same key at once write the same bytes, and a PUT is atomic: no reader ever
   * sees part of an object. No content type is stored: nothing serves the bucket directly.
   */
  async put(key: string, data: Buffer): Promise<string> {
    const objectKey = this.objectKey(key);
    if (!(await this.has(key)))
      await this.client.send(
        new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: data }),
      );
    return `${this.publicPrefix}/${objectKey.slice(this.tree.length + 1)}`;
  }

  /** Streamed in parts (a resource file may be 2 GB), then the local temp file is removed. */
  async putFile(key: string, tempFile: string): Promise<void> {
    try {
      if (await this.has(key)) return;
      await new this.connection.Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.objectKey(key), Body: createReadStream(tempFile) },
        partSize: PART_BYTES,
        queueSize: 2,
      }).done();
    } finally {
      await rm(tempFile, { force: true });
    }
  }

  /**
   * The interface hands back a stream at once (resource downloads pipe it into the reply);
   * the GET runs behind it, and its failure destroys the stream, as a failed disk read does.
   */
  read(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    const objectKey = this.objectKey(key);
    this.client
      .send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .then(
        // pipeline: a client that goes away mid-download ends the GET too.
        (got) => pipeline(got.Body as Readable, out, () => {}),
        (err: unknown) => out.destroy(err as Error),
      );
    return out;
  }

  /**
   * GET for /uploads/: `range` is the client's own `bytes=` header (S3 reads it as HTTP
   * does), `ifNoneMatch` its ETag, answered 304 by the bucket.
   */
  async open(key: string, opts: { range?: string; ifNoneMatch?: string }): Promise<OpenedObject> {
    let objectKey: string;
    try {
      objectKey = this.objectKey(key);
    } catch {
      return { status: 404 }; // a path like /uploads/a/../b names no stored file
    }
    try {
      const got = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Range: opts.range,
          IfNoneMatch: opts.ifNoneMatch,
        }),
      );
      return {
        status: got.ContentRange ? 206 : 200,
        body: got.Body as Readable,
        length: got.ContentLength ?? 0,
        etag: got.ETag,
        contentRange: got.ContentRange,
      };
    } catch (err) {
      const status = s3StatusOf(err);
      if (status === 304) return { status: 304, etag: opts.ifNoneMatch };
      if (status === 404) return { status: 404 };
      if (status === 416) return { status: 416 };
      throw err;
    }
  }

  /** Start-up check: the bucket exists and these keys may use it. */
  async checkBucket(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }
}
