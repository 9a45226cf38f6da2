import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import {
  OPINION_LIMITS,
  OpinionStatus,
  OpinionType,
  SITE_PAGE_LIMITS,
  SitePageKey,
} from '../constants/opinion';
import { isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * 意见反馈 (SPEC §7 POST /web/opinion/commit, GET /web/opinion/list; docs/feedback.md):
 * members send feedback with up to four pictures, staff answer it in the console, the
 * member reads the answer on more/user-feedback and gets a system message.
 * Also the site pages admins write (关于我们 about / contact).
 */

const zType = z
  .number({ error: MSG.opinionTypeInvalid })
  .int(MSG.opinionTypeInvalid)
  .min(0, MSG.opinionTypeInvalid)
  .max(99, MSG.opinionTypeInvalid)
  .refine((v) => OpinionType.has(v), MSG.opinionTypeInvalid)
  .describe('反馈类型：1 功能建议，2 使用问题，3 内容与社区，4 账号与安全，5 其他');

const zStatus = z
  .number({ error: MSG.opinionStatusInvalid })
  .int(MSG.opinionStatusInvalid)
  .min(0, MSG.opinionStatusInvalid)
  .max(99, MSG.opinionStatusInvalid)
  .refine((v) => OpinionStatus.has(v), MSG.opinionStatusInvalid)
  .describe('0 待处理，1 已回复，2 已关闭');

export const ZOpinionCommit = z.object({
  type: zType,
  content: z
    .string({ error: MSG.opinionContentRequired })
    .trim()
    .min(1, MSG.opinionContentRequired)
    .min(OPINION_LIMITS.contentMin, MSG.opinionContentTooShort)
    .max(OPINION_LIMITS.contentMax, MSG.opinionContentTooLong),
  images: z
    .array(
      z
        .string({ error: MSG.opinionImageInvalid })
        .max(500, MSG.opinionImageInvalid)
        .refine(isOwnUploadPath, MSG.opinionImageInvalid),
      { error: MSG.opinionImageInvalid },
    )
    .max(OPINION_LIMITS.images, MSG.opinionImagesTooMany)
    .default([])
    .describe('截图：/web/common/image（fix=3 意见反馈）上传所得的地址，最多 4 张'),
  contact: z
    .string({ error: MSG.opinionContactTooLong })
    .trim()
    .max(OPINION_LIMITS.contactMax, MSG.opinionContactTooLong)
    .default('')
    .describe('联系方式（选填：微信、邮箱或手机号）'),
});
export type OpinionCommitInput = z.input<typeof ZOpinionCommit>;

export const ZOpinion = z.object({
  id: z.number().int(),
  type: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  status: z.number().int().describe('0 待处理，1 已回复，2 已关闭'),
  answer: z.string().describe('工作人员的回复；未回复为空串'),
  answer_time: zUnixSeconds.nullable(),
  create_time: zUnixSeconds,
});
export type Opinion = z.infer<typeof ZOpinion>;

export const opinionCommit = defineContract({
  method: 'POST',
  path: '/web/opinion/commit',
  authz: policy.member,
  summary: '提交意见反馈（最多 4 张本人上传的截图；待处理的最多 5 条）',
  auth: true,
  body: ZOpinionCommit,
  response: ZOpinion,
});

export const opinionList = defineContract({
  method: 'GET',
  path: '/web/opinion/list',
  authz: policy.member,
  summary: '我的意见反馈（新→旧），含工作人员的回复',
  auth: true,
  query: z.object({ page: zPageNumber }),
  response: zPage(ZOpinion),
});

// ---------------------------------------------------------------- console

const staff = policy.staff('moderator', MSG.staffOnly);

export const ZAdminOpinion = ZOpinion.extend({
  user: z.object({ id: z.number().int(), nickname: z.string(), image_url: z.string() }),
  answer_by: z.string().describe('回复人昵称；未回复为空串'),
});
export type AdminOpinion = z.infer<typeof ZAdminOpinion>;

export const adminOpinions = defineContract({
  method: 'GET',
  path: '/web/admin/opinions',
  authz: staff,
  summary: '意见反馈列表（可按状态、类型、内容筛选；新→旧）',
  auth: true,
  query: z.object({
    status: z.coerce.number().min(0).max(99).pipe(zStatus).optional(),
    type: z.coerce.number().min(0).max(99).pipe(zType).optional(),
    keyword: z
      .string()
      .trim()
      .max(OPINION_LIMITS.keywordMax, MSG.opinionKeywordTooLong)
      .optional()
      .describe('按反馈内容或联系方式搜索'),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminOpinion),
});

export const ZOpinionAnswer = z.object({
  status: zStatus,
  answer: z
    .string({ error: MSG.opinionAnswerRequired })
    .trim()
    .max(OPINION_LIMITS.answerMax, MSG.opinionAnswerTooLong)
    .default('')
    .describe('回复内容；状态为 已回复 时必填，关闭时可写关闭原因'),
});
export type OpinionAnswerInput = z.input<typeof ZOpinionAnswer>;

export const adminOpinionAnswer = defineContract({
  method: 'POST',
  path: '/web/admin/opinion/:id/answer',
  authz: staff,
  summary: '回复或关闭意见反馈；回复后用户收到系统消息；写入操作日志',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('反馈 id') }),
  body: ZOpinionAnswer,
  response: ZAdminOpinion,
});

// ---------------------------------------------------------------- site pages

const zPageKey = z
  .string({ error: MSG.sitePageInvalid })
  .refine((v) => SitePageKey.has(v), MSG.sitePageInvalid)
  .describe('about 关于我们，contact 联系我们');

export const ZSitePage = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string().describe('净化后的 HTML；未编辑为空串'),
  update_time: zUnixSeconds.nullable(),
});
export type SitePage = z.infer<typeof ZSitePage>;

export const sitePage = defineContract({
  method: 'GET',
  path: '/web/site/page/:key',
  authz: policy.public,
  summary: '关于我们页面（about / contact）的内容，由管理员在管理后台编写',
  params: z.object({ key: zPageKey }),
  response: ZSitePage,
});

export const adminSitePages = defineContract({
  method: 'GET',
  path: '/web/admin/site_pages',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '站点页面（关于我们、联系我们）',
  auth: true,
  response: z.array(ZSitePage),
});

export const adminSitePageUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/site_page/:key',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '修改站点页面；写入操作日志',
  auth: true,
  params: z.object({ key: zPageKey }),
  body: z.object({
    title: z
      .string({ error: MSG.sitePageTitleRequired })
      .trim()
      .min(1, MSG.sitePageTitleRequired)
      .max(SITE_PAGE_LIMITS.title, MSG.sitePageTitleTooLong),
    content: z
      .string({ error: MSG.sitePageContentRequired })
      .trim()
      .min(1, MSG.sitePageContentRequired)
      .max(SITE_PAGE_LIMITS.content, MSG.sitePageContentTooLong),
  }),
  response: ZSitePage,
});
