import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZCreatorUser, zSpecId } from './creator';
import { CREATOR_LIMITS, CREATOR_PAGE_SIZE } from '../constants/creator';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * What members bring to a spec (docs/creator.md): challenges (挑战) and designs (设计稿),
 * reviewed by the spec's creator. SPEC §7 "Creator" lists these calls; the review list of
 * designs (design/list) is Xinke's extension, as challenge/list is SPEC's for challenges.
 */

const int = () => z.number().int();
const zEntryId = (what: string) => zDbInt(MSG.idInvalid).describe(what);
const zChallengeId = zEntryId('挑战 id');
const zDesignId = zEntryId('设计稿 id');

/** A challenge's tags, or the tags a spec offers: distinct, short, few. */
export const zChallengeTags = z
  .array(
    z
      .string({ error: MSG.challengeTagsInvalid })
      .trim()
      .min(1, MSG.challengeTagsInvalid)
      .max(CREATOR_LIMITS.challengeTag, MSG.challengeTagsInvalid),
    { error: MSG.challengeTagsInvalid },
  )
  .max(CREATOR_LIMITS.challengeTags, MSG.challengeTagsInvalid)
  .refine((tags) => new Set(tags).size === tags.length, MSG.challengeTagsInvalid)
  .default([])
  .describe('标签（最多 8 个，每个至多 10 字）');

const zReason = z
  .string({ error: MSG.reviewReasonRequired })
  .trim()
  .min(1, MSG.reviewReasonRequired)
  .max(CREATOR_LIMITS.reason, MSG.reviewReasonTooLong)
  .describe('驳回原因（告知提交者）');

/** The spec a challenge or design belongs to, as lists show it. */
const ZEntrySpec = z.object({ id: int(), title: z.string() });

export const ZChallenge = z.object({
  id: int(),
  spec: ZEntrySpec,
  user: ZCreatorUser,
  title: z.string(),
  content: z.string().describe('纯文本'),
  tags: z.array(z.string()),
  status: int().describe('0 待审核，1 已通过，2 已驳回，3 已撤回，4 已被管理员下架'),
  reason: z.string().describe('驳回原因'),
  remove_reason: z.string().describe('管理员下架的原因；未下架为空'),
  removed_from: int()
    .nullable()
    .describe('被管理员下架前的状态（判断提交者能否删除）；未下架为 null'),
  create_time: zUnixSeconds,
});
export type Challenge = z.infer<typeof ZChallenge>;

export const ZDesign = z.object({
  id: int(),
  spec: ZEntrySpec,
  challenge_id: int().describe('针对的挑战 id，0 为针对规格书本身'),
  user: ZCreatorUser,
  description: z.string(),
  images: z.array(z.string()),
  status: int().describe('0 待审核，1 已通过，2 已驳回，4 已被管理员下架'),
  reason: z.string(),
  remove_reason: z.string().describe('管理员下架的原因；未下架为空'),
  create_time: zUnixSeconds,
});
export type Design = z.infer<typeof ZDesign>;

const zPaging = { page: zPageNumber, page_size: zPageSize(CREATOR_PAGE_SIZE) };
const zStatusFilter = z.coerce
  .number({ error: MSG.idInvalid })
  .int(MSG.idInvalid)
  .min(-1, MSG.idInvalid)
  .max(3, MSG.idInvalid)
  .default(0)
  .describe('状态筛选：-1 全部，0 待审核（默认），1 已通过，2 已驳回，3 已撤回');

export const creatorChallengeCreate = defineContract({
  method: 'POST',
  path: '/web/creator/challenge/create',
  authz: policy.unlessBlocked('spec', 'body.spec_id'),
  summary: '会员对公开征集中的规格书提交挑战（标签须取自规格书的挑战标签）',
  auth: true,
  body: z.object({
    spec_id: zSpecId,
    title: z
      .string({ error: MSG.challengeTitleRequired })
      .trim()
      .min(1, MSG.challengeTitleRequired)
      .max(CREATOR_LIMITS.challengeTitle, MSG.challengeTitleTooLong),
    content: z
      .string({ error: MSG.challengeContentRequired })
      .trim()
      .min(1, MSG.challengeContentRequired)
      .max(CREATOR_LIMITS.challengeContent, MSG.challengeContentTooLong),
    tags: zChallengeTags,
  }),
  response: ZChallenge,
});

