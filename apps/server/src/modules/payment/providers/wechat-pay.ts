import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import {
  REFUND_STATUS,
  RefundStatus,
  type JsapiParams,
  type RefundStatusValue,
} from '@xinke/shared';
import type { PayConfig } from '../../../config';
import {
  NotificationRefused,
  header,
  type Notice,
  type PaymentProvider,
  type PaymentRequest,
  type RawNotification,
} from './provider';

/*
 * WeChat Pay API v3 (微信支付): Native (a code_url shown as a QR code) on PCs, H5 on phones,
 * JSAPI inside WeChat's browser (a prepay_id the page hands to WeixinJSBridge, signed again
 * by us: RSA over "appId\ntimeStamp\nnonceStr\npackage\n").
 * Requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,
 * signature=…,timestamp=…,serial_no=…` over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" signed
 * SHA256-RSA with the merchant key; notifications are verified with the platform public key
 * over "TIMESTAMP\nNONCE\nBODY\n" and their resource is decrypted with AEAD_AES_256_GCM
 * under the APIv3 key (pay.weixin.qq.com/docs/merchant/development/interface-rules).
 */

/** PAY's wechat keys (config.ts) and the notify address. */
export type WechatPayConfig = Omit<PayConfig['wechat'], 'appSecret'> & { notifyUrl: string };

/** Notifications older than this are refused (WeChat's own replay window). */
const MAX_SKEW_S = 300;

export function wechatAuthorization(
  cfg: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  urlPath: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  nonce = randomBytes(16).toString('hex'),
): string {
  const message = `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(cfg.privateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${cfg.serialNo}"`
  );
}

/** Decrypts a notification's resource (AEAD_AES_256_GCM: the last 16 bytes are the tag). */
export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), resource.nonce);
  decipher.setAuthTag(tag);
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}

/** getBrandWCPayRequest's arguments for a prepay_id (JSAPI调起支付, signType RSA). */
export function jsapiParams(
  cfg: Pick<WechatPayConfig, 'appId' | 'privateKey'>,
  prepayId: string,
  timestamp = Math.floor(Date.now() / 1000),
  nonce = randomBytes(16).toString('hex'),
): JsapiParams {
  const timeStamp = String(timestamp);
  const pkg = `prepay_id=${prepayId}`;
  const paySign = createSign('RSA-SHA256')
    .update(`${cfg.appId}\n${timeStamp}\n${nonce}\n${pkg}\n`)
    .sign(cfg.privateKey, 'base64');
  return { appId: cfg.appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign };
}

interface WechatNotify {
  event_type?: string;
  resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string };
}
interface WechatTransaction {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  mchid?: string;
  appid?: string;
  amount?: { total?: number };
}
/** A refund notification's resource (退款结果通知). */
interface WechatRefund {
  mchid?: string;
  out_trade_no?: string;
  refund_status?: string;
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  readonly accepted = { status: 204, contentType: 'application/json', body: '' };
  readonly refused = {
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ code: 'FAIL', message: '签名验证失败' }),
  };

  constructor(
    private readonly cfg: WechatPayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private async call(
    method: 'POST',
    path: string,
    payload: unknown,
  ): Promise<Record<string, unknown>> {
    const body = JSON.stringify(payload);
    const res = await this.fetchImpl(`${this.cfg.apiBase}${path}`, {
      method,
      headers: {
        Authorization: wechatAuthorization(
          this.cfg,
          method,
          path,
          body,
          Math.floor(this.now() / 1000),
        ),
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`wechat pay ${path} ${res.status}: ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async start(req: PaymentRequest) {
    const base = {
      appid: this.cfg.appId,
      mchid: this.cfg.mchId,
      description: req.subject.slice(0, 127),
      out_trade_no: req.outTradeNo,
      notify_url: this.cfg.notifyUrl,
      amount: { total: req.amount, currency: 'CNY' },
    };
    if (req.channel === 'pc') {
      const r = await this.call('POST', '/v3/pay/transactions/native', base);
      return { codeUrl: String(r.code_url ?? '') };
    }
    if (req.channel === 'jsapi') {
      if (!req.openid) throw new Error('wechat pay jsapi: no openid');
      const r = await this.call('POST', '/v3/pay/transactions/jsapi', {
        ...base,
        payer: { openid: req.openid },
      });
      if (typeof r.prepay_id !== 'string' || !r.prepay_id)
        throw new Error('wechat pay jsapi: no prepay_id');
      return { jsapi: jsapiParams(this.cfg, r.prepay_id, Math.floor(this.now() / 1000)) };
    }
    const r = await this.call('POST', '/v3/pay/transactions/h5', {
      ...base,
      scene_info: { payer_client_ip: req.clientIp, h5_info: { type: 'Wap' } },
    });
    return { payUrl: String(r.h5_url ?? '') };
  }

  verify(n: RawNotification): Notice | null {
    const timestamp = header(n, 'wechatpay-timestamp');
    const nonce = header(n, 'wechatpay-nonce');
    const signature = header(n, 'wechatpay-signature');
    if (!timestamp || !nonce || !signature) throw new NotificationRefused('missing headers');
    if (Math.abs(Math.floor(this.now() / 1000) - Number(timestamp)) > MAX_SKEW_S)
      throw new NotificationRefused('stale timestamp');
    const ok = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${n.body}\n`)
      .verify(this.cfg.platformPublicKey, signature, 'base64');
    if (!ok) throw new NotificationRefused('bad signature');
    let notify: WechatNotify;
    let tx: WechatTransaction & WechatRefund;
    try {
      notify = JSON.parse(n.body) as WechatNotify;
      if (!notify.resource) throw new Error('no resource');
      tx = JSON.parse(decryptResource(this.cfg.apiV3Key, notify.resource)) as WechatTransaction;
    } catch {
      throw new NotificationRefused('undecryptable resource');
    }
    if (tx.mchid !== this.cfg.mchId) throw new NotificationRefused('another merchant');
    // REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED: the outcome of a refund we asked for.
    if (notify.event_type?.startsWith('REFUND.')) {
      const status = tx.refund_status ?? '';
      if (!tx.out_trade_no || !RefundStatus.has(status) || status === REFUND_STATUS.processing)
        throw new NotificationRefused('incomplete refund');
      return {
        kind: 'refund',
        outTradeNo: tx.out_trade_no,
        status: status as RefundStatusValue,
        raw: tx as Record<string, unknown>,
      };
    }
    if (notify.event_type !== 'TRANSACTION.SUCCESS' || tx.trade_state !== 'SUCCESS') return null;
    if (!tx.out_trade_no || !tx.transaction_id || typeof tx.amount?.total !== 'number')
      throw new NotificationRefused('incomplete transaction');
    return {
      kind: 'paid',
      outTradeNo: tx.out_trade_no,
      transactionId: tx.transaction_id,
      amount: tx.amount.total,
      raw: tx as Record<string, unknown>,
    };
  }

  /**
   * Asks for the refund. WeChat answers SUCCESS or PROCESSING when it took the request (the
   * money goes back within days, on its side); CLOSED or ABNORMAL (the buyer's card closed,
   * say) means no money moves, so the order must stay 退款中 for staff.
   */
  async refund(outTradeNo: string, refundNo: string, amount: number): Promise<RefundStatusValue> {
    const r = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: refundNo,
      amount: { refund: amount, total: amount, currency: 'CNY' },
      notify_url: this.cfg.notifyUrl,
    });
    if (r.status !== REFUND_STATUS.success && r.status !== REFUND_STATUS.processing)
      throw new Error(`wechat pay refund ${String(r.status)}`);
    return r.status;
  }
}
