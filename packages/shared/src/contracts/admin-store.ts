import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { isOwnUploadPath } from '../constants/site';
import {
  GOODS_LIMITS,
  GoodsPflag,
  GoodsStatus,
  ORDER_LIMITS,
  OrderState,
} from '../constants/store';
import { MSG } from '../messages';
import { STORE_MSG } from '../store-messages';
import { ZGoods, ZOrder } from './store';

/*
 * 商城 in the operator console (docs/store.md): goods, stock, on/off sale, orders,
 * shipping and refunds. Admins only; every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zParamsId = z.object({ id: zDbInt(MSG.idInvalid) });

const zImage = z
  .string({ error: STORE_MSG.goodsCoverInvalid })
  .trim()
  .refine(isOwnUploadPath, STORE_MSG.goodsCoverInvalid);

export const ZGoodsInput = z.object({
  title: z
    .string({ error: STORE_MSG.goodsTitleRequired })
    .trim()
    .min(1, STORE_MSG.goodsTitleRequired)
    .max(GOODS_LIMITS.title, STORE_MSG.goodsTitleTooLong),
  cover: zImage,
  images: z
    .array(zImage, { error: STORE_MSG.goodsImagesInvalid })
    .max(GOODS_LIMITS.images, STORE_MSG.goodsImagesInvalid)
    .default([]),
  description: z
    .string({ error: STORE_MSG.goodsDescriptionTooLong })
    .max(GOODS_LIMITS.description, STORE_MSG.goodsDescriptionTooLong)
    .default(''),
  price: z
    .number({ error: STORE_MSG.goodsPriceInvalid })
    .int(STORE_MSG.goodsPriceInvalid)
    .min(1, STORE_MSG.goodsPriceInvalid)
    .max(GOODS_LIMITS.priceMax, STORE_MSG.goodsPriceInvalid),
  stock: z
    .number({ error: STORE_MSG.goodsStockInvalid })
    .int(STORE_MSG.goodsStockInvalid)
    .min(0, STORE_MSG.goodsStockInvalid)
    .max(GOODS_LIMITS.stockMax, STORE_MSG.goodsStockInvalid),
  pflag: z
    .number({ error: STORE_MSG.goodsPflagInvalid })
    .refine((v) => GoodsPflag.has(v), STORE_MSG.goodsPflagInvalid)
    .default(0),
  ship_note: z
    .string({ error: STORE_MSG.goodsShipNoteTooLong })
    .trim()
    .max(GOODS_LIMITS.shipNote, STORE_MSG.goodsShipNoteTooLong)
    .default(''),
  status: z
    .number({ error: STORE_MSG.goodsStatusInvalid })
    .refine((v) => GoodsStatus.has(v), STORE_MSG.goodsStatusInvalid)
    .default(1),
  sort: z
    .number({ error: MSG.siteSortInvalid })
    .int(MSG.siteSortInvalid)
    .min(0)
    .max(9999)
    .default(0),
});
export type GoodsInput = z.input<typeof ZGoodsInput>;

export const adminGoodsList = defineContract({
  method: 'GET',
  path: '/web/admin/store/goods',
  authz: admin,
  summary: '（管理员）全部商品，含下架的',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(ADMIN_PAGE_SIZE) }),
  response: zPage(ZGoods.extend({ sort: int() })),
});

export const adminGoodsCreate = defineContract({
  method: 'POST',
  path: '/web/admin/store/goods/create',
  authz: admin,
  summary: '（管理员）新建商品；记入操作日志',
  auth: true,
  body: ZGoodsInput,
  response: ZGoods,
});

export const adminGoodsUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/store/goods/update/:id',
  authz: admin,
  summary: '（管理员）修改商品（含库存、上下架）；记入操作日志',
  auth: true,
  params: zParamsId,
  body: ZGoodsInput,
  response: ZGoods,
});

/** Stock is changed by a delta so a staff edit never overwrites what buyers reserved meanwhile. */
export const adminGoodsStock = defineContract({
  method: 'POST',
  path: '/web/admin/store/goods/stock/:id',
  authz: admin,
  summary: '（管理员）增减库存（入库为正，盘亏为负）；记入操作日志',
  auth: true,
  params: zParamsId,
  body: z.object({
    delta: z
      .number({ error: STORE_MSG.goodsStockInvalid })
      .int(STORE_MSG.goodsStockInvalid)
      .min(-GOODS_LIMITS.stockMax, STORE_MSG.goodsStockInvalid)
      .max(GOODS_LIMITS.stockMax, STORE_MSG.goodsStockInvalid)
      .meta({ examples: [5] }),
  }),
  response: ZGoods,
});