export const creatorChallengeAudit = defineContract({
  method: 'POST',
  path: '/web/creator/challenge/audit',
  authz: policy.owner('specChallenge', 'body.id', 404),
  summary: '规格书创作者通过一条待审核的挑战（通知提交者）',
  auth: true,
  body: z.object({ id: zChallengeId }),
  response: ZChallenge,
});

export const creatorChallengeReject = defineContract({
  method: 'POST',
  path: '/web/creator/challenge/reject',
  authz: policy.owner('specChallenge', 'body.id', 404),
  summary: '规格书创作者驳回一条待审核的挑战，附原因（通知提交者）',
  auth: true,
  body: z.object({ id: zChallengeId, reason: zReason }),
  response: ZChallenge,
});

export const creatorChallengeDelete = defineContract({
  method: 'POST',
  path: '/web/creator/challenge/delete',
  authz: policy.owner('specChallenge', 'body.id', 404),
  summary: '规格书创作者删除自己规格书上的一条挑战',
  auth: true,
  body: z.object({ id: zChallengeId }),
  response: z.null(),
});

export const creatorMyChallengeCancel = defineContract({
  method: 'POST',
  path: '/web/creator/my_challenge/cancel',
  authz: policy.owner('challenge', 'body.id', 404),
  summary: '提交者撤回自己待审核的挑战',
  auth: true,
  body: z.object({ id: zChallengeId }),
  response: ZChallenge,
});

export const creatorMyChallengeDelete = defineContract({
  method: 'POST',
  path: '/web/creator/my_challenge/delete',
  authz: policy.owner('challenge', 'body.id', 404),
  summary: '提交者删除自己未通过的挑战（待审核、已驳回、已撤回）',
  auth: true,
  body: z.object({ id: zChallengeId }),
  response: z.null(),
});

export const creatorSpecChallengeTag = defineContract({
  method: 'POST',
  path: '/web/creator/specs/challenge/tag',
  authz: policy.owner('spec', 'body.id', 404),
  summary: '创作者设置规格书的挑战标签（覆盖原有标签）',
  auth: true,
  body: z.object({ id: zSpecId, tags: zChallengeTags }),
  response: z.object({ tags: z.array(z.string()) }),
});

export const creatorSpecTags = defineContract({
  method: 'GET',
  path: '/web/creator/specs/tag/:id',
  authz: policy.public,
  summary: '规格书的挑战标签（公开征集的，或自己的）',
  params: z.object({ id: zSpecId }),
  response: z.object({ tags: z.array(z.string()) }),
});

export const creatorChallengeGetSpecs = defineContract({
  method: 'POST',
  path: '/web/creator/challenge/get_specs',
  authz: policy.member,
  summary: '可以提交挑战或设计稿的规格书（公开征集中，不含自己的），按标题搜索',
  auth: true,
  body: z.object({
    keyword: z
      .string({ error: MSG.specTitleTooLong })
      .trim()
      .max(CREATOR_LIMITS.challengeTitle, MSG.specTitleTooLong)
      .default(''),
  }),
  response: z.array(z.object({ id: int(), title: z.string(), tags: z.array(z.string()) })),
});

export const creatorSpecChallenges = defineContract({
  method: 'GET',
  path: '/web/creator/specs/challenge',
  authz: policy.public,
  summary: '规格书已通过的挑战（分页）',
  query: z.object({ id: zSpecId, ...zPaging }),
  response: zPage(ZChallenge),
});

