import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZIdParams, zId } from './interaction';
import { CodeType } from '../constants/growth';
import {
  CODE_ISSUE_MAX,
  CODE_PAGE_SIZE,
  CODE_REVIEW_REASON_MAX,
  CodeReviewAction,
} from '../constants/privilege';
import { MSG } from '../messages';

/*
 * Privilege codes, coupons and the new-user guide (issue 6; SPEC §3 coupon and code
 * records, §4 code status, §7 paths). The code transitions are constants/privilege.ts;
 * docs/growth.md explains the rules.
 */

const int = () => z.number().int();

const zCodeType = z.coerce
  .number({ error: MSG.codeTypeInvalid })
  .int(MSG.codeTypeInvalid)
  .refine((v) => CodeType.has(v), MSG.codeTypeInvalid)
  .describe('码类型：1 内测兑换码，2 沙龙门票');

/** One of my codes (SPEC §3 code records: status and type, with their labels). */
export const ZCodeRow = z.object({
  id: int(),
  type: int().describe('CodeType'),
  type_text: z.string().describe('码类型名称'),
  title: z.string().describe('用途说明'),
  code: z.string().describe('兑换码'),
  status: int().describe('CodeStatus；过期时间已过且未兑换的读作 4 已过期'),
  status_text: z.string().describe('状态名称'),
  expire_time: zUnixSeconds.describe('过期时间'),
  claim_time: zUnixSeconds.nullable().describe('领取时间'),
  redeem_time: zUnixSeconds.nullable().describe('提交兑换时间'),
});
export type CodeRow = z.infer<typeof ZCodeRow>;

/** Whether I may claim a code of a type now, and why not. */
export const ZCodeTypeState = z.object({
  type: int(),
  type_text: z.string(),
  can_claim: z.boolean(),
  reason: z.string().describe('不能领取的原因；能领取时为空'),
});
export type CodeTypeState = z.infer<typeof ZCodeTypeState>;

/** GET /web/user/prerogative/codes (SPEC §7): my codes, newest first, and what I may claim. */
export const prerogativeCodes = defineContract({
  method: 'GET',
  path: '/web/user/prerogative/codes',
  authz: policy.member,
  summary: '我的兑换码（分页，含类型和状态名称）及各类型能否领取',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(CODE_PAGE_SIZE) }),
  response: zPage(ZCodeRow).extend({ types: z.array(ZCodeTypeState) }),
});

/** A member takes one available code of a type from the pool (可用 → 已领取). */
export const claimPrerogativeCode = defineContract({
  method: 'POST',
  path: '/web/user/prerogative/codes/claim',
  authz: policy.member,
  summary: '领取一个该类型的码；每类同时只能持有一个未兑换的码',
  auth: true,
  body: z.object({ type: zCodeType }),
  response: ZCodeRow,
});

/** The holder submits a claimed code for redemption (已领取 → 兑换中). */
export const redeemPrerogativeCode = defineContract({
  method: 'POST',
  path: '/web/user/prerogative/codes/:id/redeem',
  authz: policy.owner('code', 'params.id', 403),
  summary: '提交兑换自己领取的码，等待管理员审核',
  auth: true,
  params: ZIdParams,
  response: ZCodeRow,
});

/** An admin issues new codes into the pool (状态 可用, no holder). */
export const issuePrerogativeCodes = defineContract({
  method: 'POST',
  path: '/web/admin/prerogative/codes',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '（管理员）生成一批随机码放入码池；记入操作日志',
  auth: true,
  body: z.object({
    type: zCodeType,
    title: z.string().trim().max(50, MSG.codeTitleTooLong).default('').describe('用途说明'),
    count: z.coerce
      .number({ error: MSG.codeCountInvalid })
      .int(MSG.codeCountInvalid)
      .min(1, MSG.codeCountInvalid)
      .max(CODE_ISSUE_MAX, MSG.codeCountInvalid)
      .describe('数量'),
    expire_time: zDbInt(MSG.codeExpireInvalid).describe('过期时间（Unix 秒），须晚于当前时间'),
  }),
  response: z.object({ data: z.array(ZCodeRow) }),
});

