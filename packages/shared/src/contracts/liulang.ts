import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt, zPhone } from './fields';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import {
  LIULANG_LIMITS,
  LIULANG_MSG,
  LIULANG_TRACKING_RE,
  LiulangApplyStatus,
  LiulangDepositStatus,
  LiulangLeg,
  LiulangPage,
  LiulangPhase,
} from '../constants/liulang';

/*
 * 流浪计划 on the site, SPEC §7 /web/activity/liulang/* (payloads are Xinke's: SPEC shows
 * only the paths; docs/liulang.md). `round_id` may be left out of the readers' calls: the
 * current round (the newest published one) is meant.
 */

const int = () => z.number().int();
const zRoundId = zDbInt(LIULANG_MSG.roundIdInvalid).describe('活动（期）id');
const zOptionalRound = z.object({ round_id: zRoundId.optional() });
const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const ZLiulangChainLink = z.object({
  order: int().describe('漂流顺序（入选顺序，从 1 开始）'),
  user_id: int(),
  nickname: z.string(),
  head_pic: z.string(),
  leg: z.string().describe(LiulangLeg.options.map((o) => `${o.value} ${o.label}`).join('，')),
  leg_text: z.string(),
  start_time: zUnixSeconds.nullable().describe('开始体验时间'),
  ship_time: zUnixSeconds.nullable().describe('寄出时间'),
  carrier: z.string(),
  tracking_no: z.string().describe('快递单号（对他人只显示首尾各 4 位）'),
  report_item_id: int().nullable().describe('体验报告帖子 id'),
});
export type LiulangChainLink = z.infer<typeof ZLiulangChainLink>;

export const ZLiulangRound = z.object({
  id: int(),
  title: z.string(),
  device: z.string(),
  cover: z.string(),
  intro: z.string(),
  deposit_fen: int().describe('押金（分），退还'),
  signup_start: zUnixSeconds,
  signup_end: zUnixSeconds,
  experience_days: int(),
  places: int(),
  reward_ele: int().describe('提交体验报告后奖励的电量'),
  phase: z.string().describe(LiulangPhase.options.map((o) => `${o.value} ${o.label}`).join('，')),
  phase_text: z.string(),
  apply_count: int(),
  selected_count: int(),
});
export type LiulangRound = z.infer<typeof ZLiulangRound>;

export const ZLiulangDeposit = z.object({
  id: int(),
  amount: int().describe('金额（分）'),
  status: int().describe(
    LiulangDepositStatus.options.map((o) => `${o.value} ${o.label}`).join('，'),
  ),
  status_text: z.string(),
  pay_deadline: zUnixSeconds.describe('须在此前支付'),
  paid_time: zUnixSeconds.nullable(),
});
export type LiulangDeposit = z.infer<typeof ZLiulangDeposit>;

/** liulang_payment's answer: the deposit, and while unpaid the order the cashier takes. */
export const ZLiulangDepositStarted = ZLiulangDeposit.extend({
  order_id: int().nullable().describe('待支付时去收银台支付的订单 id；无须支付或已支付为 null'),
});
export type LiulangDepositStarted = z.infer<typeof ZLiulangDepositStarted>;

export const ZLiulangMine = z.object({
  id: int(),
  status: int().describe(LiulangApplyStatus.options.map((o) => `${o.value} ${o.label}`).join('，')),
  status_text: z.string(),
  reason: z.string(),
  receiver: z.string(),
  phone: z.string(),
  address: z.string(),
  reject_reason: z.string(),
  order: int().nullable().describe('入选后的漂流顺序'),
  pay_deadline: zUnixSeconds.nullable(),
  deposit: ZLiulangDeposit.nullable(),
  is_holder: int().describe('1 设备当前在我手上'),
  leg: z.string().nullable(),
  rewarded: int().describe('1 已领取报告奖励'),
  create_time: zUnixSeconds,
});
export type LiulangMine = z.infer<typeof ZLiulangMine>;

export const liulangIndex = defineContract({
  method: 'GET',
  path: '/web/activity/liulang/index',
  authz: policy.public,
  summary: '流浪计划：当前一期（或指定期）的介绍、阶段、名额与设备漂流链；往期列表',
  query: zOptionalRound,
  response: z.object({
    round: ZLiulangRound.nullable().describe('没有已发布的活动时为 null'),
    chain: z.array(ZLiulangChainLink),
    past: z.array(ZLiulangRound.pick({ id: true, title: true, device: true, phase_text: true })),
  }),
});

