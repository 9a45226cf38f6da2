import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server or service a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
