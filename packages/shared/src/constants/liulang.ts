import { defineEnum } from './define-enum';

/*
 * 流浪计划 (liulang, docs/liulang.md): a demo device travels from member to member. A round
 * (期) is made by staff; members apply inside its sign-up window; staff select; each selected
 * member pays a refundable deposit within LIULANG_LIMITS.payHours, receives the device, starts
 * their experience, ships it on to the next member and is rewarded electricity for a report.
 */

/** A round as staff set it: 0 草稿 (invisible), 1 已发布, 2 已结束 (closed by staff). */
export const LiulangRoundStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
  ended: { value: 2, label: '已结束' },
});
export const LIULANG_ROUND_STATUS = LiulangRoundStatus.values;

/** A round's phase for readers, derived from its status and the clock (never stored). */
export const LiulangPhase = defineEnum({
  upcoming: { value: 'upcoming', label: '报名未开始' },
  open: { value: 'open', label: '报名中' },
  running: { value: 'running', label: '漂流中' },
  ended: { value: 'ended', label: '已结束' },
});
export const LIULANG_PHASE = LiulangPhase.values;
export type LiulangPhaseValue = (typeof LIULANG_PHASE)[keyof typeof LIULANG_PHASE];

/**
 * An application: 0 待审核, 1 入选, 2 未入选 (rejected with a reason), 3 已失效 (selected but
 * the deposit was not paid within the deadline; stored when staff or the member next touch
 * it, and derived in between).
 */
export const LiulangApplyStatus = defineEnum({
  pending: { value: 0, label: '待审核' },
  selected: { value: 1, label: '已入选' },
  rejected: { value: 2, label: '未入选' },
  forfeited: { value: 3, label: '已失效' },
});
export const LIULANG_APPLY_STATUS = LiulangApplyStatus.values;

/** A deposit (押金): 0 待支付, 1 已支付, 2 已退还. */
export const LiulangDepositStatus = defineEnum({
  pending: { value: 0, label: '待支付' },
  paid: { value: 1, label: '已支付' },
  refunded: { value: 2, label: '已退还' },
});
export const LIULANG_DEPOSIT_STATUS = LiulangDepositStatus.values;

/** Where a member of the chain is with the device. */
export const LiulangLeg = defineEnum({
  waiting: { value: 'waiting', label: '等待设备' },
  holding: { value: 'holding', label: '待开始体验' },
  experiencing: { value: 'experiencing', label: '体验中' },
  shipped: { value: 'shipped', label: '已寄出' },
});
export const LIULANG_LEG = LiulangLeg.values;

/**
 * Which V2 page tells the member where they stand (get_join_info.page): the site routes to it.
 * signup 可报名, timeagain 未开始, end 已结束, register 已报名待审核, success 入选 (it asks for
 * the deposit while unpaid and links to pay), nosuccess 未入选/已失效. `pay` is never
 * answered: it is the page success sends an unpaid member to.
 */
export const LiulangPage = defineEnum({
  signup: { value: 'signup', label: '报名' },
  timeagain: { value: 'timeagain', label: '报名未开始' },
  end: { value: 'end', label: '活动已结束' },
  register: { value: 'register', label: '我的报名' },
  success: { value: 'success', label: '已入选' },
  nosuccess: { value: 'nosuccess', label: '未入选' },
  pay: { value: 'pay', label: '支付押金' },
});
export const LIULANG_PAGE = LiulangPage.values;
export type LiulangPageValue = (typeof LIULANG_PAGE)[keyof typeof LIULANG_PAGE];

export const LIULANG_LIMITS = {
  /** Hours a selected member has to pay the deposit before the place is lost. */
  payHours: 48,
  title: 40,
  device: 40,
  intro: 2000,
  reason: 500,
  rejectReason: 200,
  receiver: 20,
  address: 120,
  carrier: 20,
  trackingNo: 40,
  /** Deposit at most 100,000 元 in fen. */
  depositFen: 10_000_000,
  experienceDays: 90,
  places: 100,
  rewardEle: 10_000,
  adminPageSize: 100,
} as const;

