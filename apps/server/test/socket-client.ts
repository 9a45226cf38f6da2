import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ClientFrameInput, ServerFrame, ServerFrameMap, ServerFrameType } from '@xinke/shared';

/**
 * A test client of /ws: records every frame from the moment the socket exists (so `hello`
 * is never missed), and lets a test wait for the next unconsumed frame of a type.
 */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: ClientFrameInput | unknown): void;
  next<T extends ServerFrameType>(
    type: T,
    match?: (frame: ServerFrameMap[T]) => boolean,
    timeoutMs?: number,
  ): Promise<ServerFrameMap[T]>;
  /** Resolves nothing, fails if a frame of `type` arrives within `ms`. */
  none(type: ServerFrameType, ms?: number): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function wrapSocket(ws: WebSocket): TestSocket {
  const frames: ServerFrame[] = [];
  const consumed = new Set<ServerFrame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code: number, reason: Buffer) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of [...waiters]) wake();
    }),
  );

  function take<T extends ServerFrameType>(type: T, match?: (f: ServerFrameMap[T]) => boolean) {
    const found = frames.find(
      (f) => !consumed.has(f) && f.type === type && (!match || match(f as ServerFrameMap[T])),
    );
    if (found) consumed.add(found);
    return found as ServerFrameMap[T] | undefined;
  }

  return {
    ws,
    frames,
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    next(type, match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(type, match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`no '${type}' frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`),
          );
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        if (!check()) waiters.add(wake);
      });
    },
    async none(type, ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      const got = frames.filter((f) => !consumed.has(f) && f.type === type);
      if (got.length) throw new Error(`unexpected '${type}' frames: ${JSON.stringify(got)}`);
    },
    closed,
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** A socket through `app.injectWS` (no listening port), optionally authenticated by query. */
export async function injectSocket(app: FastifyInstance, token?: string): Promise<TestSocket> {
  let wrapped: TestSocket | undefined;
  const path = token ? `/ws?token=${encodeURIComponent(token)}` : '/ws';
  await app.injectWS(path, {}, { onInit: (ws) => (wrapped = wrapSocket(ws)) });
  if (!wrapped) throw new Error('injectWS did not initialise a socket');
  return wrapped;
}

/** A real client connection to a listening server (cross-node tests, the bench). */
export async function connectSocket(baseUrl: string, token?: string): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const ws = new WebSocket(url);
  const wrapped = wrapSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return wrapped;
}

/** Connects with the token and waits until the server says the socket is live. */
export async function onlineSocket(app: FastifyInstance, token: string): Promise<TestSocket> {
  const socket = await injectSocket(app, token);
  await socket.next('hello');
  return socket;
}

/** The http origin of a server listening on a port of its choosing. */
export const listeningUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Real client sockets of one test file: `online` waits for hello; `closeAll` in afterAll. */
export function liveSockets() {
  const sockets: TestSocket[] = [];
  return {
    async online(baseUrl: string, token: string): Promise<TestSocket> {
      const socket = await connectSocket(baseUrl, token);
      sockets.push(socket);
      await socket.next('hello');
      return socket;
    },
    closeAll: () => Promise.all(sockets.splice(0).map((socket) => socket.close())),
  };
}

/**
 * Injected, live sockets ("tabs") of one test file's app (a getter: the app is built in
 * beforeAll); `closeAll` in afterEach.
 */
export function liveTabs(app: () => FastifyInstance) {
  const sockets: TestSocket[] = [];
  return {
    async tab(person: { token: string }): Promise<TestSocket> {
      const socket = await onlineSocket(app(), person.token);
      sockets.push(socket);
      return socket;
    },
    /** Closes a socket the test opened another way along with the rest. */
    track(socket: TestSocket): TestSocket {
      sockets.push(socket);
      return socket;
    },
    closeAll: () => Promise.all(sockets.splice(0).map((socket) => socket.close())),
  };
}
