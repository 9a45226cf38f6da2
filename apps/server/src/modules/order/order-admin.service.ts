import { and, eq, inArray, ne } from 'drizzle-orm';
import { MESSAGE_CATEGORY, STAFF_ACTION, STORE_MSG, type AdminOrder } from '@xinke/shared';
import type { Db } from '../../db/client';
import { orders, payments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageOrders } from './order-page';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { toOrder, type OrderRow } from './order.mapper';
import { canMove, moveOrder } from './order-machine';
import { releaseOrder } from './order.service';
import { writeMessage } from '../message/message.writer';

/** Gives an order's money back through its provider (PaymentService.refund). */
export type Refunder = (order: OrderRow) => Promise<void>;

/**
 * 商城 › 订单 in the console (docs/store.md): the orders, 发货 with carrier and tracking
 * number, approving a refund (money back through the provider, then 退款中 → 已退款 with
 * stock and coupon returned) or refusing it with a reason. Admins only, audited.
 */
export class OrderAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly refunder: Refunder,
  ) {}

  private async withBuyers(rows: OrderRow[]): Promise<AdminOrder[]> {
    const ids = [...new Set(rows.map((r) => r.userId))];
    const names = ids.length
      ? await this.db
          .select({ id: users.id, name: users.nickname })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const byId = new Map(names.map((n) => [n.id, n.name]));
    // Where each refund stands at the provider (WeChat settles later and notifies).
    const refunds = rows.length
      ? await this.db
          .select({ orderId: payments.orderId, status: payments.refundStatus })
          .from(payments)
          .where(
            and(
              inArray(
                payments.orderId,
                rows.map((r) => r.id),
              ),
              ne(payments.refundStatus, ''),
            ),
          )
      : [];
    const refundOf = new Map(refunds.map((p) => [p.orderId, p.status]));
    return rows.map((r) => ({
      ...toOrder(r),
      user_id: r.userId,
      user_name: byId.get(r.userId) ?? '',
      refund_status: refundOf.get(r.id) ?? '',
    }));
  }

  async list(staffId: number, page: number, pageSize: number, state: number | undefined) {
    await assertAdmin(this.db, staffId);
    const { rows, paginate } = await pageOrders(this.db, { state }, page, pageSize);
    return { data: await this.withBuyers(rows), paginate };
  }

  private async find(id: number): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!row) throw AppError.notFound(STORE_MSG.orderNotFound);
    return row;
  }

  async ship(
    actor: StaffActor,
    id: number,
    carrier: string,
    trackingNo: string,
  ): Promise<AdminOrder> {
    await assertAdmin(this.db, actor.id);
    await this.find(id);
    const row = await this.db.transaction(async (tx) => {
      const shipped = await moveOrder(tx, id, 'ship', {
        carrier,
        trackingNo,
        shipTime: new Date(this.clock()),
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.orderShip,
        target: `order:${id}`,
        after: { carrier, tracking_no: trackingNo },
      });
      return shipped;
    });
    const [order] = await this.withBuyers([row]);
    return order!;
  }

  /**
   * The money goes back first, through the provider; only then does the order move, so an
   * order never reads 已退款 while the money is still ours. A provider refusal is a 503 and
   * the order stays 退款中 for another try.
   */
  async approveRefund(actor: StaffActor, id: number): Promise<AdminOrder> {
    await assertAdmin(this.db, actor.id);
    const current = await this.find(id);
    if (!canMove(current.state, 'refund')) await moveOrder(this.db, id, 'refund'); // the 409
    await this.refunder(current);
    const now = this.clock();
    const row = await this.db.transaction(async (tx) => {
      const refunded = await releaseOrder(tx, id, 'refund', now);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.orderRefund,
        target: `order:${id}`,
        before: { state: current.state },
        after: { state: refunded.state },
        details: { pay_amount: refunded.payAmount, reason: refunded.refundReason },
      });
      return refunded;
    });
    const [order] = await this.withBuyers([row]);
    return order!;
  }

  /**
   * 拒绝退款: the order goes back to 待发货 or 已发货 (whichever it was asked from), the reason
   * is kept on the order and sent to the buyer as a system message. Nothing moved money or
   * stock when the refund was asked for, so nothing is given back here.
   */
  async refuseRefund(actor: StaffActor, id: number, reason: string): Promise<AdminOrder> {
    await assertAdmin(this.db, actor.id);
    const current = await this.find(id);
    const move = current.shipTime ? 'refuseShippedRefund' : 'refuseRefund';
    const row = await this.db.transaction(async (tx) => {
      const refused = await moveOrder(tx, id, move, { refundReply: reason });
      await writeMessage(tx, {
        userId: refused.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: '退款申请未通过',
        content: `你的订单 ${refused.orderNo}（${refused.title}）退款申请未通过，说明：${reason}。如有疑问请联系客服。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.orderRefuseRefund,
        target: `order:${id}`,
        before: { state: current.state },
        after: { state: refused.state },
        details: { reason: current.refundReason, reply: reason },
      });
      return refused;
    });
    const [order] = await this.withBuyers([row]);
    return order!;
  }
}
