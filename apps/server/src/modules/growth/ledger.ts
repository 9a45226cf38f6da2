import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ELE_REASON,
  MEDAL_TRIGGER,
  MESSAGE_CATEGORY,
  earningRule,
  levelOf,
  type EarningReason,
} from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { selectNamed } from '../../db/prepared-once';
import { eleRecords, users } from '../../db/schema';
import { onEleChanged } from '../medal/medal-triggers';
import { reachedAutoMedalsSql, type MedalToAward } from '../medal/medal-defs';
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

/** The balance after a change, as the ledger's statements return it. */
export interface NewBalance {
  ele: number;
  level_name: string;
}

/**
 * What follows a change of the balance, in the same transaction: the level recomputed from
 * the shared table (rising tells the member with a system message) and the balance medals
 * (`medals`: their definitions when the caller's statement already read them).
 */
export async function afterBalance(
  tx: Db,
  change: { userId: number; amount: number; now: number },
  balance: NewBalance,
  medals?: readonly MedalToAward[],
): Promise<void> {
  const ele = Number(balance.ele);
  const level = levelOf(ele);
  if (level.name !== balance.level_name) {
    await tx.update(users).set({ levelName: level.name }).where(eq(users.id, change.userId));
    const before = levelOf(ele - change.amount);
    if (level.min > before.min) {
      await writeMessage(tx, {
        userId: change.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: `恭喜升级为 ${level.name}`,
        content: `你的电量达到 ${ele}，等级升为 ${level.name}。`,
      });
    }
  }
  await onEleChanged(tx, change.userId, ele, change.now, medals);
}

/** The ledger row's values, in the column order of the inserts below. */
const rowValues = (c: EleChange) =>
  sql`${c.userId}::int, ${c.amount}::int, ${c.reason}::int, ${c.source}::text, ${c.itemId ?? null}::int, ${chinaDay(c.now)}::date, ${new Date(c.now).toISOString()}::timestamptz`;

const insertColumns = sql.raw(
  'insert into ele_records (user_id, amount, reason, source, item_id, day, create_time)',
);

/**
 * Moves the member's balance by the amount of the ledger row `insert` writes (returning
 * `amount`; no row: nothing moves and nothing is returned), in one statement that also
 * reads the balance medals the new balance reaches, for afterBalance. Named: a comment, a
 * sign-in and a published post each pay through it.
 */
function withBalance(tx: Db, userId: number, insert: SQL) {
  return selectNamed<NewBalance & { amount: number; ele_medals: MedalToAward[] }>(
    tx,
    'ledger_balance',
    sql`with rec as (${insert}), bal as (
        update users set ele = users.ele + rec.amount from rec where users.id = ${userId}
        returning users.ele, users.level_name, rec.amount)
      select bal.ele, bal.level_name, bal.amount,
        ${reachedAutoMedalsSql(MEDAL_TRIGGER.ele, sql`bal.ele`)} as ele_medals
      from bal`,
  );
}

/**
 * THE one place that changes users.ele: appends the ledger row and moves the balance in
 * one statement of the caller's transaction, then afterBalance.
 */
export async function applyEle(tx: Db, change: EleChange): Promise<number> {
  if (change.amount === 0) throw new Error('a ledger row must change the balance');
  const [row] = await withBalance(
    tx,
    change.userId,
    sql`${insertColumns} values (${rowValues(change)}) returning amount`,
  );
  if (!row) throw new Error(`ledger change for missing user ${change.userId}`);
  await afterBalance(tx, change, row, row.ele_medals);
  return Number(row.ele);
}

/** What a source still pays a member: its awards minus what was taken back. */
async function netOf(tx: Db, userId: number, source: string): Promise<number> {
  const [row] = await tx
    .select({ net: sql<string>`coalesce(sum(${eleRecords.amount}), 0)` })
    .from(eleRecords)
    .where(and(eq(eleRecords.userId, userId), eq(eleRecords.source, source)));
  return Number(row?.net ?? 0);
}

/** An award of an earning rule (shared EARNING_RULES) for `source`. */
export interface Award {
  userId: number;
  reason: EarningReason;
  source: string;
  itemId: number;
  now: number;
}

/**
 * The insert of an award's ledger row, made only when its source pays nothing now and the
 * member got fewer awards of the rule (taken back or not) on the China day of `now` than
 * its daily cap, and `also` holds; returns the amount. Both checks read the member's rows
 * by index, so the caller must hold the member's lock (lockMember, or a row lock on users
 * taken in an earlier statement) or a concurrent award could pass the cap.
 */
export function dueAwardInsert(award: Award, also: SQL = sql`true`): SQL {
  const rule = earningRule(award.reason);
  const change: EleChange = { ...award, reason: rule.reason, amount: rule.amount };
  return sql`${insertColumns} select ${rowValues(change)}
    where ${also}
      and (select coalesce(sum(amount), 0) from ele_records
        where user_id = ${award.userId} and source = ${award.source}) <= 0
      and (select count(*) from ele_records
        where user_id = ${award.userId} and reason = ${rule.reason}
          and day = ${chinaDay(award.now)}::date and amount > 0) < ${rule.dailyCap}
    returning amount`;
}

/**
 * Pays an earning rule unless that source already pays, or the member reached the rule's
 * daily cap: the member's lock, then one statement for the row and the balance. Returns
 * the amount paid (0 if none).
 */
export async function earn(tx: Db, input: Award): Promise<number> {
  if (!(await lockMember(tx, input.userId))) return 0;
  const [row] = await withBalance(tx, input.userId, dueAwardInsert(input));
  if (!row) return 0;
  const amount = Number(row.amount);
  await afterBalance(tx, { userId: input.userId, amount, now: input.now }, row, row.ele_medals);
  return amount;
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
