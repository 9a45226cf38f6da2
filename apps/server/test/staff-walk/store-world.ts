import { ORDER_STATE } from '@xinke/shared';
import { buildGoods, buildOrderRow } from '../store-fixtures';
import type { StaffWorld } from './world';
import type { StaffCall } from './scenarios';

/** Goods and orders in the states each 商城 console write needs (docs/store.md). */

const goodsBody = {
  title: '走查商品',
  cover: '/uploads/images/walk.webp',
  price: 990,
  stock: 5,
};

export const STORE_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/store/goods/create': async () => ({ body: goodsBody }),
  'POST /web/admin/store/goods/update/:id': async (w) => ({
    params: { id: (await buildGoods(w.t.db)).id },
    body: { ...goodsBody, title: '走查商品（改）' },
  }),
  'POST /web/admin/store/goods/stock/:id': async (w) => ({
    params: { id: (await buildGoods(w.t.db)).id },
    body: { delta: 3 },
  }),
  'POST /web/admin/store/goods/status/:id': async (w) => ({
    params: { id: (await buildGoods(w.t.db)).id },
    body: { status: 0 },
  }),
  'POST /web/admin/store/orders/ship/:id': async (w) => ({
    params: { id: (await buildOrderRow(w.t.db, w.member.id, ORDER_STATE.paid)).id },
    body: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
  }),
  'POST /web/admin/store/orders/refund/:id': async (w) => ({
    params: { id: (await buildOrderRow(w.t.db, w.member.id, ORDER_STATE.refunding)).id },
  }),
  'POST /web/admin/store/orders/refuse-refund/:id': async (w) => ({
    params: { id: (await buildOrderRow(w.t.db, w.member.id, ORDER_STATE.refunding)).id },
    body: { reason: '走查拒绝退款' },
  }),
};
