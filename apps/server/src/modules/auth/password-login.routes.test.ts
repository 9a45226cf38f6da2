import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MINUTES,
  LOGIN_IP_PER_HOUR,
  LOGIN_IP_PER_MINUTE,
  SESSION_TTL_DAYS,
} from '@xinke/shared';
import { authClient, fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUserWithPassword, loginAs, testClock } from '../../../test/factories';
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

let seq = 0;
const uniqueIp = () => `10.9.${Math.floor(++seq / 200)}.${seq % 200}`;
const login = (body: object, ip = uniqueIp()) => c.call('POST', '/web/login', { body, ip });

describe('POST /web/login', () => {
  it.each([
    [{ password: 'abc12345' }, '手机号不能为空'],
    [{ login: '', password: 'abc12345' }, '手机号不能为空'],
    [{ login: 'nobody', password: 'abc12345' }, '手机号格式有误'],
    [{ login: '13800138000' }, '密码不能为空'],
    [{ login: '13800138000', password: '' }, '密码不能为空'],
    [{ login: '13800138000', password: '   ' }, '密码不能为空'],
  ])('refuses %j with %s', async (body, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(message);
  });

  it('logs in by phone and by e-mail (any case), with a new token every time', async () => {
    const user = await buildUserWithPassword(t.db, 'secret123', {
      phone: '13811110001',
      email: 'maker@xinke.dev',
    });
    const byPhone = await login({ login: '13811110001', password: 'secret123' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toMatchObject({ code: 0, msg: '登录成功', data: { id: user.id } });
    expect(byPhone.json().data.ttl).toBe(
      Math.floor((clock() + SESSION_TTL_DAYS * 86_400_000) / 1000),
    );
    const byEmail = await login({ login: 'Maker@Xinke.dev', password: 'secret123' });
    expect(byEmail.json().data.id).toBe(user.id);
    expect(byEmail.json().data.token).not.toBe(byPhone.json().data.token);
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110002' });
    const wrong = await login({ login: '13811110002', password: 'secret999' });
    const unknown = await login({ login: '13811119999', password: 'secret123' });
    const noPassword = await (async () => {
      await buildUserWithPassword(t.db, 'x', { phone: '13811110003', passwordHash: null });
      return login({ login: '13811110003', password: 'secret123' });
    })();
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, data: null, msg: '账号或密码错误' });
    }
  });

  it(`locks an account after ${LOGIN_ACCOUNT_MAX_FAILURES} failures, even for the right password`, async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110004' });
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110005' });
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) {
      expect((await login({ login: '13811110004', password: 'nope1234' })).statusCode).toBe(400);
    }
    const locked = await login({ login: '13811110004', password: 'secret123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toMatch(/^登录失败次数过多，请(\d+)分钟后再试$/);
    expect((await login({ login: '13811110005', password: 'secret123' })).statusCode).toBe(200);
  });

  it('an unknown account locks the same way (no enumeration by lockout)', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) {
      await login({ login: 'ghost@xinke.dev', password: 'nope1234' });
    }
    expect((await login({ login: 'ghost@xinke.dev', password: 'nope1234' })).statusCode).toBe(429);
  });

  it(`allows ${LOGIN_IP_PER_MINUTE} attempts a minute per IP`, async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110006' });
    const ip = '10.8.0.1';
    for (let i = 0; i < LOGIN_IP_PER_MINUTE; i++) {
      const res = await login({ login: `1381111100${i}`, password: 'whatever1' }, ip);
      expect(res.statusCode).not.toBe(429);
    }
    const blocked = await login({ login: '13811110006', password: 'secret123' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
    expect(
      (await login({ login: '13811110006', password: 'secret123' }, '10.8.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('POST /web/login: throttles hold under load and over the hour', () => {
  it(`parallel wrong passwords: ${LOGIN_ACCOUNT_MAX_FAILURES} are checked, the rest refused unseen`, async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110008' });
    const answers = await Promise.all(
      Array.from({ length: 2 * LOGIN_ACCOUNT_MAX_FAILURES }, (_, i) =>
        login({ login: '13811110008', password: `wrong${i}pass` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 400)).toHaveLength(LOGIN_ACCOUNT_MAX_FAILURES);
    expect(codes.filter((s) => s === 429)).toHaveLength(LOGIN_ACCOUNT_MAX_FAILURES);
    expect((await login({ login: '13811110008', password: 'secret123' })).statusCode).toBe(429);
  });

  it('a right password does not use up one of the tries', async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110009' });
    const account = '13811110009';
    for (let i = 1; i < LOGIN_ACCOUNT_MAX_FAILURES; i++)
      expect((await login({ login: account, password: 'nope1234' })).statusCode).toBe(400);
    expect((await login({ login: account, password: 'secret123' })).statusCode).toBe(200);
    // Still one failure left: the success above was given back.
    expect((await login({ login: account, password: 'nope1234' })).statusCode).toBe(400);
    expect((await login({ login: account, password: 'secret123' })).statusCode).toBe(429);
    clock.advance(LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000);
    expect((await login({ login: account, password: 'secret123' })).statusCode).toBe(200);
  });

  it(`allows ${LOGIN_IP_PER_HOUR} attempts an hour per IP, however slowly they come`, async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13811110010' });
    const ip = '10.8.1.1';
    // Limit windows are slots of the clock (plugins/rate-limiter.ts): start on an hour.
    clock.advance(3_600_000 - (clock() % 3_600_000));
    for (let i = 0; i < LOGIN_IP_PER_HOUR; i++) {
      // Never more than the per-minute allowance: only the hourly cap can refuse.
      if (i > 0 && i % LOGIN_IP_PER_MINUTE === 0) clock.advance(61_000);
      const res = await login({ login: `ghost${i}@xinke.dev`, password: 'whatever1' }, ip);
      expect(res.statusCode).toBe(400);
    }
    clock.advance(61_000);
    const blocked = await login({ login: '13811110010', password: 'secret123' }, ip);
    expect(blocked.statusCode).toBe(429);
    // The hour began at the first attempt, 5 × 61 s ago.
    expect(blocked.json().msg).toBe('登录失败次数过多，请55分钟后再试');
    expect(
      (await login({ login: '13811110010', password: 'secret123' }, '10.8.1.2')).statusCode,
    ).toBe(200);
    clock.advance(55 * 60_000);
    expect((await login({ login: '13811110010', password: 'secret123' }, ip)).statusCode).toBe(200);
  });
});

describe('POST /web/register', () => {
  it.each([
    [{ code: '123456', password: 'abc12345' }, '手机号不能为空'],
    [{ phone: '13822220001', password: 'abc12345' }, '验证码不能为空'],
    [{ phone: '13822220001', code: '123456' }, '密码不能为空'],
    [{ phone: '13822220001', code: '123456', password: '    ' }, '密码不能为空'],
    [
      { phone: '13822220001', code: '123456', password: 'short1' },
      '密码为8-32位，需同时包含字母和数字',
    ],
    [
      { phone: '13822220001', code: '123456', password: 'onlyletters' },
      '密码为8-32位，需同时包含字母和数字',
    ],
    [
      { phone: '13822220001', code: '123456', password: '12345678' },
      '密码为8-32位，需同时包含字母和数字',
    ],
    [
      { phone: '13822220001', code: '123456', password: `a1${'x'.repeat(31)}` },
      '密码为8-32位，需同时包含字母和数字',
    ],
  ])('refuses %j with %s', async (body, message) => {
    const res = await c.call('POST', '/web/register', { body });
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(message);
  });

  it('creates the account with a password that then logs in', async () => {
    const phone = '13822220002';
    const code = await c.smsCode(phone);
    const res = await c.call('POST', '/web/register', {
      body: { phone, code, password: 'maker2026' },
    });
    expect(res.statusCode).toBe(200);
    const { id, token } = res.json().data;
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row?.id).toBe(id);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('maker2026');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await login({ login: phone, password: 'maker2026' })).json().data.id).toBe(id);
  });

  it('tells only whoever holds the code that a phone is registered (no enumeration)', async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13822220003' });
    const attempt = (phone: string, code: string) =>
      c.call('POST', '/web/register', { body: { phone, code, password: 'maker2026' } });
    // No code sent: the registered and the free phone get the same answer.
    const registered = await attempt('13822220003', '123456');
    const free = await attempt('13822220005', '123456');
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(free.json());
    // A code sent, a wrong one typed: the same again.
    const code = await c.smsCode('13822220003');
    const freeCode = await c.smsCode('13822220005');
    const wrong = (right: string) => (right === '000000' ? '111111' : '000000');
    const wrongRegistered = await attempt('13822220003', wrong(code));
    const wrongFree = await attempt('13822220005', wrong(freeCode));
    expect(wrongRegistered.json()).toEqual({ code: 400, data: null, msg: '验证码错误' });
    expect(wrongFree.json()).toEqual(wrongRegistered.json());
    // The right code: 409, and the code still logs the owner in.
    const res = await attempt('13822220003', code);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该手机号已注册，请直接登录');
    const smsLogin = await c.call('POST', '/web/sms_code_login', {
      body: { phone: '13822220003', code },
    });
    expect(smsLogin.statusCode).toBe(200);
  });
});

describe('GET /web/user/logout and the session', () => {
  it('refuses a missing, malformed or unknown token with 401 请先登录', async () => {
    for (const token of [undefined, 'garbage', 'x'.repeat(43)]) {
      const res = await c.call('GET', '/web/user/logout', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, data: null, msg: '请先登录' });
    }
  });

  it('kills exactly the token used; another session stays alive', async () => {
    const user = await buildUserWithPassword(t.db, 'secret123');
    const a = await loginAs(t.db, user);
    const b = await loginAs(t.db, user);
    const out = await c.call('GET', '/web/user/logout', { token: a });
    expect(out.json()).toEqual({ code: 0, data: null, msg: '已退出登录' });
    expect((await c.call('GET', '/web/user/logout', { token: a })).statusCode).toBe(401);
    expect((await c.call('GET', '/web/user/logout', { token: `Bearer ${b}` })).statusCode).toBe(
      200,
    );
  });

  it('a token stops working when it expires', async () => {
    const phone = '13822220004';
    const { token } = await c.smsLogin(phone);
    clock.advance(SESSION_TTL_DAYS * 86_400_000 + 1000);
    expect((await c.call('GET', '/web/user/logout', { token })).statusCode).toBe(401);
  });
});
