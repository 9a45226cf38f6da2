import type { FastifyInstance } from 'fastify';
import {
  adminGoodsCreate,
  adminGoodsList,
  adminGoodsStatus,
  adminGoodsStock,
  adminGoodsUpdate,
  storeGoodsDetail,
  storeGoodsList,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { GoodsAdminService } from './goods-admin.service';
import { goodsDetail, listGoods } from './goods.service';

/** The store's goods: the shelf and 商城 › 商品 in the console (docs/store.md). */
export function registerStoreRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const admin = new GoodsAdminService(db, clock);

  registerContract(app, storeGoodsList, ({ query }) => listGoods(db, query.page, query.page_size));
  registerContract(app, storeGoodsDetail, ({ params }) => goodsDetail(db, params.id));

  registerContract(app, adminGoodsList, ({ user, query }) =>
    admin.list(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminGoodsCreate, ({ user, request, body }) =>
    admin.create(staffActor(user, request), body),
  );
  registerContract(app, adminGoodsUpdate, ({ user, request, params, body }) =>
    admin.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminGoodsStock, ({ user, request, params, body }) =>
    admin.adjustStock(staffActor(user, request), params.id, body.delta),
  );
  registerContract(app, adminGoodsStatus, ({ user, request, params, body }) =>
    admin.setStatus(staffActor(user, request), params.id, body.status),
  );
}
