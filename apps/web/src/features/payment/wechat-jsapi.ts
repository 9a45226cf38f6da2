import type { JsapiParams } from '@xinke/shared';

/*
 * Paying inside WeChat (docs/store.md "Paying inside WeChat"). WeChat's own browser refuses
 * H5 pay and opens no Alipay page; it pays through its bridge instead, with arguments our
 * server signed for a JSAPI prepay_id.
 */

interface WeixinJSBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    params: JsapiParams,
    done: (res: { err_msg?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** WeChat's in-app browser says MicroMessenger in its user agent. */
export const inWechatBrowser = () => /MicroMessenger/i.test(navigator.userAgent);

export type JsapiOutcome = 'ok' | 'cancel' | 'fail';

/** The bridge appears a moment after the page loads; WeChat fires this event when it does. */
function bridge(): Promise<WeixinJSBridge> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('no WeixinJSBridge')), 5000);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        window.clearTimeout(timer);
        if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
        else reject(new Error('no WeixinJSBridge'));
      },
      { once: true },
    );
  });
}

/**
 * Opens WeChat's pay sheet. `ok` only says the buyer finished in WeChat: the order is paid
 * when WeChat's notification reaches the server, which the paying page then polls for.
 */
export async function invokeWechatPay(params: JsapiParams): Promise<JsapiOutcome> {
  const b = await bridge().catch(() => null);
  if (!b) return 'fail';
  return new Promise((resolve) => {
    b.invoke('getBrandWCPayRequest', params, (res) => {
      const msg = res.err_msg ?? '';
      resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
    });
  });
}
