import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  MSG,
  STAFF_ACTION,
  ZSupplierCategoryInput,
  ZSupplierInput,
  type AdminSupplier,
  type AdminSupplierCategory,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { supplierApplications, supplierCategories, suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { categoryMap, toSupplierDetail } from '../product/product-rows';
import { assertCategories, distinctIds } from '../product/supplier.service';
import { auditView } from './audit-view';

type SupplierRow = typeof suppliers.$inferSelect;
type CategoryBody = z.output<typeof ZSupplierCategoryInput>;
type SupplierBody = z.output<typeof ZSupplierInput>;

export const toAdminSupplier = (r: SupplierRow, names: Map<number, string>): AdminSupplier => ({
  ...toSupplierDetail(r, names),
  phone: r.phone,
  contact_visible: r.contactVisible,
  status: r.status,
  sort: r.sort,
  user_id: r.userId,
});
const supplierAudit = (s: AdminSupplier) => {
  const { id: _i, create_time: _c, categories, ...rest } = s;
  return auditView({ ...rest, category_ids: categories.map((c) => c.id) });
};

/** How many suppliers list the category (the console shows it; delete needs none). */
const usedBy = (categoryId: number) =>
  sql<number>`(select count(*)::int from ${suppliers} where ${categoryId} = any(${suppliers.categoryIds}))`;

/** 产品与供应商 › 供应商分类 and 供应商 (docs/products.md). */
export class SupplierAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async listCategories(staffId: number): Promise<AdminSupplierCategory[]> {
    await assertAdmin(this.db, staffId);
    return this.db
      .select({
        id: supplierCategories.id,
        name: supplierCategories.name,
        sort: supplierCategories.sort,
        supplier_count: sql<number>`(select count(*)::int from ${suppliers} where ${supplierCategories.id} = any(${suppliers.categoryIds}))`,
      })
      .from(supplierCategories)
      .orderBy(asc(supplierCategories.sort), asc(supplierCategories.id));
  }

  private async nameSafe<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err) === 'supplier_categories_name_key')
        throw AppError.conflict(MSG.supplierCategoryNameTaken);
      throw err;
    }
  }

  async createCategory(actor: StaffActor, body: CategoryBody): Promise<AdminSupplierCategory> {
    await assertAdmin(this.db, actor.id);
    return this.nameSafe(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.insert(supplierCategories).values(body).returning();
        if (!row) throw new Error('category insert returned nothing');
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.supplierCategoryCreate,
          target: `supplier_category:${row.id}`,
          after: { name: row.name, sort: row.sort },
        });
        return { ...row, supplier_count: 0 };
      }),
    );
  }

  async updateCategory(
    actor: StaffActor,
    id: number,
    body: CategoryBody,
  ): Promise<AdminSupplierCategory> {
    await assertAdmin(this.db, actor.id);
    return this.nameSafe(() =>
      this.db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(supplierCategories)
          .where(eq(supplierCategories.id, id))
          .for('update');
        if (!old) throw AppError.notFound(MSG.supplierCategoryNotFound);
        const [row] = await tx
          .update(supplierCategories)
          .set(body)
          .where(eq(supplierCategories.id, id))
          .returning();
        if (!row) throw AppError.notFound(MSG.supplierCategoryNotFound);
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.supplierCategoryUpdate,
          target: `supplier_category:${id}`,
          ...changedFields({ name: old.name, sort: old.sort }, { name: row.name, sort: row.sort }),
        });
        const [used] = await tx
          .select({ n: usedBy(id) })
          .from(supplierCategories)
          .limit(1);
        return { ...row, supplier_count: used?.n ?? 0 };
      }),
    );
  }

  /** Only an unused category: a supplier or application naming it would lose a label. */
  async removeCategory(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(supplierCategories)
        .where(eq(supplierCategories.id, id))
        .for('update');
      if (!old) throw AppError.notFound(MSG.supplierCategoryNotFound);
      const [inUse] = await tx
        .select({ n: count() })
        .from(suppliers)
        .where(sql`${id} = any(${suppliers.categoryIds})`);
      const [applying] = await tx
        .select({ n: count() })
        .from(supplierApplications)
        .where(
          sql`${id} = any(${supplierApplications.categoryIds}) and ${supplierApplications.status} = 0`,
        );
      if ((inUse?.n ?? 0) > 0 || (applying?.n ?? 0) > 0)
        throw AppError.conflict(MSG.supplierCategoryInUse);
      await tx.delete(supplierCategories).where(eq(supplierCategories.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.supplierCategoryDelete,
        target: `supplier_category:${id}`,
        before: { name: old.name, sort: old.sort },
      });
      return { id };
    });
  }

  async listSuppliers(staffId: number, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const rows = await this.db
      .select()
      .from(suppliers)
      .orderBy(desc(suppliers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(suppliers);
    const names = await categoryMap(this.db);
    return {
      data: rows.map((r) => toAdminSupplier(r, names)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async updateSupplier(actor: StaffActor, id: number, body: SupplierBody): Promise<AdminSupplier> {
    await assertAdmin(this.db, actor.id);
    const categoryIds = distinctIds(body.category_ids);
    await assertCategories(this.db, categoryIds);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.supplierNotFound);
      const [row] = await tx
        .update(suppliers)
        .set({
          name: body.name,
          intro: body.intro,
          description: body.description,
          city: body.city,
          address: body.address,
          services: body.services,
          categoryIds,
          contactName: body.contact_name,
          phone: body.phone,
          contactVisible: body.contact_visible,
          status: body.status,
          sort: body.sort,
          updateTime: new Date(this.clock()),
        })
        .where(eq(suppliers.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.supplierNotFound);
      const names = await categoryMap(tx);
      const supplier = toAdminSupplier(row, names);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.supplierUpdate,
        target: `supplier:${id}`,
        ...changedFields(supplierAudit(toAdminSupplier(old, names)), supplierAudit(supplier)),
      });
      return supplier;
    });
  }

  async removeSupplier(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(suppliers).where(eq(suppliers.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.supplierNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.supplierDelete,
        target: `supplier:${id}`,
        before: supplierAudit(toAdminSupplier(row, await categoryMap(tx))),
      });
      return { id };
    });
  }
}
