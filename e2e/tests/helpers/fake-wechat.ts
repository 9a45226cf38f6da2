import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createVerify } from 'node:crypto';
import { rsaPair, wechatNotifier } from '../../../apps/server/test/wechat-pay-fixtures';

/*
 * WeChat, as far as paying inside it goes, on a local port: the 公众号's OAuth page and
 * token exchange, WeChat Pay's JSAPI order and refund APIs (each request's merchant
 * signature checked, as WeChat does), and the pay sheet WeixinJSBridge opens — which, like
 * WeChat, tells our server by a signed, encrypted notification. Keys are made per run.
 */

export interface FakeWechat {
  /** The server's environment: WeChat Pay with JSAPI, every base pointed here. */
  env(publicUrl: string): Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** getBrandWCPayRequest: checks paySign, then notifies our server; WeChat's err_msg. */
  paySheet(params: Record<string, string>): Promise<string>;
  /** How many times a browser came through the OAuth page. */
  readonly oauthVisits: number;
}

const MCHID = '1900000109';
const APPID = 'wx2421b1c4370ec43b';
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => resolve(body));
  });

export function fakeWechat(port: number): FakeWechat {
  const base = `http://127.0.0.1:${port}`;
  const merchant = rsaPair();
  const platform = rsaPair();
  const apiV3Key = 'e2e0wechat0pay0apiv3key000000000'; // 32 characters
  const notify = wechatNotifier(apiV3Key, platform.privateKey);
  const prepaid = new Map<string, { out_trade_no: string; total: number; notify_url: string }>();
  let visits = 0;
  let server: Server | undefined;

  /** WeChat Pay refuses a request whose merchant signature does not verify. */
  const signedByMerchant = (req: IncomingMessage, path: string, body: string) => {
    const auth = String(req.headers.authorization ?? '');
    const field = (k: string) => new RegExp(`${k}="([^"]+)"`).exec(auth)?.[1] ?? '';
    return createVerify('RSA-SHA256')
      .update(`POST\n${path}\n${field('timestamp')}\n${field('nonce_str')}\n${body}\n`)
      .verify(merchant.publicKey, field('signature'), 'base64');
  };

  const send = async (url: string, n: { body: string; headers: Record<string, string> }) =>
    (await fetch(url, { method: 'POST', body: n.body, headers: n.headers })).status;

  return {
    get oauthVisits() {
      return visits;
    },
    env: (publicUrl) => ({
      PUBLIC_URL: publicUrl,
      PAY_PROVIDERS: 'dev,wechat,alipay',
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_APP_SECRET: 'e2e-official-account-secret',
      WECHATPAY_API_BASE: base,
      WECHAT_API_BASE: base,
      WECHAT_OPEN_BASE: base,
      ALIPAY_APP_ID: '2021000000000009',
      ALIPAY_PRIVATE_KEY: rsaPair().privateKey,
      ALIPAY_PUBLIC_KEY: rsaPair().publicKey,
    }),
    start: () =>
      new Promise((resolve) => {
        server = createServer((req, res) => {
          const url = new URL(req.url ?? '/', base);
          const json = (status: number, v: unknown) => {
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(v));
          };
          void readBody(req).then(async (body) => {
            if (url.pathname === '/connect/oauth2/authorize') {
              visits += 1;
              const q = url.searchParams;
              if (q.get('appid') !== APPID || q.get('scope') !== 'snsapi_base')
                return json(400, { errcode: 10003, errmsg: 'redirect_uri or scope' });
              const back = new URL(q.get('redirect_uri') ?? '');
              back.searchParams.set('code', `code-${visits}`);
              back.searchParams.set('state', q.get('state') ?? '');
              res.writeHead(302, { location: back.toString() });
              return res.end();
            }
            if (url.pathname === '/sns/oauth2/access_token')
              return url.searchParams.get('secret') === 'e2e-official-account-secret'
                ? json(200, { access_token: 'ACCESS', openid: OPENID, scope: 'snsapi_base' })
                : json(200, { errcode: 40125, errmsg: 'invalid appsecret' });
            const path = url.pathname;
            if (!signedByMerchant(req, path, body))
              return json(401, { code: 'SIGN_ERROR', message: '签名错误' });
            const sent = JSON.parse(body) as Record<string, unknown> & {
              amount: { total?: number; refund?: number };
            };
            if (path === '/v3/pay/transactions/jsapi') {
              const prepayId = `wx${Date.now()}${prepaid.size}`;
              prepaid.set(prepayId, {
                out_trade_no: String(sent.out_trade_no),
                total: Number(sent.amount.total),
                notify_url: String(sent.notify_url),
              });
              return json(200, { prepay_id: prepayId });
            }
            if (path === '/v3/refund/domestic/refunds') {
              json(200, { refund_id: `50${Date.now()}`, status: 'PROCESSING' });
              // WeChat settles the refund a moment later and says so.
              await new Promise((r) => setTimeout(r, 300));
              await send(
                String(sent.notify_url),
                notify(
                  {
                    mchid: MCHID,
                    out_trade_no: sent.out_trade_no,
                    out_refund_no: sent.out_refund_no,
                    refund_id: `50${Date.now()}`,
                    refund_status: 'SUCCESS',
                    amount: { total: sent.amount.total, refund: sent.amount.refund },
                  },
                  { eventType: 'REFUND.SUCCESS' },
                ),
              );
              return;
            }
            return json(404, { code: 'NOT_FOUND' });
          });
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
    async paySheet(params) {
      const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
      const genuine = createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, params.paySign ?? '', 'base64');
      const trade = prepaid.get((params.package ?? '').replace(/^prepay_id=/, ''));
      if (!genuine || params.appId !== APPID || !trade) return 'get_brand_wcpay_request:fail';
      const status = await send(
        trade.notify_url,
        notify({
          mchid: MCHID,
          appid: APPID,
          out_trade_no: trade.out_trade_no,
          transaction_id: `42000000${Date.now()}`,
          trade_type: 'JSAPI',
          trade_state: 'SUCCESS',
          payer: { openid: OPENID },
          amount: { total: trade.total, payer_total: trade.total, currency: 'CNY' },
        }),
      );
      return status === 204 ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail';
    },
  };
}
