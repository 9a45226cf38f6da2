import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { DatabaseSnapshot } from './snapshot';

/** The one thing the control endpoint does. */
export const SNAPSHOT_PATH = '/snapshot';
/** Response header carrying the snapshot's SnapshotInfo (base64url JSON). */
export const SNAPSHOT_INFO_HEADER = 'x-xinke-snapshot';

export interface ControlServer {
  port: number;
  token: string;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The running server's backup door: a second HTTP listener on 127.0.0.1 only (never the
 * public port, never a route of the app), answering POST /snapshot with a consistent copy
 * of the live PGlite. Only a caller that can read DATA_DIR/in-use.json (mode 0600) knows
 * the token — anyone who can read that file could copy DATA_DIR anyway. One snapshot at
 * a time.
 */
export async function startControlServer(options: {
  snapshot: () => Promise<DatabaseSnapshot>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): Promise<ControlServer> {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  let busy = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    req.resume();
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) return void res.writeHead(401).end();
    if (req.method !== 'POST' || req.url !== SNAPSHOT_PATH) return void res.writeHead(404).end();
    if (busy) return void res.writeHead(409).end('a backup is already running\n');
    busy = true;
    try {
      const { info, dump } = await options.snapshot();
      options.log.info(
        { pausedMs: info.pausedMs, bytes: dump.size },
        'backup: database snapshot taken',
      );
      res.writeHead(200, {
        'content-type': 'application/x-tar',
        'content-length': dump.size,
        [SNAPSHOT_INFO_HEADER]: Buffer.from(JSON.stringify(info)).toString('base64url'),
      });
      await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), res);
    } finally {
      busy = false;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      options.log.error({ err }, 'backup: snapshot failed');
      if (!res.headersSent) res.writeHead(500).end('snapshot failed, see the server log\n');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
