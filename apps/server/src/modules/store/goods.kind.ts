import { eq, sql } from 'drizzle-orm';
import { ORDER_KIND, ORDER_STATE } from '@xinke/shared';
import { goods } from '../../db/schema';
import { registerPayableKind } from '../order/payable-kinds';

/**
 * Goods as a payable kind: paying counts the pieces sold; cancelling or refunding puts
 * the reserved pieces back on the shelf (and a refund takes them off `sold`).
 */
registerPayableKind({
  kind: ORDER_KIND.goods,
  ships: true,
  async onPaid(tx, order) {
    await tx
      .update(goods)
      .set({ sold: sql`${goods.sold} + ${order.quantity}` })
      .where(eq(goods.id, order.refId));
  },
  async onReleased(tx, order) {
    const wasSold = order.state === ORDER_STATE.refunded;
    await tx
      .update(goods)
      .set({
        stock: sql`${goods.stock} + ${order.quantity}`,
        ...(wasSold ? { sold: sql`${goods.sold} - ${order.quantity}` } : {}),
      })
      .where(eq(goods.id, order.refId));
  },
});
