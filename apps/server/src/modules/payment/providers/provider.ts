/*
 * The one payment-provider interface (docs/store.md "Payments"). A provider turns a
 * payment into what the buyer's client shows, and turns a provider's notification into a
 * verified fact — or refuses it. Everything after verification (amount check, idempotency,
 * the order's move) is the payment service's, the same for every provider.
 */

export interface PaymentRequest {
  outTradeNo: string;
  /** Fen. */
  amount: number;
  subject: string;
  channel: 'pc' | 'mobile';
  clientIp: string;
}

/** What the cashier shows: a QR code's content, or a page to open. */
export interface PaymentStart {
  codeUrl?: string;
  payUrl?: string;
}

/** A notification as it arrived: headers (lower-case names) and the raw body. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A verified notification: the provider says this trade was paid this much. */
export interface PaidNotice {
  outTradeNo: string;
  transactionId: string;
  /** Fen. */
  amount: number;
  /** The decoded fields, kept on the payment row for the record. */
  raw: Record<string, unknown>;
}

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
   * provably from the provider; returns null for a genuine notification that is not a
   * successful payment (e.g. Alipay's WAIT_BUYER_PAY), which is acknowledged and ignored.
   */
  verify(notification: RawNotification): PaidNotice | null;
  /** Refunds a paid trade in full. */
  refund(outTradeNo: string, refundNo: string, amount: number): Promise<void>;
  readonly accepted: NotifyAnswer;
  readonly refused: NotifyAnswer;
}

export const header = (n: RawNotification, name: string): string => {
  const v = n.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};
