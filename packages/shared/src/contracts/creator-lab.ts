import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZCreatorUser, zSpecId } from './creator';
import { CREATOR_LIMITS, CREATOR_PAGE_SIZE } from '../constants/creator';
import { MSG } from '../messages';

/*
 * The laboratory (实验室, docs/creator.md): the public lists of specs, a creator's profile and
 * supports (支持). my_project/list and support/list are Xinke's extensions for the creator's
 * own pages; the rest are SPEC §7 "Creator".
 */

const int = () => z.number().int();
const zPaging = { page: zPageNumber, page_size: zPageSize(CREATOR_PAGE_SIZE) };

/** A spec in a list: no body, with the counts of what it gathered. */
export const ZSpecCard = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  price: int().describe('价格（分），0 为未定价'),
  status: int().describe('0 草稿，1 公开征集，2 已取消，3 已被管理员下架'),
  remove_reason: z.string().describe('管理员下架的原因；未下架为空'),
  creator: ZCreatorUser,
  thumb_count: int(),
  comment_count: int(),
  challenge_count: int().describe('已通过的挑战数'),
  design_count: int().describe('已通过的设计稿数'),
  supporter_count: int().describe('已支付的支持者数'),
  create_time: zUnixSeconds,
});
export type SpecCard = z.infer<typeof ZSpecCard>;

export const ZCreatorProfile = ZCreatorUser.extend({
  intro: z.string().describe('个人简介'),
  spec_count: int().describe('公开征集中的规格书数'),
  challenge_count: int().describe('其规格书上已通过的挑战数'),
  design_count: int().describe('其规格书上已通过的设计稿数'),
  supporter_count: int().describe('其规格书的支持者数（已支付）'),
});
export type CreatorProfile = z.infer<typeof ZCreatorProfile>;

export const ZSupport = z.object({
  id: int(),
  spec: z.object({ id: int(), title: z.string() }),
  user: ZCreatorUser,
  amount: int().describe('金额（分）'),
  status: int().describe('0 待支付，1 已支付'),
  create_time: zUnixSeconds,
  paid_time: zUnixSeconds.nullable(),
});
export type Support = z.infer<typeof ZSupport>;

/** specs/support's answer: the support, and for an unpaid one the order the cashier takes. */
export const ZSupportStarted = ZSupport.extend({
  order_id: int().nullable().describe('待支付时去收银台支付的订单 id；已支付为 null'),
});
export type SupportStarted = z.infer<typeof ZSupportStarted>;

export const SpecListSort = ['new', 'hot'] as const;

export const creatorProjectList = defineContract({
  method: 'GET',
  path: '/web/creator/project/list',
  authz: policy.public,
  summary: '实验室：公开征集中的规格书（分页；按标题搜索、按创作者筛选、最新或最热）',
  query: z.object({
    ...zPaging,
    keyword: z
      .string({ error: MSG.specTitleTooLong })
      .trim()
      .max(CREATOR_LIMITS.challengeTitle, MSG.specTitleTooLong)
      .default(''),
    creator_id: zDbInt(MSG.idInvalid, { min: 0 }).default(0).describe('创作者 id，0 为全部'),
    sort: z.enum(SpecListSort, { error: '排序应为 new 或 hot' }).default('new'),
  }),
  response: zPage(ZSpecCard),
});

export const creatorIndex = defineContract({
  method: 'GET',
  path: '/web/creator/index',
  authz: policy.public,
  summary: '实验室首页：最新、最热规格书和创作达人',
  response: z.object({
    latest: z.array(ZSpecCard),
    hot: z.array(ZSpecCard),
    creators: z.array(ZCreatorProfile),
  }),
});

export const creatorOtherList = defineContract({
  method: 'GET',
  path: '/web/creator/other/list',
  authz: policy.public,
  summary: '同一创作者的其他公开规格书',
  query: z.object({ id: zSpecId }),
  response: z.array(ZSpecCard),
});

export const creatorMyProjectList = defineContract({
  method: 'GET',
  path: '/web/creator/my_project/list',
  authz: policy.member,
  summary: '我的规格书（全部状态；Xinke 扩展）',
  auth: true,
  query: z.object(zPaging),
  response: zPage(ZSpecCard),
});

export const creatorInfo = defineContract({
  method: 'POST',
  path: '/web/creator/creator_info',
  authz: policy.public,
  summary: '创作者主页资料与统计',
  body: z.object({ id: zDbInt(MSG.idInvalid).describe('用户 id') }),
  response: ZCreatorProfile,
});

export const creatorSpecSupport = defineContract({
  method: 'POST',
  path: '/web/creator/specs/support',
  authz: policy.unlessBlocked('spec', 'body.id'),
  summary: '支持规格书：免费的直接记为已支持；定价的生成待支付记录（支付后记为已支付）',
  auth: true,
  body: z.object({ id: zSpecId }),
  response: ZSupportStarted,
});

export const creatorVotesList = defineContract({
  method: 'GET',
  path: '/web/creator/votes/list',
  authz: policy.public,
  summary: '规格书的支持者（已支付，分页）',
  query: z.object({ id: zSpecId, ...zPaging }),
  response: zPage(ZSupport),
});

export const creatorSupportList = defineContract({
  method: 'GET',
  path: '/web/creator/support/list',
  authz: policy.member,
  summary: '我的规格书收到的支持（含待支付；Xinke 扩展）',
  auth: true,
  query: z.object(zPaging),
  response: zPage(ZSupport),
});
