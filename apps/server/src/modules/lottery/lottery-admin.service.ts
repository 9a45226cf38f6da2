import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  ACTIVITY_TYPE_KEY,
  LOTTERY_LIMITS,
  LOTTERY_PHASE,
  LOTTERY_SHIP_STATUS,
  LOTTERY_TYPE,
  LotteryPhase,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  prizeSlots,
  seedCommitment,
  type AdminLottery,
  type AdminLotteryWinner,
  type ZLotterySettingsInput,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, lotteries, lotteryPrizes, lotteryWinners } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Clock } from '../../lib/clock';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { writeMessage } from '../message/message.writer';
import { drawLottery } from './lottery-draw';
import { publicSettings, secs, toPrize } from './lottery.mapper';
import { entryStats, lotteryOf, prizesOf, winnersOf } from './lottery.repository';

type SettingsBody = z.output<typeof ZLotterySettingsInput>;

/**
 * 活动运营 › 抽奖 (docs/lottery.md): settings and prizes (until entries open), 开放报名
 * (the seed is made and its hash published), 开奖 (the draw, revealed at once) and 发货.
 * Each write is one audit row in its transaction.
 */
export class LotteryAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async lotteryActivity(db: Db, id: number, lock = false) {
    const row = await lotteryOf(db, id, lock);
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    if (row.a.type !== ACTIVITY_TYPE_KEY.lottery) throw AppError.badRequest(MSG.lotteryNotLottery);
    return row;
  }

  private async load(db: Db, id: number): Promise<AdminLottery> {
    const { a, l } = await this.lotteryActivity(db, id);
    const [prizes, stats] = await Promise.all([prizesOf(db, id), entryStats(db, id)]);
    const now = this.clock();
    const base = {
      id: a.id,
      title: a.title,
      publish_status: a.status,
      entry_count: stats.entries,
      member_count: stats.members,
      prizes: prizes.map(toPrize),
    };
    if (!l)
      return {
        ...base,
        configured: false,
        lottery_type: LOTTERY_TYPE.zeroYuanDraw,
        entry_cost_ele: 0,
        max_entries_per_member: 1,
        linked_active_id: null,
        open_time: null,
        close_time: null,
        draw_time: null,
        phase: LOTTERY_PHASE.draft,
        phase_text: LotteryPhase.label(LOTTERY_PHASE.draft),
        seed_hash: null,
        seed: null,
        opened_at: null,
        drawn_at: null,
      };
    const { type_text: _t, ...settings } = publicSettings(l, now);
    return {
      ...base,
      ...settings,
      configured: true,
      linked_active_id: l.linkedActiveId,
      open_time: secs(l.openTime),
      close_time: secs(l.closeTime),
      draw_time: secs(l.drawTime),
      opened_at: secs(l.openedAt),
    };
  }

  async get(staffId: number, id: number): Promise<AdminLottery> {
    await assertAdmin(this.db, staffId);
    return this.load(this.db, id);
  }

  private async columnsOf(body: SettingsBody) {
    if (!(body.open_time < body.close_time && body.close_time <= body.draw_time))
      throw AppError.badRequest(MSG.lotteryTimeOrder);
    const collect = body.lottery_type === LOTTERY_TYPE.collectElectricity;
    if (collect && body.entry_cost_ele < 1) throw AppError.badRequest(MSG.lotteryCostRequired);
    if (prizeSlots(body.prizes).length > LOTTERY_LIMITS.slots)
      throw AppError.badRequest(MSG.lotteryPrizesTooMany);
    let linked: number | null = null;
    if (body.lottery_type === LOTTERY_TYPE.wallpaper) {
      const [contest] = body.linked_active_id
        ? await this.db
            .select({ kind: activities.kind })
            .from(activities)
            .where(eq(activities.id, body.linked_active_id))
        : [];
      if (contest?.kind !== ACTIVITY_KIND.wallpaper)
        throw AppError.badRequest(MSG.lotteryLinkedInvalid);
      linked = body.linked_active_id;
    }
    return {
      lotteryType: body.lottery_type,
      // Only 集电量 costs electricity; the others are free by their type.
      entryCostEle: collect ? body.entry_cost_ele : 0,
      // 0元抽奖 is one entry a member, whatever was typed.
      maxEntriesPerMember:
        body.lottery_type === LOTTERY_TYPE.zeroYuanDraw ? 1 : body.max_entries_per_member,
      linkedActiveId: linked,
      openTime: new Date(body.open_time * 1000),
      closeTime: new Date(body.close_time * 1000),
      drawTime: new Date(body.draw_time * 1000),
      updateTime: new Date(this.clock()),
    };
  }

  async save(actor: StaffActor, id: number, body: SettingsBody): Promise<AdminLottery> {
    await assertAdmin(this.db, actor.id);
    const values = await this.columnsOf(body);
    return this.db.transaction(async (tx) => {
      const { l } = await this.lotteryActivity(tx, id, true);
      if (l?.openedAt) throw AppError.conflict(MSG.lotteryLockedAfterOpen);
      const before = l ? await this.load(tx, id) : null;
      await tx
        .insert(lotteries)
        .values({ activeId: id, ...values })
        .onConflictDoUpdate({ target: lotteries.activeId, set: values });
      await tx.delete(lotteryPrizes).where(eq(lotteryPrizes.activeId, id));
      await tx
        .insert(lotteryPrizes)
        .values(body.prizes.map((p, sort) => ({ activeId: id, ...p, sort })));
      const after = await this.load(tx, id);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.lotterySave,
        target: `activity:${id}`,
        before: before ? audited(before) : null,
        after: audited(after),
      });
      return after;
    });
  }

  /** Makes the secret seed and publishes its hash; from now on the settings are frozen. */
  async open(actor: StaffActor, id: number): Promise<AdminLottery> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const { a, l } = await this.lotteryActivity(tx, id, true);
      if (!l) throw AppError.badRequest(MSG.lotteryNotConfigured);
      if (l.openedAt) throw AppError.conflict(MSG.lotteryAlreadyOpen);
      if (a.status !== ACTIVITY_PUBLISH.published)
        throw AppError.conflict(MSG.lotteryNeedsPublished);
      const seed = randomBytes(32).toString('hex');
      const seedHash = seedCommitment(seed);
      await tx
        .update(lotteries)
        .set({ seed, seedHash, openedAt: new Date(this.clock()) })
        .where(eq(lotteries.activeId, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.lotteryOpen,
        target: `activity:${id}`,
        // The hash only: the audit log is read by staff before the draw too.
        details: { seed_hash: seedHash },
      });
      return this.load(tx, id);
    });
  }

  /** 开奖 = draw and publish at once: a drawn-but-hidden state would let a draw be redone. */
  async draw(actor: StaffActor, id: number): Promise<AdminLottery> {
    await assertAdmin(this.db, actor.id);
    const { l } = await this.lotteryActivity(this.db, id);
    if (!l?.openedAt) throw AppError.conflict(MSG.lotteryNotOpened);
    if (l.drawnAt) throw AppError.conflict(MSG.lotteryAlreadyDrawn);
    if (this.clock() < l.closeTime.getTime()) throw AppError.conflict(MSG.lotteryDrawTooEarly);
    const result = await drawLottery(this.db, id, this.clock(), actor);
    if (!result) throw AppError.conflict(MSG.lotteryAlreadyDrawn);
    return this.load(this.db, id);
  }

  async winners(staffId: number, id: number): Promise<AdminLotteryWinner[]> {
    await assertAdmin(this.db, staffId);
    await this.lotteryActivity(this.db, id);
    return (await winnersOf(this.db, id)).map(toAdminWinner);
  }

  async ship(actor: StaffActor, winnerId: number, trackingNo: string) {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [win] = await tx
        .select()
        .from(lotteryWinners)
        .where(eq(lotteryWinners.id, winnerId))
        .for('update');
      if (!win) throw AppError.notFound(MSG.lotteryWinnerNotFound);
      if (win.shipStatus === LOTTERY_SHIP_STATUS.awaitingAddress)
        throw AppError.conflict(MSG.lotteryShipNeedsAddress);
      await tx
        .update(lotteryWinners)
        .set({
          trackingNo,
          shipStatus: LOTTERY_SHIP_STATUS.shipped,
          shippedAt: new Date(this.clock()),
        })
        .where(eq(lotteryWinners.id, winnerId));
      const row = (await winnersOf(tx, win.activeId)).find((r) => r.w.id === winnerId);
      if (!row) throw AppError.notFound(MSG.lotteryWinnerNotFound);
      await writeMessage(tx, {
        userId: win.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: win.activeId,
        title: '你的奖品已发货',
        content: `「${row.prizeName}」已发货，快递单号 ${trackingNo}。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.lotteryShip,
        target: `lottery_winner:${winnerId}`,
        before: { ship_status: win.shipStatus, tracking_no: win.trackingNo },
        after: { ship_status: LOTTERY_SHIP_STATUS.shipped, tracking_no: trackingNo },
      });
      return toAdminWinner(row);
    });
  }
}

function toAdminWinner(r: Awaited<ReturnType<typeof winnersOf>>[number]): AdminLotteryWinner {
  return {
    id: r.w.id,
    slot: r.w.slot,
    prize_name: r.prizeName,
    entry_id: r.w.entryId,
    user_id: r.w.userId,
    nickname: r.nickname,
    receiver: r.w.receiver,
    phone: r.w.phone,
    address: r.w.address,
    ship_status: r.w.shipStatus,
    tracking_no: r.w.trackingNo,
    shipped_at: r.w.shippedAt ? Math.floor(r.w.shippedAt.getTime() / 1000) : null,
  };
}

/** What the audit keeps of a save: the settings and the prizes as text. */
function audited(l: AdminLottery): Record<string, unknown> {
  return {
    lottery_type: l.lottery_type,
    entry_cost_ele: l.entry_cost_ele,
    max_entries_per_member: l.max_entries_per_member,
    linked_active_id: l.linked_active_id,
    open_time: l.open_time,
    close_time: l.close_time,
    draw_time: l.draw_time,
    prizes: l.prizes.map((p) => `${p.name}×${p.count}`).join('，'),
  };
}
