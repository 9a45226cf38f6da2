import { and, eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  MSG,
  REPORT_ACTION,
  REPORT_LIST_STATUS,
  REPORT_STATUS,
  REPORT_TARGET_TYPE,
  STAFF_ACTION,
  type ModerationReport,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, items, replies, reports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { paginate } from '../forum/forum.service';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertModerator } from '../moderation/assert-moderator';
import {
  closeOpenReport,
  findCommentTargets,
  findItemTargets,
  findReplyTargets,
  findReportPage,
  reportExists,
} from './report.repository';

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

/** Characters of a reported comment or reply shown in the moderation list. */
const EXCERPT_CHARS = 60;
const excerpt = (text: string) =>
  [...text].length > EXCERPT_CHARS ? `${[...text].slice(0, EXCERPT_CHARS).join('')}…` : text;

type Target = NonNullable<ModerationReport['target']>;

/** The reported things of one page, by `${type}:${id}`; missing ones were deleted. */
async function targetsOf(db: Db, rows: { targetType: number; targetId: number }[]) {
  const idsOf = (type: number) => rows.filter((r) => r.targetType === type).map((r) => r.targetId);
  const [posts, commentRows, replyRows] = await Promise.all([
    findItemTargets(db, idsOf(REPORT_TARGET_TYPE.post)),
    findCommentTargets(db, idsOf(REPORT_TARGET_TYPE.comment)),
    findReplyTargets(db, idsOf(REPORT_TARGET_TYPE.reply)),
  ]);
  const byKey = new Map<string, Target>();
  for (const p of posts) {
    byKey.set(`${REPORT_TARGET_TYPE.post}:${p.id}`, {
      excerpt: p.title,
      status: p.itemStatus,
      item_id: p.id,
    });
  }
  const put = (type: number, list: typeof commentRows) => {
    for (const c of list) {
      byKey.set(`${type}:${c.id}`, {
        excerpt: excerpt(c.content),
        status: c.status,
        item_id: c.type === COMMENT_TYPE.post ? c.typeId : null,
      });
    }
  };
  put(REPORT_TARGET_TYPE.comment, commentRows);
  put(REPORT_TARGET_TYPE.reply, replyRows);
  return byKey;
}

/** GET /web/moderation/reports: open ones oldest first (a queue), closed ones newest first. */
export async function listReports(
  db: Db,
  { page, pageSize, status }: { page: number; pageSize: number; status: string },
) {
  const { rows, total } = await findReportPage(
    db,
    status === REPORT_LIST_STATUS.open,
    pageSize,
    (page - 1) * pageSize,
  );
  const targets = await targetsOf(db, rows);
  const data: ModerationReport[] = rows.map((r) => ({
    id: r.id,
    target_type: r.targetType,
    target_id: r.targetId,
    target: targets.get(`${r.targetType}:${r.targetId}`) ?? null,
    user: { id: r.userId, nickname: r.nickname, image_url: r.imageUrl },
    reason: r.reason,
    status: r.status,
    create_time: toUnixSeconds(r.createTime.getTime()),
  }));
  return { data, paginate: paginate(total, page, pageSize) };
}

/**
 * POST /web/moderation/report/:id: resolve (已处理 1) or dismiss (已驳回 2) an open report,
 * stamped with who closed it and logged in the same transaction. Only the report changes;
 * the content is decided through the review queue or the item and comment review
 * endpoints (which close its reports themselves). Deciding twice is 409, decided by one
 * conditional UPDATE.
 */
export async function closeReport(
  db: Db,
  actor: StaffActor,
  id: number,
  action: string,
  now: Date,
) {
  await assertModerator(db, actor.id);
  const status = action === REPORT_ACTION.resolve ? REPORT_STATUS.handled : REPORT_STATUS.dismissed;
  return db.transaction(async (tx) => {
    const row = await closeOpenReport(tx, id, status, { reviewUserId: actor.id, reviewTime: now });
    if (!row) {
      if (await reportExists(tx, id)) throw AppError.conflict(MSG.reportAlreadyClosed);
      throw AppError.notFound(MSG.reportNotFound);
    }
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.reportClose,
      target: `report:${id}`,
      before: { status: REPORT_STATUS.open },
      after: { status },
      details: { decision: action },
    });
    return row;
  });
}
