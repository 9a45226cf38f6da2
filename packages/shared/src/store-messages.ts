import {
  GOODS_LIMITS,
  ORDER_LIMITS,
  ADDRESS_LIMITS,
  OrderState,
  formatFen,
} from './constants/store';

/**
 * The store's Chinese messages (docs/store.md): kept beside MSG rather than in it so the
 * store, order and payment modules read one small table.
 */
export const STORE_MSG = {
  goodsNotFound: '商品不存在或已下架',
  goodsTitleRequired: '请填写商品名称',
  goodsTitleTooLong: `商品名称不能超过${GOODS_LIMITS.title}个字`,
  goodsCoverInvalid: '封面须是本站上传的图片',
  goodsImagesInvalid: `商品图片须是本站上传的图片，最多${GOODS_LIMITS.images}张`,
  goodsDescriptionTooLong: '商品详情太长了',
  goodsPriceInvalid: '价格须是 0.01 到 1000000 元之间的整数分',
  goodsStockInvalid: `库存须是 0 到 ${GOODS_LIMITS.stockMax} 之间的整数`,
  goodsStatusInvalid: '请选择上架或下架',
  goodsPflagInvalid: '请选择现货或预售',
  goodsShipNoteTooLong: `发货说明不能超过${GOODS_LIMITS.shipNote}个字`,
  goodsStockShort: '库存不足',
  goodsStockBelowZero: '调整后的库存不能小于 0',
  quantityInvalid: `购买数量须是 1 到 ${GOODS_LIMITS.quantityMax} 之间的整数`,
  addressNotFound: '收货地址不存在',
  addressRequired: '请选择收货地址',
  addressNameRequired: '请填写收货人',
  addressNameTooLong: `收货人不能超过${ADDRESS_LIMITS.name}个字`,
  addressRegionRequired: '请填写所在地区',
  addressRegionTooLong: `所在地区不能超过${ADDRESS_LIMITS.region}个字`,
  addressDetailRequired: '请填写详细地址',
  addressDetailTooLong: `详细地址不能超过${ADDRESS_LIMITS.detail}个字`,
  addressTooMany: `收货地址最多保存${ADDRESS_LIMITS.max}个`,
  couponUnusable: '这张优惠券不能用于本订单（未领取、已使用、已过期或未达使用门槛）',
  amountInvalid: '金额须是正整数分',
  orderNotFound: '订单不存在',
  refundReasonRequired: '请填写退款原因',
  refundReasonTooLong: `退款原因不能超过${ORDER_LIMITS.refundReason}个字`,
  refundReplyRequired: '请填写拒绝退款的说明，买家会看到',
  refundReplyTooLong: `拒绝说明不能超过${ORDER_LIMITS.refundReply}个字`,
  carrierRequired: '请填写快递公司',
  carrierTooLong: `快递公司不能超过${ORDER_LIMITS.carrier}个字`,
  trackingNoInvalid: '请填写正确的快递单号（字母和数字）',
  orderStateFilterInvalid: '订单状态不正确',
  presaleNotShippable: '预售商品未到发货日期',
  providerInvalid: '请选择支付方式',
  providerDisabled: '该支付方式暂未开通',
  channelInvalid: '支付终端不正确',
  paymentNotFound: '支付单不存在',
  paymentNotDev: '只有开发沙箱支付单可以这样确认',
  paymentClosed: '支付单已关闭，请重新发起支付',
  notifyRefused: '支付通知校验失败',
  notifyAmountMismatch: '支付金额与订单不符',
  providerFailed: '支付渠道暂时不可用，请稍后重试或换一种支付方式',
  refundFailed: '退款请求被支付渠道拒绝，请稍后重试',
  jsapiWechatOnly: '微信内只能使用微信支付付款',
  jsapiUnavailable: '本站暂未开通微信内支付，请点右上角「在浏览器打开」后付款，或换一种支付方式',
  wechatAuthRequired: '在微信内付款前需要先授权获取你的微信身份',
  payBackInvalid: '付款后的返回地址不正确',
} as const;

/** 409 of a move the order state machine refuses: 订单当前「已发货」，不能取消. */
export function orderMoveRefused(state: number, action: string): string {
  return `订单当前「${OrderState.label(state)}」，不能${action}`;
}

/** 409 when a coupon's threshold is not met. */
export function couponThresholdMessage(minFee: number): string {
  return `订单金额满 ${formatFen(minFee)} 元才能使用这张优惠券`;
}