/** An admin confirms (兑换中 → 已兑换) or rejects (兑换中 → 已领取) a redemption. */
export const reviewPrerogativeCode = defineContract({
  method: 'POST',
  path: '/web/admin/prerogative/codes/:id/review',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '（管理员）确认或驳回一个兑换申请；用户收到带说明的系统消息；记入操作日志',
  auth: true,
  params: ZIdParams,
  body: z.object({
    action: z
      .string({ error: MSG.codeReviewActionInvalid })
      .refine((v) => CodeReviewAction.has(v), MSG.codeReviewActionInvalid)
      .describe('confirm 确认兑换，reject 驳回'),
    reason: z
      .string({ error: MSG.codeReviewReasonTooLong })
      .trim()
      .max(CODE_REVIEW_REASON_MAX, MSG.codeReviewReasonTooLong)
      .default('')
      .describe('审核说明，随结果发给用户（可空）'),
  }),
  response: ZCodeRow,
});

/** One of my coupons (SPEC §3 coupon: id, coupon_name, discount_fee) with its claim. */
export const ZUserCoupon = z.object({
  id: int().describe('优惠券 id'),
  coupon_name: z.string(),
  discount_fee: int().describe('优惠金额（分）'),
  min_fee: int().describe('使用门槛（分），0 为无门槛'),
  description: z.string(),
  code: z.string().describe('券码，结算时使用'),
  status: int().describe('CouponStatus：0 可使用，1 已使用，2 已过期'),
  status_text: z.string(),
  claim_time: zUnixSeconds.describe('领取时间'),
  expire_time: zUnixSeconds.describe('过期时间：领取时间 + 有效天数'),
  use_time: zUnixSeconds.nullable().describe('使用时间'),
});
export type UserCoupon = z.infer<typeof ZUserCoupon>;

/** GET /web/discount/ticket (SPEC §7): the coupons I claimed, newest first. */
export const discountTicket = defineContract({
  method: 'GET',
  path: '/web/discount/ticket',
  authz: policy.member,
  summary: '我领取的优惠券（券码、金额、有效期、状态）',
  auth: true,
  response: z.array(ZUserCoupon),
});

/**
 * POST /web/issue/products/coupons/receive (SPEC §7): claims a coupon, by default the
 * new-user one. Claiming twice is not an error: the answer is the coupon already held,
 * with `first_claim` false and msg 已领取过该优惠券.
 */
export const receiveCoupon = defineContract({
  method: 'POST',
  path: '/web/issue/products/coupons/receive',
  authz: policy.member,
  summary: '领取优惠券（默认新人券，仅 is_old 为 0 的新用户可领）；重复领取返回已领的券',
  auth: true,
  body: z.object({ coupon_id: zId.optional().describe('优惠券 id；不传为新人券') }).default({}),
  response: ZUserCoupon.extend({
    first_claim: z.boolean().describe('true 本次领取；false 之前已领取'),
  }),
});

/** The guide state of SPEC §3 user info `is_old` (0 new: show the guide). */
export const ZGuideState = z.object({
  is_old: int().describe('0 新用户，1 老用户'),
  show_guide: z.boolean().describe('是否显示新手引导'),
});

/**
 * A page's own first-visit guide (docs/festival.md): stored per member per key; without a
 * key the calls are the new-user guide of SPEC §3 is_old.
 */
const zGuideKey = z
  .string({ error: MSG.guideKeyInvalid })
  .trim()
  .regex(/^[a-z0-9_:]{1,40}$/, MSG.guideKeyInvalid)
  .describe('页面引导标识，如 festival');

/** GET /xgo/v1/web/common/get_guide (SPEC §7). */
export const getGuide = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/common/get_guide',
  authz: policy.member,
  summary:
    '是否显示新手引导（is_old 为 0 时显示）；带 key 时为该页面引导（如 festival）是否还没关闭',
  auth: true,
  query: z.object({ key: zGuideKey.optional() }).default({}),
  response: ZGuideState,
});

/** POST /xgo/v1/web/common/set_guide (SPEC §7): the caller has seen the guide (is_old 1). */
export const setGuide = defineContract({
  method: 'POST',
  path: '/xgo/v1/web/common/set_guide',
  authz: policy.member,
  summary:
    '标记已看过新手引导（is_old 置为 1，可重复调用）；带 key 时只记下该页面引导已关闭，不改 is_old',
  auth: true,
  body: z.object({ key: zGuideKey.optional() }).default({}),
  response: ZGuideState,
});
