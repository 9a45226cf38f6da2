import { and, asc, count, eq, ne } from 'drizzle-orm';
import { MSG, STAFF_ACTION, ZPopupInput, type AdminPopup } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { popupItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from './changed-fields';

type PopupRow = typeof popupItems.$inferSelect;
type PopupBody = z.output<typeof ZPopupInput>;

const toAdminPopup = (row: PopupRow): AdminPopup => ({
  id: row.id,
  url: row.url,
  image: row.image,
  name: row.name,
  is_show: row.isShow,
});

const audited = ({ id: _id, ...fields }: AdminPopup) => fields;

const columnsOf = (body: PopupBody) => ({
  url: body.url,
  name: body.name,
  image: body.image,
  isShow: body.is_show,
});

/**
 * 站点运营 › 弹窗 (docs/admin-site.md): SPEC §3 popup items. The `url` names the popup the
 * site asks for (signin: the daily sign-in popup), so it is unique: 409 for a taken one.
 */
export class PopupAdminService {
  constructor(private readonly db: Db) {}

  async list(staffId: number, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const rows = await this.db
      .select()
      .from(popupItems)
      .orderBy(asc(popupItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(popupItems);
    return { data: rows.map(toAdminPopup), paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  private async assertUrlFree(tx: Db, url: string, exceptId?: number): Promise<void> {
    const [taken] = await tx
      .select({ id: popupItems.id })
      .from(popupItems)
      .where(
        and(
          eq(popupItems.url, url),
          exceptId === undefined ? undefined : ne(popupItems.id, exceptId),
        ),
      );
    if (taken) throw AppError.conflict(MSG.popupUrlTaken);
  }

  async create(actor: StaffActor, body: PopupBody): Promise<AdminPopup> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      await this.assertUrlFree(tx, body.url);
      // The unique index settles two racing creations: the loser inserts nothing.
      const [row] = await tx
        .insert(popupItems)
        .values(columnsOf(body))
        .onConflictDoNothing()
        .returning();
      if (!row) throw AppError.conflict(MSG.popupUrlTaken);
      const popup = toAdminPopup(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.popupCreate,
        target: `popup:${row.id}`,
        after: audited(popup),
      });
      return popup;
    });
  }

  async update(actor: StaffActor, id: number, body: PopupBody): Promise<AdminPopup> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(popupItems).where(eq(popupItems.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.popupNotFound);
      await this.assertUrlFree(tx, body.url, id);
      const [row] = await tx
        .update(popupItems)
        .set(columnsOf(body))
        .where(eq(popupItems.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.popupNotFound);
      const popup = toAdminPopup(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.popupUpdate,
        target: `popup:${id}`,
        ...changedFields(audited(toAdminPopup(old)), audited(popup)),
      });
      return popup;
    });
  }

  async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(popupItems).where(eq(popupItems.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.popupNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.popupDelete,
        target: `popup:${id}`,
        before: audited(toAdminPopup(row)),
      });
      return { id };
    });
  }
}
