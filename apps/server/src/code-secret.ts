import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

export const CODE_SECRET_FILE = 'code-secret';

function readSecret(path: string): string | undefined {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    return secret.length > 0 ? secret : undefined;
  } catch (err) {
    if (errCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * CODE_SECRET, or else the key kept in DATA_DIR/code-secret: 32 random bytes made on the
 * first start (file mode 0600, owner only), so the embedded `npm start` needs no setup and
 * codes stay valid across restarts. Several nodes cannot share a file, which is why
 * config.ts refuses production with DATABASE_URL but without CODE_SECRET.
 */
export function resolveCodeSecret(config: Pick<Config, 'codeSecret' | 'dataDir'>): string {
  if (config.codeSecret) return config.codeSecret;
  const path = join(config.dataDir, CODE_SECRET_FILE);
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written in full under a private name, then linked into place: link never overwrites,
  // so when two processes start at once both end up with whichever file landed first.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (publish(temp, path, secret)) return secret;
  } finally {
    unlinkSync(temp);
  }
  const theirs = readSecret(path);
  if (!theirs) throw new Error(`${path} is empty; delete it to have a new one made`);
  return theirs;
}

const errCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** Puts the new secret at `path` unless a file is there already; true when ours landed. */
function publish(temp: string, path: string, secret: string): boolean {
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    if (errCode(err) === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'ENOSYS'].includes(errCode(err) ?? '')) throw err;
  }
  // A filesystem without hard links: exclusive create (a racing reader may see it empty).
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (err) {
    if (errCode(err) === 'EEXIST') return false;
    throw err;
  }
}
