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
import { releaseUpgradeRequest } from './release-upgrade';
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
    // No compression (ws's default, said here because per-socket zlib contexts would cost
    // hundreds of KB each at 10,000 sockets; frames are small JSON); no client set of the
    // ws server: `sessions` below is the one list of sockets.
    options: {
      maxPayload: SOCKET_MAX_FRAME_BYTES,
      perMessageDeflate: false,
      clientTracking: false,
    },
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

  // One set of dependencies for every session (and the node's logger, not the request's
  // child logger): nothing per socket that 10,000 sockets would multiply.
  const sessionDeps: SessionDeps = {
    authenticate: deps.authenticate,
    realtime: deps.realtime,
    onChat: deps.onChat,
    log: app.log,
    now,
  };

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const token = query[SOCKET_TOKEN_PARAM];
    const session = new SocketSession(`${nodeId}:${++counter}`, socket, sessionDeps);
    // A broken frame or connection: drop the socket (as the plugin's own handler did).
    releaseUpgradeRequest(socket, request, (err) => {
      app.log.warn({ err: err.message }, 'socket error');
      session.terminate();
    });
    sessions.add(session);
    session.start(typeof token === 'string' ? token : undefined, () => sessions.delete(session));
  });
}
