import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * What an order can pay for (docs/store.md "Payable kinds"). Goods register here; the
 * research room's 支持项目 and the liulang campaign register their own kind and hooks, and
 * the order, payment and refund paths stay the same. Every hook runs inside the
 * transaction of the state change it belongs to.
 */
export interface PayableKind {
  kind: string;
  /** The order was paid (待付款 → 待发货). */
  onPaid(tx: Db, order: OrderRow): Promise<void>;
  /**
   * The order was cancelled or refunded: give back what it held (stock…). A kind that holds
   * nothing while unpaid (a support, a deposit) has none.
   */
  onReleased?(tx: Db, order: OrderRow): Promise<void>;
  /** Whether it needs shipping (an address at checkout and 发货 in the console). */
  ships: boolean;
}

const KINDS = new Map<string, PayableKind>();

export function registerPayableKind(kind: PayableKind): void {
  KINDS.set(kind.kind, kind);
}

export function payableKind(kind: string): PayableKind {
  const found = KINDS.get(kind);
  if (!found) throw new Error(`unknown payable kind ${kind}`);
  return found;
}
