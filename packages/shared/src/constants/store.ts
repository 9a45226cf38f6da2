import { defineEnum } from './define-enum';

/*
 * The store (商城), orders and payments (docs/store.md). Money is integer fen (分)
 * everywhere; it is formatted as 元 only for people.
 */

/** Whether a good is on sale. An off-sale good keeps its orders but takes no new ones. */
export const GoodsStatus = defineEnum({
  off: { value: 0, label: '已下架' },
  on: { value: 1, label: '在售' },
});
export const GOODS_STATUS = GoodsStatus.values;

/**
 * SPEC §3 store advance data `pflag`: 1 is a pre-order (预售) good — paid now, shipped
 * from its ship date on; 0 ships from stock.
 */
export const GoodsPflag = defineEnum({
  stock: { value: 0, label: '现货' },
  presale: { value: 1, label: '预售' },
});
export const GOODS_PFLAG = GoodsPflag.values;

export const GOODS_LIMITS = {
  title: 60,
  images: 9,
  description: 50_000,
  /** 1 分 … 1,000,000 元. */
  priceMax: 100_000_000,
  stockMax: 1_000_000,
  /** Per order. */
  quantityMax: 99,
  shipNote: 60,
} as const;

/**
 * Order states (docs/store.md). The one transition table is the server's
 * modules/order/order-machine.ts; these are only the values and their labels.
 */
export const OrderState = defineEnum({
  created: { value: 0, label: '待付款' },
  paid: { value: 1, label: '待发货' },
  shipped: { value: 2, label: '已发货' },
  completed: { value: 3, label: '已完成' },
  cancelled: { value: 4, label: '已取消' },
  refunding: { value: 5, label: '退款中' },
  refunded: { value: 6, label: '已退款' },
});
export const ORDER_STATE = OrderState.values;
/** States whose pieces count as sold (goods.sold): paid and not given back (docs/store.md). */
export const ORDER_SOLD_STATES: readonly number[] = [
  ORDER_STATE.paid,
  ORDER_STATE.shipped,
  ORDER_STATE.completed,
  ORDER_STATE.refunding,
];
export type OrderStateValue = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

/** What an order pays for; each kind registers its hooks on the server (payable kinds). */
export const OrderKind = defineEnum({
  goods: { value: 'goods', label: '商品' },
  /** 支持项目: paying a research spec's price (docs/creator.md "Supports and payments"). */
  support: { value: 'support', label: '支持项目' },
  /** 流浪计划押金: a selected member's deposit (docs/liulang.md "Payments"). */
  liulangDeposit: { value: 'liulang_deposit', label: '流浪计划押金' },
});
export const ORDER_KIND = OrderKind.values;

/** An unpaid order is cancelled (and its stock and coupon returned) after this long. */
export const ORDER_PAY_TIMEOUT_MS = 30 * 60_000;
/** A shipped order completes by itself this long after shipping (buyers forget to confirm). */
export const ORDER_AUTO_COMPLETE_MS = 15 * 86_400_000;
/** The price after a coupon is never below 1 分: the providers refuse a payment of 0. */
export const ORDER_MIN_PAY_FEE = 1;
export const ORDER_PAGE_SIZE = 10;
export const ORDER_LIMITS = {
  refundReason: 200,
  refundReply: 200,
  carrier: 30,
  trackingNo: 40,
} as const;

/** The payment providers (支付方式). `dev` is the embedded default. */
export const PayProvider = defineEnum({
  wechat: { value: 'wechat', label: '微信支付' },
  alipay: { value: 'alipay', label: '支付宝' },
  dev: { value: 'dev', label: '开发沙箱支付' },
});
export const PAY_PROVIDER = PayProvider.values;
export type PayProviderValue = (typeof PAY_PROVIDER)[keyof typeof PAY_PROVIDER];

/**
 * pc: QR (WeChat Native) or page pay (Alipay); mobile: H5 / wap pay; jsapi: WeChat Pay
 * inside WeChat's own browser (JSAPI), where H5 pay is refused — it needs the buyer's openid
 * of the pay app id, got once through 公众号 OAuth (docs/store.md "Paying inside WeChat").
 */
export const PayChannel = defineEnum({
  pc: { value: 'pc', label: '电脑' },
  mobile: { value: 'mobile', label: '手机' },
  jsapi: { value: 'jsapi', label: '微信内' },
});
export const PAY_CHANNEL = PayChannel.values;
export type PayChannelValue = (typeof PAY_CHANNEL)[keyof typeof PAY_CHANNEL];

export const PaymentState = defineEnum({
  pending: { value: 0, label: '待支付' },
  paid: { value: 1, label: '已支付' },
  closed: { value: 2, label: '已关闭' },
});
export const PAYMENT_STATE = PaymentState.values;

/**
 * Where a refund stands at the provider (payments.refund_status): the refund call's own
 * answer first, then WeChat Pay's REFUND.* notifications. Alipay and the sandbox answer
 * the refund call with the money already moved (SUCCESS).
 */
export const RefundStatus = defineEnum({
  processing: { value: 'PROCESSING', label: '退款处理中' },
  success: { value: 'SUCCESS', label: '退款已到账' },
  abnormal: { value: 'ABNORMAL', label: '退款异常，需人工处理' },
  closed: { value: 'CLOSED', label: '退款已关闭，需人工处理' },
});
export const REFUND_STATUS = RefundStatus.values;
export type RefundStatusValue = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/** A 公众号 OAuth state (wechat_pay_oauth) is good for this long. */
export const WECHAT_PAY_OAUTH_TTL_MS = 10 * 60_000;
/** WeChat's redirect target after 公众号 OAuth (a 302 route, not a contract). */
export const WECHAT_PAY_OAUTH_CALLBACK_PATH = '/web/payment/wechat/oauth/callback';
/**
 * The query parameter the callback adds to the cashier's address: `ok` (the openid is
 * known: pay now) or `denied` (the buyer refused, or the state had expired).
 */
export const WECHAT_PAY_RETURN_PARAM = 'wxpay';

/** How often the paying page asks whether the payment arrived. */
export const PAYMENT_POLL_MS = 2_000;

/** The shipping address book (收货地址). */
export const ADDRESS_LIMITS = { max: 20, name: 20, region: 60, detail: 120 } as const;

/** 12.50 元 from 1250 分. */
export function formatFen(fen: number): string {
  return (fen / 100).toFixed(2);
}
