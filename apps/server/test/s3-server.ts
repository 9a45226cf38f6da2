import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The keys s3rver checks every request's signature against. */
const KEY = 'S3RVER';

export interface TestS3 {
  /** S3_* as a server reads them: MinIO-style, the bucket in the path. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, from npm) on a free loopback port, with one empty
 * bucket, storing in a temp dir: the SDK signs, uploads in parts and reads ranges over
 * HTTP as it would against OSS, COS, MinIO or AWS.
 */
export async function startTestS3(bucket = 'xinke-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'xinke-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
