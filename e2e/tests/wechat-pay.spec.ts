import { expect, test, type Page } from './helpers/test';
import { fakeWechat } from './helpers/fake-wechat';
import { ownServer } from './helpers/own-server';
import { freshPhone, type LoginResult } from './helpers/session';

/*
 * Paying inside WeChat (docs/store.md "Paying inside WeChat"), in the browser: a server of
 * our own configured with WeChat Pay and a 公众号 secret, against a local WeChat (OAuth, the
 * JSAPI order and refund APIs, the pay sheet). A member on a phone, in WeChat's browser,
 * opens the cashier: Alipay cannot be chosen there; 微信支付 goes once through the silent
 * OAuth, comes back, opens WeChat's pay sheet, and WeChat's notification pays the order.
 * A second order pays without the OAuth. Staff refund one; WeChat's REFUND.SUCCESS shows
 * as 退款已到账 in the console.
 */
const wechat = fakeWechat(3327);
const site = ownServer(3326, 'wechat-pay', wechat.env('http://127.0.0.1:3326'));
const PHONE_PREFIX = '177';
const IN_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';

let admin: LoginResult;
let buyer: LoginResult;
let goodsId = 0;
let addressId = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await wechat.start();
  site.reset();
  await site.start();
  admin = await site.smsLogin(freshPhone(PHONE_PREFIX));
  buyer = await site.smsLogin(freshPhone(PHONE_PREFIX));
  await site.call('/dev/staff_role', { user_id: admin.id, role: 'admin' });
  goodsId = (
    await site.call<{ id: number }>(
      '/web/admin/store/goods/create',
      { title: 'ESP32-S3 开发板', cover: '/uploads/images/none.webp', price: 4990, stock: 5 },
      admin.token,
    )
  ).id;
  addressId = (
    await site.call<{ id: number }>(
      '/web/address/create',
      { name: '王工', phone: '13912345678', region: '广东省 深圳市 南山区', detail: '科技园 3 栋' },
      buyer.token,
    )
  ).id;
});
test.afterAll(async () => {
  await site.stop();
  await wechat.stop();
});
test.describe.configure({ timeout: 120_000 });

const newOrder = () =>
  site.call<{ id: number }>(
    '/web/order/create',
    { goods_id: goodsId, quantity: 1, address_id: addressId },
    buyer.token,
  );

/** The buyer's phone, in WeChat's browser: its bridge opens the (local) pay sheet. */
async function wechatPhone(browser: Parameters<typeof site.open>[0]): Promise<Page> {
  const page = await site.open(browser, buyer, {
    userAgent: IN_WECHAT,
    viewport: { width: 375, height: 812 },
  });
  await page.exposeFunction('wechatPaySheet', (params: Record<string, string>) =>
    wechat.paySheet(params),
  );
  await page.addInitScript(() => {
    const sheet = (window as unknown as { wechatPaySheet(p: object): Promise<string> })
      .wechatPaySheet;
    (window as unknown as { WeixinJSBridge: object }).WeixinJSBridge = {
      invoke: (_name: string, params: object, done: (r: { err_msg: string }) => void) =>
        void sheet(params).then((err_msg) => done({ err_msg })),
    };
  });
  return page;
}

const orderState = async (id: number) =>
  (await site.call<{ state_text: string }>(`/web/order/detail/${id}`, undefined, buyer.token))
    .state_text;

test('inside WeChat: the first payment authorises once, WeChat’s pay sheet pays, a refund is recorded', async ({
  browser,
}) => {
  const page = await wechatPhone(browser);
  const first = await newOrder();

  await test.step('the cashier offers WeChat Pay, not Alipay', async () => {
    await page.goto(`/app/new-version/research/laboratory/payment/${first.id}`);
    await expect(page.getByText('收银台')).toBeVisible();
    await expect(page.getByRole('radio', { name: /支付宝/ })).toBeDisabled();
    await expect(page.getByText('微信内无法打开支付宝，请在浏览器中打开本页')).toBeVisible();
    await page.screenshot({ path: 'artifacts/wechat-cashier-375.png' });
  });

  await test.step('微信支付: OAuth, back, the pay sheet, paid', async () => {
    await page.getByRole('radio', { name: '微信支付' }).check();
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible();
    expect(wechat.oauthVisits).toBe(1);
    expect(await orderState(first.id)).toBe('待发货');
  });

  await test.step('a second order pays without the OAuth', async () => {
    const second = await newOrder();
    await page.goto(`/app/new-version/research/laboratory/payment/${second.id}`);
    await page.getByRole('radio', { name: '微信支付' }).check();
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible();
    expect(wechat.oauthVisits).toBe(1);
    expect(await orderState(second.id)).toBe('待发货');
  });

  await test.step('staff refund the first; WeChat settles it and the console says so', async () => {
    await site.call('/web/order/refund', { order_id: first.id, reason: '买重复了' }, buyer.token);
    await site.call(`/web/admin/store/orders/refund/${first.id}`, {}, admin.token);
    const console = await site.open(browser, admin);
    await expect(async () => {
      await console.goto('/app/admin/orders');
      await expect(console.getByText('退款已到账')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  });
});
