import {
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  LIULANG_LEG,
  LIULANG_LIMITS,
  LIULANG_PHASE,
  LIULANG_ROUND_STATUS,
  type LiulangPhaseValue,
} from '@xinke/shared';
import type {
  ApplicationRow,
  ApplicationWithDeposit,
  DepositRow,
  RoundRow,
} from './liulang.repository';

/*
 * The rules of 流浪计划 that are derived, not stored (docs/liulang.md): a round's phase from
 * the clock, a place lost for an unpaid deposit, and who holds the device. Pure functions, so
 * the site, the console and the seed agree.
 */

const HOUR = 3_600_000;

export function phaseOf(round: RoundRow, now: number): LiulangPhaseValue {
  if (round.status === LIULANG_ROUND_STATUS.ended) return LIULANG_PHASE.ended;
  if (now < round.signupStart.getTime()) return LIULANG_PHASE.upcoming;
  if (now < round.signupEnd.getTime()) return LIULANG_PHASE.open;
  return LIULANG_PHASE.running;
}

/** The time a selected member must pay by (null before selection). */
export function payDeadline(a: ApplicationRow): number | null {
  return a.selectedAt ? a.selectedAt.getTime() + LIULANG_LIMITS.payHours * HOUR : null;
}

export const isPaid = (d: DepositRow | null) =>
  d !== null && d.status !== LIULANG_DEPOSIT_STATUS.pending;

/**
 * The status a member and staff see: a selected member who let the deadline pass without
 * paying has lost the place (已失效), whether or not anyone has looked since.
 */
export function effectiveStatus(a: ApplicationRow, d: DepositRow | null, now: number): number {
  if (a.status !== LIULANG_APPLY_STATUS.selected || isPaid(d)) return a.status;
  const deadline = payDeadline(a);
  return deadline !== null && now > deadline ? LIULANG_APPLY_STATUS.forfeited : a.status;
}

/**
 * Whether staff may return a member's deposit (退还押金): paid, and the device has moved on
 * from them, or the round is over (for members who never got it) — the deposit guards the
 * device. The refund refuses by it and the console row's `refundable` says it, so the 退押金
 * button shows exactly where the refund would go through.
 */
export function depositRefundable(
  a: ApplicationRow,
  d: DepositRow | null,
  round: RoundRow,
  now: number,
): boolean {
  return (
    d?.status === LIULANG_DEPOSIT_STATUS.paid &&
    (a.shipTime !== null || phaseOf(round, now) === LIULANG_PHASE.ended)
  );
}

export interface ChainLink extends ApplicationWithDeposit {
  leg: string;
  isHolder: boolean;
}

/**
 * The device's route: selected members (places not lost) in selection order. The holder is
 * the first who has not shipped it on, once their deposit is paid — until then the device
 * waits with the organiser.
 */
export function chainOf(rows: ApplicationWithDeposit[], now: number): ChainLink[] {
  const links = rows
    .filter((r) => effectiveStatus(r.a, r.d, now) === LIULANG_APPLY_STATUS.selected)
    .sort((x, y) => (x.a.chainOrder ?? 0) - (y.a.chainOrder ?? 0));
  const first = links.findIndex((r) => r.a.shipTime === null);
  return links.map((r, i) => {
    const isHolder = i === first && isPaid(r.d);
    const leg = r.a.shipTime
      ? LIULANG_LEG.shipped
      : r.a.startTime
        ? LIULANG_LEG.experiencing
        : isHolder
          ? LIULANG_LEG.holding
          : LIULANG_LEG.waiting;
    return { ...r, leg, isHolder };
  });
}

/** The link after the holder: whom the device is shipped to (null: back to the organiser). */
export function nextAfter(chain: ChainLink[], userId: number): ChainLink | null {
  const i = chain.findIndex((l) => l.a.userId === userId);
  return i >= 0 ? (chain[i + 1] ?? null) : null;
}
