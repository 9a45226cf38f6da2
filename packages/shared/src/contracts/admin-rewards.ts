import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt, zPhone } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZIdParams } from './interaction';
import { ZCodeRow } from './privilege';
import { zUserId } from './social';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { CodeStatus, CodeType } from '../constants/growth';
import {
  MEDAL_CONDITION_MAX,
  MEDAL_DESCRIPTION_MAX,
  MEDAL_NAME_MAX,
  MEDAL_REVOKE_REASON_MAX,
  MEDAL_THRESHOLD_MAX,
} from '../constants/medal';
import {
  COUPON_DESCRIPTION_MAX,
  COUPON_DISCOUNT_MAX_FEN,
  COUPON_ISSUE_MAX,
  COUPON_MIN_FEE_MAX_FEN,
  COUPON_NAME_MAX,
  COUPON_VALID_DAYS_MAX,
  CouponAudience,
} from '../constants/privilege';
import { MSG } from '../messages';

/*
 * The rewards console (/app/admin/rewards/*, docs/admin-rewards.md): medal definitions with
 * award and revoke, coupon definitions with issuing, privilege codes with the redemption
 * queue and CSV export. Admins only: visitors 401, members and moderators 403
 * 只有管理员可以进行此操作, before the input is read. Every write leaves one audit-log row.
 */

const int = () => z.number().int();
const adminOnly = policy.staff('admin', MSG.adminOnly);
const zPaging = { page: zPageNumber, page_size: zPageSize(ADMIN_PAGE_SIZE) };

/** A text field: trimmed, required (message when empty) and bounded. */
const zText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const zOptionalText = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).trim().max(max, tooLong);

// ---- medals ----

export const ZAdminMedal = z.object({
  id: int(),
  key: z.string().describe('稳定标识（user_medals.medal_key）'),
  name: z.string(),
  image: z.string().describe('勋章图片地址'),
  description: z.string(),
  condition: z.string().describe('获得条件（展示给用户）'),
  kind: z.string().describe('auto 按条件自动获得，manual 管理员颁发'),
  trigger: z.string().nullable().describe('自动勋章的条件（代码实现，不可新建）'),
  trigger_text: z.string().describe('条件名称；管理员颁发为空'),
  threshold: int().nullable().describe('自动勋章的门槛（≥）'),
  enabled: z.boolean(),
  sort_order: int(),
  holders: int().describe('获得人数'),
  update_time: zUnixSeconds,
});
export type AdminMedal = z.infer<typeof ZAdminMedal>;

export const adminMedals = defineContract({
  method: 'GET',
  path: '/web/admin/medals',
  authz: adminOnly,
  summary: '（管理员）勋章定义，按展示顺序，含获得人数',
  auth: true,
  query: z.object(zPaging),
  response: zPage(ZAdminMedal),
});

/** A picture made by the upload pipeline, or one of the badges the site ships. */
const zMedalImage = z
  .string({ error: MSG.medalImageRequired })
  .trim()
  .min(1, MSG.medalImageRequired)
  .regex(
    /^(\/app\/medals\/[a-z0-9-]+\.svg|\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp)$/,
    MSG.medalImageInvalid,
  )
  .describe('勋章图片：上传接口返回的地址（/uploads/images/…webp）或站内徽章');

const zMedalFields = {
  name: zText(MSG.medalNameRequired, MEDAL_NAME_MAX, MSG.medalNameTooLong),
  image: zMedalImage,
  description: zOptionalText(MEDAL_DESCRIPTION_MAX, MSG.medalDescriptionTooLong),
  condition: zText(MSG.medalConditionRequired, MEDAL_CONDITION_MAX, MSG.medalConditionTooLong),
  enabled: z.boolean(),
  sort_order: zDbInt(MSG.medalSortInvalid, { min: 0, max: 9999, coerce: false }),
};

export const adminMedalCreate = defineContract({
  method: 'POST',
  path: '/web/admin/medals',
  authz: adminOnly,
  summary: '（管理员）新建勋章：只能是管理员颁发类（自动条件由代码实现，不能新建）',
  auth: true,
  body: z.object({
    ...zMedalFields,
    description: zMedalFields.description.default(''),
    enabled: zMedalFields.enabled.default(true),
    sort_order: zMedalFields.sort_order.default(100),
  }),
  response: ZAdminMedal,
});

