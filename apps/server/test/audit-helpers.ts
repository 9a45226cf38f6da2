import { and, count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { staffAuditLog } from '../src/db/schema';

/*
 * Audit-log checks for the console's API tests.
 */

/** How many audit rows there are now. */
export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAuditLog);
  return row?.n ?? 0;
}

/**
 * Runs `write` and checks it left exactly one audit row of `action`, returning that row
 * (every staff write records itself once, docs/admin.md).
 */
export async function expectOneAuditRow(db: Db, action: string, write: () => Promise<unknown>) {
  const before = await auditCount(db);
  await write();
  expect(await auditCount(db)).toBe(before + 1);
  const [row] = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
  expect(row?.action).toBe(action);
  return row!;
}

/** How many audit rows of `action` there are (on `target` when given, e.g. `invitation:7`). */
export async function auditsOf(db: Db, action: string, target?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.action, action),
        target === undefined ? undefined : eq(staffAuditLog.target, target),
      ),
    );
  return row?.n ?? 0;
}
