import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { userIdentities } from '../../db/schema';

/*
 * SPEC §7: GET /api/user/openid; POST /web/user/wechat/url_link {pc_url} — "A page-redirect
 * call takes pc_url, returns code 0 with a URL in data, which is navigated to".
 */

describe('without a mini program (dev): the site page is the link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://xinke.test' } });
  });
  afterAll(() => t.close());

  it('openid: stored WeChat identity first, else a stable derived dev openid; visitors 401', async () => {
    const me = await buildUser(t.db);
    const call = callAs(t.app, await loginAs(t.db, me));
    const first = (await call('GET', '/api/user/openid')).json().data;
    expect(first.bound).toBe(true);
    expect(first.openid).toMatch(/^o_dev_[\w-]{22}$/);
    expect((await call('GET', '/api/user/openid')).json().data).toEqual(first);
    const other = await buildUser(t.db);
    const theirs = (
      await callAs(t.app, await loginAs(t.db, other))('GET', '/api/user/openid')
    ).json().data;
    expect(theirs.openid).not.toBe(first.openid);

    await t.db
      .insert(userIdentities)
      .values({ userId: me.id, provider: 'wechat', openid: 'oReal123' });
    expect((await call('GET', '/api/user/openid')).json().data).toEqual({
      openid: 'oReal123',
      bound: true,
    });
    expect((await callAs(t.app)('GET', '/api/user/openid')).statusCode).toBe(401);
  });

  it('url_link answers the page on PUBLIC_URL, for visitors too', async () => {
    const res = await callAs(t.app)('POST', '/web/user/wechat/url_link', {
      pc_url: '/app/new-version/postDetail/7?from=share',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { url: 'https://xinke.test/app/new-version/postDetail/7?from=share' },
    });
  });

  it('refuses anything but a site path, in Chinese', async () => {
    for (const pc_url of [
      '',
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
    ]) {
      const res = await callAs(t.app)('POST', '/web/user/wechat/url_link', { pc_url });
      expect(res.statusCode, pc_url).toBe(422);
      expect(res.json().msg).toContain('页面地址有误');
    }
  });
});

describe('with a mini program: WeChat URL Link', () => {
  const calls: { url: string; body?: string }[] = [];
  let answer: 'ok' | 'refuse' = 'ok';
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: typeof init?.body === 'string' ? init.body : undefined });
    if (url.includes('/cgi-bin/token'))
      return Response.json({ access_token: 'AT1', expires_in: 7200 });
    if (answer === 'refuse') return Response.json({ errcode: 85401, errmsg: 'invalid path' });
    return Response.json({ errcode: 0, url_link: 'https://wxaurl.cn/abc' });
  }) as typeof fetch;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WECHAT_MP_APP_ID: 'wxmp',
        WECHAT_MP_APP_SECRET: 'mpsecret',
        WECHAT_API_BASE: 'https://wechat.test',
      },
      deps: { fetch: fakeFetch },
    });
  });
  afterAll(() => t.close());

  it('gets an access token once, then asks generate_urllink for the web-view page', async () => {
    const post = (pc_url: string) => callAs(t.app)('POST', '/web/user/wechat/url_link', { pc_url });
    expect((await post('/app/new-version/featured?tag=recommend')).json().data).toEqual({
      url: 'https://wxaurl.cn/abc',
    });
    await post('/app/new-version/topic');
    expect(calls.filter((c) => c.url.includes('/cgi-bin/token'))).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      'https://wechat.test/cgi-bin/token?grant_type=client_credential&appid=wxmp&secret=mpsecret',
    );
    const link = calls[1];
    expect(link?.url).toBe('https://wechat.test/wxa/generate_urllink?access_token=AT1');
    expect(JSON.parse(link?.body ?? '{}')).toEqual({
      path: 'pages/web/index',
      query: 'path=%2Fapp%2Fnew-version%2Ffeatured%3Ftag%3Drecommend',
      expire_type: 1,
      expire_interval: 30,
    });
  });

  it('a WeChat refusal is a Chinese error (the page then navigates on, SPEC §7)', async () => {
    answer = 'refuse';
    const res = await callAs(t.app)('POST', '/web/user/wechat/url_link', { pc_url: '/app/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().msg).toBe('生成跳转链接失败，请稍后再试');
  });
});