export const adminMedalUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/medals/:id',
  authz: adminOnly,
  summary:
    '（管理员）修改勋章：名称、图片、介绍、条件文字、启用、排序；自动勋章还可改门槛。只传要改的字段',
  auth: true,
  params: ZIdParams,
  body: z.object({
    name: zMedalFields.name.optional(),
    image: zMedalFields.image.optional(),
    description: zMedalFields.description.optional(),
    condition: zMedalFields.condition.optional(),
    enabled: zMedalFields.enabled.optional(),
    sort_order: zMedalFields.sort_order.optional(),
    threshold: zDbInt(MSG.medalThresholdInvalid, { max: MEDAL_THRESHOLD_MAX, coerce: false })
      .optional()
      .describe('自动勋章的门槛'),
  }),
  response: ZAdminMedal,
});

export const ZMedalHolder = z.object({
  user_id: int(),
  nickname: z.string(),
  awarded_by: z
    .object({ id: int(), nickname: z.string() })
    .nullable()
    .describe('颁发的管理员；自动获得为 null'),
  award_time: zUnixSeconds,
});
export type MedalHolder = z.infer<typeof ZMedalHolder>;

export const adminMedalHolders = defineContract({
  method: 'GET',
  path: '/web/admin/medals/:id/holders',
  authz: adminOnly,
  summary: '（管理员）某枚勋章及其获得者，新→旧',
  auth: true,
  params: ZIdParams,
  query: z.object(zPaging),
  response: zPage(ZMedalHolder).extend({ medal: ZAdminMedal }),
});

export const adminMedalAward = defineContract({
  method: 'POST',
  path: '/web/admin/medals/:id/award',
  authz: adminOnly,
  summary: '（管理员）给用户颁发一枚管理员颁发类勋章；用户收到成就消息。已获得 409',
  auth: true,
  params: ZIdParams,
  body: z.object({ user_id: zUserId.describe('获得勋章的用户') }),
  response: ZMedalHolder,
});

export const adminMedalRevoke = defineContract({
  method: 'POST',
  path: '/web/admin/medals/:id/revoke',
  authz: adminOnly,
  summary: '（管理员）收回用户的勋章（须填原因）；用户收到系统消息。没有这枚勋章 404',
  auth: true,
  params: ZIdParams,
  body: z.object({
    user_id: zUserId.describe('被收回勋章的用户'),
    reason: zText(
      MSG.medalRevokeReasonRequired,
      MEDAL_REVOKE_REASON_MAX,
      MSG.medalRevokeReasonTooLong,
    ),
  }),
  response: z.object({ user_id: int(), medal_id: int() }),
});

// ---- coupons ----

export const ZAdminCoupon = z.object({
  id: int(),
  coupon_name: z.string(),
  discount_fee: int().describe('优惠金额（分）'),
  min_fee: int().describe('使用门槛（分），0 为无门槛'),
  valid_days: int().describe('领取后有效天数'),
  audience: z.string().describe('new_user 新用户专享，all 所有用户'),
  audience_text: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  claim_start: zUnixSeconds.nullable().describe('领取开始时间；null 不限'),
  claim_end: zUnixSeconds.nullable().describe('领取结束时间（不含）；null 不限'),
  claims: int().describe('已领取/发放的张数'),
  create_time: zUnixSeconds,
});
export type AdminCoupon = z.infer<typeof ZAdminCoupon>;

export const adminCoupons = defineContract({
  method: 'GET',
  path: '/web/admin/coupons',
  authz: adminOnly,
  summary: '（管理员）优惠券定义，新→旧，可按领取对象和启用状态筛选，含领取张数',
  auth: true,
  query: z.object({
    ...zPaging,
    audience: z
      .string()
      .refine((v) => CouponAudience.has(v), MSG.couponAudienceInvalid)
      .optional()
      .describe('领取对象'),
    enabled: z
      .enum(['0', '1'], { error: MSG.couponEnabledFilterInvalid })
      .optional()
      .describe('1 启用中，0 已停用'),
  }),
  response: zPage(ZAdminCoupon),
});

