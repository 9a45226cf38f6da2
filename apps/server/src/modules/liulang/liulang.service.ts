import { and, eq, isNull } from 'drizzle-orm';
import {
  ELE_REASON,
  ITEM_STATUS,
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  LIULANG_MSG,
  LIULANG_PHASE,
  LIULANG_ROUND_STATUS,
  LiulangPhase,
  liulangRewardSource,
  ORDER_KIND,
  type LiulangDeposit,
  type LiulangDepositStarted,
  type ZLiulangExpressInput,
  type ZLiulangJoinInput,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { items, liulangApplications, liulangDeposits, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { applyEle, lockMember } from '../growth/ledger';
import { chainOf, effectiveStatus, isPaid, nextAfter, phaseOf } from './chain';
import { openServiceOrder } from '../order/service-order';
import { markDepositPaid } from './deposit';
import './deposit.kind';
import { pageFor, roundWithRows, toDeposit, toLink, toMine } from './liulang.mapper';
import {
  applicationById,
  applicationOf,
  applicationsOf,
  currentRound,
  depositById,
  depositOfApplication,
  roundOf,
  roundsOf,
  type DepositRow,
} from './liulang.repository';

const DAY = 86_400_000;

/**
 * 流浪计划 for members (docs/liulang.md): sign-up inside the window, the deposit, and the
 * device's legs — only the current holder starts and ships, only a member who held it is
 * rewarded, once. Every write checks who is asking here, not only in the contract.
 */
export class LiulangService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The round asked for, or the current one; drafts are not found. */
  private async round(db: Db, id?: number) {
    const round = id ? await roundOf(db, id, { published: true }) : await currentRound(db);
    if (!round) throw AppError.notFound(LIULANG_MSG.roundNotFound);
    return round;
  }

  async index(roundId: number | undefined, viewerId: number) {
    const now = this.clock();
    const round = roundId
      ? await roundOf(this.db, roundId, { published: true })
      : await currentRound(this.db);
    if (roundId && !round) throw AppError.notFound(LIULANG_MSG.roundNotFound);
    const past = (await roundsOf(this.db, true))
      .filter((r) => r.id !== round?.id)
      .map((r) => ({
        id: r.id,
        title: r.title,
        device: r.device,
        phase_text: LiulangPhase.labels[phaseOf(r, now)],
      }));
    if (!round) return { round: null, chain: [], past };
    const rows = await applicationsOf(this.db, round.id);
    const chain = chainOf(rows, now).map((l) => toLink(l, l.a.userId === viewerId));
    return { round: roundWithRows(round, rows, now), chain, past };
  }

  async order(roundId: number | undefined, viewerId: number) {
    return (await this.index(roundId, viewerId)).chain;
  }

  async joinInfo(userId: number, roundId?: number) {
    const now = this.clock();
    const round = await this.round(this.db, roundId);
    const rows = await applicationsOf(this.db, round.id);
    const row = rows.find((r) => r.a.userId === userId) ?? null;
    const link = chainOf(rows, now).find((l) => l.a.userId === userId) ?? null;
    const mine = row ? toMine(row.a, row.d, link, now) : null;
    return { round: roundWithRows(round, rows, now), mine, page: pageFor(round, mine, now) };
  }

  async join(userId: number, body: z.output<typeof ZLiulangJoinInput>) {
    const now = this.clock();
    const round = await this.round(this.db, body.round_id);
    const phase = phaseOf(round, now);
    if (phase === LIULANG_PHASE.upcoming) throw AppError.conflict(LIULANG_MSG.notOpenYet);
    if (phase !== LIULANG_PHASE.open) throw AppError.conflict(LIULANG_MSG.signupClosed);
    const [row] = await this.db
      .insert(liulangApplications)
      .values({
        roundId: round.id,
        userId,
        reason: body.reason,
        receiver: body.receiver,
        phone: body.phone,
        address: body.address,
        createTime: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.conflict(LIULANG_MSG.alreadyApplied);
    return toMine(row, null, null, now);
  }

  /** The caller's application to a round, which must be a selected one with its place kept. */
  private async selected(db: Db, userId: number, roundId: number) {
    const now = this.clock();
    const round = await this.round(db, roundId);
    if (round.status !== LIULANG_ROUND_STATUS.published)
      throw AppError.conflict(LIULANG_MSG.roundEnded);
    const a = await applicationOf(db, round.id, userId);
    if (!a) throw AppError.forbidden(LIULANG_MSG.notInChain);
    const d = await depositOfApplication(db, a.id);
    const status = effectiveStatus(a, d, now);
    if (status === LIULANG_APPLY_STATUS.forfeited) throw AppError.conflict(LIULANG_MSG.payExpired);
    if (status !== LIULANG_APPLY_STATUS.selected) throw AppError.forbidden(LIULANG_MSG.notSelected);
    return { round, a, d, now };
  }

  async payment(userId: number, roundId: number): Promise<LiulangDepositStarted> {
    return this.db.transaction(async (tx) => {
      const { round, a, d, now } = await this.selected(tx, userId, roundId);
      if (d && d.status !== LIULANG_DEPOSIT_STATUS.pending)
        throw AppError.conflict(LIULANG_MSG.depositAlreadyPaid);
      // The cashier's order for a deposit still to pay (one while it stays payable).
      const started = async (deposit: DepositRow) => ({
        ...toDeposit(deposit, a),
        order_id:
          deposit.status === LIULANG_DEPOSIT_STATUS.pending
            ? await openServiceOrder(tx, {
                userId,
                kind: ORDER_KIND.liulangDeposit,
                refId: deposit.id,
                title: `${round.title} 押金`,
                amount: deposit.amount,
                now,
              })
            : null,
      });
      if (d) return started(d);
      const [made] = await tx
        .insert(liulangDeposits)
        .values({
          applicationId: a.id,
          userId,
          amount: round.depositFen,
          createTime: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      const deposit = made ?? (await depositOfApplication(tx, a.id));
      if (!deposit) throw AppError.conflict(LIULANG_MSG.depositNotFound);
      // A round without a deposit needs no payment: the place is confirmed at once.
      const settled = deposit.amount === 0 ? await markDepositPaid(tx, deposit.id, now) : deposit;
      return started(settled ?? deposit);
    });
  }

  async poll(userId: number, depositId: number): Promise<LiulangDeposit> {
    const d = await depositById(this.db, depositId);
    // Someone else's deposit is not found: its existence is private.
    if (!d || d.userId !== userId) throw AppError.notFound(LIULANG_MSG.depositNotFound);
    const a = await applicationById(this.db, d.applicationId);
    if (!a) throw AppError.notFound(LIULANG_MSG.depositNotFound);
    return toDeposit(d, a);
  }

  /** The caller as the current holder of the round's device, with the chain around them. */
  private async holder(db: Db, userId: number, roundId: number) {
    const { round, a, d, now } = await this.selected(db, userId, roundId);
    if (!d || d.status === LIULANG_DEPOSIT_STATUS.pending)
      throw AppError.forbidden(LIULANG_MSG.depositUnpaid);
    const chain = chainOf(await applicationsOf(db, round.id), now);
    const me = chain.find((l) => l.a.userId === userId);
    if (!me?.isHolder) throw AppError.forbidden(LIULANG_MSG.notHolder);
    return { round, a, now, next: nextAfter(chain, userId) };
  }

  async start(userId: number, roundId: number) {
    return this.db.transaction(async (tx) => {
      const { round, a, now, next } = await this.holder(tx, userId, roundId);
      let start = a.startTime;
      if (!start) {
        start = new Date(now);
        await tx
          .update(liulangApplications)
          .set({ startTime: start })
          .where(and(eq(liulangApplications.id, a.id), isNull(liulangApplications.startTime)));
      }
      return {
        round_id: round.id,
        start_time: toUnixSeconds(start.getTime()),
        end_time: toUnixSeconds(start.getTime() + round.experienceDays * DAY),
        next: next
          ? {
              nickname: next.nickname,
              receiver: next.a.receiver,
              phone: next.a.phone,
              address: next.a.address,
            }
          : null,
      };
    });
  }

  async express(userId: number, body: z.output<typeof ZLiulangExpressInput>) {
    return this.db.transaction(async (tx) => {
      const { a, now, next } = await this.holder(tx, userId, body.round_id);
      if (!a.startTime) throw AppError.conflict(LIULANG_MSG.notStarted);
      // The device goes only to a confirmed place; an unpaid one drops out at its deadline.
      if (next && !isPaid(next.d)) throw AppError.conflict(LIULANG_MSG.nextUnpaid);
      await tx
        .update(liulangApplications)
        .set({ shipTime: new Date(now), carrier: body.carrier, trackingNo: body.tracking_no })
        .where(eq(liulangApplications.id, a.id));
      return { next_nickname: next?.nickname ?? null };
    });
  }

  async reward(userId: number, roundId: number, itemId: number) {
    return this.db.transaction(async (tx) => {
      const round = await this.round(tx, roundId);
      const a = await applicationOf(tx, round.id, userId);
      // Only a member who has had the device (started their experience) writes its report.
      if (!a?.startTime) throw AppError.forbidden(LIULANG_MSG.notInChain);
      if (a.rewardedAt) throw AppError.conflict(LIULANG_MSG.rewardTwice);
      const [item] = await tx
        .select({ userId: items.userId, status: items.itemStatus })
        .from(items)
        .where(eq(items.id, itemId));
      if (item?.userId !== userId || item.status !== ITEM_STATUS.published)
        throw AppError.badRequest(LIULANG_MSG.reportInvalid);
      const now = this.clock();
      await lockMember(tx, userId);
      const [claimed] = await tx
        .update(liulangApplications)
        .set({ reportItemId: itemId, rewardedAt: new Date(now) })
        .where(and(eq(liulangApplications.id, a.id), isNull(liulangApplications.rewardedAt)))
        .returning({ id: liulangApplications.id });
      if (!claimed) throw AppError.conflict(LIULANG_MSG.rewardTwice);
      const balance =
        round.rewardEle > 0
          ? await applyEle(tx, {
              userId,
              amount: round.rewardEle,
              reason: ELE_REASON.liulang,
              source: liulangRewardSource(round.id),
              itemId,
              now,
            })
          : await eleOf(tx, userId);
      return { ele: round.rewardEle, balance };
    });
  }
}

/** A member's electricity balance (a reward of 0 moves no ledger row). */
async function eleOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ ele: users.ele }).from(users).where(eq(users.id, userId));
  return row?.ele ?? 0;
}
