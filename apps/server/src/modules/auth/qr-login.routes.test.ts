import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, QR_CREATE_CAP_PER_IP_PER_HOUR, QR_STATUS, QR_TTL_SECONDS } from '@xinke/shared';
import { authClient } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';

const clock = testClock();
let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock }, env: { QR_HOST: 'http://192.168.1.20:3000' } });
  c = authClient(t);
});
afterAll(async () => {
  c.assertNoSecretsLeaked();
  await t.close();
});

async function newTicket(): Promise<string> {
  const res = await c.call('POST', '/web/login/qrcode');
  return res.json().data.ticket as string;
}
const check = (ticket: string) => c.call('POST', '/web/login/qrcode_check', { body: { ticket } });
const act = (what: 'scan' | 'confirm' | 'cancel', ticket: string, token?: string) =>
  c.call('POST', `/web/login/qrcode_${what}`, { body: { ticket }, token });

describe('QR login (dev / app-scan provider)', () => {
  it('creates a ticket whose QR opens our confirmation page on QR_HOST', async () => {
    const res = await c.call('POST', '/web/login/qrcode');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.provider).toBe('dev');
    expect(data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.qr_url).toBe(
      `http://192.168.1.20:3000/app/new-version/qr-confirm?ticket=${data.ticket}`,
    );
    expect(data.qr_image).toMatch(/^data:image\/png;base64,/);
    expect(data.qr_frame_url).toBeNull();
    expect(data.expire_time).toBe(Math.floor(clock() / 1000) + QR_TTL_SECONDS);
  });

  it('waiting → scanned → confirmed → login result, once', async () => {
    const phoneUser = await buildUser(t.db);
    const phoneToken = await loginAs(t.db, phoneUser);
    const ticket = await newTicket();

    const waiting = await check(ticket);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({ code: QR_STATUS.waiting, data: null, msg: '等待扫码' });

    expect((await act('scan', ticket, phoneToken)).json().code).toBe(0);
    expect((await check(ticket)).json()).toMatchObject({
      code: QR_STATUS.scanned,
      msg: '已扫码，请在手机上确认',
    });

    expect((await act('confirm', ticket, phoneToken)).json()).toMatchObject({ code: 0 });
    const done = await check(ticket);
    expect(done.json()).toMatchObject({ code: 0, msg: '登录成功', data: { id: phoneUser.id } });
    const desktopToken = done.json().data.token as string;
    expect(desktopToken).not.toBe(phoneToken);
    expect((await c.call('GET', '/web/user/logout', { token: desktopToken })).statusCode).toBe(200);

    expect((await check(ticket)).json()).toMatchObject({
      code: QR_STATUS.expired,
      msg: '二维码已过期，请刷新',
    });
  });

  it('expires after the QR TTL; scanning an expired ticket is refused', async () => {
    const user = await buildUser(t.db);
    const token = await loginAs(t.db, user);
    const ticket = await newTicket();
    clock.advance(QR_TTL_SECONDS * 1000 + 1);
    expect((await check(ticket)).json().code).toBe(QR_STATUS.expired);
    const scan = await act('scan', ticket, token);
    expect(scan.statusCode).toBe(400);
    expect(scan.json().msg).toBe('二维码已过期，请刷新');
  });

  it('an unknown ticket is expired; an empty one is refused', async () => {
    expect((await check('x'.repeat(43))).json().code).toBe(QR_STATUS.expired);
    const empty = await check('');
    expect(empty.statusCode).toBe(422);
  });

  it('refuses unauthenticated scan, confirm and cancel', async () => {
    const ticket = await newTicket();
    for (const what of ['scan', 'confirm', 'cancel'] as const) {
      const res = await act(what, ticket);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('请先登录');
    }
    expect((await check(ticket)).json().code).toBe(QR_STATUS.waiting);
  });

  it('another user cannot take over a scanned ticket, nor confirm a confirmed one', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const [ta, tb] = [await loginAs(t.db, a), await loginAs(t.db, b)];
    const ticket = await newTicket();
    await act('scan', ticket, ta);
    const stolen = await act('confirm', ticket, tb);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().msg).toBe('该二维码已被使用');
    expect((await act('scan', ticket, tb)).statusCode).toBe(409);
    expect((await act('confirm', ticket, ta)).statusCode).toBe(200);
    expect((await act('confirm', ticket, ta)).statusCode).toBe(409);
    expect((await act('confirm', ticket, tb)).statusCode).toBe(409);
    expect((await check(ticket)).json().data.id).toBe(a.id);
  });

  it('cancel on the phone kills the ticket', async () => {
    const user = await buildUser(t.db);
    const token = await loginAs(t.db, user);
    const ticket = await newTicket();
    await act('scan', ticket, token);
    expect((await act('cancel', ticket, token)).json().msg).toBe('已取消登录');
    expect((await check(ticket)).json().code).toBe(QR_STATUS.expired);
    expect((await act('confirm', ticket, token)).statusCode).toBe(400);
  });
});

describe('QR ticket creation is capped per IP', () => {
  it(`refuses tickets past ${QR_CREATE_CAP_PER_IP_PER_HOUR} an hour from one IP, not from another`, async () => {
    const create = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/web/login/qrcode', remoteAddress });
    for (let i = 0; i < QR_CREATE_CAP_PER_IP_PER_HOUR; i += 1) {
      expect((await create('203.0.113.9')).statusCode).toBe(200);
    }
    const refused = await create('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(MSG.qrCreateCap);
    expect((await create('203.0.113.10')).statusCode).toBe(200);
  });
});
