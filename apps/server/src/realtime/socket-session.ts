import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  ERROR_CODE,
  MSG,
  SOCKET_CLOSE,
  ZClientFrame,
  type ClientFrame,
  type ClientFrameMap,
  type ServerFrame,
} from '@xinke/shared';
import { AppError } from '../lib/app-error';
import { guardUnsafeText } from '../lib/unsafe-text';
import { databaseErrorCode, isDatabaseUnavailable } from '../lib/db-errors';
import type { LiveConnection, Realtime } from './realtime';

/** NUL, control characters and lone surrogates are refused here as on every HTTP route. */
const ZSafeClientFrame = guardUnsafeText(ZClientFrame);

/** What the socket needs from the letter module (injected: realtime knows no domain). */
export type ChatHandler = (
  userId: number,
  frame: ClientFrameMap['chat'],
  connectionId: string,
) => Promise<{ id: number; create_time: number; msg: string }>;

export interface SessionDeps {
  /** Session token → its user and session, or null (SessionService.resolve). */
  authenticate(token: string): Promise<{ userId: number; sessionId: number } | null>;
  realtime: Realtime;
  onChat: ChatHandler;
  log: FastifyBaseLogger;
  now: () => number;
}

const PING_TEXT = JSON.stringify({ type: 'ping' });
const PONG_TEXT = JSON.stringify({ type: 'pong' } satisfies ServerFrame);

/** Unsent bytes a socket may hold before it is dropped as a client that stopped reading. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** `no` of a frame that failed validation, so the client can match the error to its bubble. */
function rawNo(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || !('no' in raw)) return undefined;
  const no = (raw as { no: unknown }).no;
  return typeof no === 'string' || typeof no === 'number' ? String(no).slice(0, 64) : undefined;
}

/**
 * Our schemas carry Chinese messages (消息编号有误…); zod's own are English ("Invalid
 * input…", an unknown `type`) and become the generic 消息格式有误.
 */
function chineseMessage(message: string | undefined): string {
  return message && /[\u4e00-\u9fff]/.test(message) ? message : MSG.socketFrameInvalid;
}

/**
 * One socket, from upgrade to close (SPEC §4/§7 socket; protocol in contracts/socket.ts).
 * Frames are handled one at a time, in arrival order, on a promise chain: the token check
 * of `?token=` is the first link, so an open frame sent right after connecting waits for it,
 * and letters from one tab are stored in the order they were sent.
 */
export class SocketSession implements LiveConnection {
  userId = 0;
  sessionId = 0;
  readonly openedAt: number;
  lastSeen: number;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    readonly id: string,
    private readonly socket: WebSocket,
    private readonly deps: SessionDeps,
  ) {
    this.openedAt = deps.now();
    this.lastSeen = this.openedAt;
  }

  get isAuthenticated(): boolean {
    return this.userId !== 0;
  }

  start(queryToken: string | undefined, onClosed: () => void): void {
    this.socket.on('message', (data: Buffer, isBinary: boolean) => {
      this.lastSeen = this.deps.now();
      const text = isBinary ? '' : data.toString('utf8');
      // Every socket pings every 10 s: answer the exact SPEC frame without parsing it or
      // waiting behind a letter being stored.
      if (text === PING_TEXT && this.isAuthenticated) return this.send(PONG_TEXT);
      this.enqueue(() => this.receive(text));
    });
    this.socket.on('close', () => {
      this.closed = true;
      if (this.isAuthenticated) this.deps.realtime.detach(this);
      onClosed();
    });
    if (queryToken) this.enqueue(() => this.authenticate(queryToken));
  }

  send(data: string | Buffer): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    // A client that stopped reading would make the server buffer for it without end.
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return this.terminate();
    // A Buffer is the UTF-8 of a JSON frame: still a text frame.
    this.socket.send(data, { binary: false });
  }

  private push(frame: ServerFrame): void {
    this.send(JSON.stringify(frame));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close(code, reason);
  }

  /** Drops the connection without a closing handshake (shutdown, after a grace period). */
  terminate(): void {
    this.closed = true;
    this.socket.terminate();
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain
      .then(() => (this.closed ? undefined : work()))
      .catch((err: unknown) => {
        if (this.refusedForDatabase(err)) return;
        this.deps.log.error({ err }, 'socket frame failed');
        this.push({ type: 'error', code: ERROR_CODE.internal, msg: MSG.unknownError });
      });
  }

  /**
   * The database is away (docs/faults.md): the same 503 answer as over HTTP, naming the
   * letter so the tab can offer to send it again, and a log line without the SQL or its
   * parameters (the letter's text).
   */
  private refusedForDatabase(err: unknown, no?: string): boolean {
    if (!isDatabaseUnavailable(err)) return false;
    this.deps.log.warn({ dbError: databaseErrorCode(err) }, 'socket frame: database unavailable');
    this.push({
      type: 'error',
      ...(no === undefined ? {} : { no }),
      code: ERROR_CODE.unavailable,
      msg: MSG.serviceUnavailable,
    });
    return true;
  }

  private async authenticate(token: string): Promise<void> {
    const session = await this.deps.authenticate(token);
    if (!session) return this.close(SOCKET_CLOSE.unauthorized, MSG.unauthorized);
    const { userId } = session;
    this.sessionId = session.sessionId;
    this.userId = userId;
    await this.deps.realtime.attach(this);
    // Closed while subscribing: attach registered it, the close handler ran before userId
    // mattered to it, so take it out again.
    if (this.closed) return this.deps.realtime.detach(this);
    this.push({ type: 'hello', user_id: userId });
  }

  private async receive(text: string): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const parsed = ZSafeClientFrame.safeParse(raw);
    if (!parsed.success) {
      if (!this.isAuthenticated) return this.close(SOCKET_CLOSE.unauthorized, MSG.unauthorized);
      const no = rawNo(raw);
      return this.push({
        type: 'error',
        ...(no ? { no } : {}),
        code: ERROR_CODE.validation,
        msg: chineseMessage(parsed.error.issues[0]?.message),
      });
    }
    const frame: ClientFrame = parsed.data;
    if (!this.isAuthenticated) {
      // Before authentication only an auth frame is allowed.
      if (frame.type !== 'auth') return this.close(SOCKET_CLOSE.unauthorized, MSG.unauthorized);
      return this.authenticate(frame.token);
    }
    switch (frame.type) {
      case 'auth':
        return; // already authenticated; a repeated auth frame changes nothing
      case 'open':
        if (frame.user_id !== this.userId)
          this.close(SOCKET_CLOSE.forbidden, MSG.socketUserMismatch);
        return;
      case 'ping':
        return this.push({ type: 'pong' });
      case 'chat':
        return this.chat(frame);
    }
  }

  private async chat(frame: ClientFrameMap['chat']): Promise<void> {
    try {
      const stored = await this.deps.onChat(this.userId, frame, this.id);
      this.push({ type: 'ack', no: frame.no, ...stored });
    } catch (err) {
      if (this.refusedForDatabase(err, frame.no)) return;
      if (!(err instanceof AppError) && !(err instanceof z.ZodError)) throw err;
      const appError = err instanceof AppError ? err : undefined;
      this.push({
        type: 'error',
        no: frame.no,
        code: appError?.code ?? ERROR_CODE.validation,
        msg: appError?.message ?? MSG.socketFrameInvalid,
      });
    }
  }
}
