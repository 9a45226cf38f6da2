import { join } from 'node:path';

/** Below the store's root, where uploads are received before they are checked. */
const INCOMING = '.incoming';

/**
 * The private store's directories under DATA_DIR. The temp dir sits inside the root so a
 * checked upload moves in by rename (same disk).
 */
export const resourceDirs = (dataDir: string) => ({
  root: join(dataDir, 'files'),
  temp: join(dataDir, 'files', INCOMING),
});

/**
 * A key below the root (with `/` separators) that is an upload still being received
 * (receiveResourceFile's `<random>.part`), not a stored file. The backup skips these.
 */
export const isIncomingKey = (key: string) => key.startsWith(`${INCOMING}/`);
