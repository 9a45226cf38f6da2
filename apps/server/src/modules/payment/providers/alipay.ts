import { createSign, createVerify } from 'node:crypto';
import { REFUND_STATUS, type RefundStatusValue } from '@xinke/shared';
import {
  NotificationRefused,
  type Notice,
  type PaymentProvider,
  type PaymentRequest,
  type RawNotification,
} from './provider';

/*
 * Alipay (支付宝) open platform: alipay.trade.page.pay on PCs, alipay.trade.wap.pay on
 * phones, alipay.trade.refund. Requests are signed RSA2 (SHA256withRSA) over the sorted
 * `key=value&…` string of the non-empty parameters except `sign`; an async notification is
 * verified over the same string of its parameters except `sign` and `sign_type` with
 * Alipay's public key (opendocs.alipay.com/common/02mse7, 02mse3). It is answered `success`.
 */

export interface AlipayConfig {
  appId: string;
  /** PEM, the application private key. */
  privateKey: string;
  /** PEM, Alipay's public key. */
  alipayPublicKey: string;
  notifyUrl: string;
  /** Where the buyer lands after paying (our pay-success page). */
  returnUrl: string;
  gateway: string;
}

/** The string both sides sign: sorted keys, empty values left out. */
export function alipaySignContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function alipaySign(params: Record<string, string>, privateKey: string): string {
  return createSign('RSA-SHA256')
    .update(alipaySignContent(params, ['sign']), 'utf8')
    .sign(privateKey, 'base64');
}

/** Beijing time as Alipay wants it: 2026-11-28 17:30:00. */
function alipayTimestamp(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "12.34" → 1234 fen, exactly (no float rounding), or NaN. */
export function yuanToFen(yuan: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
const fenToYuan = (fen: number) => (fen / 100).toFixed(2);

const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  readonly accepted = { status: 200, contentType: 'text/plain', body: 'success' };
  readonly refused = { status: 200, contentType: 'text/plain', body: 'failure' };

  constructor(
    private readonly cfg: AlipayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** The common parameters plus `sign`. */
  signedParams(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: this.cfg.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(this.now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    return { ...params, sign: alipaySign(params, this.cfg.privateKey) };
  }

  async start(req: PaymentRequest) {
    const pc = req.channel === 'pc';
    const params = this.signedParams(
      pc ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay',
      {
        out_trade_no: req.outTradeNo,
        total_amount: fenToYuan(req.amount),
        subject: req.subject.slice(0, 256),
        product_code: pc ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
      },
      { notify_url: this.cfg.notifyUrl, return_url: this.cfg.returnUrl },
    );
    // Page and wap pay are a GET of the gateway with the signed parameters.
    return { payUrl: `${this.cfg.gateway}?${new URLSearchParams(params).toString()}` };
  }

  verify(n: RawNotification): Notice | null {
    const params = Object.fromEntries(new URLSearchParams(n.body));
    const sign = params.sign;
    if (!sign) throw new NotificationRefused('no sign');
    const ok = createVerify('RSA-SHA256')
      .update(alipaySignContent(params, ['sign', 'sign_type']), 'utf8')
      .verify(this.cfg.alipayPublicKey, sign, 'base64');
    if (!ok) throw new NotificationRefused('bad signature');
    if (params.app_id !== this.cfg.appId) throw new NotificationRefused('another app');
    if (!PAID_STATUSES.has(params.trade_status ?? '')) return null;
    const amount = yuanToFen(params.total_amount ?? '');
    if (!params.out_trade_no || !params.trade_no || Number.isNaN(amount))
      throw new NotificationRefused('incomplete notification');
    return {
      kind: 'paid',
      outTradeNo: params.out_trade_no,
      transactionId: params.trade_no,
      amount,
      raw: params,
    };
  }

  /** alipay.trade.refund moves the money synchronously: code 10000 is a done refund. */
  async refund(outTradeNo: string, refundNo: string, amount: number): Promise<RefundStatusValue> {
    const params = this.signedParams('alipay.trade.refund', {
      out_trade_no: outTradeNo,
      out_request_no: refundNo,
      refund_amount: fenToYuan(amount),
    });
    const res = await this.fetchImpl(this.cfg.gateway, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    const answer = verifiedAnswer(
      await res.text(),
      'alipay_trade_refund_response',
      this.cfg.alipayPublicKey,
    ) as { code?: string; sub_msg?: string; fund_change?: string };
    if (answer.code !== '10000')
      throw new Error(`alipay refund refused: ${answer.sub_msg ?? res.status}`);
    return REFUND_STATUS.success;
  }
}

/**
 * The answer node of a synchronous Alipay response, once its signature checks out. Alipay
 * signs the node's JSON text exactly as sent (opendocs.alipay.com/common/02mse3, 同步验签),
 * so the text is cut from the raw body — from the node's `{` to the `}` before `,"sign"` —
 * rather than re-serialised. An error answer (a bad app id, say) may come unsigned; it is
 * believed only as a refusal, never as a success.
 */
export function verifiedAnswer(raw: string, node: string, publicKey: string): { code?: string } {
  const body = JSON.parse(raw) as Record<string, unknown> & { sign?: string };
  const answer = (body[node] ?? {}) as { code?: string };
  const start = raw.indexOf('{', raw.indexOf(`"${node}"`) + node.length + 2);
  const end = raw.lastIndexOf('}', raw.lastIndexOf('"sign"'));
  const signed = start > 0 && end > start ? raw.slice(start, end + 1) : '';
  const ok =
    typeof body.sign === 'string' &&
    createVerify('RSA-SHA256').update(signed, 'utf8').verify(publicKey, body.sign, 'base64');
  if (ok) return answer;
  if (answer.code !== undefined && answer.code !== '10000') return answer;
  throw new Error(`alipay ${node}: signature does not verify`);
}
