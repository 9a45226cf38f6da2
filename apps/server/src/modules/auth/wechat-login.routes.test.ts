import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QR_STATUS } from '@xinke/shared';
import { authClient } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { userIdentities, users } from '../../db/schema';

const APP_ID = 'wx_test_app';
const APP_SECRET = 'wx_test_secret';
const ACCESS_TOKEN = 'wx-access-token-for-openid-1';
const OAUTH_CODE = 'good-code-from-wechat';
const calls: string[] = [];

/** Stands in for api.weixin.qq.com: checks appid/secret/code like WeChat would. */
const stub: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stub');
  calls.push(url.pathname);
  const send = (body: object) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
  const q = (k: string) => url.searchParams.get(k);
  if (url.pathname === '/sns/oauth2/access_token') {
    if (
      q('appid') !== APP_ID ||
      q('secret') !== APP_SECRET ||
      q('grant_type') !== 'authorization_code'
    )
      return send({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (q('code') === OAUTH_CODE)
      return send({
        access_token: ACCESS_TOKEN,
        expires_in: 7200,
        openid: 'openid-1',
        unionid: 'union-1',
        scope: 'snsapi_login',
      });
    return send({ errcode: 40029, errmsg: 'invalid code' });
  }
  if (url.pathname === '/sns/userinfo') {
    if (q('access_token') !== ACCESS_TOKEN || q('openid') !== 'openid-1')
      return send({ errcode: 40001, errmsg: 'bad token' });
    return send({
      openid: 'openid-1',
      unionid: 'union-1',
      nickname: '微信创客',
      headimgurl: 'https://thirdwx.qlogo.cn/x/132',
    });
  }
  res.statusCode = 404;
  res.end();
});

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await createTestApp({
    env: {
      WECHAT_LOGIN_PROVIDER: 'wechat',
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: `http://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://xinke.example',
      // WeChat avatars are shown from WeChat's host, which must be on the image allowlist.
      IMAGE_HOSTS: 'thirdwx.qlogo.cn',
    },
  });
  c = authClient(t);
});
afterAll(async () => {
  // Neither our app secret nor WeChat's code or access token ever reaches a browser.
  c.assertNoSecretsLeaked([APP_SECRET, ACCESS_TOKEN, OAUTH_CODE]);
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

async function newTicket() {
  return (await c.call('POST', '/web/login/qrcode')).json().data as {
    ticket: string;
    qr_url: string;
    qr_image: string | null;
    qr_frame_url: string | null;
    provider: string;
  };
}
const callback = (code: string, state: string) =>
  c.call('GET', `/web/login/wechat/callback?code=${code}&state=${encodeURIComponent(state)}`);
const check = (ticket: string) => c.call('POST', '/web/login/qrcode_check', { body: { ticket } });

describe('WeChat Open Platform website login', () => {
  it("points the QR at WeChat's qrconnect with our callback and the ticket as state", async () => {
    const { ticket, qr_url, provider } = await newTicket();
    expect(provider).toBe('wechat');
    const url = new URL(qr_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APP_ID,
      redirect_uri: 'https://xinke.example/web/login/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: ticket,
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it("embeds WeChat's own QR page the way wxLogin.js does, and draws no QR itself", async () => {
    const { ticket, qr_image, qr_frame_url } = await newTicket();
    expect(qr_image).toBeNull();
    const url = new URL(qr_frame_url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APP_ID,
      scope: 'snsapi_login',
      redirect_uri: 'https://xinke.example/web/login/wechat/callback',
      state: ticket,
      login_type: 'jssdk',
      // WeChat then sends the top window, not the frame, to our callback.
      self_redirect: 'false',
    });
    expect(url.hash).toBe('');
  });

  it('exchanges the code, creates the user from the profile, confirms the ticket', async () => {
    const { ticket } = await newTicket();
    const res = await callback(OAUTH_CODE, ticket);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://xinke.example/app/new-version/login?qr_ticket=${encodeURIComponent(ticket)}`,
    );
    expect(calls).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    const [identity] = await t.db.select().from(userIdentities);
    expect(identity).toMatchObject({ provider: 'wechat', openid: 'openid-1', unionid: 'union-1' });
    const [user] = await t.db.select().from(users).where(eq(users.id, identity!.userId));
    expect(user).toMatchObject({
      nickname: '微信创客',
      imageUrl: 'https://thirdwx.qlogo.cn/x/132',
      isOld: 0,
    });
    const login = await check(ticket);
    expect(login.json()).toMatchObject({ code: 0, data: { id: user!.id } });
  });

  it('the same WeChat account logs into the same user next time', async () => {
    calls.length = 0;
    const { ticket } = await newTicket();
    await callback(OAUTH_CODE, ticket);
    expect(calls).toEqual(['/sns/oauth2/access_token']);
    expect(await t.db.select().from(userIdentities)).toHaveLength(1);
    expect((await check(ticket)).json().code).toBe(0);
  });

  it('a bad code fails cleanly and leaves the ticket waiting', async () => {
    const { ticket } = await newTicket();
    const res = await callback('bad-code', ticket);
    expect(res.headers.location).toBe('https://xinke.example/app/new-version/login?wechat_error=1');
    expect((await check(ticket)).json().code).toBe(QR_STATUS.waiting);
  });
});
