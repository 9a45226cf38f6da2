import { count, desc, eq } from 'drizzle-orm';
import { MSG, NOTICE_STATUS, STAFF_ACTION, ZNoticeInput, type AdminNotice } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields, toDate, toSeconds } from './changed-fields';

type NoticeRow = typeof notices.$inferSelect;
type NoticeBody = z.output<typeof ZNoticeInput>;

const toAdminNotice = (row: NoticeRow): AdminNotice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  status: row.status,
  is_top: row.isTop,
  publish_time: toSeconds(row.publishTime),
  update_time: Math.floor(row.updateTime.getTime() / 1000),
});

const audited = ({ id: _id, update_time: _u, ...fields }: AdminNotice) => fields;

/**
 * 站点运营 › 公告 (docs/admin-site.md). Content is sanitized like a post body (the same
 * allowlist, our own upload images only); a sanitized-away body is refused as empty.
 * Publishing without a time publishes now; a draft has no publish time.
 */
export class NoticeAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(staffId: number, status: number | undefined, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const where = status === undefined ? undefined : eq(notices.status, status);
    const rows = await this.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(notices).where(where);
    return { data: rows.map(toAdminNotice), paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  private columnsOf(body: NoticeBody, old?: NoticeRow) {
    const content = sanitizePostHtml(body.content);
    if (content === '') throw AppError.badRequest(MSG.noticeContentRequired);
    const published = body.status === NOTICE_STATUS.published;
    // A published notice keeps its time unless one is given; publishing a draft stamps now.
    const publishTime = !published
      ? null
      : (toDate(body.publish_time) ?? old?.publishTime ?? new Date(this.clock()));
    return {
      title: body.title,
      content,
      status: body.status,
      isTop: body.is_top,
      publishTime,
      updateTime: new Date(this.clock()),
    };
  }

  async create(actor: StaffActor, body: NoticeBody): Promise<AdminNotice> {
    await assertAdmin(this.db, actor.id);
    const values = this.columnsOf(body);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({ ...values, createTime: values.updateTime })
        .returning();
      if (!row) throw new Error('notice insert returned nothing');
      const notice = toAdminNotice(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.noticeCreate,
        target: `notice:${row.id}`,
        after: audited(notice),
      });
      return notice;
    });
  }

  async update(actor: StaffActor, id: number, body: NoticeBody): Promise<AdminNotice> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.noticeNotFound);
      const [row] = await tx
        .update(notices)
        .set(this.columnsOf(body, old))
        .where(eq(notices.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.noticeNotFound);
      const notice = toAdminNotice(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.noticeUpdate,
        target: `notice:${id}`,
        ...changedFields(audited(toAdminNotice(old)), audited(notice)),
      });
      return notice;
    });
  }

  async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.noticeNotFound);
      const { content: _content, ...kept } = audited(toAdminNotice(row));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.noticeDelete,
        target: `notice:${id}`,
        before: kept,
        details: { content_chars: row.content.length },
      });
      return { id };
    });
  }
}
