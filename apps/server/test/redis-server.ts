import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface TestRedisServer {
  port: number;
  /** Starts it again on the same port (empty: no persistence). */
  start(): Promise<void>;
  /** Stops it (SIGTERM to the process this helper started, nothing else). */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A redis-server of the test's own on a free port, so outage tests can stop and start it
 * without touching the machine's Redis that other tests use.
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: TestRedisServer = {
    port,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100; i++) {
        if (await listening(port)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server did not listen on ${port}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
  await server.start();
  return server;
}
