import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_SECONDS } from '@xinke/shared';
import { authClient } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { buildUser } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { SmtpEmailProvider } from './smtp-email';
import { ProviderError } from './types';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const FROM = '芯客 <no-reply@xinke.dev>';
const minutes = CODE_TTL_SECONDS / 60;

describe('SmtpEmailProvider against a real SMTP server', () => {
  it('logs in and delivers a Chinese mail with the code and its validity', async () => {
    const provider = new SmtpEmailProvider({ url: sink.url, from: FROM });
    await provider.sendCode({ to: 'maker@xinke.dev', code: '493027', validMinutes: minutes });
    const mail = sink.received.at(-1);
    expect(mail).toMatchObject({ to: ['maker@xinke.dev'], from: 'no-reply@xinke.dev' });
    expect(mail?.user).toBe('xinke');
    expect(mail?.raw).toMatch(/^To: maker@xinke\.dev\r$/m);
    expect(mail?.subject).toBe(`芯客邮箱验证码（${minutes}分钟内有效）`);
    expect(mail?.text).toContain('您在芯客的邮箱验证码为 493027');
    expect(mail?.text).toContain(`${minutes} 分钟内有效`);
  });

  it('a refused login is a ProviderError that does not carry the code', async () => {
    const before = sink.received.length;
    const provider = new SmtpEmailProvider({
      url: `smtp://xinke:wrong@127.0.0.1:${sink.port}`,
      from: FROM,
    });
    const sent = provider.sendCode({ to: 'a@xinke.dev', code: '771203', validMinutes: minutes });
    const err = await sent.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(err instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${err}`);
    expect(err.detail).toMatchObject({ code: 'EAUTH', responseCode: 535 });
    expect(JSON.stringify(err.detail)).not.toContain('771203');
    expect(sink.received.length).toBe(before);
  });
});

describe('EMAIL_PROVIDER=smtp in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url, SMTP_FROM: FROM },
    });
  });
  afterAll(() => t.close());

  it('forgot password by e-mail: the mailed code passes forget_next; nothing in the dev outbox', async () => {
    const c = authClient(t);
    await buildUser(t.db, { email: 'forgetful@xinke.dev' });
    const sent = await c.call('POST', '/web/user/forget_send', {
      body: { phone_email: 'Forgetful@Xinke.dev' },
    });
    expect(sent.json()).toMatchObject({ code: 0, msg: '验证码已发送' });
    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual(['forgetful@xinke.dev']);
    const code = /验证码为 (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    c.codes.push(code);
    const next = await c.call('POST', '/web/user/forget_next', {
      body: { phone_email: 'forgetful@xinke.dev', phone_email_code: code },
    });
    expect(next.statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/dev/outbox?to=forgetful@xinke.dev' });
    expect(outbox.json().data).toEqual([]);
    c.assertNoSecretsLeaked();
  });

  it('a mail server that is down answers 验证码发送失败; no 60 s wait before the retry', async () => {
    const c = authClient(t);
    await buildUser(t.db, { email: 'later@xinke.dev' });
    await sink.close();
    const failed = await c.call('POST', '/web/user/forget_send', {
      body: { phone_email: 'later@xinke.dev' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().msg).toBe('验证码发送失败，请稍后重试');
    const retry = await c.call('POST', '/web/user/forget_send', {
      body: { phone_email: 'later@xinke.dev' },
    });
    expect(retry.json().msg).toBe('验证码发送失败，请稍后重试');
    sink = await startSmtpSink();
  });
});
