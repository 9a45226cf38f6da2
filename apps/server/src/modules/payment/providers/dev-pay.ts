import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REFUND_STATUS, type RefundStatusValue } from '@xinke/shared';
import {
  NotificationRefused,
  header,
  type Notice,
  type PaymentProvider,
  type PaymentRequest,
  type RawNotification,
} from './provider';

/*
 * 开发沙箱支付: the embedded default. Its "payment page" is our own sandbox cashier; its
 * 确认支付 builds a notification signed with a per-process HMAC key and hands it to the
 * same notification handling as the real providers. Refused in production unless
 * ALLOW_DEV_PROVIDERS (config.ts).
 */
export class DevPayProvider implements PaymentProvider {
  readonly name = 'dev' as const;
  readonly accepted = { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' };
  readonly refused = { status: 401, contentType: 'application/json', body: '{"code":"FAIL"}' };
  private readonly key = randomBytes(32);

  constructor(private readonly payPagePath: (outTradeNo: string) => string = () => '') {}

  async start(req: PaymentRequest) {
    return { payUrl: this.payPagePath(req.outTradeNo) };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('hex');
  }

  /** The notification the sandbox "sends" when the buyer clicks 确认支付. */
  notification(outTradeNo: string, amount: number): RawNotification {
    const body = JSON.stringify({
      out_trade_no: outTradeNo,
      transaction_id: `DEV${Date.now()}${randomBytes(4).toString('hex')}`,
      amount,
    });
    return { headers: { 'x-dev-signature': this.sign(body) }, body };
  }

  verify(n: RawNotification): Notice | null {
    const given = Buffer.from(header(n, 'x-dev-signature'), 'hex');
    const expected = Buffer.from(this.sign(n.body), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new NotificationRefused('bad signature');
    const raw = JSON.parse(n.body) as {
      out_trade_no: string;
      transaction_id: string;
      amount: number;
    };
    return {
      kind: 'paid',
      outTradeNo: raw.out_trade_no,
      transactionId: raw.transaction_id,
      amount: raw.amount,
      raw,
    };
  }

  async refund(): Promise<RefundStatusValue> {
    // The sandbox holds no money: a refund succeeds at once.
    return REFUND_STATUS.success;
  }
}
