import { ORDER_KIND } from '@xinke/shared';
import { registerPayableKind } from '../order/payable-kinds';
import { markSupportPaid } from './support.service';

/**
 * A support as a payable kind (docs/creator.md "Supports and payments"): the order's
 * payment marks its support paid, in the payment's transaction; the payment path then
 * completes the order, as there is nothing to ship. An unpaid order that is cancelled or
 * expires leaves the support pending, so the member can pay again from the spec's page;
 * a completed order has no refund move, so a support once paid stays paid.
 */
registerPayableKind({
  kind: ORDER_KIND.support,
  ships: false,
  async onPaid(tx, order) {
    await markSupportPaid(tx, order.refId, order.paidTime ?? new Date());
  },
});
