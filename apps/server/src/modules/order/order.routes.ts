import type { FastifyInstance } from 'fastify';
import {
  addressCreate,
  addressDelete,
  addressList,
  addressUpdate,
  adminOrderList,
  adminOrderRefund,
  adminOrderRefuseRefund,
  adminOrderShip,
  discountGraphix,
  myOrderList,
  orderCancel,
  orderConfirm,
  orderCreate,
  orderDetail,
  orderRefund,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { toUserCoupon } from '../privilege/coupon.service';
import { AddressService } from './address.service';
import { usableCoupons } from './checkout-coupon';
import { OrderAdminService, type Refunder } from './order-admin.service';
import { OrderService } from './order.service';

/** Addresses, checkout coupons, my orders and 商城 › 订单 (docs/store.md). */
export function registerOrderRoutes(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  refunder: Refunder,
): void {
  const addresses = new AddressService(db);
  const orders = new OrderService(db, clock);
  const admin = new OrderAdminService(db, clock, refunder);

  registerContract(app, addressList, async ({ user }) => ({
    data: await addresses.list(mustAuth(user).userId),
  }));
  registerContract(app, addressCreate, ({ user, body }) =>
    addresses.create(mustAuth(user).userId, body),
  );
  registerContract(app, addressUpdate, ({ user, body }) =>
    addresses.update(mustAuth(user).userId, body.id, body),
  );
  registerContract(app, addressDelete, async ({ user, body }) => {
    await addresses.remove(mustAuth(user).userId, body.id);
    return null;
  });

  registerContract(app, discountGraphix, async ({ user, query }) => {
    const now = clock();
    const rows = await usableCoupons(db, mustAuth(user).userId, query.amount, now);
    return {
      data: rows.map((r) => ({ ...toUserCoupon(r.coupon, r.claim, now), deduct: r.deduct })),
    };
  });

  registerContract(app, orderCreate, ({ user, body }) =>
    orders.createGoodsOrder(mustAuth(user).userId, body),
  );
  registerContract(app, myOrderList, ({ user, query }) =>
    orders.list(mustAuth(user).userId, query.page, query.page_size, query.state),
  );
  registerContract(app, orderDetail, ({ user, params }) =>
    orders.detail(mustAuth(user).userId, params.id),
  );
  registerContract(app, orderCancel, ({ user, body }) =>
    orders.cancel(mustAuth(user).userId, body.order_id),
  );
  registerContract(app, orderConfirm, ({ user, body }) =>
    orders.confirm(mustAuth(user).userId, body.order_id),
  );
  registerContract(app, orderRefund, ({ user, body }) =>
    orders.requestRefund(mustAuth(user).userId, body.order_id, body.reason),
  );

  registerContract(app, adminOrderList, ({ user, query }) =>
    admin.list(mustAuth(user).userId, query.page, query.page_size, query.state),
  );
  registerContract(app, adminOrderShip, ({ user, request, params, body }) =>
    admin.ship(staffActor(user, request), params.id, body.carrier, body.tracking_no),
  );
  registerContract(app, adminOrderRefund, ({ user, request, params }) =>
    admin.approveRefund(staffActor(user, request), params.id),
  );
  registerContract(app, adminOrderRefuseRefund, ({ user, request, params, body }) =>
    admin.refuseRefund(staffActor(user, request), params.id, body.reason),
  );
}
