import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_CLOSE,
  SOCKET_CLOSE_ABNORMAL,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PING_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@xinke/shared';
import { RealtimeSocket, socketUrl } from './socket';

/** A WebSocket stand-in the test drives: open, receive, close with a code. */
class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let hidden = false;
const doc = Object.defineProperty(new EventTarget(), 'hidden', {
  get: () => hidden,
}) as unknown as Document;
const setHidden = (value: boolean) => {
  hidden = value;
  doc.dispatchEvent(new Event('visibilitychange'));
};

function makeSocket(onUnauthorized = vi.fn()) {
  const socket = new RealtimeSocket({
    url: () => 'ws://localhost/ws?token=t',
    userId: () => 7,
    onUnauthorized,
    createWebSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket,
    doc,
  });
  return { socket, onUnauthorized };
}
const latest = () => FakeWebSocket.all[FakeWebSocket.all.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.all = [];
  hidden = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeSocket (SPEC §4 socket)', () => {
  it('on open sends the user id, then a ping of type ping every 10000 ms', () => {
    const { socket } = makeSocket();
    socket.start();
    latest().open();
    expect(JSON.parse(latest().sent[0]!)).toEqual({ type: 'open', user_id: 7 });
    vi.advanceTimersByTime(SOCKET_PING_MS - 1);
    expect(latest().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(latest().sent[1]!)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(SOCKET_PING_MS);
    expect(latest().sent).toHaveLength(3);
    socket.stop();
  });

  it('on abnormal close code 1006 reconnects up to 4 times, then stops', () => {
    const { socket } = makeSocket();
    socket.start();
    latest().drop(SOCKET_CLOSE_ABNORMAL);
    for (let attempt = 1; attempt <= SOCKET_MAX_RECONNECTS; attempt += 1) {
      vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * attempt);
      expect(FakeWebSocket.all).toHaveLength(attempt + 1);
      latest().drop(SOCKET_CLOSE_ABNORMAL);
    }
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(SOCKET_MAX_RECONNECTS + 1);
    expect(socket.status).toBe('closed');
    socket.stop();
  });

  it('a socket the server accepted (hello) gets its full retries again', () => {
    const { socket } = makeSocket();
    socket.start();
    for (let i = 0; i < SOCKET_MAX_RECONNECTS; i += 1) {
      latest().drop(SOCKET_CLOSE_ABNORMAL);
      vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * (i + 1));
    }
    latest().open();
    latest().receive({ type: 'hello', user_id: 7 });
    latest().drop(SOCKET_CLOSE_ABNORMAL);
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS);
    expect(FakeWebSocket.all).toHaveLength(SOCKET_MAX_RECONNECTS + 2);
    socket.stop();
  });

  it('a server restart (1001) reconnects too, with the same limit', () => {
    const { socket } = makeSocket();
    socket.start();
    latest().open();
    latest().drop(SOCKET_CLOSE.goingAway);
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS);
    expect(FakeWebSocket.all).toHaveLength(2);
    socket.stop();
  });

  it.each([SOCKET_CLOSE.forbidden, SOCKET_CLOSE.idle, 1000])(
    'does not reconnect after close code %i',
    (code) => {
      const { socket, onUnauthorized } = makeSocket();
      socket.start();
      latest().open();
      latest().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeWebSocket.all).toHaveLength(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
      socket.stop();
    },
  );

  it('4001 (bad token) stops without reconnecting and reports the session as gone', () => {
    const { socket, onUnauthorized } = makeSocket();
    socket.start();
    latest().open();
    latest().drop(SOCKET_CLOSE.unauthorized);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // Stopped for good: the page becoming visible again does not reopen it.
    setHidden(true);
    setHidden(false);
    expect(FakeWebSocket.all).toHaveLength(1);
  });

  it('is closed when the page is hidden and reopened when it is visible', () => {
    const { socket } = makeSocket();
    socket.start();
    latest().open();
    setHidden(true);
    expect(latest().closedWith).toBe(1000);
    expect(socket.isOpen).toBe(false);
    vi.advanceTimersByTime(SOCKET_PING_MS * 3);
    expect(latest().sent).toHaveLength(1); // no pings while hidden
    setHidden(false);
    expect(FakeWebSocket.all).toHaveLength(2);
    latest().open();
    expect(socket.isOpen).toBe(true);
    socket.stop();
  });

  it('does not connect while started on a hidden page', () => {
    hidden = true;
    const { socket } = makeSocket();
    socket.start();
    expect(FakeWebSocket.all).toHaveLength(0);
    setHidden(false);
    expect(FakeWebSocket.all).toHaveLength(1);
    socket.stop();
  });

  it('delivers frames by type to their subscribers only; send is refused while not open', () => {
    const { socket } = makeSocket();
    const counts = vi.fn();
    const chat = vi.fn();
    socket.subscribe('counts', counts);
    const off = socket.subscribe('chat', chat);
    socket.start();
    expect(socket.send({ type: 'ping' })).toBe(false);
    latest().open();
    latest().receive({ type: 'counts', counts: { allMessage: 3 } });
    latest().receive({ type: 'unknown' });
    off();
    latest().receive({ type: 'chat', id: 1 });
    expect(counts).toHaveBeenCalledWith({ type: 'counts', counts: { allMessage: 3 } });
    expect(chat).not.toHaveBeenCalled();
    expect(socket.send({ type: 'chat', touid: 2, no: 'a1', msg: 'hi' })).toBe(true);
    socket.stop();
  });
});

describe('socketUrl', () => {
  it('uses the page origin with ws/wss and the token in the query', () => {
    expect(socketUrl('a b', '', new URL('https://xinke.example/app') as unknown as Location)).toBe(
      'wss://xinke.example/ws?token=a%20b',
    );
    expect(socketUrl('t', 'http://api.local:3000', window.location)).toBe(
      'ws://api.local:3000/ws?token=t',
    );
  });
});
