import type { FastifyInstance } from 'fastify';
import {
  productDetail,
  productLanding,
  productList,
  supplierCategories,
  supplierDetail,
  supplierJoin,
  supplierList,
  supplierMyApplication,
  workDetail,
  workList,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { ProductService } from './product.service';
import { SupplierService } from './supplier.service';

/** Products, works and suppliers on the public site (docs/products.md). */
export function registerProductRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const products = new ProductService(db);
  const cached = app.publicCache.route();
  registerContract(
    app,
    productList,
    ({ query }) => products.list(query.page, query.page_size),
    cached,
  );
  registerContract(app, productDetail, ({ params }) => products.detail(params.id), cached);
  registerContract(app, productLanding, ({ params }) => products.landing(params.slug), cached);
  registerContract(
    app,
    workList,
    ({ query }) => products.works(query.page, query.page_size, query.product_id),
    cached,
  );
  registerContract(app, workDetail, ({ params }) => products.work(params.id), cached);

  const suppliers = new SupplierService(db, clock);
  registerContract(app, supplierCategories, () => suppliers.categories(), cached);
  registerContract(
    app,
    supplierList,
    ({ query }) => suppliers.list(query.page, query.page_size, query.category_id, query.keyword),
    cached,
  );
  registerContract(app, supplierDetail, ({ params }) => suppliers.detail(params.id), cached);
  registerContract(app, supplierMyApplication, ({ user }) =>
    suppliers.myApplication(mustAuth(user).userId),
  );
  registerContract(app, supplierJoin, ({ user, body }) =>
    suppliers.apply(mustAuth(user).userId, body),
  );
}
