import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZComment } from './interaction';
import { COMMENT_PAGE_SIZE, SPEC_LIMITS } from '../constants';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * The creator's specs (研究室 · 规格书), SPEC §7 "Creator" (docs/creator.md): a creative
 * master (x_up) writes, prices, cancels and deletes their own specs; anyone reads a published
 * one. SPEC lists these calls as POST with a JSON body, reads included.
 */

const int = () => z.number().int();
export const zSpecId = zDbInt(MSG.idInvalid).describe('规格书 id');
const zIdBody = z.object({ id: zSpecId });

/** What the creator writes, on create and on edit. */
const zSpecFields = {
  title: z
    .string({ error: MSG.specTitleRequired })
    .trim()
    .min(1, MSG.specTitleRequired)
    .max(SPEC_LIMITS.title, MSG.specTitleTooLong),
  cover: z
    .string({ error: MSG.specCoverInvalid })
    .trim()
    .max(SITE_LIMITS.url, MSG.specCoverInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.specCoverInvalid)
    .default('')
    .describe('封面（/web/common/image 上传所得路径），可空'),
  summary: z
    .string({ error: MSG.specSummaryTooLong })
    .trim()
    .max(SPEC_LIMITS.summary, MSG.specSummaryTooLong)
    .default('')
    .describe('摘要；空时取正文开头 120 字'),
  content: z
    .string({ error: MSG.specContentRequired })
    .trim()
    .min(1, MSG.specContentRequired)
    .max(SPEC_LIMITS.content, MSG.specContentTooLong)
    .describe('HTML，保存前净化（帖子白名单）'),
  publish: z
    .union([z.literal(0), z.literal(1)], { error: MSG.specPublishInvalid })
    .describe('0 存草稿，1 公开征集'),
};

export const ZSpecInput = z.object(zSpecFields);
export type SpecInput = z.input<typeof ZSpecInput>;

/** A person as the laboratory shows them, with the creative-master flag for the badge. */
export const ZCreatorUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  x_up: int().describe('1 创作达人'),
});
export type CreatorUser = z.infer<typeof ZCreatorUser>;

export const ZSpecDetail = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  content: z.string().describe('净化后的 HTML'),
  price: int().describe('价格（分），0 为未定价'),
  status: int().describe('0 草稿，1 公开征集，2 已取消，3 已被管理员下架'),
  remove_reason: z
    .string()
    .describe('管理员下架的原因（只有创作者看得到下架的规格书）；未下架为空'),
  creator: ZCreatorUser,
  challenge_tags: z.array(z.string()).describe('挑战可选的标签（创作者设置）'),
  thumb_count: int(),
  comment_count: int(),
  collect_count: int(),
  is_thumb: int().describe('当前用户已点赞 1（访客 0）'),
  is_collect: int().describe('规格书不可收藏（SPEC §9 无收藏类型），恒为 0'),
  is_mine: int().describe('1 当前用户是创作者（可编辑、定价、取消、删除）'),
  create_time: zUnixSeconds,
  update_time: zUnixSeconds,
});
export type SpecDetail = z.infer<typeof ZSpecDetail>;

export const creatorCreate = defineContract({
  method: 'POST',
  path: '/web/creator/create',
  authz: policy.creator(MSG.creatorOnly),
  summary: '创作达人发布规格书（publish 0 存草稿，1 公开征集）',
  auth: true,
  body: ZSpecInput,
  response: ZSpecDetail,
});

export const creatorEditor = defineContract({
  method: 'POST',
  path: '/web/creator/editor',
  authz: policy.owner('spec', 'body.id', 404),
  summary: '编辑自己的规格书（草稿可发布；已取消的不能编辑）',
  auth: true,
  body: ZSpecInput.extend({ id: zSpecId }),
  response: ZSpecDetail,
});

export const creatorCancel = defineContract({
  method: 'POST',
  path: '/web/creator/cancel',
  authz: policy.owner('spec', 'body.id', 404),
  summary: '取消自己公开征集中的规格书',
  auth: true,
  body: zIdBody,
  response: ZSpecDetail,
});

export const creatorDelete = defineContract({
  method: 'POST',
  path: '/web/creator/delete',
  authz: policy.owner('specDraft', 'body.id', 404),
  summary: '删除自己的规格书（仅草稿或已取消、且没有评论的）',
  auth: true,
  body: zIdBody,
  response: z.null(),
});

export const creatorSetPrice = defineContract({
  method: 'POST',
  path: '/web/creator/set_price',
  authz: policy.owner('spec', 'body.id', 404),
  summary: '为自己的规格书定价（分；0 为未定价）',
  auth: true,
  body: z.object({
    id: zSpecId,
    price: z
      .number({ error: MSG.specPriceInvalid })
      .int(MSG.specPriceInvalid)
      .min(0, MSG.specPriceInvalid)
      .max(SPEC_LIMITS.priceMax, MSG.specPriceInvalid)
      .describe('价格（分），0 为未定价，至多 100000000'),
  }),
  response: ZSpecDetail,
});

export const creatorSpecsInfo = defineContract({
  method: 'POST',
  path: '/web/creator/specs_info',
  authz: policy.public,
  summary: '规格书详情；草稿和已取消的只有创作者本人可见，其他人为 404 规格书不存在',
  body: zIdBody,
  response: ZSpecDetail,
});

export const creatorSpecComments = defineContract({
  method: 'GET',
  path: '/web/creator/specs/comment/:id',
  authz: policy.public,
  summary: '规格书的评论（等同 /web/common/comment?type=8）',
  params: z.object({ id: zSpecId }),
  query: z.object({ page: zPageNumber, page_size: zPageSize(COMMENT_PAGE_SIZE) }),
  response: zPage(ZComment),
});
