import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { popEncode, signAliyunRpc } from './aliyun-sms';

const KEY_ID = 'LTAI-test-key';
const KEY_SECRET = 'test-secret-value';
const received: Record<string, string>[] = [];
let answer: object = { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' };

/**
 * Stands in for dysmsapi.aliyuncs.com: recomputes the signature independently, the way
 * Aliyun documents it, and refuses a request whose signature does not match.
 */
const stub: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stub');
  const params = Object.fromEntries(url.searchParams);
  received.push(params);
  const { Signature, ...rest } = params;
  const canonical = Object.keys(rest)
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(rest[k]!)}`)
    .join('&');
  const expected = createHmac('sha1', `${KEY_SECRET}&`)
    .update(`GET&%2F&${popEncode(canonical)}`)
    .digest('base64');
  res.setHeader('content-type', 'application/json');
  if (Signature !== expected || rest.AccessKeyId !== KEY_ID) {
    res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
    return;
  }
  res.end(JSON.stringify(answer));
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: KEY_ID,
      ALIYUN_ACCESS_KEY_SECRET: KEY_SECRET,
      ALIYUN_SMS_SIGN_NAME: '芯客',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

describe('Aliyun SMS provider', () => {
  it('percent-encodes the POP way', () => {
    expect(popEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(signAliyunRpc('GET', { B: '2', A: '1' }, 's')).toBe(
      createHmac('sha1', 's&').update('GET&%2F&A%3D1%26B%3D2').digest('base64'),
    );
  });

  it('sends a signed SendSms the stub accepts, with the code as template parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/sms_code',
      payload: { phone: '13877770001' },
    });
    expect(res.json()).toEqual({ code: 0, data: null, msg: '验证码已发送' });
    const [call] = received;
    expect(call).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13877770001',
      SignName: '芯客',
      TemplateCode: 'SMS_123456789',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Format: 'JSON',
    });
    expect(JSON.parse(call!.TemplateParam!).code).toMatch(/^\d{6}$/);
    expect(call!.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The aliyun provider does not record into the dev outbox.
    expect((await t.app.inject({ url: '/dev/outbox?to=13877770001' })).json().data).toEqual([]);
  });

  it('a refusal becomes a Chinese 500 and does not start the resend wait', async () => {
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/sms_code',
      payload: { phone: '13877770002' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().msg).toBe('验证码发送失败，请稍后重试');
    answer = { Code: 'OK' };
    const retry = await t.app.inject({
      method: 'POST',
      url: '/web/sms_code',
      payload: { phone: '13877770002' },
    });
    expect(retry.statusCode).toBe(200);
  });
});