export const adminGoodsStatus = defineContract({
  method: 'POST',
  path: '/web/admin/store/goods/status/:id',
  authz: admin,
  summary: '（管理员）上架或下架；记入操作日志',
  auth: true,
  params: zParamsId,
  body: z.object({
    status: z
      .number({ error: STORE_MSG.goodsStatusInvalid })
      .refine((v) => GoodsStatus.has(v), STORE_MSG.goodsStatusInvalid),
  }),
  response: ZGoods,
});

export const ZAdminOrder = ZOrder.extend({
  user_id: int(),
  user_name: z.string(),
  refund_status: z.string().describe('RefundStatus：支付渠道的退款进度；未退款为空'),
});
export type AdminOrder = z.infer<typeof ZAdminOrder>;

export const adminOrderList = defineContract({
  method: 'GET',
  path: '/web/admin/store/orders',
  authz: admin,
  summary: '（管理员）订单，可按状态筛选，新的在前',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
    state: z.coerce
      .number({ error: STORE_MSG.orderStateFilterInvalid })
      .int(STORE_MSG.orderStateFilterInvalid)
      .refine((v) => OrderState.has(v), STORE_MSG.orderStateFilterInvalid)
      .optional(),
  }),
  response: zPage(ZAdminOrder),
});

export const adminOrderShip = defineContract({
  method: 'POST',
  path: '/web/admin/store/orders/ship/:id',
  authz: admin,
  summary: '（管理员）发货：待发货 → 已发货，填快递公司和单号；记入操作日志',
  auth: true,
  params: zParamsId,
  body: z.object({
    carrier: z
      .string({ error: STORE_MSG.carrierRequired })
      .trim()
      .min(1, STORE_MSG.carrierRequired)
      .max(ORDER_LIMITS.carrier, STORE_MSG.carrierTooLong),
    tracking_no: z
      .string({ error: STORE_MSG.trackingNoInvalid })
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, STORE_MSG.trackingNoInvalid)
      .meta({ examples: ['SF1234567890'] }),
  }),
  response: ZAdminOrder,
});

export const adminOrderRefund = defineContract({
  method: 'POST',
  path: '/web/admin/store/orders/refund/:id',
  authz: admin,
  summary:
    '（管理员）同意退款：经支付渠道原路退回，退款中 → 已退款；库存和优惠券退回；记入操作日志',
  auth: true,
  params: zParamsId,
  response: ZAdminOrder,
});

export const adminOrderRefuseRefund = defineContract({
  method: 'POST',
  path: '/web/admin/store/orders/refuse-refund/:id',
  authz: admin,
  summary:
    '（管理员）拒绝退款：退款中 → 回到申请前的待发货或已发货，附说明（买家在订单和系统消息里看到）；记入操作日志',
  auth: true,
  params: zParamsId,
  body: z.object({
    reason: z
      .string({ error: STORE_MSG.refundReplyRequired })
      .trim()
      .min(1, STORE_MSG.refundReplyRequired)
      .max(ORDER_LIMITS.refundReply, STORE_MSG.refundReplyTooLong),
  }),
  response: ZAdminOrder,
});