export const liulangJoinInfo = defineContract({
  method: 'GET',
  path: '/web/activity/liulang/get_join_info',
  authz: policy.member,
  auth: true,
  summary:
    '我在本期的报名：状态、押金，以及应去的页面（signup/timeagain/end/register/success/nosuccess/pay）',
  query: zOptionalRound,
  response: z.object({
    round: ZLiulangRound,
    mine: ZLiulangMine.nullable(),
    page: z.string().describe(LiulangPage.options.map((o) => `${o.value} ${o.label}`).join('，')),
  }),
});

export const ZLiulangJoinInput = z.object({
  round_id: zRoundId,
  reason: text(LIULANG_MSG.reasonRequired, LIULANG_MSG.reasonTooLong, LIULANG_LIMITS.reason),
  receiver: text(
    LIULANG_MSG.receiverRequired,
    LIULANG_MSG.receiverTooLong,
    LIULANG_LIMITS.receiver,
  ),
  phone: zPhone,
  address: text(LIULANG_MSG.addressRequired, LIULANG_MSG.addressTooLong, LIULANG_LIMITS.address),
});

export const liulangJoin = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/join',
  authz: policy.member,
  auth: true,
  summary: '报名本期（每人每期一次，仅在报名时间内）',
  body: ZLiulangJoinInput,
  response: ZLiulangMine,
});

export const liulangPayment = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/liulang_payment',
  authz: policy.member,
  auth: true,
  summary: '入选者发起押金支付：生成（或返回）待支付的押金单；押金为 0 时直接完成',
  body: z.object({ round_id: zRoundId }),
  response: ZLiulangDepositStarted,
});

export const liulangPaymentPoll = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/payment/poll',
  authz: policy.member,
  auth: true,
  summary: '查询押金单的支付状态（本人的）',
  body: z.object({ deposit_id: zDbInt(LIULANG_MSG.depositNotFound).describe('押金单 id') }),
  response: ZLiulangDeposit,
});

export const ZLiulangDetails = z.object({
  round_id: int(),
  start_time: zUnixSeconds,
  end_time: zUnixSeconds.describe('体验期截止（开始 + 体验天数）'),
  next: z
    .object({ nickname: z.string(), receiver: z.string(), phone: z.string(), address: z.string() })
    .nullable()
    .describe('下一位的收货信息；为 null 时寄回官方'),
});

export const liulangStart = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/start/details',
  authz: policy.member,
  auth: true,
  summary: '当前持有人确认收货并开始体验期（再次调用返回体验详情与下一位的收货信息）',
  body: z.object({ round_id: zRoundId }),
  response: ZLiulangDetails,
});

export const ZLiulangExpressInput = z.object({
  round_id: zRoundId,
  carrier: text(LIULANG_MSG.carrierRequired, LIULANG_MSG.carrierTooLong, LIULANG_LIMITS.carrier),
  tracking_no: z
    .string({ error: LIULANG_MSG.trackingRequired })
    .trim()
    .min(1, LIULANG_MSG.trackingRequired)
    .max(LIULANG_LIMITS.trackingNo, LIULANG_MSG.trackingInvalid)
    .regex(LIULANG_TRACKING_RE, LIULANG_MSG.trackingInvalid),
});

export const liulangExpress = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/express',
  authz: policy.member,
  auth: true,
  summary: '当前持有人把设备寄给下一位：快递公司与单号',
  body: ZLiulangExpressInput,
  response: z.object({ next_nickname: z.string().nullable().describe('下一位；null 为寄回官方') }),
});

export const liulangReward = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/reward/eles',
  authz: policy.member,
  auth: true,
  summary: '体验者关联本人已发布的体验报告帖子并领取电量奖励（每期一次）',
  body: z.object({
    round_id: zRoundId,
    item_id: zDbInt(LIULANG_MSG.reportInvalid).describe('体验报告帖子 id'),
  }),
  response: z.object({ ele: int().describe('奖励的电量'), balance: int().describe('电量余额') }),
});

export const liulangOrder = defineContract({
  method: 'POST',
  path: '/web/activity/liulang/order',
  authz: policy.public,
  summary: '本期漂流顺序：入选者依次持有设备的链条（只读）',
  body: zOptionalRound,
  response: z.array(ZLiulangChainLink),
});