const zFen = (max: number, message: string, min: number) =>
  zDbInt(message, { min, max, coerce: false });
const zClaimTime = zDbInt(MSG.couponClaimTimeInvalid, { min: 0, coerce: false }).nullable();

const zCouponFields = {
  coupon_name: zText(MSG.couponNameRequired, COUPON_NAME_MAX, MSG.couponNameTooLong),
  discount_fee: zFen(COUPON_DISCOUNT_MAX_FEN, MSG.couponDiscountInvalid, 1).describe(
    '优惠金额（分）',
  ),
  min_fee: zFen(COUPON_MIN_FEE_MAX_FEN, MSG.couponMinFeeInvalid, 0).describe(
    '使用门槛（分），0 为无门槛',
  ),
  valid_days: zDbInt(MSG.couponValidDaysInvalid, {
    max: COUPON_VALID_DAYS_MAX,
    coerce: false,
  }).describe('领取后有效天数'),
  audience: z
    .string({ error: MSG.couponAudienceInvalid })
    .refine((v) => CouponAudience.has(v), MSG.couponAudienceInvalid)
    .describe('new_user 新用户专享，all 所有用户'),
  description: zOptionalText(COUPON_DESCRIPTION_MAX, MSG.couponDescriptionTooLong),
  enabled: z.boolean(),
  claim_start: zClaimTime.describe('领取开始时间（秒）；null 不限'),
  claim_end: zClaimTime.describe('领取结束时间（秒，不含）；null 不限'),
};

/** Threshold 0 or at least the discount; the window's end after its start. */
function checkCoupon(
  c: {
    discount_fee?: number;
    min_fee?: number;
    claim_start?: number | null;
    claim_end?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (c.min_fee && c.discount_fee && c.min_fee < c.discount_fee)
    ctx.addIssue({ code: 'custom', path: ['min_fee'], message: MSG.couponMinFeeBelowDiscount });
  if (c.claim_start != null && c.claim_end != null && c.claim_end <= c.claim_start)
    ctx.addIssue({ code: 'custom', path: ['claim_end'], message: MSG.couponClaimWindowInvalid });
}

export const adminCouponCreate = defineContract({
  method: 'POST',
  path: '/web/admin/coupons',
  authz: adminOnly,
  summary: '（管理员）新建优惠券（金额和门槛以分为单位）',
  auth: true,
  body: z
    .object({
      ...zCouponFields,
      min_fee: zCouponFields.min_fee.default(0),
      description: zCouponFields.description.default(''),
      enabled: zCouponFields.enabled.default(true),
      claim_start: zCouponFields.claim_start.default(null),
      claim_end: zCouponFields.claim_end.default(null),
    })
    .superRefine(checkCoupon),
  response: ZAdminCoupon,
});

export const adminCouponUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/coupons/:id',
  authz: adminOnly,
  summary: '（管理员）修改优惠券，只传要改的字段；已有人领取后金额、门槛、有效天数不可改（409）',
  auth: true,
  params: ZIdParams,
  body: z
    .object({
      coupon_name: zCouponFields.coupon_name.optional(),
      discount_fee: zCouponFields.discount_fee.optional(),
      min_fee: zCouponFields.min_fee.optional(),
      valid_days: zCouponFields.valid_days.optional(),
      audience: zCouponFields.audience.optional(),
      description: zCouponFields.description.optional(),
      enabled: zCouponFields.enabled.optional(),
      claim_start: zCouponFields.claim_start.optional(),
      claim_end: zCouponFields.claim_end.optional(),
    })
    .superRefine(checkCoupon),
  response: ZAdminCoupon,
});

