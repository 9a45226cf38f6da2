/*
 * The one payment-provider interface (docs/store.md "Payments"). A provider turns a
 * payment into what the buyer's client shows, and turns a provider's notification into a
 * verified fact — or refuses it. Everything after verification (amount check, idempotency,
 * the order's move) is the payment service's, the same for every provider.
 */

import type { JsapiParams, RefundStatusValue } from '@xinke/shared';

export interface PaymentRequest {
  outTradeNo: string;
  /** Fen. */
  amount: number;
  subject: string;
  channel: 'pc' | 'mobile' | 'jsapi';
  clientIp: string;
  /** The payer's openid under the pay app id: channel jsapi only. */
  openid?: string;
}

/** What the cashier shows: a QR code's content, a page to open, or JSAPI's arguments. */
export interface PaymentStart {
  codeUrl?: string;
  payUrl?: string;
  jsapi?: JsapiParams;
}

/** A notification as it arrived: headers (lower-case names) and the raw body. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A verified notification: the provider says this trade was paid this much. */
export interface PaidNotice {
  kind: 'paid';
  outTradeNo: string;
  transactionId: string;
  /** Fen. */
  amount: number;
  /** The decoded fields, kept on the payment row for the record. */
  raw: Record<string, unknown>;
}

/** A verified notification about a refund of this trade (WeChat Pay's REFUND.*). */
export interface RefundNotice {
  kind: 'refund';
  outTradeNo: string;
  status: RefundStatusValue;
  raw: Record<string, unknown>;
}

export type Notice = PaidNotice | RefundNotice;

/** The HTTP answer a provider expects to a notification. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

export class NotificationRefused extends Error {}

export interface PaymentProvider {
  readonly name: 'wechat' | 'alipay' | 'dev';
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Verifies and decodes a notification. Throws NotificationRefused for anything not
   * provably from the provider; returns null for a genuine notification that is neither a
   * successful payment nor a refund's outcome (e.g. Alipay's WAIT_BUYER_PAY), which is
   * acknowledged and ignored.
   */
  verify(notification: RawNotification): Notice | null;
  /**
   * Refunds a paid trade in full; resolves to where the refund stands (PROCESSING when the
   * provider settles it later and notifies), throws when the provider refused it.
   */
  refund(outTradeNo: string, refundNo: string, amount: number): Promise<RefundStatusValue>;
  readonly accepted: NotifyAnswer;
  readonly refused: NotifyAnswer;
}

export const header = (n: RawNotification, name: string): string => {
  const v = n.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};
