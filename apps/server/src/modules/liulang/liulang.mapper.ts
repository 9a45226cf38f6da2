import {
  LIULANG_PAGE,
  LIULANG_PHASE,
  LIULANG_APPLY_STATUS,
  LiulangApplyStatus,
  LiulangDepositStatus,
  LiulangLeg,
  LiulangPhase,
  maskTrackingNo,
  type LiulangChainLink,
  type LiulangDeposit,
  type LiulangMine,
  type LiulangPageValue,
  type LiulangRound,
} from '@xinke/shared';
import { toUnixSeconds } from '../../lib/clock';
import { chainOf, effectiveStatus, payDeadline, phaseOf, type ChainLink } from './chain';
import type {
  ApplicationRow,
  ApplicationWithDeposit,
  DepositRow,
  RoundRow,
} from './liulang.repository';

/* Rows → the shapes of the liulang contracts (docs/liulang.md). */

export const secs = (d: Date | null) => (d ? toUnixSeconds(d.getTime()) : null);
const ms = (v: number | null) => (v === null ? null : toUnixSeconds(v));

export function toRound(
  r: RoundRow,
  now: number,
  counts: { apply: number; selected: number },
): LiulangRound {
  const phase = phaseOf(r, now);
  return {
    id: r.id,
    title: r.title,
    device: r.device,
    cover: r.cover,
    intro: r.intro,
    deposit_fen: r.depositFen,
    signup_start: toUnixSeconds(r.signupStart.getTime()),
    signup_end: toUnixSeconds(r.signupEnd.getTime()),
    experience_days: r.experienceDays,
    places: r.places,
    reward_ele: r.rewardEle,
    phase,
    phase_text: LiulangPhase.labels[phase],
    apply_count: counts.apply,
    selected_count: counts.selected,
  };
}

/** A round with the counts of its applications. */
export function roundWithRows(r: RoundRow, rows: ApplicationWithDeposit[], now: number) {
  return toRound(r, now, { apply: rows.length, selected: chainOf(rows, now).length });
}

/** `full`: staff and the member themself see the whole tracking number. */
export function toLink(l: ChainLink, full: boolean): LiulangChainLink {
  return {
    order: l.a.chainOrder ?? 0,
    user_id: l.a.userId,
    nickname: l.nickname,
    head_pic: l.headPic,
    leg: l.leg,
    leg_text: LiulangLeg.labels[l.leg as keyof typeof LiulangLeg.labels] ?? '',
    start_time: secs(l.a.startTime),
    ship_time: secs(l.a.shipTime),
    carrier: l.a.carrier,
    tracking_no: full ? l.a.trackingNo : maskTrackingNo(l.a.trackingNo),
    report_item_id: l.a.reportItemId,
  };
}

export function toDeposit(d: DepositRow, a: ApplicationRow): LiulangDeposit {
  return {
    id: d.id,
    amount: d.amount,
    status: d.status,
    status_text: LiulangDepositStatus.labels[d.status as 0 | 1 | 2] ?? '',
    pay_deadline: ms(payDeadline(a)) ?? 0,
    paid_time: secs(d.paidAt),
  };
}

export function toMine(
  a: ApplicationRow,
  d: DepositRow | null,
  link: ChainLink | null,
  now: number,
): LiulangMine {
  const status = effectiveStatus(a, d, now);
  return {
    id: a.id,
    status,
    status_text: LiulangApplyStatus.labels[status as 0 | 1 | 2 | 3] ?? '',
    reason: a.reason,
    receiver: a.receiver,
    phone: a.phone,
    address: a.address,
    reject_reason: a.rejectReason,
    order: a.chainOrder,
    pay_deadline: ms(payDeadline(a)),
    deposit: d ? toDeposit(d, a) : null,
    is_holder: link?.isHolder ? 1 : 0,
    leg: link?.leg ?? null,
    rewarded: a.rewardedAt ? 1 : 0,
    create_time: toUnixSeconds(a.createTime.getTime()),
  };
}

/** Which V2 page tells the member where they stand. */
export function pageFor(round: RoundRow, mine: LiulangMine | null, now: number): LiulangPageValue {
  const phase = phaseOf(round, now);
  if (!mine) {
    if (phase === LIULANG_PHASE.upcoming) return LIULANG_PAGE.timeagain;
    return phase === LIULANG_PHASE.open ? LIULANG_PAGE.signup : LIULANG_PAGE.end;
  }
  // Selected is V2-success, which asks for the deposit (V2-pay) while it is unpaid.
  if (mine.status === LIULANG_APPLY_STATUS.selected) return LIULANG_PAGE.success;
  if (mine.status === LIULANG_APPLY_STATUS.pending && phase !== LIULANG_PHASE.ended)
    return LIULANG_PAGE.register;
  return LIULANG_PAGE.nosuccess;
}
