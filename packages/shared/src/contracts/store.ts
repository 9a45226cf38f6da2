import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt, zPhone } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZUserCoupon } from './privilege';
import {
  ADDRESS_LIMITS,
  GOODS_LIMITS,
  ORDER_LIMITS,
  ORDER_PAGE_SIZE,
  OrderState,
  PayChannel,
  PayProvider,
} from '../constants/store';
import { MSG } from '../messages';
import { STORE_MSG } from '../store-messages';

/*
 * The store (商城), the address book, orders and payments as the member sees them
 * (docs/store.md). Staff fulfilment is admin-store.ts.
 */

const int = () => z.number().int();
const zOrderId = zDbInt(MSG.idInvalid).describe('订单 id');

/** A good as the store shows it. Prices in 分. */
export const ZGoods = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  description: z.string().describe('已净化的 HTML'),
  price: int().describe('单价（分）'),
  stock: int(),
  sold: int().describe('已售（已付款的件数）'),
  pflag: int().describe('SPEC §3 store advance data：1 预售，0 现货'),
  ship_note: z.string().describe('发货说明，预售商品写预计发货时间'),
  status: int().describe('GoodsStatus：1 在售，0 已下架'),
});
export type Goods = z.infer<typeof ZGoods>;

export const storeGoodsList = defineContract({
  method: 'GET',
  path: '/web/store/goods',
  authz: policy.public,
  summary: '在售商品（分页，按排序和上架时间）',
  query: z.object({ page: zPageNumber, page_size: zPageSize(12) }),
  response: zPage(ZGoods),
});

export const storeGoodsDetail = defineContract({
  method: 'GET',
  path: '/web/store/goods/:id',
  authz: policy.public,
  summary: '商品详情（下架的商品 404）',
  params: z.object({ id: zDbInt(MSG.idInvalid) }),
  response: ZGoods,
});

