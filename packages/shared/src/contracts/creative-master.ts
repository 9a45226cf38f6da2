import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZCreatorUser } from './creator';
import { ZIdParams } from './interaction';
import { zAdminReason } from './admin-users';
import { CREATOR_LIMITS, CREATOR_PAGE_SIZE } from '../constants/creator';
import { isOwnUploadPath, isSiteLink } from '../constants/site';
import { MSG } from '../messages';

/*
 * Creative masters (创作达人, SPEC §2 creative-master and creative-master/apply, docs/creator.md):
 * a member applies with works and proof; staff review it in the console; approval sets
 * users.x_up. One pending application at a time.
 */

const int = () => z.number().int();

export const ZMasterApplicationInput = z
  .object({
    intro: z
      .string({ error: MSG.masterIntroRequired })
      .trim()
      .min(1, MSG.masterIntroRequired)
      .max(CREATOR_LIMITS.applicationIntro, MSG.masterIntroTooLong)
      .describe('自我介绍'),
    works: z
      .array(
        z
          .string({ error: MSG.masterWorksInvalid })
          .trim()
          .max(CREATOR_LIMITS.url, MSG.masterWorksInvalid)
          .refine((v) => /^https?:\/\//i.test(v) && isSiteLink(v), MSG.masterWorksInvalid)
          .meta({ examples: ['https://github.com/xinke/weather-station'] }),
        { error: MSG.masterWorksInvalid },
      )
      .max(CREATOR_LIMITS.applicationWorks, MSG.masterWorksInvalid)
      .default([])
      .describe('作品链接（http(s)，最多 5 个）'),
    images: z
      .array(
        z
          .string({ error: MSG.masterImagesInvalid })
          .max(CREATOR_LIMITS.url, MSG.masterImagesInvalid)
          .refine(isOwnUploadPath, MSG.masterImagesInvalid)
          .meta({ examples: ['/uploads/images/example.webp'] }),
        { error: MSG.masterImagesInvalid },
      )
      .max(CREATOR_LIMITS.applicationImages, MSG.masterImagesInvalid)
      .default([])
      .describe('作品图片（本站上传，最多 9 张）'),
    proof: z
      .string({ error: MSG.masterProofTooLong })
      .trim()
      .max(CREATOR_LIMITS.applicationProof, MSG.masterProofTooLong)
      .default('')
      .describe('证明材料：证书、GitHub 或博客地址等'),
    contact: z
      .string({ error: MSG.masterContactRequired })
      .trim()
      .min(1, MSG.masterContactRequired)
      .max(CREATOR_LIMITS.applicationContact, MSG.masterContactTooLong)
      .describe('联系方式（微信、邮箱或手机）'),
  })
  .refine((v) => v.works.length + v.images.length > 0, {
    message: MSG.masterWorksRequired,
    path: ['works'],
  });
export type MasterApplicationInput = z.input<typeof ZMasterApplicationInput>;

export const ZMasterApplication = z.object({
  id: int(),
  user: ZCreatorUser,
  intro: z.string(),
  works: z.array(z.string()),
  images: z.array(z.string()),
  proof: z.string(),
  contact: z.string().describe('仅申请人本人与管理员可见'),
  status: int().describe('0 审核中，1 已通过，2 未通过'),
  reason: z.string().describe('未通过的原因'),
  create_time: zUnixSeconds,
  review_time: zUnixSeconds.nullable(),
});
export type MasterApplication = z.infer<typeof ZMasterApplication>;

export const masterApply = defineContract({
  method: 'POST',
  path: '/web/creative_master/apply',
  authz: policy.member,
  summary: '申请成为创作达人（同一时间只能有一份审核中的申请）',
  auth: true,
  body: ZMasterApplicationInput,
  response: ZMasterApplication,
});

export const masterMine = defineContract({
  method: 'GET',
  path: '/web/creative_master/mine',
  authz: policy.member,
  summary: '我的创作达人身份与最近一份申请',
  auth: true,
  response: z.object({
    x_up: int().describe('1 已是创作达人'),
    application: ZMasterApplication.nullable(),
  }),
});

export const masterList = defineContract({
  method: 'GET',
  path: '/web/creative_master/list',
  authz: policy.public,
  summary: '创作达人及其公开的规格书（分页）',
  query: z.object({ page: zPageNumber, page_size: zPageSize(CREATOR_PAGE_SIZE) }),
  response: zPage(
    ZCreatorUser.extend({
      intro: z.string(),
      specs: z.array(z.object({ id: int(), title: z.string(), cover: z.string() })),
    }),
  ),
});

export const adminMasterApplications = defineContract({
  method: 'GET',
  path: '/web/admin/creative_master/list',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '创作达人申请（按状态筛选）',
  auth: true,
  query: z.object({
    status: z.coerce
      .number({ error: MSG.idInvalid })
      .int(MSG.idInvalid)
      .min(0, MSG.idInvalid)
      .max(2, MSG.idInvalid)
      .default(0)
      .describe('0 审核中，1 已通过，2 未通过'),
    page: zPageNumber,
    page_size: zPageSize(20),
  }),
  response: zPage(ZMasterApplication),
});

export const adminMasterApprove = defineContract({
  method: 'POST',
  path: '/web/admin/creative_master/:id/approve',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '通过创作达人申请：设为创作达人并通知申请人',
  auth: true,
  params: ZIdParams,
  response: ZMasterApplication,
});

export const adminMasterReject = defineContract({
  method: 'POST',
  path: '/web/admin/creative_master/:id/reject',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '驳回创作达人申请，原因会告诉申请人',
  auth: true,
  params: ZIdParams,
  body: z.object({ reason: zAdminReason }),
  response: ZMasterApplication,
});
