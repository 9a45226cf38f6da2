import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUserWithPassword, loginAs, testClock } from '../../../test/factories';

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

const outboxOf = async (to: string) =>
  (await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
    channel: string;
  }[];

describe('forgot password', () => {
  it.each([
    ['/web/user/forget_send', {}, '手机号不能为空'],
    ['/web/user/forget_send', { phone_email: 'abc' }, '手机号格式有误'],
    ['/web/user/forget_next', { phone_email: '13833330000' }, '验证码不能为空'],
    [
      '/web/user/forget_reset',
      { phone_email: '13833330000', phone_email_code: '1' },
      '密码不能为空',
    ],
    [
      '/web/user/forget_reset',
      { phone_email: '13833330000', phone_email_code: '1', password: '  \t ' },
      '密码不能为空',
    ],
    [
      '/web/user/forget_reset',
      { phone_email: '13833330000', phone_email_code: '1', password: 'weak' },
      '密码为8-32位，需同时包含字母和数字',
    ],
  ])('%s refuses %j with %s', async (url, body, message) => {
    const res = await c.call('POST', url, { body });
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(message);
  });

  it('answers the same for an unknown account but sends nothing', async () => {
    const res = await c.call('POST', '/web/user/forget_send', {
      body: { phone_email: '13833339999' },
    });
    expect(res.json()).toEqual({ code: 0, data: null, msg: '验证码已发送' });
    expect(await outboxOf('13833339999')).toHaveLength(0);
    // …and the resend wait applies as for a real account.
    const again = await c.call('POST', '/web/user/forget_send', {
      body: { phone_email: '13833339999' },
    });
    expect(again.statusCode).toBe(429);
  });

  it('send → next (does not consume) → reset: new password works, every session dies', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123', { phone: '13833330001' });
    const sessions = [await loginAs(t.db, user), await loginAs(t.db, user)];
    await c.call('POST', '/web/user/forget_send', { body: { phone_email: '13833330001' } });
    const code = await c.lastCode('13833330001');

    const wrong = await c.call('POST', '/web/user/forget_next', {
      body: {
        phone_email: '13833330001',
        phone_email_code: code === '000000' ? '111111' : '000000',
      },
    });
    expect(wrong.json().msg).toBe('验证码错误');
    const next = await c.call('POST', '/web/user/forget_next', {
      body: { phone_email: '13833330001', phone_email_code: code },
    });
    expect(next.json()).toMatchObject({ code: 0, data: null });

    const reset = await c.call('POST', '/web/user/forget_reset', {
      body: { phone_email: '13833330001', phone_email_code: code, password: 'newpass456' },
    });
    expect(reset.json()).toEqual({ code: 0, data: null, msg: '重置密码成功，前往登录' });
    for (const token of sessions) {
      expect((await c.call('GET', '/web/user/logout', { token })).statusCode).toBe(401);
    }
    const oldLogin = await c.call('POST', '/web/login', {
      body: { login: '13833330001', password: 'oldpass123' },
    });
    expect(oldLogin.json().msg).toBe('账号或密码错误');
    const newLogin = await c.call('POST', '/web/login', {
      body: { login: '13833330001', password: 'newpass456' },
    });
    expect(newLogin.json().data.id).toBe(user.id);

    const reused = await c.call('POST', '/web/user/forget_reset', {
      body: { phone_email: '13833330001', phone_email_code: code, password: 'another789' },
    });
    expect(reused.json().msg).toBe('验证码已失效，请重新获取');
  });

  it('works by e-mail, and a login code cannot reset a password', async () => {
    const user = await buildUserWithPassword(t.db, 'oldpass123', {
      email: 'reset@xinke.dev',
      phone: '13833330002',
    });
    await c.call('POST', '/web/user/forget_send', { body: { phone_email: 'reset@xinke.dev' } });
    const [mail] = await outboxOf('reset@xinke.dev');
    expect(mail?.channel).toBe('email');
    const code = await c.lastCode('reset@xinke.dev');
    const res = await c.call('POST', '/web/user/forget_reset', {
      body: { phone_email: 'reset@xinke.dev', phone_email_code: code, password: 'newpass456' },
    });
    expect(res.statusCode).toBe(200);
    const byEmail = await c.call('POST', '/web/login', {
      body: { login: 'reset@xinke.dev', password: 'newpass456' },
    });
    expect(byEmail.json().data.id).toBe(user.id);

    clock.advance(61_000);
    const loginCode = await c.smsCode('13833330002');
    const misuse = await c.call('POST', '/web/user/forget_reset', {
      body: { phone_email: '13833330002', phone_email_code: loginCode, password: 'newpass789' },
    });
    expect(misuse.statusCode).toBe(400);
  });
});
