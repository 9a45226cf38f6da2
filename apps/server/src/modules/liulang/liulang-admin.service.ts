import { and, desc, eq } from 'drizzle-orm';
import {
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  LIULANG_LIMITS,
  LIULANG_MSG,
  LIULANG_PHASE,
  LIULANG_ROUND_STATUS,
  LiulangApplyStatus,
  MESSAGE_CATEGORY,
  ORDER_KIND,
  ORDER_STATE,
  STAFF_ACTION,
  type AdminLiulangApplication,
  type AdminLiulangDetail,
  type AdminLiulangRound,
  type ZLiulangRoundInput,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { liulangApplications, liulangDeposits, liulangRounds, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { writeMessage } from '../message/message.writer';
import type { Refunder } from '../order/order-admin.service';
import { moveOrder } from '../order/order-machine';
import { chainOf, depositRefundable, effectiveStatus, payDeadline, phaseOf } from './chain';
import { roundWithRows, toLink } from './liulang.mapper';
import {
  applicationById,
  applicationsOf,
  applyCounts,
  depositOfApplication,
  nextChainOrder,
  roundOf,
  roundsOf,
  type ApplicationWithDeposit,
  type RoundRow,
} from './liulang.repository';

type RoundBody = z.output<typeof ZLiulangRoundInput>;

/**
 * 活动运营 › 流浪计划 (docs/liulang.md): rounds, selection (the order of selection is the
 * device's route), rejection with a reason, and deposit refunds through the payment provider
 * (`refunder`). Admins only, checked here again;
 * each write is one audit row in its transaction and selection/rejection tell the member.
 */
export class LiulangAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly refunder: Refunder,
  ) {}

  async rounds(staffId: number): Promise<AdminLiulangRound[]> {
    await assertAdmin(this.db, staffId);
    const now = this.clock();
    const [rows, counts] = await Promise.all([roundsOf(this.db, false), applyCounts(this.db)]);
    return Promise.all(
      rows.map(async (r) => ({
        ...roundWithRows(r, await applicationsOf(this.db, r.id), now),
        apply_count: counts.get(r.id) ?? 0,
        status: r.status,
      })),
    );
  }

  private async detailOf(db: Db, round: RoundRow): Promise<AdminLiulangDetail> {
    const now = this.clock();
    const rows = await applicationsOf(db, round.id);
    return {
      round: { ...roundWithRows(round, rows, now), status: round.status },
      applications: rows.map((r) => toAdminApplication(r, round, now)),
      chain: chainOf(rows, now).map((l) => toLink(l, true)),
    };
  }

  async detail(staffId: number, id: number): Promise<AdminLiulangDetail> {
    await assertAdmin(this.db, staffId);
    const round = await roundOf(this.db, id);
    if (!round) throw AppError.notFound(LIULANG_MSG.roundNotFound);
    return this.detailOf(this.db, round);
  }

  private columns(body: RoundBody) {
    if (body.signup_end <= body.signup_start) throw AppError.badRequest(LIULANG_MSG.windowInvalid);
    return {
      title: body.title,
      device: body.device,
      cover: body.cover,
      intro: body.intro,
      depositFen: body.deposit_fen,
      signupStart: new Date(body.signup_start * 1000),
      signupEnd: new Date(body.signup_end * 1000),
      experienceDays: body.experience_days,
      places: body.places,
      rewardEle: body.reward_ele,
      status: body.status,
      updateTime: new Date(this.clock()),
    };
  }

  async create(actor: StaffActor, body: RoundBody): Promise<AdminLiulangRound> {
    await assertAdmin(this.db, actor.id);
    const values = this.columns(body);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(liulangRounds).values(values).returning();
      if (!row) throw new Error('liulang round insert returned nothing');
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.liulangRoundCreate,
        target: `liulang:${row.id}`,
        after: { ...body },
      });
      return (await this.detailOf(tx, row)).round;
    });
  }

  async save(actor: StaffActor, id: number, body: RoundBody): Promise<AdminLiulangRound> {
    await assertAdmin(this.db, actor.id);
    const values = this.columns(body);
    return this.db.transaction(async (tx) => {
      const before = await roundOf(tx, id, { lock: true });
      if (!before) throw AppError.notFound(LIULANG_MSG.roundNotFound);
      if (before.status === LIULANG_ROUND_STATUS.ended)
        throw AppError.conflict(LIULANG_MSG.endedLocked);
      const [row] = await tx
        .update(liulangRounds)
        .set(values)
        .where(eq(liulangRounds.id, id))
        .returning();
      if (!row) throw AppError.notFound(LIULANG_MSG.roundNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.liulangRoundSave,
        target: `liulang:${id}`,
        before: roundFields(before),
        after: roundFields(row),
      });
      return (await this.detailOf(tx, row)).round;
    });
  }

  /** A pending application of a round staff may still act on, locked, with its round. */
  private async pending(tx: Db, applicationId: number) {
    const a = await applicationById(tx, applicationId, true);
    if (!a) throw AppError.notFound(LIULANG_MSG.applicationNotFound);
    const round = await roundOf(tx, a.roundId, { lock: true });
    if (!round) throw AppError.notFound(LIULANG_MSG.roundNotFound);
    if (phaseOf(round, this.clock()) === LIULANG_PHASE.ended)
      throw AppError.conflict(LIULANG_MSG.roundEnded);
    if (a.status !== LIULANG_APPLY_STATUS.pending) throw AppError.conflict(LIULANG_MSG.notPending);
    return { a, round };
  }

  private async one(tx: Db, round: RoundRow, applicationId: number) {
    const row = (await applicationsOf(tx, round.id)).find((r) => r.a.id === applicationId);
    if (!row) throw AppError.notFound(LIULANG_MSG.applicationNotFound);
    return toAdminApplication(row, round, this.clock());
  }

  async select(actor: StaffActor, applicationId: number): Promise<AdminLiulangApplication> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const { a, round } = await this.pending(tx, applicationId);
      const now = this.clock();
      // Places lost for an unpaid deposit are free again.
      if (chainOf(await applicationsOf(tx, round.id), now).length >= round.places)
        throw AppError.conflict(LIULANG_MSG.placesFull);
      const order = await nextChainOrder(tx, round.id);
      await tx
        .update(liulangApplications)
        .set({
          status: LIULANG_APPLY_STATUS.selected,
          chainOrder: order,
          selectedAt: new Date(now),
        })
        .where(eq(liulangApplications.id, a.id));
      await writeMessage(tx, {
        userId: a.userId,
        category: MESSAGE_CATEGORY.activityDispatch,
        fromUserId: null,
        targetType: 0,
        targetId: round.id,
        title: `你已入选${round.title}`,
        content: `恭喜入选！你是第 ${order} 位体验者，请在 ${LIULANG_LIMITS.payHours} 小时内支付押金确认名额。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.liulangSelect,
        target: `liulang_application:${a.id}`,
        before: { status: a.status },
        after: { status: LIULANG_APPLY_STATUS.selected, order },
        details: { round_id: round.id, user_id: a.userId },
      });
      return this.one(tx, round, a.id);
    });
  }

  async reject(actor: StaffActor, applicationId: number, reason: string) {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const { a, round } = await this.pending(tx, applicationId);
      await tx
        .update(liulangApplications)
        .set({ status: LIULANG_APPLY_STATUS.rejected, rejectReason: reason })
        .where(eq(liulangApplications.id, a.id));
      await writeMessage(tx, {
        userId: a.userId,
        category: MESSAGE_CATEGORY.activityDispatch,
        fromUserId: null,
        targetType: 0,
        targetId: round.id,
        title: `${round.title}：很遗憾未入选`,
        content: `原因：${reason}。欢迎参加下一期。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.liulangReject,
        target: `liulang_application:${a.id}`,
        before: { status: a.status },
        after: { status: LIULANG_APPLY_STATUS.rejected },
        reason,
        details: { round_id: round.id, user_id: a.userId },
      });
      return this.one(tx, round, a.id);
    });
  }

  /**
   * 退还押金: the money goes back through the provider it was paid with first (a refusal is
   * a 503 and the deposit stays 已支付 for another try), then the deposit reads 已退还, its
   * order 已退款, and the member is told, in one transaction. Two clicks racing ask the
   * provider twice with the same refund number, which providers treat as one refund; only
   * one of them moves the rows.
   */
  async refund(actor: StaffActor, applicationId: number): Promise<AdminLiulangApplication> {
    await assertAdmin(this.db, actor.id);
    const { round, d } = await this.refundable(this.db, applicationId, false);
    const order = await this.depositOrder(d.id);
    if (order) await this.refunder(order);
    return this.db.transaction(async (tx) => {
      const { a } = await this.refundable(tx, applicationId, true);
      const now = this.clock();
      await tx
        .update(liulangDeposits)
        .set({ status: LIULANG_DEPOSIT_STATUS.refunded, refundedAt: new Date(now) })
        .where(eq(liulangDeposits.id, d.id));
      if (order) await moveOrder(tx, order.id, 'refundFulfilled', { finishTime: new Date(now) });
      await writeMessage(tx, {
        userId: a.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: '押金已退还',
        content: `你在「${round.title}」的押金 ${(d.amount / 100).toFixed(2)} 元已原路退还，感谢参与流浪计划！`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.liulangRefund,
        target: `liulang_application:${a.id}`,
        before: { deposit_status: LIULANG_DEPOSIT_STATUS.paid },
        after: { deposit_status: LIULANG_DEPOSIT_STATUS.refunded },
        details: { round_id: round.id, user_id: a.userId, amount: d.amount, order_id: order?.id },
      });
      return this.one(tx, round, a.id);
    });
  }

  /**
   * An application whose deposit may be returned: paid, and the device has moved on (or the
   * round is over, for members who never got it) — the deposit guards the device. `lock`
   * inside the transaction, so of two racing refunds only one moves the rows.
   */
  private async refundable(db: Db, applicationId: number, lock: boolean) {
    const a = await applicationById(db, applicationId, lock);
    if (!a) throw AppError.notFound(LIULANG_MSG.applicationNotFound);
    const round = await roundOf(db, a.roundId);
    if (!round) throw AppError.notFound(LIULANG_MSG.roundNotFound);
    const d = await depositOfApplication(db, a.id);
    if (!d || !depositRefundable(a, d, round, this.clock()))
      throw AppError.conflict(LIULANG_MSG.refundNotAllowed);
    return { a, round, d };
  }

  /** The cashier order that paid a deposit (none for a round without a deposit). */
  private async depositOrder(depositId: number) {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.kind, ORDER_KIND.liulangDeposit),
          eq(orders.refId, depositId),
          eq(orders.state, ORDER_STATE.completed),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1);
    return row;
  }
}

