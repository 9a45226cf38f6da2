import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_MAX_FAILURES } from '@xinke/shared';
import { authClient } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUserWithPassword, testClock } from '../../../test/factories';

/*
 * A password lock counts guesses at a login, whoever makes them, so a stranger can lock an
 * account. It must not lock the owner out: a code sent to their phone or e-mail still gets
 * them in, and proving they hold it lifts the lock.
 */
const clock = testClock(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
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
const strangerIp = () => `10.66.0.${++seq}`;
const passwordLogin = (login: string, password: string, ip = strangerIp()) =>
  c.call('POST', '/web/login', { body: { login, password }, ip });

/** A stranger guesses until the account's password login is locked. */
async function lockOut(login: string): Promise<void> {
  for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++)
    expect((await passwordLogin(login, `guess${i}xyz`)).statusCode).toBe(400);
  const locked = await passwordLogin(login, 'guessagain1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().msg).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
}

describe('password lockout is no tool to lock others out', () => {
  it('the owner still logs in by SMS code while the password login is locked, and that lifts the lock', async () => {
    const owner = await buildUserWithPassword(t.db, 'secret123', {
      phone: '13866660001',
      email: 'owner1@xinke.dev',
    });
    await lockOut('13866660001');
    await lockOut('owner1@xinke.dev');
    // Even the right password is refused while locked…
    expect((await passwordLogin('13866660001', 'secret123', '10.77.0.1')).statusCode).toBe(429);
    // …but a correct code gets the owner in, from anywhere.
    const byCode = await c.smsLogin('13866660001', '10.77.0.2');
    expect(byCode.id).toBe(owner.id);
    // And the guesses no longer hold the password login shut, by phone or by e-mail.
    const byPhone = await passwordLogin('13866660001', 'secret123', '10.77.0.3');
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data.id).toBe(owner.id);
    const byEmail = await passwordLogin('owner1@xinke.dev', 'secret123', '10.77.0.4');
    expect(byEmail.statusCode).toBe(200);
  });

  it('a password reset by code lifts the lock too, and the new password works at once', async () => {
    const owner = await buildUserWithPassword(t.db, 'secret123', {
      phone: '13866660002',
      email: 'owner2@xinke.dev',
    });
    await lockOut('owner2@xinke.dev');
    await c.call('POST', '/web/user/forget_send', {
      body: { phone_email: 'owner2@xinke.dev' },
      ip: '10.77.1.1',
    });
    const code = await c.lastCode('owner2@xinke.dev');
    const reset = await c.call('POST', '/web/user/forget_reset', {
      body: { phone_email: 'owner2@xinke.dev', phone_email_code: code, password: 'fresh4567' },
      ip: '10.77.1.1',
    });
    expect(reset.statusCode).toBe(200);
    const login = await passwordLogin('owner2@xinke.dev', 'fresh4567', '10.77.1.2');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.id).toBe(owner.id);
  });

  it('a wrong code lifts nothing: the lock holds for the stranger', async () => {
    await buildUserWithPassword(t.db, 'secret123', { phone: '13866660003' });
    await lockOut('13866660003');
    const real = await c.smsCode('13866660003', '10.77.2.1');
    const wrong = await c.call('POST', '/web/sms_code_login', {
      body: { phone: '13866660003', code: real === '000000' ? '111111' : '000000' },
      ip: '10.77.2.1',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await passwordLogin('13866660003', 'secret123', '10.77.2.2')).statusCode).toBe(429);
  });
});
