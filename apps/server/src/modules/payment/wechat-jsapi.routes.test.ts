import { createVerify, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ORDER_STATE,
  REFUND_STATUS,
  STORE_MSG,
  USER_ROLE,
  WECHAT_PAY_OAUTH_CALLBACK_PATH,
  type AdminOrder,
  type Order,
  type Payment,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { buildAddress, buildGoods } from '../../../test/store-fixtures';
import { ok, refusal } from '../../../test/store-helpers';
import { rsaPair, wechatNotifier } from '../../../test/wechat-pay-fixtures';
import { payments, wechatPayOauth, wechatPayOpenids } from '../../db/schema';

/*
 * Paying inside WeChat (docs/store.md "Paying inside WeChat"): the 公众号's silent OAuth keeps
 * the buyer's openid, JSAPI's prepay_id comes back signed for WeixinJSBridge, WeChat's
 * notification pays the order, and its REFUND.* notifications record where a refund stands.
 * WeChat's servers are played by a stub fetch; every signature is real, with test keys.
 */

const merchant = rsaPair();
const platform = rsaPair();
const apiV3Key = randomBytes(16).toString('hex');
const MCHID = '1900000002';
const PAY_APPID = 'wx00000000000000aa';
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
const PREPAY_ID = 'wx201410272009395522657a690389285100';
const notify = wechatNotifier(apiV3Key, platform.privateKey);

const fetched: { url: string; init: RequestInit }[] = [];
const json = (v: unknown) =>
  new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });
/** WeChat's OAuth and Pay APIs as far as these tests go. */
const stubFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  fetched.push({ url, init: init ?? {} });
  if (url.includes('/sns/oauth2/access_token')) {
    const code = new URL(url).searchParams.get('code');
    return code === 'expired-code'
      ? json({ errcode: 40163, errmsg: 'code been used' })
      : json({ access_token: 'ACCESS', openid: OPENID, scope: 'snsapi_base' });
  }
  if (url.endsWith('/v3/pay/transactions/jsapi')) return json({ prepay_id: PREPAY_ID });
  if (url.endsWith('/v3/refund/domestic/refunds'))
    return json({ refund_id: '50000000382019052709732678859', status: 'PROCESSING' });
  return json({ code_url: 'weixin://wxpay/bizpayurl?pr=test' });
};

let t: TestApp;
let buyer: ReturnType<typeof callAs>;
let staff: ReturnType<typeof callAs>;
let buyerId = 0;
let addressId = 0;
const back = '/app/new-version/research/laboratory/payment/7';

async function newOrder(price = 4990): Promise<Order> {
  const g = await buildGoods(t.db, { price, stock: 10 });
  return ok<Order>(
    buyer('POST', '/web/order/create', { goods_id: g.id, quantity: 1, address_id: addressId }),
  );
}
const jsapi = (order: Order, provider = 'wechat') =>
  buyer('POST', '/web/payment/create', { order_id: order.id, provider, channel: 'jsapi' });

