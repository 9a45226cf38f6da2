import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZActivityCard, ZActivityDetail } from './activity';
import { ZItemCard, ZTag } from './forum';
import { ZProductCard } from './product';
import { ACTIVE_ITEM_PAGE_SIZE, CAMPAIGN_LIMITS } from '../constants/campaign';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * The activity's rules page, item (帖子) activities, activities linked to products and the
 * 618 campaign (docs/activities.md, docs/products.md, docs/p618.md).
 */

const int = () => z.number().int();
const zActiveQuery = z.object({ active_id: zDbInt(MSG.idInvalid).describe('活动 id') });
const admin = policy.staff('admin', MSG.adminOnly);

/** A prize line of the rules page: a lottery prize, or a contest award tier. */
export const ZRulesPrize = z.object({
  name: z.string().describe('奖品名或奖项名（一等奖…）'),
  image: z.string(),
  count: int().describe('数量或名额'),
});
export type RulesPrize = z.infer<typeof ZRulesPrize>;

export const ZActivityRules = ZActivityDetail.extend({
  prizes: z.array(ZRulesPrize).describe('抽奖奖品或大赛奖项；没有则为空'),
  preview: z.boolean().describe('草稿（只有管理人员看得到）时为 true'),
  item_tag: ZTag.nullable().describe('帖子活动的参与标签'),
});
export type ActivityRules = z.infer<typeof ZActivityRules>;

export const activeRules = defineContract({
  method: 'GET',
  path: '/web/active/rules',
  authz: policy.public,
  summary: '活动规则页：阶段、规则、奖品；草稿只有管理人员可预览',
  query: zActiveQuery,
  response: ZActivityRules,
});

export const ZActiveItemPage = zPage(ZItemCard).extend({
  tag: ZTag.nullable().describe('参与标签；未设置时为 null，列表为空'),
  window: z
    .object({ start_time: zUnixSeconds, end_time: zUnixSeconds })
    .nullable()
    .describe('计入参与的发帖时间段（最早阶段开始到最晚阶段结束）'),
});
export type ActiveItemPage = z.infer<typeof ZActiveItemPage>;

export const activeItem = defineContract({
  method: 'GET',
  path: '/web/active/item',
  authz: policy.public,
  summary: '帖子活动的参与帖子：活动时间内发布、带活动标签的帖子，最新在前',
  query: zActiveQuery.extend({
    page: zPageNumber,
    page_size: zPageSize(ACTIVE_ITEM_PAGE_SIZE),
  }),
  response: ZActiveItemPage,
});

export const productActivities = defineContract({
  method: 'GET',
  path: '/web/product/activities',
  authz: policy.public,
  summary: '产品落地页的相关活动：已发布、关联了该产品的活动',
  query: z.object({
    slug: z
      .string({ error: MSG.productSlugInvalid })
      .trim()
      .regex(/^[a-z][a-z0-9]{1,29}$/, MSG.productSlugInvalid)
      .describe('落地页标识'),
  }),
  response: z.array(ZActivityCard),
});

export const ZP618 = z.object({
  configured: z.boolean().describe('管理员是否已设置 618 活动'),
  title: z.string(),
  banner: z.string(),
  start_time: zUnixSeconds.nullable(),
  end_time: zUnixSeconds.nullable(),
  activities: z.array(ZActivityCard).describe('所选活动中已发布的'),
  products: z.array(ZProductCard).describe('所选产品中公开的'),
});
export type P618 = z.infer<typeof ZP618>;

export const p618Info = defineContract({
  method: 'GET',
  path: '/web/p618/info',
  authz: policy.public,
  summary: '618 年中创客节：标题、横幅、时间、所选活动与产品',
  response: ZP618,
});

/* ——— console ——— */

const zIdList = (max: number, tooMany: string, invalid: string) =>
  z
    .array(zDbInt(invalid, { coerce: false }), { error: invalid })
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, invalid)
    .default([]);

export const ZActivityLinks = z.object({
  product_ids: z.array(int()),
  item_tag_id: int().nullable(),
});
export type ActivityLinks = z.infer<typeof ZActivityLinks>;

export const adminActivityLinks = defineContract({
  method: 'GET',
  path: '/web/admin/activity/links/:id',
  authz: admin,
  summary: '活动的关联：产品（落地页相关活动）与帖子活动的参与标签',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('活动 id') }),
  response: ZActivityLinks,
});

export const ZActivityLinksInput = z.object({
  product_ids: zIdList(
    CAMPAIGN_LIMITS.activityProducts,
    MSG.activityProductsTooMany,
    MSG.activityProductInvalid,
  ),
  item_tag_id: zDbInt(MSG.activityTagInvalid, { coerce: false }).nullable().default(null),
});

export const adminActivityLinksSave = defineContract({
  method: 'POST',
  path: '/web/admin/activity/links/:id',
  authz: admin,
  summary: '保存活动关联（整体替换）',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('活动 id') }),
  body: ZActivityLinksInput,
  response: ZActivityLinks,
});

export const ZAdminP618 = z.object({
  configured: z.boolean(),
  title: z.string(),
  banner: z.string(),
  start_time: zUnixSeconds.nullable(),
  end_time: zUnixSeconds.nullable(),
  active_ids: z.array(int()),
  product_ids: z.array(int()),
  update_time: zUnixSeconds.nullable(),
});
export type AdminP618 = z.infer<typeof ZAdminP618>;

const zTime = zDbInt(MSG.p618TimeInvalid, { min: 1, coerce: false });

export const ZP618Input = z.object({
  title: z
    .string({ error: MSG.p618TitleRequired })
    .trim()
    .min(1, MSG.p618TitleRequired)
    .max(CAMPAIGN_LIMITS.p618Title, MSG.p618TitleTooLong),
  banner: z
    .string()
    .trim()
    .max(SITE_LIMITS.url, MSG.siteImageInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid)
    .default('')
    .describe('横幅（/web/common/image 上传所得路径），可空'),
  start_time: zTime.describe('开始时间（Unix 秒）'),
  end_time: zTime.describe('结束时间（Unix 秒）'),
  active_ids: zIdList(
    CAMPAIGN_LIMITS.p618Activities,
    MSG.p618ActivitiesTooMany,
    MSG.p618ActivityInvalid,
  ),
  product_ids: zIdList(
    CAMPAIGN_LIMITS.p618Products,
    MSG.p618ProductsTooMany,
    MSG.p618ProductInvalid,
  ),
});
export type P618Input = z.input<typeof ZP618Input>;

export const adminP618 = defineContract({
  method: 'GET',
  path: '/web/admin/p618',
  authz: admin,
  summary: '618 活动设置',
  auth: true,
  response: ZAdminP618,
});

export const adminP618Save = defineContract({
  method: 'POST',
  path: '/web/admin/p618/save',
  authz: admin,
  summary: '保存 618 活动设置（活动与产品整体替换）',
  auth: true,
  body: ZP618Input,
  response: ZAdminP618,
});
