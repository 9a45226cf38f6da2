import { eq } from 'drizzle-orm';
import {
  products,
  supplierApplications,
  supplierCategories,
  suppliers,
  works,
} from '../../src/db/schema';
import { uniq, type StaffWorld } from './world';

/** Rows the product and supplier staff writes act on (staff-walk scenarios). */

export async function walkProduct(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(products)
    .values({ name: '走查产品', cover: '/uploads/images/walk.webp' })
    .returning({ id: products.id });
  return row?.id ?? 0;
}

export async function walkWork(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(works)
    .values({ title: '走查作品', author: '走查', images: ['/uploads/images/walk.webp'] })
    .returning({ id: works.id });
  return row?.id ?? 0;
}

export async function walkCategory(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(supplierCategories)
    .values({ name: `走查${uniq()}`.slice(0, 12) })
    .returning({ id: supplierCategories.id });
  return row?.id ?? 0;
}

export async function walkSupplier(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(suppliers)
    .values({
      name: '走查供应商',
      description: '走查',
      categoryIds: [await walkCategory(w)],
      contactName: '走查',
      phone: '13800138000',
    })
    .returning({ id: suppliers.id });
  return row?.id ?? 0;
}

/** A pending application of the world's member (any earlier one is decided first). */
export async function walkApplication(w: StaffWorld): Promise<number> {
  await w.t.db
    .update(supplierApplications)
    .set({ status: 2 })
    .where(eq(supplierApplications.userId, w.member.id));
  const [row] = await w.t.db
    .insert(supplierApplications)
    .values({
      userId: w.member.id,
      companyName: '走查电子有限公司',
      contactName: '走查',
      phone: '13800138000',
      categoryIds: [await walkCategory(w)],
      licence: '/uploads/images/walk.webp',
      description: '走查',
    })
    .returning({ id: supplierApplications.id });
  return row?.id ?? 0;
}
