import type { FastifyInstance } from 'fastify';
import {
  adminProductCreate,
  adminProductDelete,
  adminProducts,
  adminProductUpdate,
  adminSupplierApplications,
  adminSupplierApprove,
  adminSupplierCategories,
  adminSupplierCategoryCreate,
  adminSupplierCategoryDelete,
  adminSupplierCategoryUpdate,
  adminSupplierDelete,
  adminSupplierReject,
  adminSuppliers,
  adminSupplierUpdate,
  adminWorkCreate,
  adminWorkDelete,
  adminWorks,
  adminWorkUpdate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { ProductAdminService } from './product-admin.service';
import { SupplierAdminService } from './supplier-admin.service';
import { SupplierReviewService } from './supplier-review.service';

/** 产品与供应商 in the console (docs/products.md). */
export function registerProductAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const p = new ProductAdminService(db, clock);
  registerContract(app, adminProducts, ({ user, query }) =>
    p.listProducts(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminProductCreate, ({ user, request, body }) =>
    p.createProduct(staffActor(user, request), body),
  );
  registerContract(app, adminProductUpdate, ({ user, request, params, body }) =>
    p.updateProduct(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminProductDelete, ({ user, request, params }) =>
    p.removeProduct(staffActor(user, request), params.id),
  );
  registerContract(app, adminWorks, ({ user, query }) =>
    p.listWorks(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminWorkCreate, ({ user, request, body }) =>
    p.createWork(staffActor(user, request), body),
  );
  registerContract(app, adminWorkUpdate, ({ user, request, params, body }) =>
    p.updateWork(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminWorkDelete, ({ user, request, params }) =>
    p.removeWork(staffActor(user, request), params.id),
  );

  const s = new SupplierAdminService(db, clock);
  registerContract(app, adminSupplierCategories, ({ user }) =>
    s.listCategories(mustAuth(user).userId),
  );
  registerContract(app, adminSupplierCategoryCreate, ({ user, request, body }) =>
    s.createCategory(staffActor(user, request), body),
  );
  registerContract(app, adminSupplierCategoryUpdate, ({ user, request, params, body }) =>
    s.updateCategory(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminSupplierCategoryDelete, ({ user, request, params }) =>
    s.removeCategory(staffActor(user, request), params.id),
  );
  registerContract(app, adminSuppliers, ({ user, query }) =>
    s.listSuppliers(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminSupplierUpdate, ({ user, request, params, body }) =>
    s.updateSupplier(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminSupplierDelete, ({ user, request, params }) =>
    s.removeSupplier(staffActor(user, request), params.id),
  );

  const r = new SupplierReviewService(db, clock);
  registerContract(app, adminSupplierApplications, ({ user, query }) =>
    r.list(mustAuth(user).userId, query.status, query.page, query.page_size),
  );
  registerContract(app, adminSupplierApprove, ({ user, request, params }) =>
    r.approve(staffActor(user, request), params.id),
  );
  registerContract(app, adminSupplierReject, ({ user, request, params, body }) =>
    r.reject(staffActor(user, request), params.id, body.reason),
  );
}
