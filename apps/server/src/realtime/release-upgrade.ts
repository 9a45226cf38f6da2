import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** The part of Node's ServerResponse that lets go of an upgraded socket (as http does). */
interface AssignedResponse {
  detachSocket(socket: unknown): void;
}

/**
 * Lets the HTTP request of an upgraded socket go. @fastify/websocket keeps it for the
 * socket's whole life: its per-socket error listener closes over the Fastify request and
 * reply, and the ServerResponse it assigns to the TCP socket stays the socket's
 * `_httpMessage`. With them live the request's headers, the reply's security headers, a
 * child logger and both Node objects: about 4 KB a socket, 40 MB at 10,000 sockets
 * (docs/letters.md, benchmark). `onError` replaces the plugin's listener (a socket must
 * keep one: ws reports bad frames as 'error' events).
 */
export function releaseUpgradeRequest(
  socket: WebSocket,
  request: FastifyRequest,
  onError: (err: Error) => void,
): void {
  socket.removeAllListeners('error');
  socket.on('error', onError);
  const tcp = request.raw.socket as { _httpMessage?: AssignedResponse | null } | null;
  const response = tcp?._httpMessage;
  if (response && typeof response.detachSocket === 'function') response.detachSocket(tcp);
}
