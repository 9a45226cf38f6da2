import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { StaffActionValue, StaffAuditEntry } from '@xinke/shared';
import type { Db } from '../../db/client';
import { staffAuditLog, users } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';
import type { AuthUser } from '../auth/session.service';
import { announceSiteChange } from './site-changes';

/**
 * Who is acting: the staff member and the address they act from. Routes build it with
 * staffActor(); services pass it on to recordStaffAction (a service never sees a request).
 * The command line (`npm run xinke -- admin …`) acts with ip null.
 */
export interface StaffActor {
  id: number;
  ip: string | null;
}

/** The acting staff member of a console request (the contract's role was already checked). */
export function staffActor(user: AuthUser | null, request: { ip: string }): StaffActor {
  if (!user) throw new Error('staffActor: a console route without a logged-in caller');
  return { id: user.userId, ip: request.ip };
}

export interface StaffActionRecord {
  actor: StaffActor | null;
  action: StaffActionValue;
  /** What it was done to, as a reader recognises it (the keyword, `item:12`, `user:7`…). */
  target: string;
  /** The changed fields as they were and became (omit `before` for a creation, `after` for a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Why, as the staff member gave it. */
  reason?: string;
  /** Anything else worth keeping (counts, the typed input…). */
  details?: Record<string, unknown>;
}

/**
 * The one way a staff action is recorded (docs/admin.md): every console write calls it,
 * with the transaction handle of the action itself, so an action and its record are
 * committed together or not at all. Once committed, every node empties its public caches
 * (site-changes.ts): whatever a staff action changed, visitors see it on their next request.
 */
export async function recordStaffAction(db: Db, record: StaffActionRecord): Promise<void> {
  await db.insert(staffAuditLog).values({
    actorId: record.actor?.id ?? null,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? '',
    ip: record.actor?.ip ?? null,
    details: record.details ?? {},
  });
  announceSiteChange(db);
}

export interface StaffActionFilter {
  actorId?: number;
  action?: string;
  /** Rows whose target starts with it (`user:7`, `item:`…). */
  target?: string;
  /** Seconds: rows from (inclusive) / until (exclusive). */
  from?: number;
  to?: number;
}

/** Page `page` of the log, newest first (a backward walk of the primary key or an index). */
export async function pageStaffActions(
  db: Db,
  filter: StaffActionFilter,
  limit: number,
  offset: number,
): Promise<{ rows: StaffAuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(staffAuditLog.actorId, filter.actorId));
  if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
  if (filter.target) where.push(sql`starts_with(${staffAuditLog.target}, ${filter.target})`);
  if (filter.from !== undefined)
    where.push(gte(staffAuditLog.createTime, new Date(filter.from * 1000)));
  if (filter.to !== undefined) where.push(lt(staffAuditLog.createTime, new Date(filter.to * 1000)));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      id: staffAuditLog.id,
      actorId: users.id,
      nickname: users.nickname,
      action: staffAuditLog.action,
      target: staffAuditLog.target,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
      reason: staffAuditLog.reason,
      ip: staffAuditLog.ip,
      details: staffAuditLog.details,
      createTime: staffAuditLog.createTime,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .where(condition)
    .orderBy(desc(staffAuditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(staffAuditLog).where(condition);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      actor: r.actorId === null ? null : { id: r.actorId, nickname: r.nickname ?? '' },
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      reason: r.reason,
      ip: r.ip ?? '',
      details: r.details,
      create_time: toUnixSeconds(r.createTime.getTime()),
    })),
    total: total?.n ?? 0,
  };
}
