import { defineEnum } from './define-enum';
import { LOTTERY_TYPE } from './growth';

/*
 * Lotteries (抽奖, SPEC §9, docs/lottery.md): an activity of type `lottery` with its
 * settings, prizes, entries and a verifiable draw (lottery/draw.ts).
 */

/*
 * The four SPEC §9 types are `LotteryType` in ./growth.ts (1 集电量, 2 零元抽奖, 3 帖子互动,
 * 4 壁纸活动), stored as that number.
 */
export type LotteryTypeValue = (typeof LOTTERY_TYPE)[keyof typeof LOTTERY_TYPE];

/** What one type asks of a member, for the page's explanation. */
export const LOTTERY_TYPE_HOW: Record<LotteryTypeValue, string> = {
  [LOTTERY_TYPE.collectElectricity]: '用电量兑换抽奖机会，每次消耗固定电量，可多次兑换（有上限）。',
  [LOTTERY_TYPE.zeroYuanDraw]: '免费参与，每人一次抽奖机会。',
  [LOTTERY_TYPE.postInteraction]:
    '活动期间每发布一篇帖子或一条评论，可领取一次抽奖机会（有上限）。',
  [LOTTERY_TYPE.wallpaper]: '在关联的壁纸大赛中上传作品并通过审核，可领取一次抽奖机会。',
};

/** How an entry was obtained (lottery_entries.source). */
export const LotteryEntrySource = defineEnum({
  bought: { value: 'bought', label: '电量兑换' },
  free: { value: 'free', label: '免费参与' },
  earned: { value: 'earned', label: '互动获得' },
});
export const LOTTERY_ENTRY_SOURCE = LotteryEntrySource.values;

/**
 * A lottery's phase, derived from its times and the two staff/job actions (open, draw):
 * never stored.
 */
export const LotteryPhase = defineEnum({
  draft: { value: 'draft', label: '未开放' },
  upcoming: { value: 'upcoming', label: '即将开始' },
  open: { value: 'open', label: '报名中' },
  closed: { value: 'closed', label: '等待开奖' },
  drawn: { value: 'drawn', label: '已开奖' },
});
export const LOTTERY_PHASE = LotteryPhase.values;
export type LotteryPhaseValue = (typeof LOTTERY_PHASE)[keyof typeof LOTTERY_PHASE];

/** Winner shipping status (lottery_winners.ship_status). */
export const LotteryShipStatus = defineEnum({
  awaitingAddress: { value: 0, label: '待填写地址' },
  awaitingShipment: { value: 1, label: '待发货' },
  shipped: { value: 2, label: '已发货' },
});
export const LOTTERY_SHIP_STATUS = LotteryShipStatus.values;

export const LOTTERY_LIMITS = {
  prizes: 20,
  prizeName: 40,
  prizeCount: 100,
  /** Prize slots of one draw: the sum of the prizes' counts. */
  slots: 500,
  costEle: 100_000,
  maxEntriesPerMember: 1000,
  /** Entries one buy may ask for. */
  buyAtOnce: 100,
  receiverName: 20,
  address: 120,
  trackingNo: 40,
  entriesPageSize: 50,
  entriesPageMax: 200,
} as const;

/** The lottery job's period on every node (docs/lottery.md). */
export const LOTTERY_JOB_EVERY_MS = 30_000;

/** Phase of a lottery at `now` (ms) from its stored facts. */
export function lotteryPhase(
  l: { openedAt: number | null; drawnAt: number | null; openTime: number; closeTime: number },
  now: number,
): LotteryPhaseValue {
  if (l.drawnAt !== null) return LOTTERY_PHASE.drawn;
  if (l.openedAt === null) return LOTTERY_PHASE.draft;
  if (now < l.openTime) return LOTTERY_PHASE.upcoming;
  if (now < l.closeTime) return LOTTERY_PHASE.open;
  return LOTTERY_PHASE.closed;
}
