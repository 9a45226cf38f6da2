import { randomInt } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import {
  ORDER_AUTO_COMPLETE_MS,
  ORDER_KIND,
  ORDER_PAY_TIMEOUT_MS,
  ORDER_STATE,
  STORE_MSG,
  type Order,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageOrders } from './order-page';
import { reserveStock } from '../store/goods.service';
import '../store/goods.kind';
import { AddressService } from './address.service';
import { returnCoupon, takeCoupon } from './checkout-coupon';
import { toOrder, type OrderRow } from './order.mapper';
import { moveOrder, type OrderMove } from './order-machine';
import { payableKind } from './payable-kinds';

export interface GoodsOrderInput {
  goods_id: number;
  quantity: number;
  address_id: number;
  coupon_id?: number | undefined;
}

/** 20261128173000 + 6 random digits: readable on the phone, unique by its index. */
export function newOrderNo(now: number): string {
  const d = new Date(now + 8 * 3_600_000); // Beijing time, as buyers read it
  const stamp = d.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** The member's own order, or 404 (someone else's order is nobody's business). */
export async function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(STORE_MSG.orderNotFound);
  return row;
}

/**
 * Moves an order out of its held state (cancel, expire, refund) and gives back what it
 * held: the kind's stock and the coupon. One transaction with the move.
 */
export async function releaseOrder(
  tx: Db,
  id: number,
  move: Extract<OrderMove, 'cancel' | 'expire' | 'refund'>,
  now: number,
): Promise<OrderRow> {
  const row = await moveOrder(tx, id, move, { finishTime: new Date(now) });
  await payableKind(row.kind).onReleased?.(tx, row);
  await returnCoupon(tx, row.userCouponId);
  return row;
}

/** Orders of the member (docs/store.md): checkout, my orders, cancel, confirm, refund. */
export class OrderService {
  private readonly addresses: AddressService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.addresses = new AddressService(db);
  }

  /** 提交订单: stock reserved, coupon taken and the order written in one transaction. */
  async createGoodsOrder(userId: number, input: GoodsOrderInput): Promise<Order> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const address = await this.addresses.own(tx, userId, input.address_id);
      const good = await reserveStock(tx, input.goods_id, input.quantity);
      const amount = good.price * input.quantity;
      const coupon =
        input.coupon_id === undefined
          ? null
          : await takeCoupon(tx, userId, input.coupon_id, amount, now);
      const discount = coupon?.discount ?? 0;
      const [row] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(now),
          userId,
          kind: ORDER_KIND.goods,
          refId: good.id,
          title: good.title,
          cover: good.cover,
          price: good.price,
          quantity: input.quantity,
          pflag: good.pflag,
          amount,
          discount,
          payAmount: amount - discount,
          userCouponId: coupon?.userCouponId ?? null,
          couponName: coupon?.name ?? '',
          address: {
            name: address.name,
            phone: address.phone,
            region: address.region,
            detail: address.detail,
          },
          createTime: new Date(now),
          payDeadline: new Date(now + ORDER_PAY_TIMEOUT_MS),
        })
        .returning();
      if (!row) throw new Error('order insert returned nothing');
      return toOrder(row);
    });
  }

  async list(userId: number, page: number, pageSize: number, state: number | undefined) {
    const { rows, paginate } = await pageOrders(this.db, { userId, state }, page, pageSize);
    return { data: rows.map(toOrder), paginate };
  }

  async detail(userId: number, id: number): Promise<Order> {
    return toOrder(await ownOrder(this.db, userId, id));
  }

  async cancel(userId: number, id: number): Promise<Order> {
    await ownOrder(this.db, userId, id);
    const now = this.clock();
    return toOrder(await this.db.transaction((tx) => releaseOrder(tx, id, 'cancel', now)));
  }

  async confirm(userId: number, id: number): Promise<Order> {
    await ownOrder(this.db, userId, id);
    return toOrder(
      await moveOrder(this.db, id, 'complete', { finishTime: new Date(this.clock()) }),
    );
  }

  async requestRefund(userId: number, id: number, reason: string): Promise<Order> {
    await ownOrder(this.db, userId, id);
    return toOrder(await moveOrder(this.db, id, 'requestRefund', { refundReason: reason }));
  }
}

/**
 * The housekeeping job: unpaid orders past their deadline are cancelled (待付款 → 已取消),
 * stock and coupon given back. Each in its own transaction; an order paid or cancelled a
 * moment earlier loses the conditional UPDATE and is skipped, so several nodes may run it.
 */
export async function expireUnpaidOrders(db: Db, now: number, batch = 100): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, ORDER_STATE.created), lt(orders.payDeadline, new Date(now))))
    .limit(batch);
  return moveEach(due, (id) => db.transaction((tx) => releaseOrder(tx, id, 'expire', now)));
}

/**
 * Applies a housekeeping move to each due order; one a buyer or another node moved first is
 * a refused move (AppError), skipped. Returns how many moved.
 */
async function moveEach(due: { id: number }[], apply: (id: number) => Promise<unknown>) {
  let moved = 0;
  for (const { id } of due) {
    try {
      await apply(id);
      moved += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return moved;
}

/**
 * 自动确认收货: shipped orders whose buyer did not confirm within ORDER_AUTO_COMPLETE_MS of
 * shipping complete by themselves, in batches. An order asked to be refunded meanwhile is
 * 退款中, not 已发货, so the conditional move leaves it alone.
 */
export async function completeShippedOrders(db: Db, now: number, batch = 100): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.state, ORDER_STATE.shipped),
        lt(orders.shipTime, new Date(now - ORDER_AUTO_COMPLETE_MS)),
      ),
    )
    .limit(batch);
  return moveEach(due, (id) => moveOrder(db, id, 'complete', { finishTime: new Date(now) }));
}
