import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ORDER_STATE,
  STORE_MSG,
  orderDetail,
  paymentCreate,
  paymentProviders,
  paymentWechatOauth,
  type Contract,
  type JsapiParams,
  type Order,
  type Payment,
} from '@xinke/shared';
import { currentLocation, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../lib/navigation', async (load) => ({
  ...(await load<typeof import('../../lib/navigation')>()),
  openExternal: vi.fn(),
}));
const { api } = await import('../../lib/api');
const { openExternal } = await import('../../lib/navigation');
const { Cashier } = await import('./Cashier');
const apiMock = vi.mocked(api);

/*
 * 收银台 inside WeChat's browser (docs/store.md "Paying inside WeChat"): the first WeChat
 * payment goes through the 公众号 OAuth, the return carries on into WeChat's pay sheet, and
 * Alipay (which WeChat will not open) cannot be chosen there.
 */

const CASHIER = '/app/new-version/research/laboratory/payment/7';
const order: Order = {
  id: 7,
  order_no: '202611291030001234567',
  kind: 'goods',
  state: ORDER_STATE.created,
  state_text: '待付款',
  items: [{ ref_id: 3, title: 'ESP32-S3 开发板', cover: '', price: 4990, quantity: 1, pflag: 0 }],
  amount: 4990,
  discount: 0,
  pay_amount: 4990,
  coupon_name: '',
  address: null,
  carrier: '',
  tracking_no: '',
  refund_reason: '',
  refund_reply: '',
  pay_provider: '',
  create_time: 1_795_900_000,
  pay_deadline: 1_795_901_800,
  paid_time: null,
  ship_time: null,
};
const jsapi: JsapiParams = {
  appId: 'wx00000000000000aa',
  timeStamp: '1795900100',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx2011',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};
const payment = (over: Partial<Payment>): Payment => ({
  id: 31,
  order_id: 7,
  provider: 'wechat',
  channel: 'jsapi',
  amount: 4990,
  state: 0,
  code_url: '',
  pay_url: '',
  jsapi: null,
  create_time: 1_795_900_100,
  ...over,
});

/** The server: `create` answers per call (a refusal is thrown as the http client does). */
function fakeServer(create: (input: Record<string, unknown>) => Payment) {
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, unknown>) => {
    if (contract === orderDetail) return order;
    if (contract === paymentProviders)
      return {
        data: [
          { value: 'dev', label: '开发沙箱支付', jsapi: false },
          { value: 'wechat', label: '微信支付', jsapi: true },
          { value: 'alipay', label: '支付宝', jsapi: false },
        ],
      };
    if (contract === paymentCreate) return create(input);
    if (contract === paymentWechatOauth)
      return { url: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0a' };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

const createCalls = () =>
  apiMock.mock.calls.filter(([c]) => c === paymentCreate).map(([, input]) => input);

/** WeChat's bridge: answers the pay sheet with `errMsg`. */
function bridge(errMsg: string) {
  const invoke = vi.fn((_name: string, _params: JsapiParams, done: (r: object) => void) =>
    done({ err_msg: errMsg }),
  );
  window.WeixinJSBridge = { invoke } as unknown as typeof window.WeixinJSBridge;
  return invoke;
}

const userAgent = navigator.userAgent;
const browseIn = (ua: string) =>
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
beforeEach(() =>
  browseIn('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50 NetType/WIFI'),
);
afterEach(() => {
  browseIn(userAgent);
  delete window.WeixinJSBridge;
  vi.clearAllMocks();
});

describe('收银台 inside WeChat', { timeout: 20_000 }, () => {
  it('the first WeChat payment goes to the 公众号 OAuth and back to this page; Alipay is not offered', async () => {
    fakeServer(() => {
      throw { code: 409, data: null, msg: STORE_MSG.wechatAuthRequired };
    });
    renderPage(<Cashier orderId={7} />, { url: CASHIER });
    const alipay = await screen.findByRole('radio', { name: /支付宝/ });
    expect((alipay as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('（微信内无法打开支付宝，请在浏览器中打开本页）')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalled());
    expect(createCalls()).toEqual([{ order_id: 7, provider: 'wechat', channel: 'jsapi' }]);
    expect(apiMock).toHaveBeenCalledWith(paymentWechatOauth, { back: CASHIER });
    expect(openExternal).toHaveBeenCalledWith(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0a',
    );
  });

  it('back with wxpay=ok it opens WeChat’s pay sheet at once and, paid, waits on the paying page', async () => {
    fakeServer(() => payment({ jsapi }));
    const invoke = bridge('get_brand_wcpay_request:ok');
    renderPage(<Cashier orderId={7} />, { url: `${CASHIER}?wxpay=ok` });
    await waitFor(() =>
      expect(currentLocation()).toBe('/app/new-version/research/laboratory/pay/wechat/7/31'),
    );
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi, expect.any(Function));
    expect(createCalls()).toHaveLength(1);
  });

  it('a cancelled pay sheet keeps the buyer on the cashier with a word on it', async () => {
    fakeServer(() => payment({ jsapi }));
    bridge('get_brand_wcpay_request:cancel');
    renderPage(<Cashier orderId={7} />, { url: `${CASHIER}?wxpay=ok` });
    expect(await screen.findByText('已取消付款，订单仍保留，可重新付款')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(CASHIER));
  });

  it('a refused OAuth says so and pays nothing', async () => {
    fakeServer(() => payment({ jsapi }));
    renderPage(<Cashier orderId={7} />, { url: `${CASHIER}?wxpay=denied` });
    expect(await screen.findByText('微信授权未完成，请重试或换一种支付方式')).toBeTruthy();
    expect(createCalls()).toEqual([]);
    await waitFor(() => expect(currentLocation()).toBe(CASHIER));
  });
});

describe('收银台 in another browser', { timeout: 20_000 }, () => {
  it('WeChat Pay shows its QR code page; Alipay can be chosen', async () => {
    browseIn('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0');
    fakeServer(() => payment({ channel: 'pc', code_url: 'weixin://wxpay/bizpayurl?pr=x' }));
    renderPage(<Cashier orderId={7} />, { url: CASHIER });
    const alipay = await screen.findByRole('radio', { name: '支付宝' });
    expect((alipay as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/app/new-version/research/laboratory/pay/wechat/7/31'),
    );
    expect(createCalls()).toEqual([{ order_id: 7, provider: 'wechat', channel: 'pc' }]);
  });
});
