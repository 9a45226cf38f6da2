import { and, count, desc, asc, eq, ne, sql } from 'drizzle-orm';
import {
  LISTING_STATUS,
  MSG,
  PRODUCT_STATUS,
  type ProductDetail,
  type WorkDetail,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { products, works } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { paginate } from '../forum/forum.service';
import { toProductCard, toProductFields, toWorkCard } from './product-rows';

/** A product the public may see: anything but a draft (its page, the list, the sitemap). */
export const publicProduct = ne(products.status, PRODUCT_STATUS.draft);
/** A shown work whose product, when it has one, is public too. */
const publicWork = and(
  eq(works.status, LISTING_STATUS.shown),
  sql`(${works.productId} is null or ${products.status} <> ${PRODUCT_STATUS.draft})`,
);
const WORKS_ON_PRODUCT = 8;

/** The public side of products and works (docs/products.md). */
export class ProductService {
  constructor(private readonly db: Db) {}

  async list(page: number, pageSize: number) {
    const rows = await this.db
      .select()
      .from(products)
      .where(publicProduct)
      // On sale before discontinued, then staff's order.
      .orderBy(asc(products.status), asc(products.sort), desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db.select({ n: count() }).from(products).where(publicProduct);
    return { data: rows.map(toProductCard), paginate: paginate(total?.n ?? 0, page, pageSize) };
  }

  async detail(id: number): Promise<ProductDetail> {
    return this.detailWhere(eq(products.id, id));
  }

  async landing(slug: string): Promise<ProductDetail> {
    return this.detailWhere(eq(products.slug, slug));
  }

  private async detailWhere(where: ReturnType<typeof eq>): Promise<ProductDetail> {
    const [row] = await this.db.select().from(products).where(and(where, publicProduct));
    if (!row) throw AppError.notFound(MSG.productNotFound);
    const built = await this.works(1, WORKS_ON_PRODUCT, row.id);
    return { ...toProductFields(row), works: built.data };
  }

  async works(page: number, pageSize: number, productId?: number) {
    const where =
      productId === undefined ? publicWork : and(publicWork, eq(works.productId, productId));
    const rows = await this.db
      .select({ work: works, productName: products.name })
      .from(works)
      .leftJoin(products, eq(products.id, works.productId))
      .where(where)
      .orderBy(desc(works.createTime), desc(works.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await this.db
      .select({ n: count() })
      .from(works)
      .leftJoin(products, eq(products.id, works.productId))
      .where(where);
    return {
      data: rows.map((r) => toWorkCard(r.work, r.productName)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  async work(id: number): Promise<WorkDetail> {
    const [row] = await this.db
      .select({ work: works, product: products })
      .from(works)
      .leftJoin(products, eq(products.id, works.productId))
      .where(and(eq(works.id, id), publicWork));
    if (!row) throw AppError.notFound(MSG.workNotFound);
    return {
      ...toWorkCard(row.work, row.product?.name ?? null),
      images: row.work.images,
      content: row.work.content,
      product: row.product ? toProductCard(row.product) : null,
    };
  }
}
