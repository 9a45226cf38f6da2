import { asc, count, eq } from 'drizzle-orm';
import { MSG, STAFF_ACTION, ZFooterItemInput, type AdminFooterItem } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { footerItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from './changed-fields';

type FooterRow = typeof footerItems.$inferSelect;
type FooterBody = z.output<typeof ZFooterItemInput>;

const toAdminItem = (row: FooterRow): AdminFooterItem => ({
  id: row.id,
  group_key: row.groupKey,
  name: row.name,
  value: row.value,
  type: row.type,
  sort: row.sort,
});

const audited = ({ id: _id, ...fields }: AdminFooterItem) => fields;

const columnsOf = (body: FooterBody) => ({
  groupKey: body.group_key,
  name: body.name,
  value: body.value,
  type: body.type,
  sort: body.sort,
});

/** 站点运营 › 页脚 (docs/admin-site.md): items of the SPEC §3 footer groups. Admins only. */
export class FooterAdminService {
  constructor(private readonly db: Db) {}

  async list(staffId: number, groupKey: string | undefined, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const where = groupKey ? eq(footerItems.groupKey, groupKey) : undefined;
    const rows = await this.db
      .select()
      .from(footerItems)
      .where(where)
      .orderBy(asc(footerItems.groupKey), asc(footerItems.sort), asc(footerItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(footerItems).where(where);
    return { data: rows.map(toAdminItem), paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  async create(actor: StaffActor, body: FooterBody): Promise<AdminFooterItem> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(footerItems).values(columnsOf(body)).returning();
      if (!row) throw new Error('footer item insert returned nothing');
      const item = toAdminItem(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.footerItemCreate,
        target: `footer_item:${row.id}`,
        after: audited(item),
      });
      return item;
    });
  }

  async update(actor: StaffActor, id: number, body: FooterBody): Promise<AdminFooterItem> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(footerItems).where(eq(footerItems.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.footerItemNotFound);
      const [row] = await tx
        .update(footerItems)
        .set(columnsOf(body))
        .where(eq(footerItems.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.footerItemNotFound);
      const item = toAdminItem(row);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.footerItemUpdate,
        target: `footer_item:${id}`,
        ...changedFields(audited(toAdminItem(old)), audited(item)),
      });
      return item;
    });
  }

  async remove(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(footerItems).where(eq(footerItems.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.footerItemNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.footerItemDelete,
        target: `footer_item:${id}`,
        before: audited(toAdminItem(row)),
      });
      return { id };
    });
  }
}
