import { createSign, createVerify, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATE, PAYMENT_STATE, STORE_MSG, type Order, type Payment } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { buildAddress, buildGoods } from '../../../test/store-fixtures';
import { ok, refusal } from '../../../test/store-helpers';
import { rsaPair, wechatNotifier } from '../../../test/wechat-pay-fixtures';
import { goods, payments } from '../../db/schema';
import { alipaySignContent } from './providers/alipay';

/*
 * Payments through every provider (docs/store.md): the dev sandbox's 确认支付, and WeChat
 * Pay v3 and Alipay notifications signed here with keys generated for the test — genuine
 * ones accepted once, replays changing nothing, tampered bodies and signatures, wrong
 * amounts and unknown trades refused with each provider's own answer.
 */

const pair = rsaPair;
const merchant = pair(); // our WeChat merchant key
const platform = pair(); // WeChat Pay's platform key
const app = pair(); // our Alipay application key
const alipay = pair(); // Alipay's key
const apiV3Key = randomBytes(16).toString('hex'); // 32 characters
const MCHID = '1900000001';
const ALIPAY_APP = '2021000000000001';

const fetched: { url: string; init: RequestInit }[] = [];
const stubFetch: typeof fetch = async (input, init) => {
  fetched.push({ url: String(input), init: init ?? {} });
  return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=test' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};

let t: TestApp;
let buyer: ReturnType<typeof callAs>;
let rival: ReturnType<typeof callAs>;
let buyerId = 0;
let addressId = 0;

async function newOrder(price = 4990): Promise<Order> {
  const g = await buildGoods(t.db, { price, stock: 10 });
  return ok<Order>(
    buyer('POST', '/web/order/create', { goods_id: g.id, quantity: 1, address_id: addressId }),
  );
}

async function start(order: Order, provider: string, channel = 'pc'): Promise<Payment> {
  return ok<Payment>(
    buyer('POST', '/web/payment/create', { order_id: order.id, provider, channel }),
  );
}

async function outTradeNo(paymentId: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

const orderState = async (id: number) =>
  (await ok<Order>(buyer('GET', `/web/order/detail/${id}`))).state;

/** A WeChat Pay notification as WeChat sends it: encrypted resource, platform signature. */
const wechatNotify = wechatNotifier(apiV3Key, platform.privateKey);

const postNotify = (provider: string, n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/web/payment/notify/${provider}`,
    payload: n.body,
    headers: n.headers,
  });

/** An Alipay async notification, signed by "Alipay" over the sorted params. */
function alipayNotify(params: Record<string, string>, key = alipay.privateKey) {
  const all = {
    app_id: ALIPAY_APP,
    notify_time: '2026-11-28 18:00:00',
    sign_type: 'RSA2',
    ...params,
  };
  // Alipay signs its notifications over every parameter but sign and sign_type.
  const sign = createSign('RSA-SHA256')
    .update(alipaySignContent(all, ['sign', 'sign_type']))
    .sign(key, 'base64');
  return {
    body: new URLSearchParams({ ...all, sign }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  };
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAY_PROVIDERS: 'dev,wechat,alipay',
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: 'wx0000000000000001',
      WECHATPAY_SERIAL_NO: 'MERCHANT_SERIAL',
      WECHATPAY_PRIVATE_KEY: merchant.privateKey.replace(/\n/g, '\\n'),
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_APIV3_KEY: apiV3Key,
      ALIPAY_APP_ID: ALIPAY_APP,
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
    },
    deps: { fetch: stubFetch },
  });
  const year = new Date(Date.now() - 365 * 86_400_000);
  const b = await buildUser(t.db, { createTime: year });
  const r = await buildUser(t.db, { createTime: year });
  buyerId = b.id;
  buyer = callAs(t.app, await loginAs(t.db, b));
  rival = callAs(t.app, await loginAs(t.db, r));
  addressId = (await buildAddress(t.db, buyerId)).id;
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the cashier', () => {
  it('lists the enabled providers, dev sandbox included', async () => {
    const list = await ok<{ data: { value: string; label: string }[] }>(
      buyer('GET', '/web/payment/providers'),
    );
    expect(list.data.map((p) => p.label)).toEqual(['开发沙箱支付', '微信支付', '支付宝']);
  });

  it('refuses an unknown provider and another member’s payment', async () => {
    const order = await newOrder();
    expect(
      await refusal(
        buyer('POST', '/web/payment/create', { order_id: order.id, provider: 'paypal' }),
      ),
    ).toEqual([422, `provider: ${STORE_MSG.providerInvalid}`]);
    const p = await start(order, 'dev');
    expect(await refusal(rival('GET', `/web/payment/detail/${p.id}`))).toEqual([
      404,
      STORE_MSG.paymentNotFound,
    ]);
    expect(await refusal(rival('POST', '/web/payment/dev/confirm', { payment_id: p.id }))).toEqual([
      404,
      STORE_MSG.paymentNotFound,
    ]);
  });
});

describe('dev sandbox', () => {
  it('确认支付 pays the order through the notification path; polling sees it; again changes nothing', async () => {
    const order = await newOrder();
    const p = await start(order, 'dev');
    expect(await ok(buyer('POST', '/web/payment/poll', { order_id: order.id }))).toMatchObject({
      paid: false,
    });
    expect(await ok(buyer('POST', '/web/payment/dev/confirm', { payment_id: p.id }))).toMatchObject(
      {
        paid: true,
        state: ORDER_STATE.paid,
        state_text: '待发货',
      },
    );
    expect(await ok(buyer('POST', '/web/payment/poll', { order_id: order.id }))).toMatchObject({
      paid: true,
    });
    const [g] = await t.db.select().from(goods).where(eq(goods.id, order.items[0]!.ref_id));
    expect(g?.sold).toBe(1);
    // A second confirm is another sandbox transaction for a paid trade: refused, nothing moves.
    expect(await refusal(buyer('POST', '/web/payment/dev/confirm', { payment_id: p.id }))).toEqual([
      409,
      STORE_MSG.notifyRefused,
    ]);
    const [again] = await t.db.select().from(goods).where(eq(goods.id, order.items[0]!.ref_id));
    expect(again?.sold).toBe(1);
  });

  it('a dev confirm of a WeChat payment is refused', async () => {
    const p = await start(await newOrder(), 'wechat');
    expect(await refusal(buyer('POST', '/web/payment/dev/confirm', { payment_id: p.id }))).toEqual([
      409,
      STORE_MSG.paymentNotDev,
    ]);
  });
});

describe('WeChat Pay v3', () => {
  it('Native: signs the request exactly as WeChat documents and returns the code_url', async () => {
    fetched.length = 0;
    const p = await start(await newOrder(), 'wechat');
    expect(p.code_url).toBe('weixin://wxpay/bizpayurl?pr=test');
    const call = fetched[0]!;
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    const auth = String((call.init.headers as Record<string, string>).Authorization);
    const m =
      /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(
        auth,
      );
    expect(m).not.toBeNull();
    const [, mchid, nonce, signature, timestamp, serial] = m!;
    expect([mchid, serial]).toEqual([MCHID, 'MERCHANT_SERIAL']);
    const message = `POST\n/v3/pay/transactions/native\n${timestamp}\n${nonce}\n${String(call.init.body)}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature!, 'base64'),
    ).toBe(true);
    const sent = JSON.parse(String(call.init.body)) as {
      amount: { total: number };
      notify_url: string;
    };
    expect(sent.amount.total).toBe(4990);
    expect(sent.notify_url).toMatch(/\/web\/payment\/notify\/wechat$/);
  });

  it('a genuine notification pays once; a replay answers success and changes nothing', async () => {
    const order = await newOrder();
    const p = await outTradeNo((await start(order, 'wechat')).id);
    const tx = {
      mchid: MCHID,
      out_trade_no: p.outTradeNo,
      transaction_id: '4200000000202611280000000001',
      trade_state: 'SUCCESS',
      amount: { total: 4990, payer_total: 4990 },
    };
    const n = wechatNotify(tx);
    expect((await postNotify('wechat', n)).statusCode).toBe(204);
    expect(await orderState(order.id)).toBe(ORDER_STATE.paid);
    const replay = await postNotify('wechat', n);
    expect(replay.statusCode).toBe(204);
    expect((await outTradeNo(p.id)).state).toBe(PAYMENT_STATE.paid);
    const [g] = await t.db.select().from(goods).where(eq(goods.id, order.items[0]!.ref_id));
    expect(g?.sold).toBe(1);
  });

  it('refuses a tampered body, a foreign signature, a stale timestamp and a wrong amount', async () => {
    const order = await newOrder();
    const p = await outTradeNo((await start(order, 'wechat')).id);
    const tx = {
      mchid: MCHID,
      out_trade_no: p.outTradeNo,
      transaction_id: '4200000000202611280000000002',
      trade_state: 'SUCCESS',
      amount: { total: 4990 },
    };
    const good = wechatNotify(tx);
    const tampered = {
      ...good,
      body: good.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '),
    };
    for (const n of [
      tampered,
      wechatNotify(tx, { key: merchant.privateKey }),
      wechatNotify(tx, { ts: Math.floor(Date.now() / 1000) - 3600 }),
      wechatNotify({ ...tx, amount: { total: 1 } }),
      wechatNotify({ ...tx, out_trade_no: 'NOSUCHTRADE0001' }),
    ]) {
      const res = await postNotify('wechat', n);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'FAIL', message: '签名验证失败' });
    }
    expect(await orderState(order.id)).toBe(ORDER_STATE.created);
  });
});

