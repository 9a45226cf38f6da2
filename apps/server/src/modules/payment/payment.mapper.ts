import type { JsapiParams, Payment } from '@xinke/shared';
import type { payments } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';

export type PaymentRow = typeof payments.$inferSelect;

export const toPayment = (r: PaymentRow): Payment => ({
  id: r.id,
  order_id: r.orderId,
  provider: r.provider,
  channel: r.channel,
  amount: r.amount,
  state: r.state,
  code_url: r.codeUrl,
  pay_url: r.payUrl,
  jsapi: (r.jsapiParams as JsapiParams | null) ?? null,
  create_time: toUnixSeconds(r.createTime.getTime()),
});
