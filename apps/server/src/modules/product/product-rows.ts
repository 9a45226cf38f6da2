import { inArray } from 'drizzle-orm';
import type {
  ProductCard,
  SupplierApplication,
  SupplierCategory,
  SupplierCard,
  SupplierDetail,
  WorkCard,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  products,
  supplierApplications,
  supplierCategories,
  suppliers,
  works,
} from '../../db/schema';

/** Row → wire shapes shared by the public pages and the console. */

type ProductRow = typeof products.$inferSelect;
type WorkRow = typeof works.$inferSelect;
type SupplierRow = typeof suppliers.$inferSelect;
type ApplicationRow = typeof supplierApplications.$inferSelect;

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const toProductCard = (r: ProductRow): ProductCard => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  slogan: r.slogan,
  cover: r.cover,
  status: r.status,
});

export function toProductFields(r: ProductRow) {
  return {
    ...toProductCard(r),
    images: r.images,
    highlights: r.highlights,
    specs: r.specs,
    description: r.description,
    buy_url: r.buyUrl,
    learn_url: r.learnUrl,
  };
}

export const toWorkCard = (r: WorkRow, productName: string | null): WorkCard => ({
  id: r.id,
  title: r.title,
  cover: r.images[0] ?? '',
  author: r.author,
  product_id: r.productId,
  product_name: productName,
  create_time: seconds(r.createTime),
});

/** Every category, by id, for naming the ids a supplier or application holds. */
export async function categoryMap(db: Db, ids?: number[]): Promise<Map<number, string>> {
  const rows =
    ids === undefined
      ? await db.select().from(supplierCategories)
      : ids.length === 0
        ? []
        : await db.select().from(supplierCategories).where(inArray(supplierCategories.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The ids as named categories, in the given order; ids of deleted categories drop out. */
export const namedCategories = (ids: number[], names: Map<number, string>): SupplierCategory[] =>
  ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });

export const toSupplierCard = (r: SupplierRow, names: Map<number, string>): SupplierCard => ({
  id: r.id,
  name: r.name,
  intro: r.intro,
  city: r.city,
  categories: namedCategories(r.categoryIds, names),
  services: r.services,
});

export const toSupplierDetail = (r: SupplierRow, names: Map<number, string>): SupplierDetail => ({
  ...toSupplierCard(r, names),
  description: r.description,
  address: r.address,
  contact_name: r.contactName,
  phone: r.contactVisible === 1 ? r.phone : null,
  create_time: seconds(r.createTime),
});

export const toApplication = (
  r: ApplicationRow,
  names: Map<number, string>,
): SupplierApplication => ({
  id: r.id,
  company_name: r.companyName,
  contact_name: r.contactName,
  phone: r.phone,
  contact_visible: r.contactVisible,
  categories: namedCategories(r.categoryIds, names),
  licence: r.licence,
  description: r.description,
  status: r.status,
  reason: r.reason,
  supplier_id: r.supplierId,
  create_time: seconds(r.createTime),
  review_time: r.reviewTime ? seconds(r.reviewTime) : null,
});