const callback = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${WECHAT_PAY_OAUTH_CALLBACK_PATH}?${new URLSearchParams(query).toString()}`,
  });

/** The cashier asks for the OAuth address; returns the state WeChat would carry back. */
async function oauthState(): Promise<string> {
  const { url } = await ok<{ url: string }>(buyer('POST', '/web/payment/wechat/oauth', { back }));
  return new URL(url).searchParams.get('state') ?? '';
}

const postNotify = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/web/payment/notify/wechat',
    payload: n.body,
    headers: n.headers,
  });

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAY_PROVIDERS: 'dev,wechat,alipay',
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: PAY_APPID,
      WECHATPAY_SERIAL_NO: 'MERCHANT_SERIAL',
      WECHATPAY_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_APP_SECRET: 'mp-secret-for-tests',
      ALIPAY_APP_ID: '2021000000000002',
      ALIPAY_PRIVATE_KEY: rsaPair().privateKey,
      ALIPAY_PUBLIC_KEY: rsaPair().publicKey,
    },
    deps: { fetch: stubFetch },
  });
  const year = new Date(Date.now() - 365 * 86_400_000);
  const b = await buildUser(t.db, { createTime: year });
  const s = await buildUser(t.db, { createTime: year, role: USER_ROLE.admin });
  buyerId = b.id;
  buyer = callAs(t.app, await loginAs(t.db, b));
  staff = callAs(t.app, await loginAs(t.db, s));
  addressId = (await buildAddress(t.db, buyerId)).id;
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the 公众号 OAuth', () => {
  it('the cashier learns WeChat Pay works inside WeChat; the others do not', async () => {
    const list = await ok<{ data: { value: string; jsapi: boolean }[] }>(
      buyer('GET', '/web/payment/providers'),
    );
    expect(list.data.map((p) => [p.value, p.jsapi])).toEqual([
      ['dev', false],
      ['wechat', true],
      ['alipay', false],
    ]);
  });

  it('before the OAuth a JSAPI payment is refused with the reason the cashier acts on', async () => {
    const order = await newOrder();
    expect(await refusal(jsapi(order))).toEqual([409, STORE_MSG.wechatAuthRequired]);
    expect(await refusal(jsapi(order, 'alipay'))).toEqual([409, STORE_MSG.jsapiWechatOnly]);
  });

  it('returns only to a page of the site', async () => {
    for (const bad of ['https://evil.example/app/', '//evil.example/app/', '/web/user/info', ''])
      expect(await refusal(buyer('POST', '/web/payment/wechat/oauth', { back: bad }))).toEqual([
        422,
        `back: ${STORE_MSG.payBackInvalid}`,
      ]);
  });

  it('the silent authorisation URL is WeChat’s, in the order WeChat checks', async () => {
    const { url } = await ok<{ url: string }>(buyer('POST', '/web/payment/wechat/oauth', { back }));
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(u.hash).toBe('#wechat_redirect');
    expect([...u.searchParams.keys()]).toEqual([
      'appid',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
    ]);
    expect(u.searchParams.get('appid')).toBe(PAY_APPID);
    expect(u.searchParams.get('scope')).toBe('snsapi_base');
    expect(u.searchParams.get('redirect_uri')).toMatch(
      new RegExp(`^https?://[^/]+${WECHAT_PAY_OAUTH_CALLBACK_PATH}$`),
    );
  });

  it('a refused or failed exchange returns to the cashier with wxpay=denied and keeps nothing', async () => {
    const refused = await callback({ state: await oauthState() });
    expect([refused.statusCode, refused.headers.location]).toEqual([302, `${back}?wxpay=denied`]);
    const failed = await callback({ code: 'expired-code', state: await oauthState() });
    expect(failed.headers.location).toBe(`${back}?wxpay=denied`);
    expect(
      await t.db.select().from(wechatPayOpenids).where(eq(wechatPayOpenids.userId, buyerId)),
    ).toEqual([]);
  });

  it('an unknown, used or expired state goes home and keeps nothing', async () => {
    expect((await callback({ code: 'c', state: 'forged' })).headers.location).toBe('/app/');
    const stale = await oauthState();
    await t.db
      .update(wechatPayOauth)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(wechatPayOauth.state, stale));
    expect((await callback({ code: 'c', state: stale })).headers.location).toBe('/app/');
    expect(
      await t.db.select().from(wechatPayOpenids).where(eq(wechatPayOpenids.userId, buyerId)),
    ).toEqual([]);
  });

  it('a good code keeps the openid once and returns with wxpay=ok; the state is spent', async () => {
    const state = await oauthState();
    const res = await callback({ code: 'good-code', state });
    expect([res.statusCode, res.headers.location]).toEqual([302, `${back}?wxpay=ok`]);
    const exchange = fetched.find((f) => f.url.includes('/sns/oauth2/access_token'))!;
    expect(new URL(exchange.url).searchParams.get('appid')).toBe(PAY_APPID);
    expect(new URL(exchange.url).searchParams.get('secret')).toBe('mp-secret-for-tests');
    expect((await callback({ code: 'good-code', state })).headers.location).toBe('/app/');
    // A second round trip (a new openid after re-following, say) replaces, never duplicates.
    await callback({ code: 'again', state: await oauthState() });
    expect(
      await t.db
        .select({ appId: wechatPayOpenids.appId, openid: wechatPayOpenids.openid })
        .from(wechatPayOpenids)
        .where(eq(wechatPayOpenids.userId, buyerId)),
    ).toEqual([{ appId: PAY_APPID, openid: OPENID }]);
  });
});

