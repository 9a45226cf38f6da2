import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  MSG,
  STAFF_ACTION,
  ZProductInput,
  ZWorkInput,
  type AdminProduct,
  type AdminWork,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { products, works } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { seconds, toProductFields, toWorkCard } from '../product/product-rows';
import { auditView } from './audit-view';

type ProductRow = typeof products.$inferSelect;
type WorkRow = typeof works.$inferSelect;
type ProductBody = z.output<typeof ZProductInput>;
type WorkBody = z.output<typeof ZWorkInput>;

const toAdminProduct = (r: ProductRow): AdminProduct => ({
  ...toProductFields(r),
  sort: r.sort,
  update_time: seconds(r.updateTime),
});
const productAudit = ({ id: _i, update_time: _u, description, ...rest }: AdminProduct) =>
  auditView({ ...rest, description_chars: description.length });

const toAdminWork = (r: WorkRow, productName: string | null): AdminWork => ({
  ...toWorkCard(r, productName),
  images: r.images,
  content: r.content,
  status: r.status,
});
const workAudit = ({ id: _i, create_time: _c, cover: _v, product_name: _p, ...rest }: AdminWork) =>
  auditView(rest);

/**
 * 产品与供应商 › 产品 and 作品 (docs/products.md). A product's description is sanitized like
 * a post body; a product's slug is unique (its landing page). Deleting a product keeps its
 * works, unlinked.
 */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async listProducts(staffId: number, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const rows = await this.db
      .select()
      .from(products)
      .orderBy(asc(products.sort), desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(products);
    return { data: rows.map(toAdminProduct), paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  private productColumns(body: ProductBody) {
    return {
      name: body.name,
      slogan: body.slogan,
      slug: body.slug === '' ? null : body.slug,
      cover: body.cover,
      images: body.images,
      highlights: body.highlights,
      specs: body.specs,
      description: sanitizePostHtml(body.description),
      buyUrl: body.buy_url,
      learnUrl: body.learn_url,
      status: body.status,
      sort: body.sort,
      updateTime: new Date(this.clock()),
    };
  }

  /** The slug's unique index, as the operator's message. */
  private async slugSafe<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err) === 'products_slug_key')
        throw AppError.conflict(MSG.productSlugTaken);
      throw err;
    }
  }

  async createProduct(actor: StaffActor, body: ProductBody): Promise<AdminProduct> {
    await assertAdmin(this.db, actor.id);
    const values = this.productColumns(body);
    return this.slugSafe(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...values, createTime: values.updateTime })
          .returning();
        if (!row) throw new Error('product insert returned nothing');
        const product = toAdminProduct(row);
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.productCreate,
          target: `product:${row.id}`,
          after: productAudit(product),
        });
        return product;
      }),
    );
  }

  async updateProduct(actor: StaffActor, id: number, body: ProductBody): Promise<AdminProduct> {
    await assertAdmin(this.db, actor.id);
    return this.slugSafe(() =>
      this.db.transaction(async (tx) => {
        const [old] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!old) throw AppError.notFound(MSG.productNotFound);
        const [row] = await tx
          .update(products)
          .set(this.productColumns(body))
          .where(eq(products.id, id))
          .returning();
        if (!row) throw AppError.notFound(MSG.productNotFound);
        const product = toAdminProduct(row);
        await recordStaffAction(tx, {
          actor,
          action: STAFF_ACTION.productUpdate,
          target: `product:${id}`,
          ...changedFields(productAudit(toAdminProduct(old)), productAudit(product)),
        });
        return product;
      }),
    );
  }

  async removeProduct(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.productNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.productDelete,
        target: `product:${id}`,
        before: productAudit(toAdminProduct(row)),
      });
      return { id };
    });
  }

  async listWorks(staffId: number, page: number, pageSize: number) {
    await assertAdmin(this.db, staffId);
    const rows = await this.db
      .select({ work: works, productName: products.name })
      .from(works)
      .leftJoin(products, eq(products.id, works.productId))
      .orderBy(desc(works.createTime), desc(works.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(works);
    return {
      data: rows.map((r) => toAdminWork(r.work, r.productName)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  private async productName(db: Db, productId: number | null): Promise<string | null> {
    if (productId === null) return null;
    const [row] = await db
      .select({ name: products.name })
      .from(products)
      .where(inArray(products.id, [productId]));
    if (!row) throw AppError.badRequest(MSG.productNotFound);
    return row.name;
  }

  private workColumns(body: WorkBody) {
    return {
      title: body.title,
      author: body.author,
      images: body.images,
      content: body.content,
      productId: body.product_id,
      status: body.status,
    };
  }

  async createWork(actor: StaffActor, body: WorkBody): Promise<AdminWork> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const name = await this.productName(tx, body.product_id);
      const [row] = await tx
        .insert(works)
        .values({ ...this.workColumns(body), createTime: new Date(this.clock()) })
        .returning();
      if (!row) throw new Error('work insert returned nothing');
      const work = toAdminWork(row, name);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.workCreate,
        target: `work:${row.id}`,
        after: workAudit(work),
      });
      return work;
    });
  }

  async updateWork(actor: StaffActor, id: number, body: WorkBody): Promise<AdminWork> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(works).where(eq(works.id, id)).for('update');
      if (!old) throw AppError.notFound(MSG.workNotFound);
      const name = await this.productName(tx, body.product_id);
      const [row] = await tx
        .update(works)
        .set(this.workColumns(body))
        .where(eq(works.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.workNotFound);
      const work = toAdminWork(row, name);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.workUpdate,
        target: `work:${id}`,
        ...changedFields(workAudit(toAdminWork(old, null)), workAudit(work)),
      });
      return work;
    });
  }

  async removeWork(actor: StaffActor, id: number): Promise<{ id: number }> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(works).where(eq(works.id, id)).returning();
      if (!row) throw AppError.notFound(MSG.workNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.workDelete,
        target: `work:${id}`,
        before: workAudit(toAdminWork(row, null)),
      });
      return { id };
    });
  }
}
