import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { REPORT_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, items, replies, reports, users } from '../../db/schema';

/**
 * One page of reports. Open ones oldest first through reports_open_idx (create_time where
 * status = 0); closed ones newest first, which no index serves yet: the wanted one is
 * `reports (create_time desc, id desc) where status <> 0` (see docs/forum.md).
 */
export async function findReportPage(db: Db, open: boolean, limit: number, offset: number) {
  const where = open
    ? eq(reports.status, REPORT_STATUS.open)
    : ne(reports.status, REPORT_STATUS.open);
  const order = open
    ? [asc(reports.createTime), asc(reports.id)]
    : [desc(reports.createTime), desc(reports.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        status: reports.status,
        createTime: reports.createTime,
        userId: users.id,
        nickname: users.nickname,
        imageUrl: users.imageUrl,
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findItemTargets(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: items.id, title: items.title, itemStatus: items.itemStatus })
    .from(items)
    .where(inArray(items.id, ids));
}

export async function findCommentTargets(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: comments.id,
      content: comments.content,
      status: comments.status,
      type: comments.type,
      typeId: comments.typeId,
    })
    .from(comments)
    .where(inArray(comments.id, ids));
}

export async function findReplyTargets(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: replies.id,
      content: replies.content,
      status: replies.status,
      type: replies.type,
      typeId: replies.typeId,
    })
    .from(replies)
    .where(inArray(replies.id, ids));
}

/** Closes an open report; undefined when it is missing or already closed. */
export async function closeOpenReport(
  db: Db,
  id: number,
  status: number,
  stamp: { reviewUserId: number; reviewTime: Date },
) {
  const [row] = await db
    .update(reports)
    .set({ status, ...stamp })
    .where(and(eq(reports.id, id), eq(reports.status, REPORT_STATUS.open)))
    .returning({ id: reports.id, status: reports.status });
  return row;
}

export async function reportExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.id, id))
    .limit(1);
  return row !== undefined;
}
