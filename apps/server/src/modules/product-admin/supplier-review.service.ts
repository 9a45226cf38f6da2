import { asc, count, eq, sql } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  SUPPLIER_APPLICATION_STATUS,
  type AdminSupplierApplication,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { supplierApplications, suppliers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { writeMessage } from '../message/message.writer';
import { categoryMap, toApplication } from '../product/product-rows';

type ApplicationRow = typeof supplierApplications.$inferSelect;

/**
 * 产品与供应商 › 入驻申请 (docs/products.md). Approving writes the member's supplier page
 * (a new one, or their existing one updated from the application) and tells them by a
 * system message; rejecting needs a reason, which the message carries. Only a pending
 * application may be decided, once.
 */
export class SupplierReviewService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async toAdmin(db: Db, row: ApplicationRow): Promise<AdminSupplierApplication> {
    const [user] = await db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, row.userId));
    return {
      ...toApplication(row, await categoryMap(db, row.categoryIds)),
      user_id: row.userId,
      nickname: user?.nickname ?? '',
    };
  }

  async list(staffId: number, status: number | undefined, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const where = status === undefined ? undefined : eq(supplierApplications.status, status);
    const rows = await this.db
      .select()
      .from(supplierApplications)
      .where(where)
      // Pending first, oldest first (a queue); decided ones newest first.
      .orderBy(
        asc(supplierApplications.status),
        sql`case when ${supplierApplications.status} = 0 then ${supplierApplications.id} else -${supplierApplications.id} end`,
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(supplierApplications).where(where);
    const data = [];
    for (const row of rows) data.push(await this.toAdmin(this.db, row));
    return { data, paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  /** The pending application, locked; a decided one is refused. */
  private async pending(tx: Db, id: number): Promise<ApplicationRow> {
    const [row] = await tx
      .select()
      .from(supplierApplications)
      .where(eq(supplierApplications.id, id))
      .for('update');
    if (!row) throw AppError.notFound(MSG.supplierApplicationNotFound);
    if (row.status !== SUPPLIER_APPLICATION_STATUS.pending)
      throw AppError.conflict(MSG.supplierApplicationDecided);
    return row;
  }

  async approve(actor: StaffActor, id: number): Promise<AdminSupplierApplication> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const app = await this.pending(tx, id);
      const now = new Date(this.clock());
      const listing = {
        name: app.companyName,
        description: app.description,
        categoryIds: app.categoryIds,
        contactName: app.contactName,
        phone: app.phone,
        contactVisible: app.contactVisible,
        updateTime: now,
      };
      const [existing] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.userId, app.userId))
        .for('update');
      const [supplier] = existing
        ? await tx
            .update(suppliers)
            .set(listing)
            .where(eq(suppliers.id, existing.id))
            .returning({ id: suppliers.id })
        : await tx
            .insert(suppliers)
            .values({ ...listing, userId: app.userId, createTime: now })
            .returning({ id: suppliers.id });
      if (!supplier) throw new Error('supplier write returned nothing');
      const [row] = await tx
        .update(supplierApplications)
        .set({
          status: SUPPLIER_APPLICATION_STATUS.approved,
          supplierId: supplier.id,
          reviewerId: actor.id,
          reviewTime: now,
        })
        .where(eq(supplierApplications.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.supplierApplicationNotFound);
      await writeMessage(tx, {
        userId: app.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: '供应商入驻申请已通过',
        content: `你提交的「${app.companyName}」供应商入驻申请已通过审核，供应商页面已上线：/app/new-version/supplierDetail/${supplier.id}`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.supplierApprove,
        target: `supplier_application:${id}`,
        before: { status: app.status },
        after: { status: row.status, supplier_id: supplier.id },
        details: { company_name: app.companyName, updated_existing: Boolean(existing) },
      });
      return this.toAdmin(tx, row);
    });
  }

  async reject(actor: StaffActor, id: number, reason: string): Promise<AdminSupplierApplication> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const app = await this.pending(tx, id);
      const [row] = await tx
        .update(supplierApplications)
        .set({
          status: SUPPLIER_APPLICATION_STATUS.rejected,
          reason,
          reviewerId: actor.id,
          reviewTime: new Date(this.clock()),
        })
        .where(eq(supplierApplications.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.supplierApplicationNotFound);
      await writeMessage(tx, {
        userId: app.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: '供应商入驻申请未通过',
        content: `你提交的「${app.companyName}」供应商入驻申请未通过审核，原因：${reason}。修改后可以重新提交申请。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.supplierReject,
        target: `supplier_application:${id}`,
        reason,
        before: { status: app.status },
        after: { status: row.status },
        details: { company_name: app.companyName },
      });
      return this.toAdmin(tx, row);
    });
  }
}
