import { and, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CODE_EXPORT_MAX_ROWS,
  CODE_STATUS,
  CodeType,
  STAFF_ACTION,
  formatDateTime,
  type AdminCode,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { privilegeCodes, users } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { toCodeRow } from './code.mapper';

/*
 * The console's code section (docs/admin-rewards.md): the list by status and type (兑换中
 * is the redemption queue), and its CSV export. Issuing and reviewing are code.service.
 */

export interface CodeFilter {
  status?: number;
  type?: number;
  code?: string;
}

/** Statuses time can still move to 已过期 (constants/privilege.ts, the `time` row). */
const EXPIRABLE = [CODE_STATUS.available, CODE_STATUS.claimed, CODE_STATUS.redeeming];

/**
 * The filter as the people see statuses (effectiveCodeStatus): a stored 0/1/2 past its
 * expire_time is 已过期, so 可用/已领取/兑换中 mean "and not yet expired", and 已过期 is
 * the stored 4 or any of those past time.
 */
function whereOf(filter: CodeFilter, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (filter.type !== undefined) where.push(eq(privilegeCodes.type, filter.type));
  if (filter.code)
    where.push(sql`starts_with(${privilegeCodes.code}, ${filter.code.toUpperCase()})`);
  const { status } = filter;
  if (status === CODE_STATUS.expired) {
    const expired = or(
      eq(privilegeCodes.status, CODE_STATUS.expired),
      and(inArray(privilegeCodes.status, EXPIRABLE), lte(privilegeCodes.expireTime, now)),
    );
    if (expired) where.push(expired);
  } else if (status !== undefined) {
    where.push(eq(privilegeCodes.status, status));
    if ((EXPIRABLE as number[]).includes(status)) where.push(gt(privilegeCodes.expireTime, now));
  }
  return where.length ? and(...where) : undefined;
}

async function selectCodes(db: Db, filter: CodeFilter, now: number, limit: number, offset = 0) {
  const rows = await db
    .select({ code: privilegeCodes, nickname: users.nickname })
    .from(privilegeCodes)
    .leftJoin(users, eq(users.id, privilegeCodes.userId))
    .where(whereOf(filter, new Date(now)))
    .orderBy(desc(privilegeCodes.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r): AdminCode => ({
    ...toCodeRow(r.code, now),
    holder: r.code.userId === null ? null : { id: r.code.userId, nickname: r.nickname ?? '' },
    create_time: toUnixSeconds(r.code.createTime.getTime()),
  }));
}

/** GET /web/admin/prerogative/codes: newest first, filtered. */
export async function listAdminCodes(
  db: Db,
  adminId: number,
  q: CodeFilter & { page: number; page_size: number },
  now: number,
) {
  await assertAdmin(db, adminId);
  const [data, [total]] = await Promise.all([
    selectCodes(db, q, now, q.page_size, (q.page - 1) * q.page_size),
    db
      .select({ n: count() })
      .from(privilegeCodes)
      .where(whereOf(q, new Date(now))),
  ]);
  return { data, paginate: paginate(total?.n ?? 0, q.page, q.page_size) };
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: prefix it with a quote mark.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const CSV_HEADER = [
  'ID',
  '类型',
  '兑换码',
  '用途',
  '状态',
  '持有人 ID',
  '持有人',
  '过期时间',
  '领取时间',
  '提交兑换时间',
  '生成时间',
];
const when = (s: number | null) => (s === null ? '' : formatDateTime(s));

/**
 * GET /web/admin/prerogative/codes/export: the filtered list as CSV, newest first, at most
 * CODE_EXPORT_MAX_ROWS rows (`truncated` when more matched). A UTF-8 BOM leads so Excel
 * reads the Chinese; lines end in CRLF. Codes are worth something, so an export is logged
 * like a write (who took which filter, how many rows).
 */
export async function exportCodes(db: Db, actor: StaffActor, filter: CodeFilter, now: number) {
  await assertAdmin(db, actor.id);
  return db.transaction(async (tx) => {
    const rows = await selectCodes(tx, filter, now, CODE_EXPORT_MAX_ROWS + 1);
    const truncated = rows.length > CODE_EXPORT_MAX_ROWS;
    const kept = rows.slice(0, CODE_EXPORT_MAX_ROWS);
    const lines = [
      CSV_HEADER,
      ...kept.map((r) => [
        r.id,
        r.type_text,
        r.code,
        r.title,
        r.status_text,
        r.holder?.id ?? null,
        r.holder?.nickname ?? null,
        when(r.expire_time),
        when(r.claim_time),
        when(r.redeem_time),
        when(r.create_time),
      ]),
    ].map((fields) => fields.map(csvField).join(','));
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.codeExport,
      target: filter.type === undefined ? 'codes' : `codes:${CodeType.label(filter.type)}`,
      details: { filter: { ...filter }, rows: kept.length, truncated },
    });
    const stamp = new Date(now).toISOString().slice(0, 10);
    return {
      filename: `privilege-codes-${stamp}.csv`,
      csv: `\uFEFF${lines.join('\r\n')}\r\n`,
      rows: kept.length,
      truncated,
    };
  });
}
