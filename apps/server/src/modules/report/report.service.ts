import { and, eq } from 'drizzle-orm';
import { COMMENT_STATUS, ITEM_STATUS, MSG, REPORT_TARGET_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, items, replies, reports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';

export interface ReportInput {
  targetType: number;
  targetId: number;
  reason: string;
}

/** Whether the reported thing exists and the reporter can see it (published / visible). */
async function targetExists(db: Db, type: number, id: number): Promise<boolean> {
  if (type === REPORT_TARGET_TYPE.post) {
    const [row] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, id), eq(items.itemStatus, ITEM_STATUS.published)))
      .limit(1);
    return row !== undefined;
  }
  const table = type === REPORT_TARGET_TYPE.comment ? comments : replies;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, COMMENT_STATUS.visible)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a report for moderators (reports_open_idx lists the open ones). One report per
 * user and target: the unique index refuses a second, even when two arrive at once.
 */
export async function createReport(db: Db, userId: number, input: ReportInput) {
  if (!(await targetExists(db, input.targetType, input.targetId)))
    throw AppError.notFound(MSG.contentNotFound);
  try {
    const [row] = await db
      .insert(reports)
      .values({ userId, ...input })
      .returning({ id: reports.id });
    if (!row) throw new Error('insert report failed');
    return { id: row.id };
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw AppError.conflict(MSG.alreadyReported);
    throw err;
  }
}
