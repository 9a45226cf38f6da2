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
 * abnormal close (1006) or a restart (1001): SPEC §4 gives the count (SOCKET_MAX_RECONNECTS), not the pause;
 * 1 s, 2 s, 3 s, 4 s lets a restarting node come back without hammering it.
 */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
/** SPEC §4: the client reconnects after an abnormal closure (a dropped connection). */
export const SOCKET_CLOSE_ABNORMAL = 1006;
/** The server restarting or shutting down (SIGTERM: 服务器维护中，请稍后重连). */
export const SOCKET_CLOSE_GOING_AWAY = 1001;
/**
 * Close codes after which the web client reconnects, at most SOCKET_MAX_RECONNECTS times.
 * SPEC §4 names 1006; a node restarted for a deploy (1001) leaves the tab in the same place —
 * its server is gone for a moment — so it reconnects too, to whichever node answers next.
 */
export const SOCKET_RECONNECT_CODES: readonly number[] = [
  SOCKET_CLOSE_ABNORMAL,
  SOCKET_CLOSE_GOING_AWAY,
];
/** The client's own close (page hidden, logout): a normal closure, never reconnected. */
export const SOCKET_CLOSE_NORMAL = 1000;

/** Largest frame the server reads (a letter is at most a few KB of JSON). */
export const SOCKET_MAX_FRAME_BYTES = 16 * 1024;

/**
 * Close codes the server uses. 4xxx are ours (RFC 6455 leaves 4000–4999 to applications);
 * the 4xxx ones are not in SOCKET_RECONNECT_CODES, so none of them causes a reconnect loop.
 */
export const SOCKET_CLOSE = {
  /** The server is shutting down or restarting. */
  goingAway: SOCKET_CLOSE_GOING_AWAY,
  /** No token, a dead token, or no auth frame in time: log in again. */
  unauthorized: 4001,
  /** The user id of the open frame is not the token's user. */
  forbidden: 4003,
  /** Nothing received for SOCKET_IDLE_TIMEOUT_MS. */
  idle: 4008,
} as const;
export type SocketCloseCode = (typeof SOCKET_CLOSE)[keyof typeof SOCKET_CLOSE];