export const creatorChallengeList = defineContract({
  method: 'GET',
  path: '/web/creator/challenge/list',
  authz: policy.member,
  summary: '我的规格书收到的挑战（默认待审核）',
  auth: true,
  query: z.object({ status: zStatusFilter, ...zPaging }),
  response: zPage(ZChallenge),
});

export const creatorMyChallengeList = defineContract({
  method: 'GET',
  path: '/web/creator/my_challenge/list',
  authz: policy.member,
  summary: '我提交的挑战（全部状态）',
  auth: true,
  query: z.object(zPaging),
  response: zPage(ZChallenge),
});

const zImages = z
  .array(
    z
      .string({ error: MSG.designImagesInvalid })
      .max(SITE_LIMITS.url, MSG.designImagesInvalid)
      .refine(isOwnUploadPath, MSG.designImagesInvalid)
      .meta({ examples: ['/uploads/images/example.webp'] }),
    { error: MSG.designImagesRequired },
  )
  .min(1, MSG.designImagesRequired)
  .max(CREATOR_LIMITS.designImages, MSG.designImagesInvalid)
  .describe('图片（/web/common/image 上传所得路径），1 到 9 张');

export const creatorUploadDesign = defineContract({
  method: 'POST',
  path: '/web/creator/upload/design',
  authz: policy.unlessBlocked('spec', 'body.spec_id'),
  summary: '会员为公开征集中的规格书（或其已通过的挑战）上传设计稿',
  auth: true,
  body: z.object({
    spec_id: zSpecId,
    challenge_id: zDbInt(MSG.designChallengeInvalid, { min: 0 })
      .default(0)
      .describe('针对的挑战 id（须是该规格书已通过的挑战），0 为规格书本身'),
    description: z
      .string({ error: MSG.designDescriptionRequired })
      .trim()
      .min(1, MSG.designDescriptionRequired)
      .max(CREATOR_LIMITS.designDescription, MSG.designDescriptionTooLong),
    images: zImages,
  }),
  response: ZDesign,
});

export const creatorDesignAudit = defineContract({
  method: 'POST',
  path: '/web/creator/design/audit',
  authz: policy.owner('specDesign', 'body.id', 404),
  summary: '规格书创作者通过一份待审核的设计稿（通知上传者）',
  auth: true,
  body: z.object({ id: zDesignId }),
  response: ZDesign,
});

export const creatorDesignReject = defineContract({
  method: 'POST',
  path: '/web/creator/design/reject',
  authz: policy.owner('specDesign', 'body.id', 404),
  summary: '规格书创作者驳回一份待审核的设计稿，附原因（通知上传者）',
  auth: true,
  body: z.object({ id: zDesignId, reason: zReason }),
  response: ZDesign,
});

export const creatorDesignDelete = defineContract({
  method: 'POST',
  path: '/web/creator/design/delete',
  authz: policy.owner('specDesign', 'body.id', 404),
  summary: '规格书创作者删除自己规格书上的一份设计稿',
  auth: true,
  body: z.object({ id: zDesignId }),
  response: z.null(),
});

export const creatorDesignImages = defineContract({
  method: 'GET',
  path: '/web/creator/design/image/list',
  authz: policy.public,
  summary: '规格书已通过的设计稿及其图片（分页）',
  query: z.object({ id: zSpecId, ...zPaging }),
  response: zPage(ZDesign),
});

export const creatorDesignList = defineContract({
  method: 'GET',
  path: '/web/creator/design/list',
  authz: policy.member,
  summary: '我的规格书收到的设计稿（默认待审核；Xinke 扩展）',
  auth: true,
  query: z.object({ status: zStatusFilter, ...zPaging }),
  response: zPage(ZDesign),
});

export const creatorMyDesignList = defineContract({
  method: 'GET',
  path: '/web/creator/my_design/list',
  authz: policy.member,
  summary: '我上传的设计稿（全部状态）',
  auth: true,
  query: z.object(zPaging),
  response: zPage(ZDesign),
});
