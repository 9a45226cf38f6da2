import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { ResourceStatus, RESOURCE_LIMITS } from '../constants/resource';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';
import { ZResourceFile } from './resource';

/*
 * 资源库 in the operator console (docs/resources.md): resources, their files and their
 * categories. Admins only (a moderator gets 403 只有管理员可以进行此操作); every write is
 * one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('id') });
const zDeleted = z.object({ id: int() });

const zStatus = z
  .number({ error: MSG.resourceStatusInvalid })
  .int(MSG.resourceStatusInvalid)
  .refine((v) => ResourceStatus.has(v), MSG.resourceStatusInvalid);

// ---------------------------------------------------------------- categories

export const ZAdminResourceCategory = z.object({
  id: int(),
  name: z.string(),
  sort: int(),
  count: int().describe('该分类下的资源数（含草稿）'),
});
export type AdminResourceCategory = z.infer<typeof ZAdminResourceCategory>;

export const ZResourceCategoryInput = z.object({
  name: z
    .string({ error: MSG.resourceCategoryNameRequired })
    .trim()
    .min(1, MSG.resourceCategoryNameRequired)
    .max(RESOURCE_LIMITS.categoryName, MSG.resourceCategoryNameTooLong),
  sort: z
    .number({ error: MSG.siteSortInvalid })
    .int(MSG.siteSortInvalid)
    .min(0, MSG.siteSortInvalid)
    .max(SITE_LIMITS.sort, MSG.siteSortInvalid)
    .default(0)
    .describe('排序，小的在前'),
});
export type ResourceCategoryInput = z.input<typeof ZResourceCategoryInput>;

export const adminResourceCategories = defineContract({
  method: 'GET',
  path: '/web/admin/resource_categories',
  authz: admin,
  summary: '资源分类（按排序）',
  auth: true,
  response: z.array(ZAdminResourceCategory),
});

export const adminResourceCategoryCreate = defineContract({
  method: 'POST',
  path: '/web/admin/resource_category/create',
  authz: admin,
  summary: '新建资源分类；写入操作日志',
  auth: true,
  body: ZResourceCategoryInput,
  response: ZAdminResourceCategory,
});

export const adminResourceCategoryUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/resource_category/update/:id',
  authz: admin,
  summary: '修改资源分类；写入操作日志',
  auth: true,
  params: zId,
  body: ZResourceCategoryInput,
  response: ZAdminResourceCategory,
});

export const adminResourceCategoryDelete = defineContract({
  method: 'POST',
  path: '/web/admin/resource_category/delete/:id',
  authz: admin,
  summary: '删除资源分类（分类下还有资源时拒绝）；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- resources

export const ZAdminResource = z.object({
  id: int(),
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('净化后的 HTML'),
  cover: z.string(),
  category_id: int(),
  category_name: z.string(),
  version: z.string(),
  status: int().describe('0 草稿，1 已发布'),
  downloads: int(),
  files: z.array(ZResourceFile),
  publish_time: zUnixSeconds.nullable(),
  update_time: zUnixSeconds,
});
export type AdminResource = z.infer<typeof ZAdminResource>;

export const ZResourceInput = z.object({
  title: z
    .string({ error: MSG.resourceTitleRequired })
    .trim()
    .min(1, MSG.resourceTitleRequired)
    .max(RESOURCE_LIMITS.title, MSG.resourceTitleTooLong),
  category_id: zDbInt(MSG.resourceCategoryInvalid, { coerce: false }),
  summary: z
    .string({ error: MSG.resourceSummaryTooLong })
    .trim()
    .max(RESOURCE_LIMITS.summary, MSG.resourceSummaryTooLong)
    .default(''),
  content: z
    .string({ error: MSG.resourceContentTooLong })
    .trim()
    .max(RESOURCE_LIMITS.content, MSG.resourceContentTooLong)
    .default('')
    .describe('HTML，保存前净化'),
  cover: z
    .string({ error: MSG.resourceCoverInvalid })
    .trim()
    .max(SITE_LIMITS.url, MSG.resourceCoverInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.resourceCoverInvalid)
    .default(''),
  version: z
    .string({ error: MSG.resourceVersionTooLong })
    .trim()
    .max(RESOURCE_LIMITS.version, MSG.resourceVersionTooLong)
    .default(''),
});
export type ResourceInput = z.input<typeof ZResourceInput>;

export const adminResources = defineContract({
  method: 'GET',
  path: '/web/admin/resources',
  authz: admin,
  summary: '资源（草稿与已发布，新→旧），可按状态、分类、标题筛选',
  auth: true,
  query: z.object({
    status: z.coerce
      .number()
      .int()
      .refine((v) => ResourceStatus.has(v), MSG.resourceStatusInvalid)
      .optional()
      .describe('0 草稿，1 已发布；不填为全部'),
    category: zDbInt(MSG.resourceCategoryInvalid).optional(),
    keyword: z.string().trim().max(RESOURCE_LIMITS.keyword, MSG.resourceKeywordTooLong).optional(),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminResource),
});

export const adminResource = defineContract({
  method: 'GET',
  path: '/web/admin/resource/:id',
  authz: admin,
  summary: '一个资源（编辑页），含文件',
  auth: true,
  params: zId,
  response: ZAdminResource,
});

export const adminResourceCreate = defineContract({
  method: 'POST',
  path: '/web/admin/resource/create',
  authz: admin,
  summary: '新建资源（草稿）；写入操作日志',
  auth: true,
  body: ZResourceInput,
  response: ZAdminResource,
});

export const adminResourceUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/resource/update/:id',
  authz: admin,
  summary: '修改资源；写入操作日志',
  auth: true,
  params: zId,
  body: ZResourceInput,
  response: ZAdminResource,
});

export const adminResourceStatus = defineContract({
  method: 'POST',
  path: '/web/admin/resource/status/:id',
  authz: admin,
  summary: '发布（至少一个文件）或下架为草稿；写入操作日志',
  auth: true,
  params: zId,
  body: z.object({ status: zStatus }),
  response: ZAdminResource,
});

export const adminResourceDelete = defineContract({
  method: 'POST',
  path: '/web/admin/resource/delete/:id',
  authz: admin,
  summary: '删除资源及其文件记录；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

/**
 * The file upload: multipart field `file` (PDF, ZIP, 7z, gz, firmware .bin/.hex/.elf, up to
 * RESOURCE_FILE_MAX_BYTES), checked by content. A multipart file is part of every
 * successful call, which the authorization matrix cannot send; resource-admin tests cover it.
 */
export const adminResourceFileUpload = defineContract({
  method: 'POST',
  path: '/web/admin/resource/:id/file',
  authz: admin,
  summary:
    '上传资源文件：multipart 字段 file，PDF/ZIP/7z/gz/固件，≤200MB，按内容检查；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminResource,
});

export const adminResourceFileDelete = defineContract({
  method: 'POST',
  path: '/web/admin/resource/file/delete/:id',
  authz: admin,
  summary: '删除资源的一个文件（已发布的资源至少留一个）；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminResource,
});
