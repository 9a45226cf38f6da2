import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern';
import {
  LISTING_STATUS,
  MSG,
  SUPPLIER_APPLICATION_STATUS,
  ZSupplierJoinInput,
  type SupplierApplication,
  type SupplierCategory,
  type SupplierDetail,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { supplierApplications, supplierCategories, suppliers, userImages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { paginate } from '../forum/forum.service';
import { categoryMap, toApplication, toSupplierCard, toSupplierDetail } from './product-rows';

type JoinBody = z.output<typeof ZSupplierJoinInput>;

/** A listing the public sees (the list, its page, the sitemap): not hidden by staff. */
export const shownSupplier = eq(suppliers.status, LISTING_STATUS.shown);

/** Each id once, in the order given. */
export const distinctIds = (ids: number[]) => [...new Set(ids)];

/** All ids name existing categories, or the input is refused (a stale form). */
export async function assertCategories(db: Db, ids: number[]): Promise<void> {
  const found = await db
    .select({ id: supplierCategories.id })
    .from(supplierCategories)
    .where(inArray(supplierCategories.id, ids));
  if (found.length !== ids.length) throw AppError.badRequest(MSG.supplierCategoriesInvalid);
}

/**
 * Suppliers on the public site and the member's application (docs/products.md): one
 * pending application per member, its licence a picture that member uploaded through the
 * common image upload (so its content was checked there).
 */
export class SupplierService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async categories(): Promise<SupplierCategory[]> {
    return this.db
      .select({ id: supplierCategories.id, name: supplierCategories.name })
      .from(supplierCategories)
      .orderBy(asc(supplierCategories.sort), asc(supplierCategories.id));
  }

  async list(page: number, pageSize: number, categoryId: number | undefined, keyword: string) {
    const where = and(
      shownSupplier,
      categoryId === undefined ? undefined : sql`${categoryId} = any(${suppliers.categoryIds})`,
      keyword === ''
        ? undefined
        : or(
            ilike(suppliers.name, containsPattern(keyword)),
            ilike(suppliers.intro, containsPattern(keyword)),
            sql`array_to_string(${suppliers.services}, ' ') ilike ${containsPattern(keyword)}`,
          ),
    );
    const rows = await this.db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.sort), desc(suppliers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(suppliers).where(where);
    const names = await categoryMap(this.db);
    return {
      data: rows.map((r) => toSupplierCard(r, names)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async detail(id: number): Promise<SupplierDetail> {
    const [row] = await this.db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.id, id), shownSupplier));
    if (!row) throw AppError.notFound(MSG.supplierNotFound);
    return toSupplierDetail(row, await categoryMap(this.db, row.categoryIds));
  }

  async myApplication(userId: number): Promise<SupplierApplication | null> {
    const [row] = await this.db
      .select()
      .from(supplierApplications)
      .where(eq(supplierApplications.userId, userId))
      .orderBy(desc(supplierApplications.id))
      .limit(1);
    return row ? toApplication(row, await categoryMap(this.db, row.categoryIds)) : null;
  }

  async apply(userId: number, body: JoinBody): Promise<SupplierApplication> {
    const categoryIds = distinctIds(body.category_ids);
    await assertCategories(this.db, categoryIds);
    const [licence] = await this.db
      .select({ id: userImages.id })
      .from(userImages)
      .where(and(eq(userImages.userId, userId), eq(userImages.url, body.licence)))
      .limit(1);
    if (!licence) throw AppError.badRequest(MSG.licenceInvalid);
    try {
      const [row] = await this.db
        .insert(supplierApplications)
        .values({
          userId,
          companyName: body.company_name,
          contactName: body.contact_name,
          phone: body.phone,
          contactVisible: body.contact_visible,
          categoryIds,
          licence: body.licence,
          description: body.description,
          status: SUPPLIER_APPLICATION_STATUS.pending,
          createTime: new Date(this.clock()),
        })
        .returning();
      if (!row) throw new Error('application insert returned nothing');
      return toApplication(row, await categoryMap(this.db, row.categoryIds));
    } catch (err) {
      // The partial unique index: a pending one exists (or a racing twin just won).
      if (uniqueViolation(err) === 'supplier_applications_one_pending')
        throw AppError.conflict(MSG.supplierApplicationPending);
      throw err;
    }
  }
}
