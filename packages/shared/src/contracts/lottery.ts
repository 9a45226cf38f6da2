import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt, zPhone } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { LOTTERY_LIMITS, LotteryPhase } from '../constants/lottery';
import { LotteryType } from '../constants/growth';
import { MSG } from '../messages';

/*
 * Lotteries, SPEC §7 "Activities" /web/activity/v2/lottery/* (docs/lottery.md). Only
 * published lottery activities exist for readers. The seed is null until the draw; its
 * sha256 (`seed_hash`) is public from the moment entries open.
 */

const int = () => z.number().int();
const zLotteryId = zDbInt(MSG.idInvalid).describe('抽奖活动 id');

export const ZLotteryPrize = z.object({
  id: int(),
  name: z.string(),
  image: z.string(),
  count: int(),
  sort: int(),
});
export type LotteryPrize = z.infer<typeof ZLotteryPrize>;

export const ZLotteryWinner = z.object({
  slot: int().describe('奖品名额序号（从 0 开始，按奖品顺序展开）'),
  prize_id: int(),
  prize_name: z.string(),
  entry_id: int(),
  user_id: int(),
  nickname: z.string(),
  head_pic: z.string(),
});
export type LotteryWinner = z.infer<typeof ZLotteryWinner>;

/** What the signed-in member has in this lottery; null for visitors. */
export const ZLotteryMe = z.object({
  entries: int().describe('我的抽奖机会数'),
  ele: int().describe('我的电量余额'),
  earnable: int().describe('帖子互动/壁纸活动：现在可领取的机会数'),
  win: z
    .object({
      winner_id: int(),
      prize_name: z.string(),
      ship_status: int().describe('0 待填写地址，1 待发货，2 已发货'),
      receiver: z.string(),
      phone: z.string(),
      address: z.string(),
      tracking_no: z.string(),
    })
    .nullable(),
});
export type LotteryMe = z.infer<typeof ZLotteryMe>;

export const ZLotteryInfo = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  rules: z.string(),
  lottery_type: int().describe(LotteryType.options.map((o) => `${o.value} ${o.label}`).join('，')),
  type_text: z.string(),
  how: z.string().describe('如何获得抽奖机会'),
  entry_cost_ele: int().describe('每次消耗电量（集电量）；其他类型 0'),
  max_entries_per_member: int(),
  open_time: zUnixSeconds,
  close_time: zUnixSeconds,
  draw_time: zUnixSeconds,
  phase: z.string().describe(LotteryPhase.options.map((o) => `${o.value} ${o.label}`).join('，')),
  phase_text: z.string(),
  seed_hash: z.string().nullable().describe('开放报名时公布的 sha256(种子)'),
  seed: z.string().nullable().describe('开奖后公布的种子（64 位十六进制）；开奖前为 null'),
  drawn_at: zUnixSeconds.nullable(),
  entry_count: int(),
  member_count: int(),
  prizes: z.array(ZLotteryPrize),
  winners: z.array(ZLotteryWinner).describe('开奖前为空'),
  me: ZLotteryMe.nullable(),
});
export type LotteryInfo = z.infer<typeof ZLotteryInfo>;

export const lotteryInfo = defineContract({
  method: 'GET',
  path: '/web/activity/v2/lottery/info',
  authz: policy.public,
  summary: '抽奖活动：奖品、类型、时间、承诺哈希；开奖后种子与中奖名单；登录后我的机会',
  query: z.object({ id: zLotteryId }),
  response: ZLotteryInfo,
});

export const lotteryEnter = defineContract({
  method: 'POST',
  path: '/web/activity/v2/lottery/enter',
  authz: policy.member,
  summary: '参与抽奖：集电量按次数消耗电量兑换，0元抽奖免费参与，互动类领取已获得的机会',
  auth: true,
  body: z.object({
    active_id: zLotteryId,
    count: zDbInt(MSG.lotteryCountInvalid, { max: LOTTERY_LIMITS.buyAtOnce })
      .default(1)
      .describe('集电量：兑换次数'),
  }),
  response: z.object({ added: int(), entries: int(), ele: int() }),
});

export const ZLotteryEntry = z.object({
  id: int().describe('抽奖码（公开名单按它排序）'),
  user_id: int(),
  nickname: z.string(),
  source: z.string().describe('bought 电量兑换，free 免费参与，earned 互动获得'),
  create_time: zUnixSeconds,
});
export type LotteryEntry = z.infer<typeof ZLotteryEntry>;

export const lotteryEntries = defineContract({
  method: 'GET',
  path: '/web/activity/v2/lottery/entries',
  authz: policy.public,
  summary: '公开的抽奖名单（按抽奖码升序分页）；mine=1 只看我的',
  query: z.object({
    id: zLotteryId,
    mine: z.coerce.number().int().min(0).max(1).default(0),
    page: zPageNumber,
    page_size: zPageSize(LOTTERY_LIMITS.entriesPageSize, LOTTERY_LIMITS.entriesPageMax),
  }),
  response: zPage(ZLotteryEntry),
});

export const lotteryEntryIds = defineContract({
  method: 'GET',
  path: '/web/activity/v2/lottery/entry_ids',
  authz: policy.public,
  summary: '完整抽奖名单 [抽奖码, 用户 id]（按抽奖码升序），用于下载与验证开奖',
  query: z.object({ id: zLotteryId }),
  response: z.object({
    id: int(),
    seed_hash: z.string().nullable(),
    seed: z.string().nullable(),
    slots: int().describe('奖品名额总数'),
    entries: z.array(z.tuple([int(), int()])),
  }),
});

export const lotteryWinners = defineContract({
  method: 'GET',
  path: '/web/activity/v2/lottery/winners',
  authz: policy.public,
  summary: '中奖名单（开奖前为空）',
  query: z.object({ id: zLotteryId }),
  response: z.array(ZLotteryWinner),
});

export const ZLotteryAddressInput = z.object({
  active_id: zLotteryId,
  receiver: z
    .string({ error: MSG.lotteryReceiverRequired })
    .trim()
    .min(1, MSG.lotteryReceiverRequired)
    .max(LOTTERY_LIMITS.receiverName, MSG.lotteryReceiverTooLong),
  phone: zPhone,
  address: z
    .string({ error: MSG.lotteryAddressRequired })
    .trim()
    .min(1, MSG.lotteryAddressRequired)
    .max(LOTTERY_LIMITS.address, MSG.lotteryAddressTooLong),
});

export const lotteryAddress = defineContract({
  method: 'POST',
  path: '/web/activity/v2/lottery/address',
  authz: policy.member,
  summary: '中奖者填写收货地址（发货前可修改）',
  auth: true,
  body: ZLotteryAddressInput,
  response: ZLotteryMe.shape.win,
});