/** A tracking number: letters, digits and dashes, as Chinese couriers print them. */
export const LIULANG_TRACKING_RE = /^[A-Za-z0-9-]{1,40}$/;

/** The courier companies offered on the shipping form (free text is accepted too). */
export const LIULANG_CARRIERS = ['顺丰速运', '京东快递', '中通快递', '圆通速递', '韵达快递', 'EMS'];

/** Ledger source of a round's report reward: one per member per round. */
export const liulangRewardSource = (roundId: number) => `liulang:${roundId}`;

/** A tracking number as strangers see it: the first 4 and last 4 characters. */
export function maskTrackingNo(no: string): string {
  return no.length <= 8 ? no.replace(/.(?=.{2})/g, '*') : `${no.slice(0, 4)}****${no.slice(-4)}`;
}

export const LIULANG_MSG = {
  roundNotFound: '活动不存在或已下线',
  roundIdInvalid: '活动 id 无效',
  applicationNotFound: '报名记录不存在',
  depositNotFound: '押金记录不存在',
  notOpenYet: '本期报名尚未开始，请稍后再来',
  signupClosed: '本期报名已结束',
  alreadyApplied: '你已报名本期活动，每期只能报名一次',
  reasonRequired: '请填写申请理由',
  reasonTooLong: `申请理由不能超过${LIULANG_LIMITS.reason}个字`,
  receiverRequired: '请填写收件人',
  receiverTooLong: `收件人不能超过${LIULANG_LIMITS.receiver}个字`,
  addressRequired: '请填写收货地址',
  addressTooLong: `收货地址不能超过${LIULANG_LIMITS.address}个字`,
  notSelected: '你未入选本期活动',
  payExpired: `入选后须在${LIULANG_LIMITS.payHours}小时内支付押金，名额已失效`,
  depositAlreadyPaid: '押金已支付',
  depositUnpaid: '请先支付押金',
  notHolder: '设备当前不在你手上，只有当前持有人可以操作',
  notStarted: '请先确认收货并开始体验',
  nextUnpaid: '下一位体验者尚未支付押金，请等待对方确认名额后再寄出',
  alreadyStarted: '你已开始体验',
  carrierRequired: '请填写快递公司',
  carrierTooLong: `快递公司不能超过${LIULANG_LIMITS.carrier}个字`,
  trackingRequired: '请填写快递单号',
  trackingInvalid: '快递单号只能包含字母、数字和短横线，最多40位',
  notInChain: '你不是本期的体验者',
  reportInvalid: '体验报告须是你本人已发布的帖子',
  rewardTwice: '本期体验报告奖励已领取',
  roundEnded: '本期活动已结束',
  titleRequired: '请填写活动标题',
  titleTooLong: `活动标题不能超过${LIULANG_LIMITS.title}个字`,
  deviceRequired: '请填写漂流设备',
  deviceTooLong: `设备名称不能超过${LIULANG_LIMITS.device}个字`,
  introTooLong: `活动介绍不能超过${LIULANG_LIMITS.intro}个字`,
  depositInvalid: '押金须是 0 到 100000 元之间的整数分',
  windowInvalid: '报名截止时间须晚于开始时间',
  timeInvalid: '时间格式无效',
  daysInvalid: `体验天数须是 1 到 ${LIULANG_LIMITS.experienceDays} 之间的整数`,
  placesInvalid: `名额须是 1 到 ${LIULANG_LIMITS.places} 之间的整数`,
  rewardInvalid: `奖励电量须是 0 到 ${LIULANG_LIMITS.rewardEle} 之间的整数`,
  statusInvalid: '活动状态无效',
  placesFull: '入选人数已满',
  notPending: '只有待审核的报名可以操作',
  rejectReasonRequired: '请填写未入选原因',
  rejectReasonTooLong: `未入选原因不能超过${LIULANG_LIMITS.rejectReason}个字`,
  refundNotAllowed: '只有已支付且已寄出设备（或活动已结束）的押金可以退还',
  endedLocked: '已结束的活动不能再修改',
} as const;
