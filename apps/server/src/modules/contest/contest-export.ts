import { and, asc, eq } from 'drizzle-orm';
import { ContestExport, MSG, STAFF_ACTION, WorkReview, formatDateTime } from '@xinke/shared';
import type { Db } from '../../db/client';
import { activityEnrolments, activityWorks, users } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { findActivity } from './contest-admin.repository';
import { rankedEntries } from './contest-results';

/*
 * 活动运营 › 导出 (docs/contest-console.md "Export"), admins only: the entrants with their
 * works, or the results with the winners' contacts for prize delivery, as CSV like the codes
 * export (UTF-8 BOM, RFC 4180, CRLF, at most CONTEST_EXPORT_MAX_ROWS rows). The contacts are
 * personal data, so each export is logged like a write.
 */

export const CONTEST_EXPORT_MAX_ROWS = 10_000;

type Cell = string | number | null;

/** One CSV field: formula starts (= + - @, tab, CR) get a leading ', then RFC 4180 quoting. */
export function csvField(value: Cell): string {
  const s = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const when = (d: Date | null) => (d === null ? '' : formatDateTime(toUnixSeconds(d.getTime())));

const ENTRANTS_HEADER = [
  '用户 ID',
  '昵称',
  '姓名',
  '手机',
  '邮箱',
  '报名时间',
  '作品编号',
  '作品名称',
  '审核状态',
  '有效票数',
];

async function entrantRows(db: Db, activeId: number, limit: number): Promise<Cell[][]> {
  const rows = await db
    .select({ e: activityEnrolments, nickname: users.nickname, work: activityWorks })
    .from(activityEnrolments)
    .innerJoin(users, eq(users.id, activityEnrolments.userId))
    .leftJoin(
      activityWorks,
      and(
        eq(activityWorks.activeId, activityEnrolments.activeId),
        eq(activityWorks.userId, activityEnrolments.userId),
      ),
    )
    .where(eq(activityEnrolments.activeId, activeId))
    .orderBy(asc(activityEnrolments.createTime), asc(activityEnrolments.userId))
    .limit(limit);
  return rows.map((r) => [
    r.e.userId,
    r.nickname,
    r.e.userName,
    r.e.phone,
    r.e.email,
    when(r.e.createTime),
    r.work?.serialNum ?? null,
    r.work?.name ?? null,
    r.work ? WorkReview.label(r.work.reviewStatus) : '未上传作品',
    r.work?.voteCount ?? null,
  ]);
}

const RESULTS_HEADER = [
  '名次',
  '奖项',
  '作品编号',
  '作品名称',
  '最终得分',
  '人气分',
  '评委分',
  '有效票数',
  '评委人数',
  '用户 ID',
  '昵称',
  '姓名',
  '手机',
  '邮箱',
];

async function resultRows(db: Db, activeId: number, limit: number): Promise<Cell[][]> {
  const entries = (await rankedEntries(db, activeId)).slice(0, limit);
  const contacts = await db
    .select()
    .from(activityEnrolments)
    .where(eq(activityEnrolments.activeId, activeId));
  const byUser = new Map(contacts.map((c) => [c.userId, c]));
  return entries.map(({ ranked: w }) => {
    const c = byUser.get(w.user.id);
    return [
      w.rank,
      w.award_label,
      w.serial_num,
      w.name,
      w.final_score,
      w.vote_score,
      w.judge_score,
      w.vote_count,
      w.judge_count,
      w.user.id,
      w.user.nickname,
      c?.userName ?? '',
      c?.phone ?? '',
      c?.email ?? '',
    ];
  });
}

export async function exportContest(
  db: Db,
  actor: StaffActor,
  activeId: number,
  what: string,
  now: number,
): Promise<{ filename: string; csv: string; rows: number; truncated: boolean }> {
  await assertAdmin(db, actor.id);
  const results = what === ContestExport.results;
  return db.transaction(async (tx) => {
    const activity = await findActivity(tx, activeId, MSG.activityNotFound);
    const rows = results
      ? await resultRows(tx, activeId, CONTEST_EXPORT_MAX_ROWS + 1)
      : await entrantRows(tx, activeId, CONTEST_EXPORT_MAX_ROWS + 1);
    const truncated = rows.length > CONTEST_EXPORT_MAX_ROWS;
    const kept = rows.slice(0, CONTEST_EXPORT_MAX_ROWS);
    const lines = [results ? RESULTS_HEADER : ENTRANTS_HEADER, ...kept].map((fields) =>
      fields.map(csvField).join(','),
    );
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.contestExport,
      target: `activity:${activity.id}`,
      details: { what, rows: kept.length, truncated },
    });
    const stamp = new Date(now).toISOString().slice(0, 10);
    return {
      filename: `activity-${activity.id}-${results ? 'results' : 'entrants'}-${stamp}.csv`,
      csv: `\uFEFF${lines.join('\r\n')}\r\n`,
      rows: kept.length,
      truncated,
    };
  });
}
