import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  ACTIVITY_TYPE_KEY,
  ELE_REASON,
  LOTTERY_ENTRY_SOURCE,
  LOTTERY_PHASE,
  LOTTERY_SHIP_STATUS,
  LOTTERY_TYPE,
  LOTTERY_TYPE_HOW,
  MSG,
  lotteryEleShortMessage,
  prizeSlots,
  type LotteryInfo,
  type LotteryMe,
  type LotteryTypeValue,
  type ZLotteryAddressInput,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { lotteries, lotteryEntries, lotteryWinners } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { applyEle, lockMember } from '../growth/ledger';
import { phaseOf, publicSettings, toPrize, toWinner } from './lottery.mapper';
import {
  allEntries,
  balanceOf,
  earningActions,
  entryPage,
  entryStats,
  lotteryOf,
  memberEntries,
  prizesOf,
  winnersOf,
  type LotteryRow,
} from './lottery.repository';

type AddressInput = z.output<typeof ZLotteryAddressInput>;

/**
 * Lotteries on the site (docs/lottery.md): the page, entering, the public list and the
 * winner's address. Readers see only published lottery activities whose settings exist.
 */
export class LotteryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async visible(db: Db, id: number) {
    const row = await lotteryOf(db, id);
    if (
      !row?.l ||
      row.a.status !== ACTIVITY_PUBLISH.published ||
      row.a.type !== ACTIVITY_TYPE_KEY.lottery
    )
      throw AppError.notFound(MSG.lotteryNotFound);
    return { a: row.a, l: row.l };
  }

  async info(id: number, viewerId: number): Promise<LotteryInfo> {
    const now = this.clock();
    const { a, l } = await this.visible(this.db, id);
    const drawn = phaseOf(l, now).phase === LOTTERY_PHASE.drawn;
    const [prizes, stats, winners, me] = await Promise.all([
      prizesOf(this.db, id),
      entryStats(this.db, id),
      drawn ? winnersOf(this.db, id) : Promise.resolve([]),
      viewerId ? this.me(l, viewerId) : Promise.resolve(null),
    ]);
    return {
      id: a.id,
      title: a.title,
      cover: a.cover,
      summary: a.summary,
      rules: a.rules,
      ...publicSettings(l, now),
      how: LOTTERY_TYPE_HOW[l.lotteryType as LotteryTypeValue] ?? '',
      open_time: toUnixSeconds(l.openTime.getTime()),
      close_time: toUnixSeconds(l.closeTime.getTime()),
      draw_time: toUnixSeconds(l.drawTime.getTime()),
      entry_count: stats.entries,
      member_count: stats.members,
      prizes: prizes.map(toPrize),
      winners: winners.map(toWinner),
      me,
    };
  }

  private async me(l: LotteryRow, userId: number): Promise<LotteryMe> {
    const [entries, ele, actions, [win]] = await Promise.all([
      memberEntries(this.db, l.activeId, userId),
      balanceOf(this.db, userId),
      earningActions(this.db, l, userId),
      this.winOf(this.db, l.activeId, userId),
    ]);
    const earned = await memberEntries(this.db, l.activeId, userId, LOTTERY_ENTRY_SOURCE.earned);
    return {
      entries,
      ele,
      earnable: Math.max(0, Math.min(actions, l.maxEntriesPerMember) - earned),
      win: win ?? null,
    };
  }

  private async winOf(db: Db, activeId: number, userId: number) {
    const rows = await winnersOf(db, activeId);
    return rows
      .filter((r) => r.w.userId === userId)
      .map((r) => ({
        winner_id: r.w.id,
        prize_name: r.prizeName,
        ship_status: r.w.shipStatus,
        receiver: r.w.receiver,
        phone: r.w.phone,
        address: r.w.address,
        tracking_no: r.w.trackingNo,
      }));
  }

  /**
   * Enters a member by the lottery's type: buys `count` entries with electricity (one
   * ledger row), takes the free one, or claims the entries their actions earned. Under the
   * member's ledger lock (one member's buys are serialised, so the cap and the balance hold)
   * and a share lock on the lottery (a draw waits for entries in flight, and vice versa).
   */
  async enter(userId: number, id: number, count: number) {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      await this.visible(tx, id);
      // Read again under the share lock: a draw committed meanwhile is seen here.
      const [l] = await tx.select().from(lotteries).where(eq(lotteries.activeId, id)).for('share');
      if (!l) throw AppError.notFound(MSG.lotteryNotFound);
      if (phaseOf(l, now).phase !== LOTTERY_PHASE.open)
        throw AppError.badRequest(MSG.lotteryNotOpen);
      const have = await memberEntries(tx, id, userId);
      const room = l.maxEntriesPerMember - have;
      if (room <= 0) throw AppError.badRequest(MSG.lotteryMaxEntries);
      let added = 0;
      let source: string = LOTTERY_ENTRY_SOURCE.free;
      if (l.lotteryType === LOTTERY_TYPE.collectElectricity) {
        if (count > room) throw AppError.badRequest(MSG.lotteryMaxEntries);
        const cost = l.entryCostEle * count;
        const balance = await balanceOf(tx, userId);
        if (balance < cost) throw AppError.badRequest(lotteryEleShortMessage(cost, balance));
        if (cost > 0)
          await applyEle(tx, {
            userId,
            amount: -cost,
            reason: ELE_REASON.lottery,
            source: `lottery:${id}`,
            now,
          });
        added = count;
        source = LOTTERY_ENTRY_SOURCE.bought;
      } else if (l.lotteryType === LOTTERY_TYPE.zeroYuanDraw) {
        added = 1;
      } else {
        const earned = await memberEntries(tx, id, userId, LOTTERY_ENTRY_SOURCE.earned);
        const actions = await earningActions(tx, l, userId);
        added = Math.min(room, Math.min(actions, l.maxEntriesPerMember) - earned);
        if (added <= 0) throw AppError.badRequest(MSG.lotteryNothingEarned);
        source = LOTTERY_ENTRY_SOURCE.earned;
      }
      await tx.insert(lotteryEntries).values(
        Array.from({ length: added }, () => ({
          activeId: id,
          userId,
          source,
          createTime: new Date(now),
        })),
      );
      return { added, entries: have + added, ele: await balanceOf(tx, userId) };
    });
  }

  async entries(id: number, mineOf: number | null, page: number, pageSize: number) {
    await this.visible(this.db, id);
    const { rows, total } = await entryPage(this.db, id, mineOf, page, pageSize);
    return {
      data: rows.map((r) => ({
        id: r.e.id,
        user_id: r.e.userId,
        nickname: r.nickname,
        source: r.e.source,
        create_time: toUnixSeconds(r.e.createTime.getTime()),
      })),
      paginate: paginate(total, page, pageSize),
    };
  }

  /** The whole list as [entry id, user id], with what verifies the draw. */
  async entryIds(id: number) {
    const now = this.clock();
    const { l } = await this.visible(this.db, id);
    const settings = publicSettings(l, now);
    const [entries, prizes] = await Promise.all([allEntries(this.db, id), prizesOf(this.db, id)]);
    return {
      id,
      seed_hash: settings.seed_hash,
      seed: settings.seed,
      slots: prizeSlots(prizes).length,
      entries: entries.map((e): [number, number] => [e.id, e.user_id]),
    };
  }

  async winners(id: number) {
    const { l } = await this.visible(this.db, id);
    if (phaseOf(l, this.clock()).phase !== LOTTERY_PHASE.drawn) return [];
    return (await winnersOf(this.db, id)).map(toWinner);
  }

  /** Only the winner, and only until the prize is shipped. */
  async address(userId: number, input: AddressInput) {
    await this.visible(this.db, input.active_id);
    return this.db.transaction(async (tx) => {
      const [win] = await tx
        .select()
        .from(lotteryWinners)
        .where(and(eq(lotteryWinners.activeId, input.active_id), eq(lotteryWinners.userId, userId)))
        .for('update');
      if (!win) throw AppError.forbidden(MSG.lotteryNotWinner);
      if (win.shipStatus === LOTTERY_SHIP_STATUS.shipped)
        throw AppError.conflict(MSG.lotteryAddressLocked);
      await tx
        .update(lotteryWinners)
        .set({
          receiver: input.receiver,
          phone: input.phone,
          address: input.address,
          shipStatus: LOTTERY_SHIP_STATUS.awaitingShipment,
        })
        .where(eq(lotteryWinners.id, win.id));
      const [mine] = await this.winOf(tx, input.active_id, userId);
      return mine ?? null;
    });
  }
}
