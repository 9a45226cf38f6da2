import { ELE_REASON, signInReward } from '@xinke/shared';
import { chinaDay, previousDay } from '../../modules/growth/china-day';
import { eleSource } from '../../modules/growth/sources';
import type { Db } from '../client';
import { eleRecords, signIns } from '../schema';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/**
 * Ledgers that add up: each member's seeded ele is an opening row (历史电量, from before the
 * ledger) plus a streak of sign-ins ending yesterday, so the sign-in popup still shows
 * today and users.ele equals the sum of the rows as it does for real members.
 */
export async function seedLedgers(
  db: Db,
  rnd: Random,
  members: { userId: number; ele: number }[],
  now: number,
): Promise<void> {
  const ledger: (typeof eleRecords.$inferInsert)[] = [];
  const signs: (typeof signIns.$inferInsert)[] = [];
  for (const { userId, ele } of members) {
    const streak = rnd.int(0, 9);
    let days: { day: string; streak: number; amount: number; at: number }[] = [];
    let day = previousDay(chinaDay(now));
    for (let k = streak; k >= 1; k--) {
      days.push({ day, streak: k, amount: signInReward(k), at: now - (streak - k + 1) * DAY_MS });
      day = previousDay(day);
    }
    const signed = days.reduce((sum, d) => sum + d.amount, 0);
    if (signed > ele) days = [];
    const opening = ele - days.reduce((sum, d) => sum + d.amount, 0);
    if (opening > 0) {
      const at = now - 60 * DAY_MS;
      ledger.push({
        userId,
        amount: opening,
        reason: ELE_REASON.seed,
        source: 'opening',
        day: chinaDay(at),
        createTime: new Date(at),
      });
    }
    for (const d of days.reverse()) {
      signs.push({
        userId,
        day: d.day,
        streak: d.streak,
        amount: d.amount,
        createTime: new Date(d.at),
      });
      ledger.push({
        userId,
        amount: d.amount,
        reason: ELE_REASON.signIn,
        source: eleSource.signIn(d.day),
        day: d.day,
        createTime: new Date(d.at),
      });
    }
  }
  if (ledger.length > 0) await db.insert(eleRecords).values(ledger);
  if (signs.length > 0) await db.insert(signIns).values(signs);
}
