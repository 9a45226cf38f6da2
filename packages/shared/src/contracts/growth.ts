import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { POINT_PAGE_SIZE } from '../constants/electricity';

/*
 * Daily sign-in and the electricity ledger (SPEC §3 sign-in, §7 /web/index/user_sign and
 * /web/user/point). docs/growth.md has the rules.
 */

const int = () => z.number().int();

/** SPEC §3 sign-in payload. */
export const ZSignIn = z.object({
  sign_flag: int().describe('1 今天已签到'),
  last_days: int().describe('连续签到天数（含今天）'),
  ele: int().describe('本次签到获得的电量'),
  point: int().describe('签到后的电量余额'),
  total: int().describe('累计签到天数'),
});
export type SignIn = z.infer<typeof ZSignIn>;

/**
 * GET /web/index/user_sign (SPEC §7 lists it under GET): signs in for today, China time.
 * Visitors get 401 请登录后再操作; a second sign-in the same day 400 今天已签到.
 */
export const userSign = defineContract({
  method: 'GET',
  path: '/web/index/user_sign',
  authz: policy.member,
  summary: '每日签到（北京时间每天一次）；未登录 401 请登录后再操作，重复签到 400 今天已签到',
  auth: true,
  response: ZSignIn,
});

/**
 * The sign-in popup once per day per member, across tabs and devices (issue 13 point 8;
 * docs/growth.md). A page that would show it asks first; the first ask of the China day
 * gets show 1 and the day is recorded, every later one (another tab, another device, a
 * reload) show 0. A member who has signed in today gets 0 without using up the day, and so
 * does everyone while the signin popup item is disabled or deleted in the console.
 */
export const signInPopup = defineContract({
  method: 'POST',
  path: '/web/index/sign_popup',
  authz: policy.member,
  summary: '签到弹窗：每位会员每天只弹一次（跨标签页、跨设备）；今天第一次询问且未签到时 show 为 1',
  auth: true,
  response: z.object({
    show: z.union([z.literal(0), z.literal(1)]).describe('1 现在显示签到弹窗'),
    popup: z
      .object({ id: z.number().int(), url: z.string(), image: z.string(), name: z.string() })
      .nullable()
      .describe('SPEC §3 弹窗项（url 为 signin，后台 弹窗管理 维护）；show 为 0 时为 null'),
  }),
});

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A day `YYYY-MM-DD` (China time) or Unix seconds, as date pickers send either. */
const zTimeBound = z
  .union([
    zDbInt('时间必须是有效的 Unix 秒数', { min: 0 }),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      // 2026-02-30 has the shape but is no day: the server would fail to build its time.
      .refine(isCalendarDay, '日期不存在'),
  ])
  .optional();

export const ZPointRow = z.object({
  id: int(),
  amount: int().describe('变动电量，正为获得，负为扣除'),
  reason: int().describe('EleReason'),
  reason_text: z.string().describe('变动原因'),
  source: z.string().describe('来源，如 item:12、signin:2025-05-01'),
  item_id: int().nullable().describe('相关帖子 id'),
  create_time: zUnixSeconds,
});
export type PointRow = z.infer<typeof ZPointRow>;

/** GET /web/user/point: my electricity history, newest first, within the time bounds. */
export const userPoint = defineContract({
  method: 'GET',
  path: '/web/user/point',
  authz: policy.member,
  summary: '我的电量明细（分页，可按起止时间筛选；日期按北京时间，含首尾两天）',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(POINT_PAGE_SIZE),
    begin_time: zTimeBound.describe('起始：YYYY-MM-DD 或 Unix 秒'),
    end_time: zTimeBound.describe('截止：YYYY-MM-DD（含当天）或 Unix 秒'),
  }),
  response: zPage(ZPointRow).extend({ ele: int().describe('当前电量余额') }),
});