describe('JSAPI payment and its refund', () => {
  let order: Order;
  let payment: Payment;

  it('asks WeChat for a prepay_id with the payer’s openid and signs the bridge’s arguments', async () => {
    order = await newOrder();
    fetched.length = 0;
    payment = await ok<Payment>(jsapi(order));
    const call = fetched.find((f) => f.url.endsWith('/v3/pay/transactions/jsapi'))!;
    const sent = JSON.parse(String(call.init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      appid: PAY_APPID,
      mchid: MCHID,
      payer: { openid: OPENID },
      amount: { total: 4990, currency: 'CNY' },
    });
    const j = payment.jsapi!;
    expect(j).toMatchObject({
      appId: PAY_APPID,
      package: `prepay_id=${PREPAY_ID}`,
      signType: 'RSA',
    });
    expect(Math.abs(Number(j.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    const message = `${j.appId}\n${j.timeStamp}\n${j.nonceStr}\n${j.package}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, j.paySign, 'base64'),
    ).toBe(true);
    // The paying page reads it again after a reload.
    expect((await ok<Payment>(buyer('GET', `/web/payment/detail/${payment.id}`))).jsapi).toEqual(j);
  });

  it('WeChat’s notification pays the order', async () => {
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    const res = await postNotify(
      notify({
        mchid: MCHID,
        appid: PAY_APPID,
        out_trade_no: row!.outTradeNo,
        transaction_id: '4200000000202611290000000001',
        trade_state: 'SUCCESS',
        trade_type: 'JSAPI',
        payer: { openid: OPENID },
        amount: { total: 4990, payer_total: 4990, currency: 'CNY' },
      }),
    );
    expect(res.statusCode).toBe(204);
    expect((await ok<Order>(buyer('GET', `/web/order/detail/${order.id}`))).state).toBe(
      ORDER_STATE.paid,
    );
  });

  it('a refund is PROCESSING until REFUND.SUCCESS; staff see each step; a replay changes nothing', async () => {
    await ok(buyer('POST', '/web/order/refund', { order_id: order.id, reason: '买错型号了' }));
    await ok(staff('POST', `/web/admin/store/orders/refund/${order.id}`));
    const refundCall = fetched.find((f) => f.url.endsWith('/v3/refund/domestic/refunds'))!;
    expect(JSON.parse(String(refundCall.init.body))).toMatchObject({
      notify_url: expect.stringMatching(/\/web\/payment\/notify\/wechat$/) as unknown,
    });
    const refundOf = async () =>
      (
        await ok<{ data: AdminOrder[] }>(
          staff('GET', `/web/admin/store/orders?state=${ORDER_STATE.refunded}`),
        )
      ).data.find((o) => o.id === order.id)?.refund_status;
    expect(await refundOf()).toBe(REFUND_STATUS.processing);

    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    const refund = (status: string) =>
      notify(
        {
          mchid: MCHID,
          out_trade_no: row!.outTradeNo,
          transaction_id: '4200000000202611290000000001',
          out_refund_no: `R${order.order_no}`,
          refund_id: '50000000382019052709732678859',
          refund_status: status,
          success_time: '2026-11-29T10:00:00+08:00',
          amount: { total: 4990, refund: 4990, payer_total: 4990, payer_refund: 4990 },
        },
        { eventType: `REFUND.${status}` },
      );
    const success = refund('SUCCESS');
    expect((await postNotify(success)).statusCode).toBe(204);
    expect(await refundOf()).toBe(REFUND_STATUS.success);
    expect((await postNotify(success)).statusCode).toBe(204);
    expect(await refundOf()).toBe(REFUND_STATUS.success);
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept!.refundNotify).toMatchObject({ refund_status: 'SUCCESS' });
  });

  it('refund notifications that are forged, unknown or not WeChat’s final word are refused', async () => {
    const base = { mchid: MCHID, out_trade_no: 'NOSUCHTRADE0002', refund_status: 'SUCCESS' };
    const refused = [
      notify(base, { eventType: 'REFUND.SUCCESS' }),
      notify({ ...base, refund_status: 'PROCESSING' }, { eventType: 'REFUND.SUCCESS' }),
      notify({ ...base, refund_status: 'MAYBE' }, { eventType: 'REFUND.SUCCESS' }),
      notify(base, { eventType: 'REFUND.SUCCESS', key: merchant.privateKey }),
    ];
    for (const n of refused) expect((await postNotify(n)).statusCode).toBe(401);
  });
});