/** 收货地址. */
export const ZAddress = z.object({
  id: int(),
  name: z.string(),
  phone: z.string(),
  region: z.string().describe('省市区'),
  detail: z.string().describe('街道门牌'),
  is_default: int().describe('1 默认地址'),
});
export type Address = z.infer<typeof ZAddress>;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const ZAddressInput = z.object({
  name: text(ADDRESS_LIMITS.name, STORE_MSG.addressNameRequired, STORE_MSG.addressNameTooLong),
  phone: zPhone,
  region: text(
    ADDRESS_LIMITS.region,
    STORE_MSG.addressRegionRequired,
    STORE_MSG.addressRegionTooLong,
  ),
  detail: text(
    ADDRESS_LIMITS.detail,
    STORE_MSG.addressDetailRequired,
    STORE_MSG.addressDetailTooLong,
  ),
  is_default: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const addressList = defineContract({
  method: 'GET',
  path: '/web/address/list',
  authz: policy.member,
  summary: '我的收货地址（默认地址在前）',
  auth: true,
  response: z.object({ data: z.array(ZAddress) }),
});

export const addressCreate = defineContract({
  method: 'POST',
  path: '/web/address/create',
  authz: policy.member,
  summary: '新增收货地址（最多 20 个；第一个自动成为默认）',
  auth: true,
  body: ZAddressInput,
  response: ZAddress,
});

export const addressUpdate = defineContract({
  method: 'POST',
  path: '/web/address/update',
  authz: policy.owner('address', 'body.id', 404),
  summary: '修改自己的收货地址',
  auth: true,
  body: ZAddressInput.extend({ id: zDbInt(MSG.idInvalid) }),
  response: ZAddress,
});

export const addressDelete = defineContract({
  method: 'POST',
  path: '/web/address/delete',
  authz: policy.owner('address', 'body.id', 404),
  summary: '删除自己的收货地址（删了默认地址时最近的一个成为默认）',
  auth: true,
  body: z.object({ id: zDbInt(MSG.idInvalid) }),
  response: z.null(),
});

/** GET /web/discount/graphix (SPEC §7): my coupons usable on an order of `amount` 分. */
export const discountGraphix = defineContract({
  method: 'GET',
  path: '/web/discount/graphix',
  authz: policy.member,
  summary: '结算可用的优惠券：未使用、未过期、达到门槛，优惠额大的在前，附抵扣后的实付',
  auth: true,
  query: z.object({
    amount: zDbInt(STORE_MSG.amountInvalid).describe('商品总额（分）'),
  }),
  response: z.object({
    data: z.array(ZUserCoupon.extend({ deduct: int().describe('本单实际抵扣（分）') })),
  }),
});

/** One line of an order (a good, or another payable kind's thing). */
export const ZOrderItem = z.object({
  ref_id: int().describe('商品 id（或其他可支付对象的 id）'),
  title: z.string(),
  cover: z.string(),
  price: int().describe('下单时单价（分）'),
  quantity: int(),
  pflag: int().describe('1 预售'),
});

export const ZOrder = z.object({
  id: int(),
  order_no: z.string().describe('订单号'),
  kind: z.string().describe('OrderKind'),
  state: int().describe('OrderState'),
  state_text: z.string(),
  items: z.array(ZOrderItem),
  amount: int().describe('商品总额（分）'),
  discount: int().describe('优惠（分）'),
  pay_amount: int().describe('实付（分）'),
  coupon_name: z.string().describe('使用的优惠券，没有为空'),
  address: ZAddress.omit({ id: true, is_default: true }).nullable(),
  carrier: z.string(),
  tracking_no: z.string(),
  refund_reason: z.string(),
  refund_reply: z.string().describe('工作人员拒绝退款的说明；未拒绝过为空'),
  pay_provider: z.string().describe('支付方式，未支付为空'),
  create_time: zUnixSeconds,
  pay_deadline: zUnixSeconds.describe('待付款订单在此时间后自动取消'),
  paid_time: zUnixSeconds.nullable(),
  ship_time: zUnixSeconds.nullable(),
});
export type Order = z.infer<typeof ZOrder>;

export const orderCreate = defineContract({
  method: 'POST',
  path: '/web/order/create',
  authz: policy.member,
  summary: '提交商品订单：占用库存，可用一张优惠券；30 分钟内未付款自动取消',
  auth: true,
  body: z.object({
    goods_id: zDbInt(MSG.idInvalid).describe('商品 id'),
    quantity: z
      .number({ error: STORE_MSG.quantityInvalid })
      .int(STORE_MSG.quantityInvalid)
      .min(1, STORE_MSG.quantityInvalid)
      .max(GOODS_LIMITS.quantityMax, STORE_MSG.quantityInvalid),
    address_id: zDbInt(STORE_MSG.addressRequired).describe('收货地址 id'),
    coupon_id: zDbInt(MSG.idInvalid).optional().describe('优惠券 id（不用券不传）'),
  }),
  response: ZOrder,
});

const zStateFilter = z.coerce
  .number({ error: STORE_MSG.orderStateFilterInvalid })
  .int(STORE_MSG.orderStateFilterInvalid)
  .refine((v) => OrderState.has(v), STORE_MSG.orderStateFilterInvalid)
  .optional()
  .describe('按订单状态筛选，不传为全部');

/** GET /web/my_order/list (SPEC §7): my orders, newest first. */
export const myOrderList = defineContract({
  method: 'GET',
  path: '/web/my_order/list',
  authz: policy.member,
  summary: '我的订单（分页，新的在前，可按状态筛选）',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ORDER_PAGE_SIZE),
    state: zStateFilter,
  }),
  response: zPage(ZOrder),
});

export const orderDetail = defineContract({
  method: 'GET',
  path: '/web/order/detail/:id',
  authz: policy.owner('order', 'params.id', 404),
  summary: '我的订单详情',
  auth: true,
  params: z.object({ id: zOrderId }),
  response: ZOrder,
});

export const orderCancel = defineContract({
  method: 'POST',
  path: '/web/order/cancel',
  authz: policy.owner('order', 'body.order_id', 404),
  summary: '取消待付款的订单：库存和优惠券退回',
  auth: true,
  body: z.object({ order_id: zOrderId }),
  response: ZOrder,
});

export const orderConfirm = defineContract({
  method: 'POST',
  path: '/web/order/confirm',
  authz: policy.owner('shippedOrder', 'body.order_id', 404),
  summary: '确认收货：已发货 → 已完成',
  auth: true,
  body: z.object({ order_id: zOrderId }),
  response: ZOrder,
});

export const orderRefund = defineContract({
  method: 'POST',
  path: '/web/order/refund',
  authz: policy.owner('shippedOrder', 'body.order_id', 404),
  summary: '申请退款：待发货或已发货 → 退款中，等待工作人员处理',
  auth: true,
  body: z.object({
    order_id: zOrderId,
    reason: text(
      ORDER_LIMITS.refundReason,
      STORE_MSG.refundReasonRequired,
      STORE_MSG.refundReasonTooLong,
    ),
  }),
  response: ZOrder,
});

