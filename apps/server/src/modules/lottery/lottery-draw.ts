import { eq, sql } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  STAFF_ACTION,
  drawWinners,
  prizeSlots,
  type DrawWinner,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { activities, lotteries, lotteryWinners } from '../../db/schema';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { writeMessage } from '../message/message.writer';
import { allEntries, prizesOf } from './lottery.repository';

/** What one draw did: null when another node or request had already drawn it. */
export interface DrawResult {
  activeId: number;
  winners: DrawWinner[];
  messages: number;
}

/**
 * Draws lottery `activeId` at `now`, exactly once. The claim is `update lotteries set
 * drawn_at … where drawn_at is null returning`: PostgreSQL lets one transaction through, the
 * others (other nodes, a staff click racing the job) get no row and do nothing. In the same
 * transaction: the winners from the shared drawWinners (the seed and the list by entry id,
 * exactly what the public can recompute), the activity's results time (the list shows it
 * ended), one message to each winner, and the audit row (actor null when the job drew).
 * Callers check the phase first; this only refuses a second draw.
 */
export async function drawLottery(
  db: Db,
  activeId: number,
  now: number,
  actor: StaffActor | null,
): Promise<DrawResult | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(lotteries)
      .set({ drawnAt: new Date(now) })
      .where(
        sql`${lotteries.activeId} = ${activeId} and ${lotteries.drawnAt} is null and ${lotteries.seed} is not null`,
      )
      .returning({ seed: lotteries.seed, seedHash: lotteries.seedHash });
    if (!claimed?.seed) return null;
    const prizes = await prizesOf(tx, activeId);
    const slots = prizeSlots(prizes);
    const entries = await allEntries(tx, activeId);
    const winners = drawWinners(claimed.seed, entries, slots.length);
    if (winners.length > 0)
      await tx.insert(lotteryWinners).values(
        winners.map((w) => ({
          activeId,
          slot: w.slot,
          prizeId: slots[w.slot]?.id ?? 0,
          entryId: w.entry_id,
          userId: w.user_id,
        })),
      );
    const [activity] = await tx
      .update(activities)
      .set({ resultsPublishedAt: new Date(now) })
      .where(eq(activities.id, activeId))
      .returning({ title: activities.title });
    let messages = 0;
    for (const w of winners) {
      const written = await writeMessage(tx, {
        userId: w.user_id,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: activeId,
        title: `恭喜你在「${activity?.title ?? ''}」中奖`,
        content: `你获得了「${slots[w.slot]?.name ?? ''}」（抽奖码 ${w.entry_id}），请在抽奖页面填写收货地址。`,
      });
      if (written) messages += 1;
    }
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.lotteryDraw,
      target: `activity:${activeId}`,
      details: {
        auto: actor === null,
        seed: claimed.seed,
        seed_hash: claimed.seedHash,
        entries: entries.length,
        winners: winners.map((w) => `${w.slot}:${w.entry_id}:${w.user_id}`).join(','),
      },
    });
    return { activeId, winners, messages };
  });
}
