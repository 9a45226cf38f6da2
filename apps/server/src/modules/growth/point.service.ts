import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { EleReason, type PointRow } from '@xinke/shared';
import type { Db } from '../../db/client';
import { eleRecords, users } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';
import { paginate } from '../forum/forum.service';

export interface PointQuery {
  page: number;
  page_size: number;
  begin_time?: number | string;
  end_time?: number | string;
}

/** Start of a China day `YYYY-MM-DD` (UTC+8, no daylight saving since 1991). */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** A lower bound: a day starts at its China midnight; seconds are taken as they are. */
function beginOf(bound: number | string): Date {
  return typeof bound === 'number' ? new Date(bound * 1000) : chinaMidnight(bound);
}

/** An exclusive upper bound: a day includes all of itself (up to the next midnight). */
function endOf(bound: number | string): Date {
  if (typeof bound === 'number') return new Date((bound + 1) * 1000);
  const next = chinaMidnight(bound);
  next.setTime(next.getTime() + 86_400_000);
  return next;
}

/** GET /web/user/point: my ledger rows, newest first, with my balance. */
export async function listPoints(db: Db, userId: number, q: PointQuery) {
  const filters: SQL[] = [eq(eleRecords.userId, userId)];
  if (q.begin_time !== undefined) filters.push(gte(eleRecords.createTime, beginOf(q.begin_time)));
  if (q.end_time !== undefined) filters.push(lt(eleRecords.createTime, endOf(q.end_time)));
  const where = and(...filters);
  const [rows, [total], [me]] = await Promise.all([
    db
      .select()
      .from(eleRecords)
      .where(where)
      .orderBy(desc(eleRecords.createTime), desc(eleRecords.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(eleRecords).where(where),
    db.select({ ele: users.ele }).from(users).where(eq(users.id, userId)),
  ]);
  const data: PointRow[] = rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    reason: r.reason,
    reason_text: EleReason.labels[r.reason as keyof typeof EleReason.labels] ?? '',
    source: r.source,
    item_id: r.itemId,
    create_time: toUnixSeconds(r.createTime.getTime()),
  }));
  return {
    data,
    paginate: paginate(total?.n ?? 0, q.page, q.page_size),
    ele: me?.ele ?? 0,
  };
}
