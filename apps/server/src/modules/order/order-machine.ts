import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATE, orderMoveRefused, type OrderStateValue } from '@xinke/shared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type OrderRow = typeof orders.$inferSelect;
type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'state'>>;

const S = ORDER_STATE;

/**
 * The order state machine (docs/store.md): every state change of an order is one of these
 * moves and goes through `moveOrder`, nowhere else. `verb` is how a refusal names the move.
 */
export const ORDER_MOVES = {
  pay: { from: [S.created], to: S.paid, verb: '付款' },
  cancel: { from: [S.created], to: S.cancelled, verb: '取消' },
  expire: { from: [S.created], to: S.cancelled, verb: '超时关闭' },
  ship: { from: [S.paid], to: S.shipped, verb: '发货' },
  complete: { from: [S.shipped], to: S.completed, verb: '确认收货' },
  // A kind with nothing to ship is done once paid (a support): 待发货 would never end.
  fulfil: { from: [S.paid], to: S.completed, verb: '完成' },
  requestRefund: { from: [S.paid, S.shipped], to: S.refunding, verb: '申请退款' },
  refund: { from: [S.refunding], to: S.refunded, verb: '退款' },
  // A kind with nothing to ship (a deposit) is 已完成 once paid; staff giving its money
  // back ends it 已退款 (流浪计划's 退还押金).
  refundFulfilled: { from: [S.completed], to: S.refunded, verb: '退款' },
  // Staff refuse: the order goes back to where the buyer asked from. A refund request
  // keeps ship_time, so whether it had shipped picks the move (OrderAdminService).
  refuseRefund: { from: [S.refunding], to: S.paid, verb: '拒绝退款' },
  refuseShippedRefund: { from: [S.refunding], to: S.shipped, verb: '拒绝退款' },
} as const satisfies Record<
  string,
  { from: readonly OrderStateValue[]; to: OrderStateValue; verb: string }
>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** Whether `move` is allowed from `state` (the web shows buttons from the same table). */
export function canMove(state: number, move: OrderMove): boolean {
  return (ORDER_MOVES[move].from as readonly number[]).includes(state);
}

/**
 * Applies `move` to order `id` with a conditional UPDATE (state IN from), so of two
 * concurrent moves at most one wins; the loser, or a move not allowed from the current
 * state, is a 409 naming the state. `patch` is written in the same statement.
 */
export async function moveOrder(
  db: Db,
  id: number,
  move: OrderMove,
  patch: OrderPatch = {},
): Promise<OrderRow> {
  const { from, to, verb } = ORDER_MOVES[move];
  const [row] = await db
    .update(orders)
    .set({ ...patch, state: to })
    .where(and(eq(orders.id, id), inArray(orders.state, [...from])))
    .returning();
  if (row) return row;
  const [current] = await db
    .select({ state: orders.state })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  if (!current) throw new Error(`moveOrder: order ${id} does not exist`);
  throw AppError.conflict(orderMoveRefused(current.state, verb));
}
