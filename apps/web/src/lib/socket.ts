import {
  SOCKET_CLOSE,
  SOCKET_CLOSE_NORMAL,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PATH,
  SOCKET_PING_MS,
  SOCKET_RECONNECT_CODES,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TOKEN_PARAM,
  type ClientFrameInput,
  type ServerFrameMap,
  type ServerFrameType,
} from '@xinke/shared';

/*
 * The tab's one real-time socket (SPEC §4 socket, §7; protocol in contracts/socket.ts).
 * Frames are read with the TS types only: the production bundle has no zod (contract
 * modules are replaced by route data, vite/shared-contract-routes.ts), and the server is
 * the one that validates. An unknown `type` simply has no subscriber.
 */

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';
/** WebSocket.readyState of a socket still open or connecting (below CLOSING). */
const WS_CLOSING = 2;
type FrameHandler<T extends ServerFrameType> = (frame: ServerFrameMap[T]) => void;

export interface RealtimeSocketOptions {
  /** The socket URL with the session token, or undefined when logged out. */
  url(): string | undefined;
  /** The logged-in user's id for SPEC's open frame. */
  userId(): number | undefined;
  /** 4001: the token is dead (logged out elsewhere, password reset). */
  onUnauthorized?(): void;
  createWebSocket?(url: string): WebSocket;
  doc?: Document;
}

export class RealtimeSocket {
  private ws: WebSocket | undefined;
  private running = false;
  /** Reconnects since the last socket the server accepted (`hello` resets it). */
  private attempts = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private current: SocketStatus = 'idle';
  private readonly handlers = new Map<ServerFrameType, Set<(frame: never) => void>>();
  private readonly statusListeners = new Set<(status: SocketStatus) => void>();
  private readonly doc: Document;

  constructor(private readonly options: RealtimeSocketOptions) {
    this.doc = options.doc ?? document;
  }

  get status(): SocketStatus {
    return this.current;
  }

  get isOpen(): boolean {
    return this.current === 'open';
  }

  /** Connects (unless the page is hidden) and follows the page's visibility from now on. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempts = 0;
    this.doc.addEventListener('visibilitychange', this.handleVisibility);
    if (!this.doc.hidden) this.connect();
  }

  /** Closes for good (logout, layout left); `start` opens it again. */
  stop(): void {
    this.running = false;
    this.doc.removeEventListener('visibilitychange', this.handleVisibility);
    this.disconnect();
  }

  /** Sends a frame when the socket is open; false otherwise (the caller falls back to HTTP). */
  send(frame: ClientFrameInput): boolean {
    const ws = this.ws;
    if (!ws || this.current !== 'open') return false;
    ws.send(JSON.stringify(frame));
    return true;
  }

  subscribe<T extends ServerFrameType>(type: T, handler: FrameHandler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    const entry = handler as (frame: never) => void;
    set.add(entry);
    return () => void this.handlers.get(type)?.delete(entry);
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  private setStatus(status: SocketStatus): void {
    if (this.current === status) return;
    this.current = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private connect(): void {
    const url = this.options.url();
    const userId = this.options.userId();
    if (!url || !userId) return this.setStatus('closed');
    const ws = (this.options.createWebSocket ?? ((u: string) => new WebSocket(u)))(url);
    this.ws = ws;
    this.setStatus('connecting');
    ws.onopen = () => {
      if (this.ws !== ws) return;
      // SPEC §7: the user id first, then a ping every SOCKET_PING_MS.
      ws.send(JSON.stringify({ type: 'open', user_id: userId } satisfies ClientFrameInput));
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), SOCKET_PING_MS);
      this.setStatus('open');
    };
    ws.onmessage = (event: MessageEvent) => {
      if (this.ws !== ws) return;
      this.dispatch(event.data);
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.ws !== ws) return; // a socket we closed ourselves (hidden, stopped)
      this.ws = undefined;
      clearInterval(this.pingTimer);
      this.setStatus('closed');
      this.afterClose(event.code);
    };
  }

  private dispatch(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: { type?: unknown };
    try {
      frame = JSON.parse(data) as { type?: unknown };
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') return;
    const type = frame.type as ServerFrameType;
    // The server took this socket: a later abnormal close gets its full SPEC §4 retries.
    if (type === 'hello') this.attempts = 0;
    for (const handler of [...(this.handlers.get(type) ?? [])]) handler(frame as never);
  }

  /** SPEC §4: an abnormal close (1006) or a restart (1001) reconnects, at most SOCKET_MAX_RECONNECTS times. */
  private afterClose(code: number): void {
    if (!this.running) return;
    if (code === SOCKET_CLOSE.unauthorized) {
      this.stop();
      this.options.onUnauthorized?.();
      return;
    }
    if (!SOCKET_RECONNECT_CODES.includes(code) || this.attempts >= SOCKET_MAX_RECONNECTS) return;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.running && !this.doc.hidden) this.connect();
    }, SOCKET_RECONNECT_DELAY_MS * this.attempts);
  }

  private disconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearInterval(this.pingTimer);
    const ws = this.ws;
    this.ws = undefined; // its close event is ours, not a reason to reconnect
    if (ws && ws.readyState < WS_CLOSING) ws.close(SOCKET_CLOSE_NORMAL);
    this.setStatus(this.running ? 'closed' : 'idle');
  }

  /** SPEC §4: closed while the page is hidden, opened again when it is visible. */
  private readonly handleVisibility = () => {
    if (!this.running) return;
    if (this.doc.hidden) return this.disconnect();
    if (this.ws) return;
    this.attempts = 0;
    this.connect();
  };
}

/** ws(s)://host/ws?token=… on the API's origin (VITE_API_BASE when it is absolute). */
export function socketUrl(token: string, apiBase: string, location: Location): string {
  const origin = /^https?:\/\//i.test(apiBase) ? new URL(apiBase) : location;
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = `${SOCKET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return `${scheme}//${origin.host}${SOCKET_PATH}?${query}`;
}
