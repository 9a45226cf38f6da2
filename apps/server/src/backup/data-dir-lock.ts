import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR/in-use.json: who has the embedded database open. PGlite is one process per
 * data dir and enforces nothing itself (its postmaster.pid lives inside WASM), so two
 * processes opening DATA_DIR/pg would corrupt it. The server, an offline backup and a
 * restore each claim the dir here first, like PostgreSQL's postmaster.pid: a file naming
 * a live process means "in use"; one naming a dead process (kill -9, power loss) is stale
 * and taken over. Mode 0600: it also carries the running server's control token.
 */
export const IN_USE_FILE = 'in-use.json';

export type Holder = 'server' | 'backup' | 'restore' | 'cli';

export interface InUse {
  pid: number;
  by: Holder;
  since: string;
  /** The running server's loopback control endpoint (backup/control-server.ts). */
  control?: { port: number; token: string };
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: InUse,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by the ${holder.by} (pid ${holder.pid}, since ` +
        `${holder.since}). Stop it first. If no such process is running, delete ` +
        `${join(dataDir, IN_USE_FILE)}.`,
    );
  }
}

const errCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else — still alive.
    return errCode(err) === 'EPERM';
  }
}

function read(path: string): InUse | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<InUse>;
    return typeof parsed.pid === 'number' && typeof parsed.by === 'string'
      ? (parsed as InUse)
      : undefined;
  } catch (err) {
    if (errCode(err) === 'ENOENT' || err instanceof SyntaxError) return undefined;
    throw err;
  }
}

/**
 * The live process holding `dataDir`, if any. Our own pid counts as stale: after a
 * container restart the new server often gets the pid the old one had.
 */
export function liveHolder(dataDir: string): InUse | undefined {
  const holder = read(join(dataDir, IN_USE_FILE));
  if (!holder || holder.pid === process.pid || !isAlive(holder.pid)) return undefined;
  return holder;
}

/** Writes `content` at `path` only if nothing is there (link never overwrites). */
function createExclusive(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    if (errCode(err) === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(temp);
  }
}

export interface DataDirLock {
  /** Publishes the control endpoint once the server can take snapshots. */
  advertise(control: NonNullable<InUse['control']>): void;
  release(): void;
}

/** Claims `dataDir` for this process or throws DataDirInUseError naming the holder. */
export function claimDataDir(dataDir: string, by: Holder): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, IN_USE_FILE);
  const mine: InUse = { pid: process.pid, by, since: new Date().toISOString() };
  const write = (entry: InUse) => `${JSON.stringify(entry)}\n`;
  for (let attempt = 0; !createExclusive(path, write(mine)); attempt += 1) {
    const holder = liveHolder(dataDir);
    if (holder) throw new DataDirInUseError(dataDir, holder);
    if (attempt > 0) throw new Error(`could not claim ${path}: another process keeps taking it`);
    // Stale (its process is gone): remove and try once more.
    try {
      unlinkSync(path);
    } catch (err) {
      if (errCode(err) !== 'ENOENT') throw err;
    }
  }
  const ours = () => read(path)?.pid === process.pid;
  return {
    advertise(control) {
      if (!ours()) return;
      const temp = `${path}.${process.pid}.tmp`;
      writeFileSync(temp, write({ ...mine, control }), { mode: 0o600 });
      renameSync(temp, path);
    },
    release() {
      if (!ours()) return;
      try {
        unlinkSync(path);
      } catch (err) {
        if (errCode(err) !== 'ENOENT') throw err;
      }
    },
  };
}
