import { ORDER_KIND } from '@xinke/shared';
import { registerPayableKind } from '../order/payable-kinds';
import { markDepositPaid } from './deposit';

/**
 * A 流浪计划 deposit as a payable kind (docs/liulang.md "Payments"): the order's payment
 * marks the deposit paid in the payment's transaction (idempotent), and the payment path
 * completes the order, as nothing ships. An unpaid order that is cancelled or expires
 * leaves the deposit pending: the member pays again from V2-pay until the deadline.
 */
registerPayableKind({
  kind: ORDER_KIND.liulangDeposit,
  ships: false,
  async onPaid(tx, order) {
    await markDepositPaid(tx, order.refId, (order.paidTime ?? new Date()).getTime());
  },
});
