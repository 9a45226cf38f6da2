import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SOCKET_CLOSE } from '@xinke/shared';
import { authClient } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { buildUserWithPassword, callAs, loginAs } from '../../test/factories';
import { onlineSocket, type TestSocket } from '../../test/socket-client';
import {
  decodeHubMessage,
  decodeRevocation,
  encodeHubMessage,
  encodeRevocation,
} from './redis-hub';

/*
 * A socket's token is checked when it connects; revoking the session (logout, password
 * reset, password change) must end its live pushes too: the server closes the sockets of
 * the revoked sessions with 4001 through the hub, so on every node (the Redis hub carries
 * the order like any frame; its wire format is checked below).
 */

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = authClient(t);
});
afterAll(async () => {
  await t.close();
});

const revoked = { code: SOCKET_CLOSE.unauthorized, reason: MSG.unauthorized };

/** Still live: the server answers a ping. */
async function expectLive(socket: TestSocket) {
  socket.send({ type: 'ping' });
  await socket.next('pong');
  expect(socket.ws.readyState).toBe(socket.ws.OPEN);
}

describe('revoked sessions lose their sockets (4001)', () => {
  it('logout closes every socket of that session and no other session’s', async () => {
    const user = await buildUserWithPassword(t.db, 'abc12345');
    const token = await loginAs(t.db, user);
    const other = await loginAs(t.db, user);
    const [tab1, tab2, elsewhere] = await Promise.all([
      onlineSocket(t.app, token),
      onlineSocket(t.app, token),
      onlineSocket(t.app, other),
    ]);

    const res = await callAs(t.app, token)('GET', '/web/user/logout');
    expect(res.json()).toMatchObject({ code: 0 });

    expect(await tab1.closed).toEqual(revoked);
    expect(await tab2.closed).toEqual(revoked);
    await expectLive(elsewhere);
    await elsewhere.close();
  });

  it('a password change keeps the current session’s socket and closes the others', async () => {
    const user = await buildUserWithPassword(t.db, 'abc12345');
    const current = await loginAs(t.db, user);
    const other = await loginAs(t.db, user);
    const [mine, theirs] = await Promise.all([
      onlineSocket(t.app, current),
      onlineSocket(t.app, other),
    ]);

    const res = await c.call('POST', '/web/system/password', {
      token: current,
      body: { old_password: 'abc12345', password: 'xyz98765', password_confirm: 'xyz98765' },
    });
    expect(res.json()).toMatchObject({ code: 0 });

    expect(await theirs.closed).toEqual(revoked);
    await expectLive(mine);
    await mine.close();
  });

  it('a password reset closes every socket of the account', async () => {
    const phone = '13877770001';
    const user = await buildUserWithPassword(t.db, 'abc12345', { phone });
    const [a, b] = await Promise.all([
      onlineSocket(t.app, await loginAs(t.db, user)),
      onlineSocket(t.app, await loginAs(t.db, user)),
    ]);

    await c.call('POST', '/web/user/forget_send', { body: { phone_email: phone } });
    const code = await c.lastCode(phone);
    const res = await c.call('POST', '/web/user/forget_reset', {
      body: { phone_email: phone, phone_email_code: code, password: 'new12345' },
    });
    expect(res.json()).toMatchObject({ code: 0 });

    expect(await a.closed).toEqual(revoked);
    expect(await b.closed).toEqual(revoked);
  });
});

describe('the Redis hub carries revocations', () => {
  it('encodes a revocation so that no connection id can be mistaken for it', () => {
    for (const message of [
      { data: '', revoke: { sessionId: 5 } },
      { data: '', revoke: { keepSessionId: 9 } },
      { data: '', revoke: {} },
      { data: '{"type":"pong"}', except: 'abc:1' },
      { data: '{"type":"pong"}' },
    ])
      expect(decodeHubMessage(encodeHubMessage(message))).toEqual(message);
  });

  it('sends revocations to every node with the user and an echo id', () => {
    const message = { data: '', revoke: { keepSessionId: 9 } };
    expect(decodeRevocation(encodeRevocation(42, 'node:1', message))).toEqual({
      userId: 42,
      echoId: 'node:1',
      message,
    });
    expect(decodeRevocation('42\nnode:1\n\n{"type":"pong"}')).toBeUndefined();
    expect(decodeRevocation('x\nnode:1\n#revoke\n{}')).toBeUndefined();
  });
});
