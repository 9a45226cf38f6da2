import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD_HASH_PREFIX } from '../src/lib/secrets';
import type { TestApp } from './create-test-app';

type Method = 'GET' | 'POST';

/**
 * Drives the app and remembers every answer, so a suite can finally prove that no
 * response ever carried a password hash or a one-time code (`assertNoSecretsLeaked`).
 */
export function authClient(t: TestApp) {
  const bodies: string[] = [];
  const codes: string[] = [];

  async function call(
    method: Method,
    url: string,
    options: {
      body?: unknown;
      token?: string;
      ip?: string;
      /** A raw body (multipart uploads) with its own headers, instead of `body`. */
      raw?: { payload: Buffer; headers: Record<string, string> };
    } = {},
  ): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...options.raw?.headers,
        ...(options.token ? { authorization: options.token } : {}),
      },
      ...(options.raw ? { payload: options.raw.payload } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    // A redirect's target is an answer too (OAuth callbacks put things in it).
    const location = res.headers.location;
    bodies.push(typeof location === 'string' ? `${location}\n${res.body}` : res.body);
    return res;
  }

  /** The newest code the dev provider sent to `to` (read from /dev/outbox, not recorded). */
  async function lastCode(to: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(to)}`,
    });
    const [newest] = res.json<{ data: { code: string }[] }>().data;
    if (!newest) throw new Error(`no message to ${to}`);
    codes.push(newest.code);
    return newest.code;
  }

  /** Sends a login code to `phone` and returns it. */
  async function smsCode(phone: string, ip = '127.0.0.1'): Promise<string> {
    const res = await call('POST', '/web/sms_code', { body: { phone }, ip });
    expect(res.json()).toMatchObject({ code: 0, msg: '验证码已发送' });
    return lastCode(phone);
  }

  /** Logs in by SMS code (creating the account on first login); returns the login result. */
  async function smsLogin(phone: string, ip = '127.0.0.1') {
    const code = await smsCode(phone, ip);
    const res = await call('POST', '/web/sms_code_login', { body: { phone, code }, ip });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { id: number; token: string; ttl: number } }>().data;
  }

  /** No answer carried a password hash, a one-time code, or any of `others` (API secrets…). */
  function assertNoSecretsLeaked(others: string[] = []): void {
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD_HASH_PREFIX);
      for (const code of codes) expect(body).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      for (const secret of others) expect(body).not.toContain(secret);
    }
  }

  return { call, lastCode, smsCode, smsLogin, assertNoSecretsLeaked, bodies, codes };
}

/** The first validation message of a 422 (msg is `field: message`). */
export function fieldMessage(res: LightMyRequestResponse): string {
  return res.json<{ data: { errors: { message: string }[] } }>().data.errors[0]?.message ?? '';
}
