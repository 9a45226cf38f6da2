import { eq } from 'drizzle-orm';
import { ELE_REASON, ITEM_STATUS, ITEM_TYPE, levelOf, liulangRewardSource } from '@xinke/shared';
import { chinaDay } from '../../modules/growth/china-day';
import type { Db } from '../client';
import { eleRecords, items, liulangApplications, users } from '../schema';
import type { DemoReport } from './liulang-data';

const HOUR_MS = 3_600_000;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A demo member's 流浪计划 report, as `reward/eles` leaves it (docs/liulang.md): the
 * published post, the application naming it with its reward time, and the round's electricity
 * as one ledger row with the balance and level it moves. Not applyEle itself: its medal
 * awards would collide with seedMedals, which comes later and reads the ledger.
 */
export async function seedLiulangReport(
  db: Db,
  r: {
    applicationId: number;
    userId: number;
    roundId: number;
    circleId: number | undefined;
    rewardEle: number;
    writtenAt: number;
    report: DemoReport;
  },
): Promise<void> {
  const body = r.report.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const text = r.report.paragraphs.join(' ');
  const [item] = await db
    .insert(items)
    .values({
      userId: r.userId,
      circleId: r.circleId,
      title: r.report.title,
      body,
      summary: text.length > 120 ? `${text.slice(0, 120)}…` : text,
      itemType: ITEM_TYPE.general,
      itemStatus: ITEM_STATUS.published,
      visitCount: r.report.visits,
      createTime: new Date(r.writtenAt),
      updateTime: new Date(r.writtenAt),
    })
    .returning({ id: items.id });
  if (!item) return;
  const rewardedAt = r.writtenAt + 2 * HOUR_MS;
  await db
    .update(liulangApplications)
    .set({ reportItemId: item.id, rewardedAt: new Date(rewardedAt) })
    .where(eq(liulangApplications.id, r.applicationId));
  if (r.rewardEle <= 0) return;
  const [member] = await db.select({ ele: users.ele }).from(users).where(eq(users.id, r.userId));
  const ele = (member?.ele ?? 0) + r.rewardEle;
  await db
    .update(users)
    .set({ ele, levelName: levelOf(ele).name })
    .where(eq(users.id, r.userId));
  await db.insert(eleRecords).values({
    userId: r.userId,
    amount: r.rewardEle,
    reason: ELE_REASON.liulang,
    source: liulangRewardSource(r.roundId),
    itemId: item.id,
    day: chinaDay(rewardedAt),
    createTime: new Date(rewardedAt),
  });
}