describe('Alipay', () => {
  it('page pay: a signed gateway address the buyer opens', async () => {
    const p = await start(await newOrder(1234), 'alipay');
    const url = new URL(p.pay_url);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params.method).toBe('alipay.trade.page.pay');
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      total_amount: '12.34',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content).verify(app.publicKey, sign!, 'base64')).toBe(
      true,
    );
    const wap = await start(await newOrder(), 'alipay', 'mobile');
    expect(new URL(wap.pay_url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
  });

  it('a genuine notification pays once and is answered success; a replay changes nothing', async () => {
    const order = await newOrder(1234);
    const p = await outTradeNo((await start(order, 'alipay')).id);
    const n = alipayNotify({
      out_trade_no: p.outTradeNo,
      trade_no: '2026112822001400000000000001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '12.34',
    });
    const res = await postNotify('alipay', n);
    expect([res.statusCode, res.body]).toEqual([200, 'success']);
    expect(await orderState(order.id)).toBe(ORDER_STATE.paid);
    const again = await postNotify('alipay', n);
    expect(again.body).toBe('success');
    expect((await outTradeNo(p.id)).transactionId).toBe('2026112822001400000000000001');
  });

  it('refuses a tampered amount, a foreign signature and a wrong amount', async () => {
    const order = await newOrder(1234);
    const p = await outTradeNo((await start(order, 'alipay')).id);
    const params = {
      out_trade_no: p.outTradeNo,
      trade_no: '2026112822001400000000000002',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '12.34',
    };
    const good = alipayNotify(params);
    for (const n of [
      { ...good, body: good.body.replace('total_amount=12.34', 'total_amount=0.01') },
      alipayNotify(params, app.privateKey),
      alipayNotify({ ...params, total_amount: '0.01' }),
    ]) {
      const res = await postNotify('alipay', n);
      expect(res.body).toBe('failure');
    }
    expect(await orderState(order.id)).toBe(ORDER_STATE.created);
    // WAIT_BUYER_PAY is genuine but not a payment: acknowledged, nothing moves.
    const waiting = await postNotify(
      'alipay',
      alipayNotify({ ...params, trade_status: 'WAIT_BUYER_PAY' }),
    );
    expect(waiting.body).toBe('success');
    expect(await orderState(order.id)).toBe(ORDER_STATE.created);
  });
});
