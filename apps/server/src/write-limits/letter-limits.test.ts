import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tooFrequentMessage } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { letterCalls, nextNo, person } from '../../test/letters';
import { liveTabs } from '../../test/socket-client';
import { testClock } from '../../test/factories';

/*
 * Letters come by HTTP and by the socket: both count against the same letter limits. A
 * person made now is a new account, so the stricter LIMIT_LETTER_NEW applies.
 */
const clock = testClock(Math.ceil(Date.now() / 60_000) * 60_000);
let t: TestApp;
const L = letterCalls();
const { tab, closeAll } = liveTabs(() => t.app);

beforeAll(async () => {
  t = await createTestApp({
    env: { ABUSE_LIMITS: 'on', LIMIT_LETTER_NEW: '3/30s', LIMIT_LETTER: '5/30s' },
    deps: { clock },
  });
});
afterEach(closeAll);
afterAll(() => t.close());

describe('letter limits over HTTP and the socket together', () => {
  it('a new account sends 3 letters a 30 s, whichever way; the 4th is refused on both', async () => {
    const a = await person(t);
    const b = await person(t);
    const socket = await tab(a);
    expect((await L.send(a, b, '你好')).statusCode).toBe(200);
    for (const msg of ['在吗', '看到回我']) {
      const no = nextNo();
      socket.send({ touid: b.user.id, no, msg });
      expect(await socket.next('ack')).toMatchObject({ type: 'ack', no });
    }
    const no = nextNo();
    socket.send({ touid: b.user.id, no, msg: '第四封' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      no,
      code: 429,
      msg: tooFrequentMessage(30),
    });
    const http = await L.send(a, b, '第五封');
    expect(http.statusCode).toBe(429);
    expect(http.headers['retry-after']).toBe('30');
    clock.advance(30_000);
    expect((await L.send(a, b, '过了半分钟')).statusCode).toBe(200);
  });

  it('an account past NEW_ACCOUNT_HOURS gets LIMIT_LETTER', async () => {
    const a = await person(t, { createTime: new Date(clock() - 2 * 86_400_000) });
    const b = await person(t);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await L.send(a, b, `第${i}封`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
