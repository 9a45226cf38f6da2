import type { Storage } from '../../uploads/storage';
import {
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  LIULANG_ROUND_STATUS,
  ORDER_KIND,
  ORDER_PAY_TIMEOUT_MS,
  ORDER_STATE,
  PAYMENT_STATE,
} from '@xinke/shared';
import type { Db } from '../client';
import { liulangApplications, liulangDeposits, liulangRounds, orders, payments } from '../schema';
import { LIULANG_ROUNDS } from './liulang-data';
import type { SiteIds } from './seed-site';
import { seedLiulangReport } from './seed-liulang-report';
import { PALETTE, wideSvg, writeImage } from './svg';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * 流浪计划's demo (docs/liulang.md): an ended round whose device went all the way round
 * (deposits refunded), and the current round, open for sign-up, with the device already
 * travelling — one member shipped it on, the next is using it, one waits, one has yet to pay,
 * one was not chosen and two wait for a decision. Every paid deposit has the cashier order
 * and dev payment that paid it, as the site writes them; members who wrote their report
 * have the post, and the reward in their ledger.
 */
export async function seedLiulang(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
  site: SiteIds,
) {
  for (const [r, round] of LIULANG_ROUNDS.entries()) {
    const cover = await writeImage(
      uploads,
      `liulang/round-${r + 1}.jpg`,
      wideSvg({
        width: 1200,
        height: 500,
        from: PALETTE[(r * 5 + 2) % PALETTE.length] ?? '#1677ff',
        to: PALETTE[(r * 5 + 6) % PALETTE.length] ?? '#722ed1',
        // The V2 pages show it at 2:1 (object-fit: cover), so the text stays in that middle.
        cropAspect: 2,
        title: round.device,
        subtitle: '流浪计划',
      }),
    );
    const signupStart = now + round.signupStartDays * DAY_MS;
    const [row] = await db
      .insert(liulangRounds)
      .values({
        title: round.title,
        device: round.device,
        cover,
        intro: round.intro,
        depositFen: round.depositFen,
        signupStart: new Date(signupStart),
        signupEnd: new Date(now + round.signupEndDays * DAY_MS),
        experienceDays: round.experienceDays,
        places: round.places,
        rewardEle: round.rewardEle,
        status: round.ended ? LIULANG_ROUND_STATUS.ended : LIULANG_ROUND_STATUS.published,
        createTime: new Date(signupStart - 2 * DAY_MS),
        updateTime: new Date(signupStart - 2 * DAY_MS),
      })
      .returning({ id: liulangRounds.id });
    if (!row) continue;
    let order = 0;
    for (const [i, leg] of round.legs.entries()) {
      const userId = userIds[(leg.member + r * 3) % userIds.length];
      if (userId === undefined) continue;
      const selected = leg.state !== 'pending' && leg.state !== 'rejected';
      if (selected) order += 1;
      const at = (days: number | undefined) =>
        days === undefined ? null : new Date(now + days * DAY_MS);
      const [application] = await db
        .insert(liulangApplications)
        .values({
          roundId: row.id,
          userId,
          reason: leg.reason,
          receiver: leg.receiver,
          phone: `1390013${String(8000 + r * 100 + i).padStart(4, '0')}`,
          address: leg.address,
          status: selected
            ? LIULANG_APPLY_STATUS.selected
            : leg.state === 'rejected'
              ? LIULANG_APPLY_STATUS.rejected
              : LIULANG_APPLY_STATUS.pending,
          rejectReason: leg.state === 'rejected' ? '本期名额有限，欢迎报名下一期' : '',
          chainOrder: selected ? order : null,
          selectedAt: at(leg.selectedDays),
          startTime: at(leg.startDays),
          shipTime: at(leg.shipDays),
          carrier: leg.shipDays === undefined ? '' : '顺丰速运',
          trackingNo: leg.shipDays === undefined ? '' : `SF15${String(30_000_000 + r * 100 + i)}`,
          createTime: new Date(signupStart + (i + 1) * 5 * HOUR_MS),
        })
        .returning({ id: liulangApplications.id });
      if (application && leg.paidDays !== undefined)
        await paidDeposit(db, {
          applicationId: application.id,
          userId,
          amount: round.depositFen,
          title: `${round.title} 押金`,
          paidAt: now + leg.paidDays * DAY_MS,
          // An ended round's deposits went back the day after each member shipped the device on.
          refundedAt:
            round.ended && leg.shipDays !== undefined ? now + (leg.shipDays + 1) * DAY_MS : null,
          no: `2026${String(12_000_000 + r * 1000 + i * 37).padStart(10, '0')}${i}`,
        });
      if (application && leg.report && leg.startDays !== undefined)
        await seedLiulangReport(db, {
          applicationId: application.id,
          userId,
          roundId: row.id,
          circleId: site.circleIds.get(round.circle),
          rewardEle: round.rewardEle,
          writtenAt: now + (leg.startDays + leg.report.days) * DAY_MS + 3 * HOUR_MS,
          report: leg.report,
        });
    }
  }
}

/** A deposit paid through the cashier: its order (已完成, or 已退款) and the dev payment. */
async function paidDeposit(
  db: Db,
  d: {
    applicationId: number;
    userId: number;
    amount: number;
    title: string;
    paidAt: number;
    refundedAt: number | null;
    no: string;
  },
) {
  const created = d.paidAt - 10 * 60_000;
  const [deposit] = await db
    .insert(liulangDeposits)
    .values({
      applicationId: d.applicationId,
      userId: d.userId,
      amount: d.amount,
      status: d.refundedAt ? LIULANG_DEPOSIT_STATUS.refunded : LIULANG_DEPOSIT_STATUS.paid,
      paidAt: new Date(d.paidAt),
      refundedAt: d.refundedAt ? new Date(d.refundedAt) : null,
      createTime: new Date(created),
    })
    .returning({ id: liulangDeposits.id });
  if (!deposit) return;
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: d.no,
      userId: d.userId,
      kind: ORDER_KIND.liulangDeposit,
      refId: deposit.id,
      title: d.title,
      price: d.amount,
      quantity: 1,
      amount: d.amount,
      payAmount: d.amount,
      state: d.refundedAt ? ORDER_STATE.refunded : ORDER_STATE.completed,
      payProvider: 'dev',
      createTime: new Date(created),
      payDeadline: new Date(created + ORDER_PAY_TIMEOUT_MS),
      paidTime: new Date(d.paidAt),
      finishTime: new Date(d.refundedAt ?? d.paidAt),
    })
    .returning({ id: orders.id });
  if (!order) return;
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'dev',
    channel: 'pc',
    outTradeNo: `${d.no}0001`,
    amount: d.amount,
    state: PAYMENT_STATE.paid,
    transactionId: `DEMO-LL${order.id}`,
    createTime: new Date(created + 30_000),
    paidTime: new Date(d.paidAt),
  });
}
