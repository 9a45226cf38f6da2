import { ConfigError, type Config } from '../config';
import { resourceDirs } from '../modules/resource/resource-dirs';
import { openS3Client, S3Storage, s3StatusOf } from './s3-storage';
import { LocalDiskStorage, type FileStore } from './storage';

/**
 * Where this node keeps what members upload. One bucket when S3_* is set (every node reads
 * and writes the same objects: docs/uploads.md "Object storage (S3)"), else DATA_DIR.
 */
export interface Stores {
  /** Public images, served under /uploads/ (plugins/web-static.ts). */
  uploads: LocalDiskStorage | S3Storage;
  /** Private resource and project files: only a download ticket serves them. */
  files: FileStore;
  /** Resource uploads are received here first, on this node's disk, then moved in. */
  filesTempDir: string;
  /** Throws when the store cannot be used (an unreachable or missing bucket). */
  check(): Promise<void>;
  /** Ends the store's connections (the bucket client's kept-alive sockets). */
  close(): void;
}

/** The embedded default: DATA_DIR/uploads (public) and DATA_DIR/files (private). */
export function localStores({
  dataDir,
  uploadsDir,
}: Pick<Config, 'dataDir' | 'uploadsDir'>): Stores {
  const dirs = resourceDirs(dataDir);
  return {
    uploads: new LocalDiskStorage(uploadsDir),
    files: new LocalDiskStorage(dirs.root, '/files'),
    filesTempDir: dirs.temp,
    check: async () => {},
    close: () => {},
  };
}

/** A HEAD answer has no body: its status says what is wrong. */
function why(err: unknown): string {
  const status = s3StatusOf(err);
  if (status === 404) return 'no such bucket (create it first)';
  if (status === 403) return 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  if (status === 301 || status === 400)
    return `the service refused the request (${status}): check S3_REGION and S3_FORCE_PATH_STYLE`;
  return String(err);
}

/** The one place that picks the store from the configuration. */
export async function openStores(config: Config): Promise<Stores> {
  if (!config.s3) return localStores(config);
  const dirs = resourceDirs(config.dataDir);
  const { bucket, endpoint } = config.s3;
  const connection = await openS3Client(config.s3);
  const uploads = new S3Storage(connection, bucket, 'uploads');
  return {
    uploads,
    files: new S3Storage(connection, bucket, 'files'),
    filesTempDir: dirs.temp,
    async check() {
      try {
        await uploads.checkBucket();
      } catch (err) {
        throw new ConfigError(`S3_BUCKET=${bucket} at ${endpoint} cannot be used: ${why(err)}`, {
          cause: err,
        });
      }
    },
    close: () => connection.client.destroy(),
  };
}
