import { OrderState, type Order } from '@xinke/shared';
import type { orders } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';

export type OrderRow = typeof orders.$inferSelect;

const sec = (d: Date | null) => (d ? toUnixSeconds(d.getTime()) : null);

/** An order row as the wire shows it: one line today, `items` so more can come. */
export function toOrder(r: OrderRow): Order {
  return {
    id: r.id,
    order_no: r.orderNo,
    kind: r.kind,
    state: r.state,
    state_text: OrderState.label(r.state),
    items: [
      {
        ref_id: r.refId,
        title: r.title,
        cover: r.cover,
        price: r.price,
        quantity: r.quantity,
        pflag: r.pflag,
      },
    ],
    amount: r.amount,
    discount: r.discount,
    pay_amount: r.payAmount,
    coupon_name: r.couponName,
    address: r.address ?? null,
    carrier: r.carrier,
    tracking_no: r.trackingNo,
    refund_reason: r.refundReason,
    refund_reply: r.refundReply,
    pay_provider: r.payProvider,
    create_time: toUnixSeconds(r.createTime.getTime()),
    pay_deadline: toUnixSeconds(r.payDeadline.getTime()),
    paid_time: sec(r.paidTime),
    ship_time: sec(r.shipTime),
  };
}
