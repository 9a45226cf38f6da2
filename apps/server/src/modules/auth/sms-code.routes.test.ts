import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CODE_CHECKS_PER_IP_PER_HOUR,
  CODE_DAILY_CAP_PER_CONTACT,
  CODE_HOURLY_CAP_PER_IP,
  CODE_MAX_WRONG_TRIES,
  SESSION_TTL_DAYS,
} from '@xinke/shared';
import { authClient, fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { users, verificationCodes } from '../../db/schema';

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

let phoneSeq = 0;
const newPhone = () => `1390000${String(1000 + ++phoneSeq).slice(-4)}`;

describe('POST /web/sms_code', () => {
  it.each([
    [{}, '手机号不能为空'],
    [{ phone: '' }, '手机号不能为空'],
    [{ phone: '   ' }, '手机号不能为空'],
    [{ phone: '12345678901' }, '手机号格式有误'],
    [{ phone: '1380013800' }, '手机号格式有误'],
  ])('refuses %j with %s', async (body, message) => {
    const res = await c.call('POST', '/web/sms_code', { body });
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(message);
  });

  it('sends a 6-digit code through the dev provider, stored only as a hash', async () => {
    const phone = newPhone();
    const res = await c.call('POST', '/web/sms_code', { body: { phone } });
    expect(res.json()).toEqual({ code: 0, data: null, msg: '验证码已发送' });
    const outbox = await t.app.inject({ url: `/dev/outbox?to=${phone}` });
    const [message] = outbox.json().data;
    expect(message).toMatchObject({ channel: 'sms', to: phone });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.content).toContain(message.code);
    c.codes.push(message.code);
    const rows = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(message.code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the /api/sms_code alias sends too', async () => {
    const phone = newPhone();
    const res = await c.call('POST', '/api/sms_code', { body: { phone } });
    expect(res.json().msg).toBe('验证码已发送');
    expect(await c.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('makes the same phone wait 60 s between codes (429 请N秒后再试), other phones not', async () => {
    const phone = newPhone();
    await c.smsCode(phone);
    clock.advance(20_000);
    const again = await c.call('POST', '/web/sms_code', { body: { phone } });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 429, msg: '请40秒后再试' });
    expect(again.headers['retry-after']).toBe('40');
    expect(
      (await c.call('POST', '/web/sms_code', { body: { phone: newPhone() } })).statusCode,
    ).toBe(200);
    clock.advance(41_000);
    expect((await c.call('POST', '/web/sms_code', { body: { phone } })).statusCode).toBe(200);
  });

  it('sends to one phone at the same moment: exactly one is sent, the others wait', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        c.call('POST', '/web/sms_code', { body: { phone }, ip: `10.3.0.${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429))
      expect(res.json().msg).toBe('请60秒后再试');
    const outbox = await t.app.inject({ url: `/dev/outbox?to=${phone}` });
    expect(outbox.json().data).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(rows).toHaveLength(1);
  });

  it(`caps one phone at ${CODE_DAILY_CAP_PER_CONTACT} codes a day`, async () => {
    const phone = newPhone();
    for (let i = 0; i < CODE_DAILY_CAP_PER_CONTACT; i++) {
      await c.smsCode(phone, `10.1.0.${i}`);
      clock.advance(61_000);
    }
    const refused = await c.call('POST', '/web/sms_code', { body: { phone }, ip: '10.1.1.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('今日验证码发送次数已达上限，请明天再试');
    clock.advance(86_400_000);
    expect(
      (await c.call('POST', '/web/sms_code', { body: { phone }, ip: '10.1.1.1' })).statusCode,
    ).toBe(200);
  });

  it(`caps one IP at ${CODE_HOURLY_CAP_PER_IP} codes an hour, whatever the phones`, async () => {
    for (let i = 0; i < CODE_HOURLY_CAP_PER_IP; i++) {
      const res = await c.call('POST', '/web/sms_code', {
        body: { phone: newPhone() },
        ip: '10.2.0.1',
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await c.call('POST', '/web/sms_code', {
      body: { phone: newPhone() },
      ip: '10.2.0.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('验证码请求过于频繁，请稍后再试');
    const otherIp = await c.call('POST', '/web/sms_code', {
      body: { phone: newPhone() },
      ip: '10.2.0.2',
    });
    expect(otherIp.statusCode).toBe(200);
  });
});

describe('POST /web/sms_code_login', () => {
  it.each([
    [{ code: '123456' }, '手机号不能为空'],
    [{ phone: '1234', code: '123456' }, '手机号格式有误'],
    [{ phone: '13900001111' }, '验证码不能为空'],
    [{ phone: '13900001111', code: ' ' }, '验证码不能为空'],
  ])('refuses %j with %s', async (body, message) => {
    const res = await c.call('POST', '/web/sms_code_login', { body });
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(message);
  });

  it('creates the account on first login (default nickname, is_old 0) and returns {id, token, ttl}', async () => {
    const phone = newPhone();
    const code = await c.smsCode(phone);
    const res = await c.call('POST', '/web/sms_code_login', { body: { phone, code } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('登录成功');
    expect(Object.keys(body.data).sort()).toEqual(['id', 'token', 'ttl']);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.ttl).toBe(Math.floor((clock() + SESSION_TTL_DAYS * 86_400_000) / 1000));
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ id: body.data.id, isOld: 0, passwordHash: null });
    expect(user?.nickname).toMatch(/^芯客_[a-z0-9]{4}$/);
  });

  it('logs the same account in again with a new token every time', async () => {
    const phone = newPhone();
    const first = await c.smsLogin(phone);
    clock.advance(61_000);
    const second = await c.smsLogin(phone);
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    const count = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(count).toHaveLength(1);
  });

  it('a code works once', async () => {
    const phone = newPhone();
    const code = await c.smsCode(phone);
    expect(
      (await c.call('POST', '/web/sms_code_login', { body: { phone, code } })).statusCode,
    ).toBe(200);
    const reused = await c.call('POST', '/web/sms_code_login', { body: { phone, code } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
  });

  it('a code expires after 5 minutes', async () => {
    const phone = newPhone();
    const code = await c.smsCode(phone);
    clock.advance(299_000);
    const ok = await c.call('POST', '/web/sms_code_login', { body: { phone, code: '000000' } });
    expect(ok.json().msg).toMatch(/验证码错误/);
    clock.advance(2_000);
    const late = await c.call('POST', '/web/sms_code_login', { body: { phone, code } });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('验证码已失效，请重新获取');
  });

  it(`${CODE_MAX_WRONG_TRIES} wrong tries kill the code`, async () => {
    const phone = newPhone();
    const code = await c.smsCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i < CODE_MAX_WRONG_TRIES; i++) {
      const res = await c.call('POST', '/web/sms_code_login', { body: { phone, code: wrong } });
      expect(res.json().msg).toBe('验证码错误');
    }
    const last = await c.call('POST', '/web/sms_code_login', { body: { phone, code: wrong } });
    expect(last.json().msg).toBe('验证码错误次数过多，请重新获取');
    const right = await c.call('POST', '/web/sms_code_login', { body: { phone, code } });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('验证码已失效，请重新获取');
  });

  it(`20 wrong guesses at once get ${CODE_MAX_WRONG_TRIES} tries, no more; then the right code is refused`, async () => {
    const phone = newPhone();
    const code = await c.smsCode(phone);
    // Twenty different wrong codes, as a guesser would send them.
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i * 37_813) % 1_000_000).padStart(6, '0'),
    );
    expect(guesses).not.toContain(code);
    const answers = await Promise.all(
      guesses.map((guess) =>
        c.call('POST', '/web/sms_code_login', {
          body: { phone, code: guess },
          ip: `10.4.0.${guesses.indexOf(guess)}`,
        }),
      ),
    );
    const msgs = answers.map((r) => r.json().msg as string);
    // Each of these was compared with the code; the rest were refused unseen.
    const compared = msgs.filter(
      (m) => m === '验证码错误' || m === '验证码错误次数过多，请重新获取',
    );
    expect(compared).toHaveLength(CODE_MAX_WRONG_TRIES);
    expect(msgs.filter((m) => m === '验证码错误次数过多，请重新获取')).toHaveLength(1);
    expect(msgs.filter((m) => m === '验证码已失效，请重新获取')).toHaveLength(
      20 - CODE_MAX_WRONG_TRIES,
    );
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(row?.wrongTries).toBe(CODE_MAX_WRONG_TRIES);
    const right = await c.call('POST', '/web/sms_code_login', { body: { phone, code } });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('验证码已失效，请重新获取');
  });

  it('the right code sent twice at once logs in once', async () => {
    const phone = newPhone();
    const code = await c.smsCode(phone);
    const answers = await Promise.all(
      [1, 2].map(() => c.call('POST', '/web/sms_code_login', { body: { phone, code } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('only the newest code counts', async () => {
    const phone = newPhone();
    const old = await c.smsCode(phone);
    clock.advance(61_000);
    const fresh = await c.smsCode(phone);
    if (old !== fresh) {
      const res = await c.call('POST', '/web/sms_code_login', { body: { phone, code: old } });
      expect(res.json().msg).toBe('验证码错误');
    }
    expect(
      (await c.call('POST', '/web/sms_code_login', { body: { phone, code: fresh } })).statusCode,
    ).toBe(200);
  });

  it('a code sent to one phone does not log in another', async () => {
    const a = newPhone();
    const b = newPhone();
    const code = await c.smsCode(a);
    await c.smsCode(b);
    const res = await c.call('POST', '/web/sms_code_login', { body: { phone: b, code } });
    // b's own code differs from a's except by a 1-in-a-million chance.
    if (res.statusCode === 200) expect(await c.lastCode(b)).toBe(code);
    else expect(res.json().msg).toBe('验证码错误');
  });
});

describe('code checks per IP', () => {
  it(`one IP may check codes ${CODE_CHECKS_PER_IP_PER_HOUR} times an hour, on every code endpoint together`, async () => {
    const ip = '10.6.0.1';
    const token = await loginAs(t.db, await buildUser(t.db, { email: 'ip-cap@xinke.dev' }));
    for (let i = 0; i < CODE_CHECKS_PER_IP_PER_HOUR; i++) {
      const res = await c.call('POST', '/web/sms_code_login', {
        body: { phone: newPhone(), code: '123456' },
        ip,
      });
      expect(res.statusCode).toBe(400);
    }
    const capped: [string, object][] = [
      ['/web/sms_code_login', { phone: newPhone(), code: '123456' }],
      ['/web/register', { phone: newPhone(), code: '123456', password: 'maker2026' }],
      ['/web/user/forget_next', { phone_email: newPhone(), phone_email_code: '123456' }],
      [
        '/web/user/forget_reset',
        { phone_email: newPhone(), phone_email_code: '123456', password: 'maker2026' },
      ],
      ['/web/system/bind_phone', { phone: newPhone(), phone_code: '123456' }],
      ['/web/system/bind_email', { email: 'new-ip-cap@xinke.dev', email_code: '123456' }],
      [
        '/web/system/change_phone',
        { phone: newPhone(), phone_code: '1', change_way: 1, phone_valid_code: '2' },
      ],
      [
        '/web/system/change_email',
        { email: 'n@xinke.dev', email_code: '1', change_way: 2, email_valid_code: '2' },
      ],
    ];
    for (const [url, body] of capped) {
      const res = await c.call('POST', url, { body, ip, token });
      expect(res.statusCode, url).toBe(429);
      expect(res.json().msg).toBe('验证码校验过于频繁，请稍后再试');
    }
    // Another IP is not affected; an hour later this one may check again.
    const other = await c.call('POST', '/web/sms_code_login', {
      body: { phone: newPhone(), code: '123456' },
      ip: '10.6.0.2',
    });
    expect(other.statusCode).toBe(400);
    clock.advance(3_600_000);
    const later = await c.call('POST', '/web/sms_code_login', {
      body: { phone: newPhone(), code: '123456' },
      ip,
    });
    expect(later.statusCode).toBe(400);
  });
});

describe('GET /dev/outbox', () => {
  it('lists messages newest first, filtered by recipient', async () => {
    const phone = newPhone();
    await c.smsCode(phone);
    clock.advance(61_000);
    await c.smsCode(phone);
    const res = await t.app.inject({ url: `/dev/outbox?to=${phone}` });
    const list = res.json().data as { id: number; to: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(list.every((m) => m.to === phone)).toBe(true);
  });

  it('is not registered in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true', LOG_LEVEL: 'silent' },
    });
    try {
      expect((await prod.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
