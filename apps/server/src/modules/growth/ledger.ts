import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  ELE_REASON,
  MESSAGE_CATEGORY,
  earningRule,
  levelOf,
  type EarningReason,
} from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { eleRecords, users } from '../../db/schema';
import { onEleChanged } from '../medal/medal-triggers';
import { writeMessage } from '../message/message.writer';
import { chinaDay } from './china-day';

/** One change of a member's electricity. */
export interface EleChange {
  userId: number;
  amount: number;
  reason: number;
  source: string;
  itemId?: number | null;
  /** ms since the epoch: the row's time and China day. */
  now: number;
}

/**
 * Serialises every ledger change of one member for the rest of the transaction (the row
 * lock on users), so caps and "not paid yet" checks cannot be raced past by concurrent
 * awards. Call it inside the transaction before reading the member's ledger.
 */
export async function lockMember(tx: Db, userId: number): Promise<boolean> {
  // NO KEY UPDATE, not UPDATE: concurrent likes and comments hold KEY SHARE on the author's
  // row (their rows' foreign keys) while waiting for the item row this transaction holds;
  // FOR UPDATE would wait on them, a deadlock (seen on PostgreSQL with 10 likes at once).
  // NO KEY UPDATE still excludes every other ledger change of this member.
  const rows = await selectRows(
    tx,
    sql`select id from users where id = ${userId} for no key update`,
  );
  return rows.length > 0;
}

/**
 * THE one place that changes users.ele: appends the ledger row and moves the balance in the
 * caller's transaction, then recomputes the level from the shared table. Rising to a new
 * level tells the member with a system message; reaching a medal's threshold awards it.
 */
export async function applyEle(tx: Db, change: EleChange): Promise<number> {
  if (change.amount === 0) throw new Error('a ledger row must change the balance');
  const now = new Date(change.now);
  await tx.insert(eleRecords).values({
    userId: change.userId,
    amount: change.amount,
    reason: change.reason,
    source: change.source,
    itemId: change.itemId ?? null,
    day: chinaDay(change.now),
    createTime: now,
  });
  const [row] = await tx
    .update(users)
    .set({ ele: sql`${users.ele} + ${change.amount}` })
    .where(eq(users.id, change.userId))
    .returning({ ele: users.ele, levelName: users.levelName });
  if (!row) throw new Error(`ledger change for missing user ${change.userId}`);
  const level = levelOf(row.ele);
  if (level.name !== row.levelName) {
    await tx.update(users).set({ levelName: level.name }).where(eq(users.id, change.userId));
    const before = levelOf(row.ele - change.amount);
    if (level.min > before.min) {
      await writeMessage(tx, {
        userId: change.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: `恭喜升级为 ${level.name}`,
        content: `你的电量达到 ${row.ele}，等级升为 ${level.name}。`,
      });
    }
  }
  await onEleChanged(tx, change.userId, row.ele, change.now);
  return row.ele;
}

/** What a source still pays a member: its awards minus what was taken back. */
async function netOf(tx: Db, userId: number, source: string): Promise<number> {
  const [row] = await tx
    .select({ net: sql<string>`coalesce(sum(${eleRecords.amount}), 0)` })
    .from(eleRecords)
    .where(and(eq(eleRecords.userId, userId), eq(eleRecords.source, source)));
  return Number(row?.net ?? 0);
}

/** Awards of `reason` the member got on the China day of `now` (taken back or not). */
async function awardsToday(tx: Db, userId: number, reason: number, now: number) {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(eleRecords)
    .where(
      and(
        eq(eleRecords.userId, userId),
        eq(eleRecords.reason, reason),
        eq(eleRecords.day, chinaDay(now)),
        gt(eleRecords.amount, 0),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Pays an earning rule (shared EARNING_RULES) for `source` unless that source already
 * pays, or the member reached the rule's daily cap. Returns the amount paid (0 if none).
 */
export async function earn(
  tx: Db,
  input: { userId: number; reason: EarningReason; source: string; itemId: number; now: number },
): Promise<number> {
  const rule = earningRule(input.reason);
  if (!(await lockMember(tx, input.userId))) return 0;
  if ((await netOf(tx, input.userId, input.source)) > 0) return 0;
  if ((await awardsToday(tx, input.userId, rule.reason, input.now)) >= rule.dailyCap) return 0;
  await applyEle(tx, { ...input, amount: rule.amount });
  return rule.amount;
}

/** Takes back whatever the matching sources still pay, member by member. */
async function revokeWhere(tx: Db, where: SQL | undefined, now: number) {
  const owing = await tx
    .select({
      userId: eleRecords.userId,
      source: eleRecords.source,
      itemId: sql<number | null>`max(${eleRecords.itemId})`,
      net: sql<string>`sum(${eleRecords.amount})`,
    })
    .from(eleRecords)
    .where(where)
    .groupBy(eleRecords.userId, eleRecords.source)
    .orderBy(eleRecords.userId, eleRecords.source);
  for (const row of owing) {
    if (Number(row.net) <= 0) continue;
    await lockMember(tx, row.userId);
    // Re-read under the lock: a concurrent taking back may have run first.
    const net = await netOf(tx, row.userId, row.source);
    if (net <= 0) continue;
    await applyEle(tx, {
      userId: row.userId,
      amount: -net,
      reason: ELE_REASON.revoked,
      source: row.source,
      itemId: row.itemId,
      now,
    });
  }
}

/** Takes back what one source (an unliked thumb, a deleted comment) paid. */
export function revokeSource(tx: Db, source: string, now: number): Promise<void> {
  return revokeWhere(tx, eq(eleRecords.source, source), now);
}

/** Takes back everything a post earned (publishing, its likes, its comments). */
export function revokeItem(tx: Db, itemId: number, now: number): Promise<void> {
  // By source, so a comment's taking back written before the post went still counts.
  return revokeWhere(
    tx,
    sql`${eleRecords.source} in (select source from ele_records where item_id = ${itemId})`,
    now,
  );
}
