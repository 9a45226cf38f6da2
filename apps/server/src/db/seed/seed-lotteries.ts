import type { Storage } from '../../uploads/storage';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  ACTIVITY_TYPE_KEY,
  ELE_REASON,
  LOTTERY_ENTRY_SOURCE,
  LOTTERY_SHIP_STATUS,
  LOTTERY_TYPE,
  levelOf,
  seedCommitment,
} from '@xinke/shared';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { chinaDay } from '../../modules/growth/china-day';
import { drawLottery } from '../../modules/lottery/lottery-draw';
import { passedBoundaries } from '../../modules/activity/activity-events';
import type { Db } from '../client';
import { siteAdminId } from './site-admin';
import {
  activities,
  activityStageEvents,
  eleRecords,
  lotteries,
  lotteryEntries,
  lotteryPrizes,
  lotteryWinners,
  users,
} from '../schema';
import { PALETTE, wideSvg, writeImage } from './svg';

const DAY = 86_400_000;

interface DemoLottery {
  title: string;
  summary: string;
  type: number;
  cost: number;
  max: number;
  /** Days from the seed's now. */
  open: number;
  close: number;
  draw: number;
  prizes: { name: string; count: number }[];
}

const DEMO_LOTTERIES: DemoLottery[] = [
  {
    title: '芯客周年庆 0元抽奖',
    summary: '免费参与，每人一次机会，抽机械键盘、ESP32-S3 开发板和显卡支架。',
    type: LOTTERY_TYPE.zeroYuanDraw,
    cost: 0,
    max: 1,
    open: -2,
    close: 5,
    draw: 5,
    prizes: [
      { name: '机械键盘（87 键热插拔）', count: 1 },
      { name: 'ESP32-S3 开发板', count: 3 },
      { name: '显卡支架', count: 5 },
    ],
  },
  {
    title: '双十一集电量抽奖',
    summary: '每 20 电量兑换一次抽奖机会，每人最多 5 次。',
    type: LOTTERY_TYPE.collectElectricity,
    cost: 20,
    max: 5,
    open: -20,
    close: -10,
    draw: -9,
    prizes: [
      { name: '机械键盘（87 键热插拔）', count: 1 },
      { name: 'ESP32-S3 开发板', count: 2 },
      { name: '显卡支架', count: 3 },
    ],
  },
];

const RULES =
  '<p>抽奖结果可公开验证：开放报名时公布种子的 sha256 哈希，开奖时公布种子，任何人都可以用公开的抽奖名单重新计算中奖者。</p><p>每人最多中奖一次，中奖后请在抽奖页面填写收货地址。</p>';

/**
 * The demo's lotteries (docs/lottery.md): a 0元抽奖 open now with free entries, and a
 * 集电量 lottery already drawn by the real draw (entries bought through the ledger, the seed
 * revealed, winners told, two addresses given and one prize shipped), so its page verifies.
 */
export async function seedLotteries(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
): Promise<void> {
  const authorId = (await siteAdminId(db)) ?? userIds[0];
  if (authorId === undefined) return;
  const people = await db
    .select({ id: users.id, ele: users.ele })
    .from(users)
    .where(inArray(users.id, userIds.slice(2, 16)));
  for (const [i, demo] of DEMO_LOTTERIES.entries()) {
    const cover = await writeImage(
      uploads,
      `activities/lottery-${i + 1}.jpg`,
      wideSvg({
        width: 960,
        height: 480,
        from: PALETTE[(i * 5 + 2) % PALETTE.length] ?? '#f5222d',
        to: PALETTE[(i * 5 + 6) % PALETTE.length] ?? '#fa8c16',
        title: demo.title,
        subtitle: '抽奖',
      }),
    );
    const at = (days: number) => new Date(now + days * DAY);
    const [row] = await db
      .insert(activities)
      .values({
        type: ACTIVITY_TYPE_KEY.lottery,
        kind: ACTIVITY_KIND.general,
        title: demo.title,
        cover,
        summary: demo.summary,
        rules: sanitizePostHtml(RULES),
        status: ACTIVITY_PUBLISH.published,
        createdBy: authorId,
        createTime: at(demo.open - 3),
        updateTime: at(demo.open - 3),
      })
      .returning({ id: activities.id });
    if (!row) continue;
    const seed = randomBytes(32).toString('hex');
    await db.insert(lotteries).values({
      activeId: row.id,
      lotteryType: demo.type,
      entryCostEle: demo.cost,
      maxEntriesPerMember: demo.max,
      openTime: at(demo.open),
      closeTime: at(demo.close),
      drawTime: at(demo.draw),
      seed,
      seedHash: seedCommitment(seed),
      openedAt: at(demo.open - 1),
    });
    await db
      .insert(lotteryPrizes)
      .values(demo.prizes.map((p, sort) => ({ activeId: row.id, ...p, sort })));
    for (const [n, p] of people.entries()) {
      const wanted = demo.cost > 0 ? Math.min(demo.max, 1 + (n % 3)) : 1;
      const count = demo.cost > 0 ? Math.min(wanted, Math.floor(p.ele / demo.cost)) : wanted;
      if (count <= 0) continue;
      const when = now + (demo.open + 0.5) * DAY + n * 3_600_000;
      // The ledger row and the balance, as applyEle moves them; not applyEle itself: its
      // medal awards would collide with seedMedals, which comes later.
      if (demo.cost > 0) {
        const ele = p.ele - demo.cost * count;
        await db
          .update(users)
          .set({ ele, levelName: levelOf(ele).name })
          .where(eq(users.id, p.id));
        await db.insert(eleRecords).values({
          userId: p.id,
          amount: -demo.cost * count,
          reason: ELE_REASON.lottery,
          source: `lottery:${row.id}`,
          day: chinaDay(when),
          createTime: new Date(when),
        });
      }
      await db.insert(lotteryEntries).values(
        Array.from({ length: count }, () => ({
          activeId: row.id,
          userId: p.id,
          source: demo.cost > 0 ? LOTTERY_ENTRY_SOURCE.bought : LOTTERY_ENTRY_SOURCE.free,
          createTime: new Date(when),
        })),
      );
    }
    if (demo.draw < 0) await drawnDemo(db, row.id, now + demo.draw * DAY, now);
  }
}

/** Draws the past lottery for real, then gives two winners addresses and ships one. */
async function drawnDemo(db: Db, activeId: number, drawAt: number, now: number) {
  const result = await drawLottery(db, activeId, drawAt, null);
  // The draw ended the activity: its 结果已公布 is old news for the stage job.
  const { passed } = passedBoundaries([], drawAt, now);
  if (passed.length > 0)
    await db
      .insert(activityStageEvents)
      .values(passed.map((b) => ({ activeId, event: b.event, firedAt: new Date(b.at) })));
  const [first, second] = result?.winners ?? [];
  const addresses = [
    { receiver: '李工', phone: '13912345678', address: '广东省深圳市南山区科技园南区 8 栋 302' },
    { receiver: '陈同学', phone: '15800001111', address: '浙江省杭州市西湖区文三路 90 号' },
  ];
  for (const [k, w] of [first, second].entries()) {
    const address = addresses[k];
    if (!w || !address) continue;
    await db
      .update(lotteryWinners)
      .set({
        ...address,
        shipStatus: k === 0 ? LOTTERY_SHIP_STATUS.shipped : LOTTERY_SHIP_STATUS.awaitingShipment,
        trackingNo: k === 0 ? 'SF1402938475612' : '',
        shippedAt: k === 0 ? new Date(now - 5 * DAY) : null,
      })
      .where(eq(lotteryWinners.entryId, w.entry_id));
  }
}
