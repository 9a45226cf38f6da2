import { randomInt } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ERROR_CODE,
  ORDER_STATE,
  OrderState,
  PAYMENT_STATE,
  PAY_CHANNEL,
  PAY_PROVIDER,
  REFUND_STATUS,
  PayProvider,
  STORE_MSG,
  orderMoveRefused,
  type PayChannelValue,
  type Payment,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { orders, payments, wechatPayOpenids } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { ownOrder } from '../order/order.service';
import type { OrderRow } from '../order/order.mapper';
import { moveOrder } from '../order/order-machine';
import { payableKind } from '../order/payable-kinds';
import { toPayment } from './payment.mapper';
import { DevPayProvider } from './providers/dev-pay';
import type { Providers } from './providers';
import {
  NotificationRefused,
  type Notice,
  type NotifyAnswer,
  type PaidNotice,
  type RawNotification,
  type RefundNotice,
} from './providers/provider';

export interface PayState {
  state: number;
  state_text: string;
  paid: boolean;
}

const payState = (state: number): PayState => ({
  state,
  state_text: OrderState.label(state),
  paid: state !== ORDER_STATE.created && state !== ORDER_STATE.cancelled,
});

/**
 * Payments (docs/store.md "Payments"): starting one with a provider, the notifications of
 * every provider through one path (verify → check amount and trade → record once → move the
 * order), polling, and the refund call.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: Providers,
    private readonly log: FastifyBaseLogger,
    /** The pay app id JSAPI payments need an openid under; '' = no paying inside WeChat. */
    private readonly jsapiAppId = '',
  ) {}

  listProviders() {
    return [...this.providers.keys()].map((value) => ({
      value,
      label: PayProvider.label(value),
      jsapi: value === PAY_PROVIDER.wechat && this.jsapiAppId !== '',
    }));
  }

  /** JSAPI's payer: the member's openid under the pay app id, or why there is none. */
  private async jsapiOpenid(userId: number, providerName: string): Promise<string> {
    if (providerName !== PAY_PROVIDER.wechat) throw AppError.conflict(STORE_MSG.jsapiWechatOnly);
    if (!this.jsapiAppId) throw AppError.conflict(STORE_MSG.jsapiUnavailable);
    const [row] = await this.db
      .select({ openid: wechatPayOpenids.openid })
      .from(wechatPayOpenids)
      .where(and(eq(wechatPayOpenids.userId, userId), eq(wechatPayOpenids.appId, this.jsapiAppId)))
      .limit(1);
    if (!row) throw AppError.conflict(STORE_MSG.wechatAuthRequired);
    return row.openid;
  }

  private provider(name: string) {
    const p = this.providers.get(name);
    if (!p) throw AppError.conflict(STORE_MSG.providerDisabled);
    return p;
  }

  /** Starts a payment of the member's unpaid order: what the cashier shows comes back. */
  async create(
    userId: number,
    orderId: number,
    providerName: string,
    channel: PayChannelValue,
    clientIp: string,
  ): Promise<Payment> {
    const order = await ownOrder(this.db, userId, orderId);
    if (order.state !== ORDER_STATE.created)
      throw AppError.conflict(orderMoveRefused(order.state, '付款'));
    const provider = this.provider(providerName);
    const openid =
      channel === PAY_CHANNEL.jsapi ? await this.jsapiOpenid(userId, providerName) : undefined;
    const outTradeNo = `${order.orderNo}${randomInt(0, 10_000).toString().padStart(4, '0')}`;
    let start;
    try {
      start = await provider.start({
        outTradeNo,
        amount: order.payAmount,
        subject: `芯客商城-${order.title}`,
        channel,
        clientIp,
        openid,
      });
    } catch (err) {
      this.log.error({ err, provider: providerName, orderId }, 'payment start failed');
      throw new AppError(ERROR_CODE.unavailable, STORE_MSG.providerFailed);
    }
    const [row] = await this.db
      .insert(payments)
      .values({
        orderId,
        provider: providerName,
        channel,
        outTradeNo,
        amount: order.payAmount,
        codeUrl: start.codeUrl ?? '',
        payUrl: start.payUrl ?? '',
        jsapiParams: start.jsapi ?? null,
        createTime: new Date(this.clock()),
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    return toPayment(row);
  }

  private async ownPayment(userId: number, paymentId: number) {
    const [row] = await this.db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)))
      .limit(1);
    if (!row) throw AppError.notFound(STORE_MSG.paymentNotFound);
    return row.payment;
  }

  async detail(userId: number, paymentId: number): Promise<Payment> {
    return toPayment(await this.ownPayment(userId, paymentId));
  }

  async poll(userId: number, orderId: number): Promise<PayState> {
    return payState((await ownOrder(this.db, userId, orderId)).state);
  }

  /** The sandbox's 确认支付: its notification goes through handleNotification like any. */
  async devConfirm(userId: number, paymentId: number): Promise<PayState> {
    const payment = await this.ownPayment(userId, paymentId);
    const dev = this.providers.get(payment.provider);
    if (!(dev instanceof DevPayProvider)) throw AppError.conflict(STORE_MSG.paymentNotDev);
    if (payment.state === PAYMENT_STATE.closed) throw AppError.conflict(STORE_MSG.paymentClosed);
    const answer = await this.handleNotification(
      'dev',
      dev.notification(payment.outTradeNo, payment.amount),
    );
    if (answer !== dev.accepted) throw AppError.conflict(STORE_MSG.notifyRefused);
    return this.poll(userId, payment.orderId);
  }

  /**
   * A provider's notification, verified and applied once; the answer is what that provider
   * expects. Refused: a bad signature, an unknown trade, another provider's trade, a wrong
   * amount. A replay of a recorded payment changes nothing and is acknowledged again.
   */
  async handleNotification(providerName: string, raw: RawNotification): Promise<NotifyAnswer> {
    const provider = this.providers.get(providerName);
    if (!provider) return { status: 404, contentType: 'text/plain', body: 'unknown provider' };
    let notice: Notice | null;
    try {
      notice = provider.verify(raw);
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err;
      this.log.warn({ provider: providerName, why: err.message }, 'payment notification refused');
      return provider.refused;
    }
    if (!notice) return provider.accepted;
    try {
      const refusal =
        notice.kind === 'paid'
          ? await this.applyPaid(providerName, notice)
          : await this.applyRefund(providerName, notice);
      if (!refusal) return provider.accepted;
      this.log.warn(
        { provider: providerName, why: refusal, trade: notice.outTradeNo },
        'payment notification refused',
      );
      return provider.refused;
    } catch (err) {
      if (uniqueViolation(err) !== 'payments_transaction_idx') throw err;
      this.log.warn(
        { provider: providerName, trade: notice.outTradeNo },
        'transaction id seen on another payment',
      );
      return provider.refused;
    }
  }

  /** Records a verified payment once; returns why it was refused, or null. */
  private async applyPaid(providerName: string, notice: PaidNotice): Promise<string | null> {
    const now = new Date(this.clock());
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.outTradeNo, notice.outTradeNo))
        .for('update')
        .limit(1);
      if (!payment || payment.provider !== providerName) return 'unknown trade';
      if (payment.amount !== notice.amount) return 'amount mismatch';
      if (payment.state === PAYMENT_STATE.paid)
        return payment.transactionId === notice.transactionId ? null : 'second transaction';
      await tx
        .update(payments)
        .set({
          state: PAYMENT_STATE.paid,
          transactionId: notice.transactionId,
          notifyBody: notice.raw,
          paidTime: now,
        })
        .where(eq(payments.id, payment.id));
      await tx
        .update(payments)
        .set({ state: PAYMENT_STATE.closed })
        .where(
          and(
            eq(payments.orderId, payment.orderId),
            ne(payments.id, payment.id),
            eq(payments.state, PAYMENT_STATE.pending),
          ),
        );
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
      if (order?.state !== ORDER_STATE.created) {
        // Money arrived for an order closed meanwhile: kept on record for staff to refund.
        this.log.warn(
          { orderId: payment.orderId },
          'payment for an order that is no longer unpaid',
        );
        return null;
      }
      const paid = await moveOrder(tx, order.id, 'pay', {
        paidTime: now,
        payProvider: providerName,
      });
      const kind = payableKind(paid.kind);
      await kind.onPaid(tx, paid);
      if (!kind.ships) await moveOrder(tx, paid.id, 'fulfil', { finishTime: now });
      return null;
    });
  }

  /**
   * A refund's outcome, recorded on the paid payment (the order is already 已退款 or
   * 退款中: staff read an ABNORMAL or CLOSED here and settle it by hand). A replay writes
   * the same again; an unknown or unpaid trade is refused.
   */
  private async applyRefund(providerName: string, notice: RefundNotice): Promise<string | null> {
    const [row] = await this.db
      .update(payments)
      .set({ refundStatus: notice.status, refundNotify: notice.raw })
      .where(
        and(
          eq(payments.outTradeNo, notice.outTradeNo),
          eq(payments.provider, providerName),
          eq(payments.state, PAYMENT_STATE.paid),
        ),
      )
      .returning({ orderId: payments.orderId });
    if (!row) return 'refund of an unknown trade';
    if (notice.status !== REFUND_STATUS.success)
      this.log.error({ orderId: row.orderId, status: notice.status }, 'refund did not go through');
    return null;
  }

  /** Gives an order's money back through the provider it was paid with. */
  async refund(order: OrderRow): Promise<void> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.state, PAYMENT_STATE.paid)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) return;
    let status;
    try {
      status = await this.provider(payment.provider).refund(
        payment.outTradeNo,
        `R${order.orderNo}`,
        payment.amount,
      );
    } catch (err) {
      this.log.error({ err, orderId: order.id }, 'refund failed');
      throw new AppError(ERROR_CODE.unavailable, STORE_MSG.refundFailed);
    }
    // A REFUND.* notification may have come in while we waited: it is the later word.
    await this.db
      .update(payments)
      .set({
        refundStatus: sql`CASE WHEN ${payments.refundStatus} = '' THEN ${status} ELSE ${payments.refundStatus} END`,
        refundTime: new Date(this.clock()),
      })
      .where(eq(payments.id, payment.id));
  }
}
