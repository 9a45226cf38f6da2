import {
  LOTTERY_PHASE,
  LotteryPhase,
  LotteryType,
  lotteryPhase,
  type LotteryPrize,
  type LotteryWinner,
} from '@xinke/shared';
import { toUnixSeconds } from '../../lib/clock';
import type { LotteryRow, PrizeRow, winnersOf } from './lottery.repository';

/* Rows → wire shapes of the lottery contracts (docs/lottery.md). */

const ms = (d: Date | null) => (d ? d.getTime() : null);
const secs = (d: Date | null) => (d ? toUnixSeconds(d.getTime()) : null);

export function phaseOf(l: LotteryRow, now: number) {
  const phase = lotteryPhase(
    {
      openedAt: ms(l.openedAt),
      drawnAt: ms(l.drawnAt),
      openTime: l.openTime.getTime(),
      closeTime: l.closeTime.getTime(),
    },
    now,
  );
  return { phase, phase_text: LotteryPhase.label(phase) };
}

/** The public part of a lottery: the seed only once drawn, whoever asks. */
export function publicSettings(l: LotteryRow, now: number) {
  const drawn = phaseOf(l, now).phase === LOTTERY_PHASE.drawn;
  return {
    lottery_type: l.lotteryType,
    type_text: LotteryType.label(l.lotteryType),
    entry_cost_ele: l.entryCostEle,
    max_entries_per_member: l.maxEntriesPerMember,
    ...phaseOf(l, now),
    seed_hash: l.seedHash,
    seed: drawn ? l.seed : null,
    drawn_at: secs(l.drawnAt),
  };
}

export function toPrize(p: PrizeRow): LotteryPrize {
  return { id: p.id, name: p.name, image: p.image, count: p.count, sort: p.sort };
}

export function toWinner(r: Awaited<ReturnType<typeof winnersOf>>[number]): LotteryWinner {
  return {
    slot: r.w.slot,
    prize_id: r.w.prizeId,
    prize_name: r.prizeName,
    entry_id: r.w.entryId,
    user_id: r.w.userId,
    nickname: r.nickname,
    head_pic: r.headPic,
  };
}

export { secs };
