import { LOTTERY_SHIP_STATUS, LOTTERY_TYPE, seedCommitment } from '@xinke/shared';
import {
  activities,
  lotteries,
  lotteryEntries,
  lotteryPrizes,
  lotteryWinners,
} from '../../src/db/schema';
import type { StaffWorld } from './world';
import type { StaffCall } from './scenarios';

/** Lotteries in the states each console write needs (docs/lottery.md). */

const HOUR = 3_600_000;
const SEED = '5a'.repeat(32);

async function walkLotteryActivity(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(activities)
    .values({
      type: 'lottery',
      kind: 'general',
      title: '走查抽奖',
      status: 1,
      createdBy: w.admin.id,
    })
    .returning({ id: activities.id });
  return row?.id ?? 0;
}

/** A configured lottery: `opened` gives it its seed; `closed` puts its window in the past. */
async function walkLottery(w: StaffWorld, opened: boolean, closed: boolean): Promise<number> {
  const id = await walkLotteryActivity(w);
  const now = Date.now();
  const close = closed ? now - HOUR : now + HOUR;
  await w.t.db.insert(lotteries).values({
    activeId: id,
    lotteryType: LOTTERY_TYPE.zeroYuanDraw,
    openTime: new Date(close - 2 * HOUR),
    closeTime: new Date(close),
    drawTime: new Date(close + 24 * HOUR),
    ...(opened
      ? { seed: SEED, seedHash: seedCommitment(SEED), openedAt: new Date(now - 3 * HOUR) }
      : {}),
  });
  await w.t.db.insert(lotteryPrizes).values({ activeId: id, name: '显卡支架', count: 1 });
  return id;
}

/** A drawn lottery's winner who gave an address: ready to ship. */
async function walkWinner(w: StaffWorld): Promise<number> {
  const id = await walkLottery(w, true, true);
  const [prize] = await w.t.db
    .insert(lotteryPrizes)
    .values({ activeId: id, name: '机械键盘', count: 1 })
    .returning({ id: lotteryPrizes.id });
  const [entry] = await w.t.db
    .insert(lotteryEntries)
    .values({ activeId: id, userId: w.member.id, source: 'free' })
    .returning({ id: lotteryEntries.id });
  const [winner] = await w.t.db
    .insert(lotteryWinners)
    .values({
      activeId: id,
      slot: 0,
      prizeId: prize?.id ?? 0,
      entryId: entry?.id ?? 0,
      userId: w.member.id,
      receiver: '张三',
      phone: '13800138000',
      address: '上海市浦东新区张江路 1 号',
      shipStatus: LOTTERY_SHIP_STATUS.awaitingShipment,
    })
    .returning({ id: lotteryWinners.id });
  return winner?.id ?? 0;
}

export const LOTTERY_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/lottery/save/:id': async (w) => ({
    params: { id: await walkLotteryActivity(w) },
    body: {
      lottery_type: LOTTERY_TYPE.collectElectricity,
      entry_cost_ele: 20,
      max_entries_per_member: 5,
      open_time: 1_900_000_000,
      close_time: 1_900_086_400,
      draw_time: 1_900_090_000,
      prizes: [{ name: 'ESP32-S3 开发板', count: 2 }],
    },
  }),
  'POST /web/admin/lottery/open/:id': async (w) => ({
    params: { id: await walkLottery(w, false, false) },
  }),
  'POST /web/admin/lottery/draw/:id': async (w) => ({
    params: { id: await walkLottery(w, true, true) },
  }),
  'POST /web/admin/lottery/ship/:id': async (w) => ({
    params: { id: await walkWinner(w) },
    body: { tracking_no: 'SF1234567890' },
  }),
};
