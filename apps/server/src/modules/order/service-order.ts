import { and, eq, gt } from 'drizzle-orm';
import { ORDER_PAY_TIMEOUT_MS, ORDER_STATE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { newOrderNo } from './order.service';
import { payableKind } from './payable-kinds';

export interface ServiceOrderInput {
  userId: number;
  /** A registered payable kind with nothing to ship (a support…). */
  kind: string;
  /** The kind's own row the order pays for (the support's id…). */
  refId: number;
  title: string;
  cover?: string;
  /** 分, at least 1 (the providers refuse 0; a free thing needs no order). */
  amount: number;
  now: number;
}

/**
 * The unpaid order of one thing that is not goods (docs/store.md "Payable kinds"): no
 * stock, no address, no coupon (coupons are for the store). Asking again while an order
 * for the same thing is still payable answers that order, so the cashier can be reopened
 * and no thing is paid twice; an expired or cancelled one gives way to a new order.
 * Call it inside the caller's transaction, beside the thing's own row.
 */
export async function openServiceOrder(tx: Db, input: ServiceOrderInput): Promise<number> {
  if (payableKind(input.kind).ships) throw new Error(`${input.kind} ships: use a goods order`);
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orders.kind, input.kind),
        eq(orders.refId, input.refId),
        eq(orders.state, ORDER_STATE.created),
        gt(orders.payDeadline, new Date(input.now)),
      ),
    )
    .limit(1);
  if (open) return open.id;
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(input.now),
      userId: input.userId,
      kind: input.kind,
      refId: input.refId,
      title: input.title,
      cover: input.cover ?? '',
      price: input.amount,
      quantity: 1,
      amount: input.amount,
      payAmount: input.amount,
      createTime: new Date(input.now),
      payDeadline: new Date(input.now + ORDER_PAY_TIMEOUT_MS),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}
