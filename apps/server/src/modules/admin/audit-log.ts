import { count, desc, eq } from 'drizzle-orm';
import type { StaffActionValue, StaffAuditEntry } from '@xinke/shared';
import type { Db } from '../../db/client';
import { staffAuditLog, users } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';

export interface StaffActionRecord {
  actorId: number;
  action: StaffActionValue;
  /** What it was done to, as a reader recognises it (the keyword, `item:12`…). */
  target: string;
  details?: Record<string, unknown>;
}

/**
 * The one way a staff action is recorded (docs/admin.md): every console write calls it,
 * with the transaction handle of the action itself, so an action and its record are
 * committed together or not at all.
 */
export async function recordStaffAction(db: Db, record: StaffActionRecord): Promise<void> {
  await db.insert(staffAuditLog).values({
    actorId: record.actorId,
    action: record.action,
    target: record.target,
    details: record.details ?? {},
  });
}

/** Page `page` of the log, newest first (a backward walk of the primary key). */
export async function pageStaffActions(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: StaffAuditEntry[]; total: number }> {
  const rows = await db
    .select({
      id: staffAuditLog.id,
      actorId: users.id,
      nickname: users.nickname,
      action: staffAuditLog.action,
      target: staffAuditLog.target,
      details: staffAuditLog.details,
      createTime: staffAuditLog.createTime,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(staffAuditLog);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      actor: r.actorId === null ? null : { id: r.actorId, nickname: r.nickname ?? '' },
      action: r.action,
      target: r.target,
      details: r.details,
      create_time: toUnixSeconds(r.createTime.getTime()),
    })),
    total: total?.n ?? 0,
  };
}