export const adminCouponIssue = defineContract({
  method: 'POST',
  path: '/web/admin/coupons/:id/issue',
  authz: adminOnly,
  summary:
    '（管理员）把优惠券发给指定用户（用户 id 或手机号，合计最多 200 人）；每人每券一张，已有的不重复发；新得到的人收到系统消息',
  auth: true,
  params: ZIdParams,
  body: z
    .object({
      user_ids: z
        .array(zUserId, { error: MSG.userIdInvalid })
        .max(COUPON_ISSUE_MAX, MSG.couponIssueTooMany)
        .default([]),
      phones: z
        .array(zPhone, { error: MSG.phoneInvalid })
        .max(COUPON_ISSUE_MAX, MSG.couponIssueTooMany)
        .default([]),
    })
    .superRefine((b, ctx) => {
      const n = b.user_ids.length + b.phones.length;
      if (n === 0) ctx.addIssue({ code: 'custom', message: MSG.couponIssueTargetsRequired });
      else if (n > COUPON_ISSUE_MAX)
        ctx.addIssue({ code: 'custom', message: MSG.couponIssueTooMany });
    }),
  response: z.object({
    issued: int().describe('本次新发放的人数'),
    already: int().describe('之前已持有、未重复发放的人数'),
    not_found: z.array(z.string()).describe('找不到的用户 id 或手机号'),
  }),
});

export const ZCouponClaim = z.object({
  id: int(),
  user_id: int(),
  nickname: z.string(),
  code: z.string(),
  status: int().describe('CouponStatus'),
  status_text: z.string(),
  issued_by: z
    .object({ id: int(), nickname: z.string() })
    .nullable()
    .describe('发放的管理员；用户自己领取为 null'),
  claim_time: zUnixSeconds,
  expire_time: zUnixSeconds,
});
export type CouponClaim = z.infer<typeof ZCouponClaim>;

export const adminCouponClaims = defineContract({
  method: 'GET',
  path: '/web/admin/coupons/:id/claims',
  authz: adminOnly,
  summary: '（管理员）某张优惠券及其领取记录，新→旧',
  auth: true,
  params: ZIdParams,
  query: z.object(zPaging),
  response: zPage(ZCouponClaim).extend({ coupon: ZAdminCoupon }),
});

// ---- privilege codes ----

export const ZAdminCode = ZCodeRow.extend({
  holder: z
    .object({ id: int(), nickname: z.string() })
    .nullable()
    .describe('持有人；码池中的为 null'),
  create_time: zUnixSeconds,
});
export type AdminCode = z.infer<typeof ZAdminCode>;

const zCodeFilters = {
  status: z.coerce
    .number({ error: MSG.codeStatusFilterInvalid })
    .int(MSG.codeStatusFilterInvalid)
    .refine((v) => CodeStatus.has(v), MSG.codeStatusFilterInvalid)
    .optional()
    .describe('CodeStatus（过期按到期时间判断）'),
  type: z.coerce
    .number({ error: MSG.codeTypeInvalid })
    .int(MSG.codeTypeInvalid)
    .refine((v) => CodeType.has(v), MSG.codeTypeInvalid)
    .optional()
    .describe('CodeType'),
  code: z.string().trim().max(20, MSG.codeSearchTooLong).optional().describe('兑换码（前缀匹配）'),
};

export const adminCodes = defineContract({
  method: 'GET',
  path: '/web/admin/prerogative/codes',
  authz: adminOnly,
  summary: '（管理员）兑换码列表，新→旧，可按状态、类型、码前缀筛选；兑换中即待审核队列',
  auth: true,
  query: z.object({ ...zPaging, ...zCodeFilters }),
  response: zPage(ZAdminCode),
});

/**
 * The CSV travels inside the JSON envelope (not as a text/csv answer): the console calls
 * with its token header, which a plain download link cannot send, and every answer of the
 * API stays an envelope the authorization matrix and the fuzzer can read. The client saves
 * `csv` as a file; it starts with a UTF-8 BOM so Excel reads the Chinese.
 */
export const adminCodesExport = defineContract({
  method: 'GET',
  path: '/web/admin/prerogative/codes/export',
  authz: adminOnly,
  summary:
    '（管理员）按当前筛选导出兑换码 CSV（UTF-8 带 BOM，最多 10000 行，truncated 表示还有更多）；记入操作日志',
  auth: true,
  query: z.object(zCodeFilters),
  response: z.object({
    filename: z.string(),
    csv: z.string().describe('CSV 文本'),
    rows: int(),
    truncated: z.boolean(),
  }),
});
