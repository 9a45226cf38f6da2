import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authClient, fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { users } from '../../db/schema';

const clock = testClock();
let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  c = authClient(t);
});
afterAll(async () => {
  c.assertNoSecretsLeaked();
  await t.close();
});

const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('bind and change phone / e-mail', () => {
  it.each([
    ['/web/system/send_phone', {}, '手机号不能为空'],
    ['/web/system/send_phone', { phone: '123' }, '手机号格式有误'],
    ['/web/system/send_email', {}, '邮箱不能为空'],
    ['/web/system/send_email', { email: 'nope' }, '邮箱格式有误'],
    ['/web/system/bind_phone', { phone: '13866660000' }, '验证码不能为空'],
  ])('%s refuses %j with %s', async (url, body, message) => {
    const token = await loginAs(t.db, await buildUser(t.db));
    const res = await c.call('POST', url, { token, body });
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(message);
  });

  it('binds an e-mail with a code sent to it; refuses a second bind', async () => {
    const me = await buildUser(t.db);
    const token = await loginAs(t.db, me);
    const send = await c.call('POST', '/web/system/send_email', {
      token,
      body: { email: 'New@Xinke.dev' },
    });
    expect(send.json()).toEqual({ code: 0, data: null, msg: '验证码已发送' });
    const code = await c.lastCode('new@xinke.dev');
    const bind = await c.call('POST', '/web/system/bind_email', {
      token,
      body: { email: 'new@xinke.dev', email_code: code },
    });
    expect(bind.json().msg).toBe('绑定成功');
    expect((await rowOf(me.id))?.email).toBe('new@xinke.dev');
    const again = await c.call('POST', '/web/system/bind_email', {
      token,
      body: { email: 'other@xinke.dev', email_code: '123456' },
    });
    expect(again.json().msg).toBe('您已绑定邮箱，请使用更换邮箱');
  });

  it('refuses an address another account uses', async () => {
    await buildUser(t.db, { phone: '13866660001', email: 'taken@xinke.dev' });
    const token = await loginAs(t.db, await buildUser(t.db));
    const phone = await c.call('POST', '/web/system/send_phone', {
      token,
      body: { phone: '13866660001' },
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().msg).toBe('该手机号已被其他账号绑定');
    const email = await c.call('POST', '/web/system/send_email', {
      token,
      body: { email: 'taken@xinke.dev' },
    });
    expect(email.json().msg).toBe('该邮箱已被其他账号绑定');
  });

  it("a code sent for user A's new phone cannot bind it to user B", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const ta = await loginAs(t.db, a);
    const tb = await loginAs(t.db, b);
    await c.call('POST', '/web/system/send_phone', { token: ta, body: { phone: '13866660002' } });
    const code = await c.lastCode('13866660002');
    const stolen = await c.call('POST', '/web/system/bind_phone', {
      token: tb,
      body: { phone: '13866660002', phone_code: code },
    });
    expect(stolen.statusCode).toBe(400);
    expect((await rowOf(b.id))?.phone).toBeNull();
    const mine = await c.call('POST', '/web/system/bind_phone', {
      token: ta,
      body: { phone: '13866660002', phone_code: code },
    });
    expect(mine.statusCode).toBe(200);
    expect((await rowOf(a.id))?.phone).toBe('13866660002');
  });

  it('changes the phone only with codes from both the current and the new phone', async () => {
    const me = await buildUser(t.db, { phone: '13866660003' });
    const token = await loginAs(t.db, me);
    expect((await c.call('POST', '/web/user/send_phone', { token })).json().msg).toBe(
      '验证码已发送',
    );
    const oldCode = await c.lastCode('13866660003');
    await c.call('POST', '/web/system/send_phone', { token, body: { phone: '13866660004' } });
    const newCode = await c.lastCode('13866660004');
    const body = { change_way: 1, phone: '13866660004', phone_code: newCode };

    const wrongWay = await c.call('POST', '/web/system/change_phone', {
      token,
      body: { ...body, change_way: 2, phone_valid_code: oldCode },
    });
    expect(fieldMessage(wrongWay)).toBe('更换方式有误');
    const badOld = await c.call('POST', '/web/system/change_phone', {
      token,
      body: { ...body, phone_valid_code: oldCode === '000000' ? '111111' : '000000' },
    });
    expect(badOld.json().msg).toBe('验证码错误');
    expect((await rowOf(me.id))?.phone).toBe('13866660003');
    const ok = await c.call('POST', '/web/system/change_phone', {
      token,
      body: { ...body, phone_valid_code: oldCode },
    });
    expect(ok.json()).toMatchObject({ code: 0, msg: '绑定成功' });
    expect((await rowOf(me.id))?.phone).toBe('13866660004');
  });

  it('changes the e-mail with change_way 2; needs a current e-mail', async () => {
    const none = await loginAs(t.db, await buildUser(t.db));
    expect((await c.call('POST', '/web/user/send_email', { token: none })).json().msg).toBe(
      '您还未绑定邮箱',
    );
    const me = await buildUser(t.db, { email: 'old@xinke.dev' });
    const token = await loginAs(t.db, me);
    await c.call('POST', '/web/user/send_email', { token });
    const oldCode = await c.lastCode('old@xinke.dev');
    await c.call('POST', '/web/system/send_email', { token, body: { email: 'fresh@xinke.dev' } });
    const newCode = await c.lastCode('fresh@xinke.dev');
    const res = await c.call('POST', '/web/system/change_email', {
      token,
      body: {
        email: 'fresh@xinke.dev',
        email_code: newCode,
        change_way: 2,
        email_valid_code: oldCode,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(me.id))?.email).toBe('fresh@xinke.dev');
  });
});
