import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SOCKET_CLOSE, SOCKET_MAX_FRAME_BYTES } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { person } from '../../test/letters';
import { injectSocket, onlineSocket } from '../../test/socket-client';

/*
 * Timeouts, logging and shutdown of /ws, on an app of its own with short timeouts (the
 * real ones are SOCKET_IDLE_TIMEOUT_MS = 30 s and SOCKET_AUTH_TIMEOUT_MS = 10 s).
 */

const IDLE_MS = 800;
const AUTH_MS = 500;
const lines: string[] = [];
let t: TestApp;
let closed = false;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    deps: {
      socketTimings: { idleTimeoutMs: IDLE_MS, authTimeoutMs: AUTH_MS, sweepMs: 50 },
      logStream: { write: (line: string) => void lines.push(line) },
    },
  });
});
afterAll(async () => {
  if (!closed) await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('/ws lifecycle', () => {
  it('keeps a socket that pings and closes one that goes quiet (4008)', async () => {
    const me = await person(t);
    const socket = await onlineSocket(t.app, me.token);
    for (let i = 0; i < 6; i++) {
      socket.send({ type: 'ping' });
      await socket.next('pong');
      await sleep(IDLE_MS / 3);
    }
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    const started = Date.now();
    expect(await socket.closed).toEqual({ code: SOCKET_CLOSE.idle, reason: MSG.socketIdle });
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS / 2);
  });

  it('closes a socket that never authenticates (4001)', async () => {
    const socket = await injectSocket(t.app);
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: MSG.unauthorized,
    });
  });

  it('never writes the session token of ?token= to the log', async () => {
    const me = await person(t);
    const socket = await onlineSocket(t.app, me.token);
    await socket.close();
    const log = lines.join('');
    expect(log).toContain('/ws?token=[redacted]');
    expect(log).not.toContain(me.token);
  });

  it('drops a socket that sends a frame over 16 KB and goes on serving the others', async () => {
    const me = await person(t);
    const big = await onlineSocket(t.app, me.token);
    const other = await onlineSocket(t.app, me.token);
    const before = t.app.realtime.connectionCount;
    big.send({ type: 'ping', pad: 'x'.repeat(SOCKET_MAX_FRAME_BYTES) });
    expect((await big.closed).code).toBe(1009);
    await expect.poll(() => t.app.realtime.connectionCount).toBe(before - 1);
    other.send({ type: 'ping' });
    await other.next('pong');
    await other.close();
  });

  it('closes every socket with 1001 when the server shuts down', async () => {
    const me = await person(t);
    const tabs = [await onlineSocket(t.app, me.token), await onlineSocket(t.app, me.token)];
    closed = true;
    await t.close();
    for (const s of tabs)
      expect(await s.closed).toEqual({
        code: SOCKET_CLOSE.goingAway,
        reason: MSG.socketServerClosing,
      });
    expect(t.app.realtime.connectionCount).toBe(0);
  });
});
