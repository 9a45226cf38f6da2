import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { ZLiulangChainLink, ZLiulangRound } from './liulang';
import { LIULANG_LIMITS, LIULANG_MSG, LiulangRoundStatus } from '../constants/liulang';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * 活动运营 › 流浪计划 (docs/liulang.md): admins make and edit rounds, select or reject the
 * sign-ups (selection order is the device's route), watch the chain and refund deposits.
 * Every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zTime = zDbInt(LIULANG_MSG.timeInvalid, { min: 0, coerce: false });
const count = (msg: string, max: number, min = 1) => zDbInt(msg, { min, max, coerce: false });

export const ZLiulangRoundInput = z.object({
  title: z
    .string({ error: LIULANG_MSG.titleRequired })
    .trim()
    .min(1, LIULANG_MSG.titleRequired)
    .max(LIULANG_LIMITS.title, LIULANG_MSG.titleTooLong),
  device: z
    .string({ error: LIULANG_MSG.deviceRequired })
    .trim()
    .min(1, LIULANG_MSG.deviceRequired)
    .max(LIULANG_LIMITS.device, LIULANG_MSG.deviceTooLong),
  cover: z
    .string()
    .trim()
    .max(SITE_LIMITS.url, MSG.siteImageInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid)
    .default(''),
  intro: z.string().trim().max(LIULANG_LIMITS.intro, LIULANG_MSG.introTooLong).default(''),
  deposit_fen: count(LIULANG_MSG.depositInvalid, LIULANG_LIMITS.depositFen, 0),
  signup_start: zTime.describe('报名开始（Unix 秒）'),
  signup_end: zTime.describe('报名截止（Unix 秒）'),
  experience_days: count(LIULANG_MSG.daysInvalid, LIULANG_LIMITS.experienceDays),
  places: count(LIULANG_MSG.placesInvalid, LIULANG_LIMITS.places),
  reward_ele: count(LIULANG_MSG.rewardInvalid, LIULANG_LIMITS.rewardEle, 0),
  status: z
    .number({ error: LIULANG_MSG.statusInvalid })
    .int(LIULANG_MSG.statusInvalid)
    .refine((v) => LiulangRoundStatus.has(v), LIULANG_MSG.statusInvalid)
    .describe(LiulangRoundStatus.options.map((o) => `${o.value} ${o.label}`).join('，')),
});
export type LiulangRoundInput = z.input<typeof ZLiulangRoundInput>;

export const ZAdminLiulangRound = ZLiulangRound.extend({ status: int() });
export type AdminLiulangRound = z.infer<typeof ZAdminLiulangRound>;

export const ZAdminLiulangApplication = z.object({
  id: int(),
  user_id: int(),
  nickname: z.string(),
  reason: z.string(),
  receiver: z.string(),
  phone: z.string(),
  address: z.string(),
  status: int(),
  status_text: z.string(),
  reject_reason: z.string(),
  order: int().nullable(),
  deposit_status: int().nullable().describe('null 未生成押金单'),
  deposit_amount: int().nullable(),
  pay_deadline: zUnixSeconds.nullable(),
  refundable: z
    .boolean()
    .describe('押金现在可以退还（已支付，且设备已寄出或本期已结束）：与退还押金的规则相同'),
  create_time: zUnixSeconds,
});
export type AdminLiulangApplication = z.infer<typeof ZAdminLiulangApplication>;

/** The chain as staff see it: full tracking numbers. */
export const ZAdminLiulangDetail = z.object({
  round: ZAdminLiulangRound,
  applications: z.array(ZAdminLiulangApplication),
  chain: z.array(ZLiulangChainLink),
});
export type AdminLiulangDetail = z.infer<typeof ZAdminLiulangDetail>;

const zRoundParams = z.object({ id: zDbInt(LIULANG_MSG.roundIdInvalid).describe('活动（期）id') });
const zApplicationBody = z.object({
  application_id: zDbInt(LIULANG_MSG.applicationNotFound).describe('报名 id'),
});

export const adminLiulangRounds = defineContract({
  method: 'GET',
  path: '/web/admin/liulang/rounds',
  authz: admin,
  auth: true,
  summary: '流浪计划的所有期（最新在前）',
  response: z.array(ZAdminLiulangRound),
});

export const adminLiulangRound = defineContract({
  method: 'GET',
  path: '/web/admin/liulang/round/:id',
  authz: admin,
  auth: true,
  summary: '一期的设置、全部报名（含收货信息）与设备漂流链（完整单号）',
  params: zRoundParams,
  response: ZAdminLiulangDetail,
});

export const adminLiulangCreate = defineContract({
  method: 'POST',
  path: '/web/admin/liulang/create',
  authz: admin,
  auth: true,
  summary: '新建一期；写入操作日志',
  body: ZLiulangRoundInput,
  response: ZAdminLiulangRound,
});

export const adminLiulangSave = defineContract({
  method: 'POST',
  path: '/web/admin/liulang/save/:id',
  authz: admin,
  auth: true,
  summary: '修改一期（已结束的不能改）；写入操作日志',
  params: zRoundParams,
  body: ZLiulangRoundInput,
  response: ZAdminLiulangRound,
});

export const adminLiulangSelect = defineContract({
  method: 'POST',
  path: '/web/admin/liulang/select',
  authz: admin,
  auth: true,
  summary: '入选一位报名者（按入选顺序排入漂流链，通知本人）；写入操作日志',
  body: zApplicationBody,
  response: ZAdminLiulangApplication,
});

export const adminLiulangReject = defineContract({
  method: 'POST',
  path: '/web/admin/liulang/reject',
  authz: admin,
  auth: true,
  summary: '不选一位报名者并写明原因（通知本人）；写入操作日志',
  body: zApplicationBody.extend({
    reason: z
      .string({ error: LIULANG_MSG.rejectReasonRequired })
      .trim()
      .min(1, LIULANG_MSG.rejectReasonRequired)
      .max(LIULANG_LIMITS.rejectReason, LIULANG_MSG.rejectReasonTooLong),
  }),
  response: ZAdminLiulangApplication,
});

export const adminLiulangRefund = defineContract({
  method: 'POST',
  path: '/web/admin/liulang/refund',
  authz: admin,
  auth: true,
  summary: '退还押金（已寄出设备或活动结束后）；写入操作日志',
  body: zApplicationBody,
  response: ZAdminLiulangApplication,
});