function toAdminApplication(
  r: ApplicationWithDeposit,
  round: RoundRow,
  now: number,
): AdminLiulangApplication {
  const status = effectiveStatus(r.a, r.d, now);
  const deadline = payDeadline(r.a);
  return {
    id: r.a.id,
    user_id: r.a.userId,
    nickname: r.nickname,
    reason: r.a.reason,
    receiver: r.a.receiver,
    phone: r.a.phone,
    address: r.a.address,
    status,
    status_text: LiulangApplyStatus.labels[status as 0 | 1 | 2 | 3] ?? '',
    reject_reason: r.a.rejectReason,
    order: r.a.chainOrder,
    deposit_status: r.d?.status ?? null,
    deposit_amount: r.d?.amount ?? null,
    pay_deadline: deadline === null ? null : toUnixSeconds(deadline),
    refundable: depositRefundable(r.a, r.d, round, now),
    create_time: toUnixSeconds(r.a.createTime.getTime()),
  };
}

/** What the audit log keeps of a round's settings. */
function roundFields(r: RoundRow) {
  return {
    title: r.title,
    device: r.device,
    deposit_fen: r.depositFen,
    signup_start: toUnixSeconds(r.signupStart.getTime()),
    signup_end: toUnixSeconds(r.signupEnd.getTime()),
    experience_days: r.experienceDays,
    places: r.places,
    reward_ele: r.rewardEle,
    status: r.status,
  };
}
