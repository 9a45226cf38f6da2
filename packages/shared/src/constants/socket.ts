/*
 * The real-time socket (SPEC §4 socket, §7, §9). SOCKET_PING_MS and SOCKET_MAX_RECONNECTS
 * are SPEC §9's client constants (client.ts); these are the server's side of the protocol.
 */

/** Where the socket lives (DESIGN.md §1). */
export const SOCKET_PATH = '/ws';
/** Query parameter carrying the session token (the other way is a first `auth` frame). */
export const SOCKET_TOKEN_PARAM = 'token';
/** A connection that sends nothing (no ping) for this long is closed (3 missed pings). */
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
/** A connection must be authenticated within this long of opening. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/**
 * The web client waits this long times the attempt number before reconnecting after an
 * abnormal close (1006): SPEC §4 gives the count (SOCKET_MAX_RECONNECTS), not the pause;
 * 1 s, 2 s, 3 s, 4 s lets a restarting node come back without hammering it.
 */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
/** SPEC §4: the only close code after which the client reconnects (abnormal closure). */
export const SOCKET_CLOSE_ABNORMAL = 1006;
/** The client's own close (page hidden, logout): a normal closure, never reconnected. */
export const SOCKET_CLOSE_NORMAL = 1000;

/** Largest frame the server reads (a letter is at most a few KB of JSON). */
export const SOCKET_MAX_FRAME_BYTES = 16 * 1024;

/**
 * Close codes the server uses. 4xxx are ours (RFC 6455 leaves 4000–4999 to applications);
 * a client reconnects only on 1006 (SPEC §4), so none of these cause a reconnect loop.
 */
export const SOCKET_CLOSE = {
  /** The server is shutting down or restarting. */
  goingAway: 1001,
  /** No token, a dead token, or no auth frame in time: log in again. */
  unauthorized: 4001,
  /** The user id of the open frame is not the token's user. */
  forbidden: 4003,
  /** Nothing received for SOCKET_IDLE_TIMEOUT_MS. */
  idle: 4008,
} as const;
export type SocketCloseCode = (typeof SOCKET_CLOSE)[keyof typeof SOCKET_CLOSE];
