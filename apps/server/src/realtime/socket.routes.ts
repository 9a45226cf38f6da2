import { randomBytes } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import {
  MSG,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_CLOSE,
  SOCKET_IDLE_TIMEOUT_MS,
  SOCKET_MAX_FRAME_BYTES,
  SOCKET_PATH,
  SOCKET_TOKEN_PARAM,
} from '@xinke/shared';
import type { Realtime } from './realtime';
import { SocketSession, type ChatHandler, type SessionDeps } from './socket-session';

/** How long shutdown waits for clients to answer the close frame before dropping them. */
const CLOSE_GRACE_MS = 2000;

export interface SocketTimings {
  /** Close after this long without any frame (default SOCKET_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
  /** Close an unauthenticated socket after this long (default SOCKET_AUTH_TIMEOUT_MS). */
  authTimeoutMs?: number;
  /** How often idle sockets are looked for (default a sixth of the idle timeout). */
  sweepMs?: number;
}

export interface SocketRouteDeps {
  realtime: Realtime;
  authenticate: SessionDeps['authenticate'];
  onChat: ChatHandler;
  timings?: SocketTimings;
}

/**
 * The real-time socket at SOCKET_PATH (DESIGN.md §3 Realtime). One sweep timer per node
 * closes idle and never-authenticated sockets (cheaper than a timer per socket at 5,000
 * sockets). On shutdown every socket is closed with 1001 before the HTTP server stops, so
 * clients reconnect to another node at once.
 */
export async function registerSocketRoute(
  app: FastifyInstance,
  deps: SocketRouteDeps,
): Promise<void> {
  const idleTimeoutMs = deps.timings?.idleTimeoutMs ?? SOCKET_IDLE_TIMEOUT_MS;
  const authTimeoutMs = deps.timings?.authTimeoutMs ?? SOCKET_AUTH_TIMEOUT_MS;
  const sweepMs = deps.timings?.sweepMs ?? Math.ceil(idleTimeoutMs / 6);
  const sessions = new Set<SocketSession>();
  const nodeId = randomBytes(6).toString('base64url');
  let counter = 0;
  const now = () => Date.now();

  const closeAll = () => {
    for (const session of [...sessions])
      session.close(SOCKET_CLOSE.goingAway, MSG.socketServerClosing);
  };

  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_MAX_FRAME_BYTES },
    async preClose() {
      clearInterval(sweeper);
      closeAll();
      // Wait for the closing handshakes, but not for a client that never answers.
      for (let waited = 0; sessions.size > 0 && waited < CLOSE_GRACE_MS; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      for (const session of sessions) session.terminate();
    },
  });

  const sweeper = setInterval(() => {
    const t = now();
    for (const session of sessions) {
      if (!session.isAuthenticated && t - session.openedAt > authTimeoutMs)
        session.close(SOCKET_CLOSE.unauthorized, MSG.unauthorized);
      else if (t - session.lastSeen > idleTimeoutMs)
        session.close(SOCKET_CLOSE.idle, MSG.socketIdle);
    }
  }, sweepMs);
  sweeper.unref();

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const token = query[SOCKET_TOKEN_PARAM];
    const session = new SocketSession(`${nodeId}:${++counter}`, socket, {
      authenticate: deps.authenticate,
      realtime: deps.realtime,
      onChat: deps.onChat,
      log: request.log,
      now,
    });
    sessions.add(session);
    session.start(typeof token === 'string' ? token : undefined, () => sessions.delete(session));
  });
}
