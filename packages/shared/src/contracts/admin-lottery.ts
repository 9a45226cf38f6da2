import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { ZLotteryPrize } from './lottery';
import { LOTTERY_LIMITS } from '../constants/lottery';
import { LotteryType } from '../constants/growth';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * 活动运营 › 抽奖 (docs/lottery.md): admins set a lottery activity's type, times and prizes,
 * open its entries (the seed's hash is published), draw it (seed revealed, winners told) and
 * ship the prizes. Every write is one staff audit row. The seed is never in a response
 * before the draw, to staff neither.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('抽奖活动 id') });
const zTime = zDbInt(MSG.lotteryTimeInvalid, { min: 0, coerce: false });

export const ZLotteryPrizeInput = z.object({
  name: z
    .string({ error: MSG.lotteryPrizeNameRequired })
    .trim()
    .min(1, MSG.lotteryPrizeNameRequired)
    .max(LOTTERY_LIMITS.prizeName, MSG.lotteryPrizeNameTooLong),
  image: z
    .string()
    .trim()
    .max(SITE_LIMITS.url, MSG.siteImageInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid)
    .default(''),
  count: zDbInt(MSG.lotteryPrizeCountInvalid, { max: LOTTERY_LIMITS.prizeCount, coerce: false }),
});

export const ZLotterySettingsInput = z.object({
  lottery_type: z
    .number({ error: MSG.lotteryTypeInvalid })
    .int(MSG.lotteryTypeInvalid)
    .refine((v) => LotteryType.has(v), MSG.lotteryTypeInvalid)
    .describe(LotteryType.options.map((o) => `${o.value} ${o.label}`).join('，')),
  entry_cost_ele: zDbInt(MSG.lotteryCostInvalid, {
    min: 0,
    max: LOTTERY_LIMITS.costEle,
    coerce: false,
  }).default(0),
  max_entries_per_member: zDbInt(MSG.lotteryMaxEntriesInvalid, {
    max: LOTTERY_LIMITS.maxEntriesPerMember,
    coerce: false,
  }).default(1),
  linked_active_id: zDbInt(MSG.lotteryLinkedInvalid, { coerce: false })
    .nullable()
    .default(null)
    .describe('壁纸活动：关联的壁纸大赛 id'),
  open_time: zTime.describe('报名开始（Unix 秒）'),
  close_time: zTime.describe('报名截止（Unix 秒）'),
  draw_time: zTime.describe('开奖时间（Unix 秒），不早于报名截止'),
  prizes: z
    .array(ZLotteryPrizeInput, { error: MSG.lotteryPrizesRequired })
    .min(1, MSG.lotteryPrizesRequired)
    .max(LOTTERY_LIMITS.prizes, MSG.lotteryPrizesTooMany),
});
export type LotterySettingsInput = z.input<typeof ZLotterySettingsInput>;

export const ZAdminLottery = z.object({
  id: int(),
  title: z.string(),
  publish_status: int(),
  configured: z.boolean().describe('是否已保存抽奖设置'),
  lottery_type: int(),
  entry_cost_ele: int(),
  max_entries_per_member: int(),
  linked_active_id: int().nullable(),
  open_time: zUnixSeconds.nullable(),
  close_time: zUnixSeconds.nullable(),
  draw_time: zUnixSeconds.nullable(),
  phase: z.string(),
  phase_text: z.string(),
  seed_hash: z.string().nullable(),
  seed: z.string().nullable().describe('开奖后才有'),
  opened_at: zUnixSeconds.nullable(),
  drawn_at: zUnixSeconds.nullable(),
  entry_count: int(),
  member_count: int(),
  prizes: z.array(ZLotteryPrize),
});
export type AdminLottery = z.infer<typeof ZAdminLottery>;

export const ZAdminLotteryWinner = z.object({
  id: int(),
  slot: int(),
  prize_name: z.string(),
  entry_id: int(),
  user_id: int(),
  nickname: z.string(),
  receiver: z.string(),
  phone: z.string(),
  address: z.string(),
  ship_status: int(),
  tracking_no: z.string(),
  shipped_at: zUnixSeconds.nullable(),
});
export type AdminLotteryWinner = z.infer<typeof ZAdminLotteryWinner>;

export const adminLottery = defineContract({
  method: 'GET',
  path: '/web/admin/lottery/:id',
  authz: admin,
  summary: '一个抽奖活动的设置、奖品与进度（开奖前不含种子）',
  auth: true,
  params: zId,
  response: ZAdminLottery,
});

export const adminLotterySave = defineContract({
  method: 'POST',
  path: '/web/admin/lottery/save/:id',
  authz: admin,
  summary: '保存抽奖设置与奖品（开放报名前）；写入操作日志',
  auth: true,
  params: zId,
  body: ZLotterySettingsInput,
  response: ZAdminLottery,
});

export const adminLotteryOpen = defineContract({
  method: 'POST',
  path: '/web/admin/lottery/open/:id',
  authz: admin,
  summary: '开放报名：生成秘密种子并公布其 sha256；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminLottery,
});

export const adminLotteryDraw = defineContract({
  method: 'POST',
  path: '/web/admin/lottery/draw/:id',
  authz: admin,
  summary: '开奖并公布：按种子算出中奖者，公布种子，通知中奖者；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminLottery,
});

export const adminLotteryWinners = defineContract({
  method: 'GET',
  path: '/web/admin/lottery/winners/:id',
  authz: admin,
  summary: '中奖者与收货地址、发货状态',
  auth: true,
  params: zId,
  response: z.array(ZAdminLotteryWinner),
});

export const adminLotteryShip = defineContract({
  method: 'POST',
  path: '/web/admin/lottery/ship/:id',
  authz: admin,
  summary: '标记奖品已发货（快递单号）并通知中奖者；写入操作日志',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('中奖记录 id') }),
  body: z.object({
    tracking_no: z
      .string({ error: MSG.lotteryTrackingRequired })
      .trim()
      .min(1, MSG.lotteryTrackingRequired)
      .max(LOTTERY_LIMITS.trackingNo, MSG.lotteryTrackingTooLong),
  }),
  response: ZAdminLotteryWinner,
});