/**
 * WeixinJSBridge.invoke('getBrandWCPayRequest', …)'s arguments, exactly as WeChat names
 * them; paySign is the merchant's RSA signature over appId, timeStamp, nonceStr, package.
 */
export const ZJsapiParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type JsapiParams = z.infer<typeof ZJsapiParams>;

/** What the cashier shows for a payment: a QR code, a page to open, or the sandbox button. */
export const ZPayment = z.object({
  id: int(),
  order_id: int(),
  provider: z.string().describe('PayProvider'),
  channel: z.string().describe('PayChannel'),
  amount: int().describe('金额（分）'),
  state: int().describe('PaymentState'),
  code_url: z.string().describe('微信 Native 的二维码内容；其他为空'),
  pay_url: z.string().describe('要打开的支付页（支付宝、微信 H5）；其他为空'),
  jsapi: ZJsapiParams.nullable().describe('微信内支付（JSAPI）调起支付的参数；其他为 null'),
  create_time: zUnixSeconds,
});
export type Payment = z.infer<typeof ZPayment>;

export const paymentProviders = defineContract({
  method: 'GET',
  path: '/web/payment/providers',
  authz: policy.public,
  summary: '开通的支付方式',
  response: z.object({
    data: z.array(
      z.object({
        value: z.string(),
        label: z.string(),
        jsapi: z.boolean().describe('能否在微信内付款（微信支付且配置了公众号密钥）'),
      }),
    ),
  }),
});

/**
 * POST /web/payment/wechat/oauth: before the first payment inside WeChat, the cashier asks
 * for the 公众号 OAuth address (snsapi_base, silent) and goes there; WeChat comes back to
 * WECHAT_PAY_OAUTH_CALLBACK_PATH, which keeps the buyer's openid and returns to `back`.
 */
export const paymentWechatOauth = defineContract({
  method: 'POST',
  path: '/web/payment/wechat/oauth',
  authz: policy.member,
  summary: '微信内支付：取得公众号静默授权地址（授权后回到 back）',
  auth: true,
  body: z.object({
    back: z
      .string({ error: STORE_MSG.payBackInvalid })
      .max(300, STORE_MSG.payBackInvalid)
      .regex(/^\/app\/[^\s\\]*$/, STORE_MSG.payBackInvalid)
      .meta({ examples: ['/app/new-version/research/laboratory/payment/12'] }),
  }),
  response: z.object({ url: z.string() }),
});

export const paymentCreate = defineContract({
  method: 'POST',
  path: '/web/payment/create',
  authz: policy.owner('order', 'body.order_id', 404),
  summary: '为待付款订单发起支付：返回二维码或支付页地址',
  auth: true,
  body: z.object({
    order_id: zOrderId,
    provider: z
      .string({ error: STORE_MSG.providerInvalid })
      .refine((v) => PayProvider.has(v), STORE_MSG.providerInvalid)
      .meta({ examples: ['dev'] }),
    channel: z
      .string({ error: STORE_MSG.channelInvalid })
      .refine((v) => PayChannel.has(v), STORE_MSG.channelInvalid)
      .default('pc'),
  }),
  response: ZPayment,
});

export const paymentDetail = defineContract({
  method: 'GET',
  path: '/web/payment/detail/:id',
  authz: policy.owner('payment', 'params.id', 404),
  summary: '我的一笔支付（收银台、二维码页读它）',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid) }),
  response: ZPayment,
});

/** POST /web/payment/poll: the paying page asks every 2 s whether the order was paid. */
export const paymentPoll = defineContract({
  method: 'POST',
  path: '/web/payment/poll',
  authz: policy.owner('order', 'body.order_id', 404),
  summary: '查询订单是否已支付（支付页每 2 秒轮询）',
  auth: true,
  body: z.object({ order_id: zOrderId }),
  response: z.object({ state: int(), state_text: z.string(), paid: z.boolean() }),
});

/** The sandbox's 确认支付: the same notification path the real providers take. */
export const paymentDevConfirm = defineContract({
  method: 'POST',
  path: '/web/payment/dev/confirm',
  authz: policy.owner('payment', 'body.payment_id', 404),
  summary: '开发沙箱支付：确认支付（生产环境未开启时不存在）',
  auth: true,
  body: z.object({ payment_id: zDbInt(MSG.idInvalid) }),
  response: z.object({ state: int(), state_text: z.string(), paid: z.boolean() }),
});
