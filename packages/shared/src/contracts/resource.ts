import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { RESOURCE_LIMITS, RESOURCE_PAGE_SIZE } from '../constants/resource';
import { MSG } from '../messages';

/*
 * Resources and downloads (资源库, docs/resources.md): the public library, and the signed
 * download ticket of SPEC §7 /web/resource/downcert. Staff write them in the console
 * (contracts/admin-resource.ts).
 */

const int = () => z.number().int();

export const ZResourceCategory = z.object({
  id: int(),
  name: z.string(),
  count: int().describe('该分类下已发布的资源数'),
});
export type ResourceCategory = z.infer<typeof ZResourceCategory>;

export const ZResourceFile = z.object({
  id: int(),
  name: z.string().describe('原文件名'),
  type: z.string().describe('文件类型：pdf zip 7z gz bin hex elf'),
  size: int().describe('字节数'),
});
export type ResourceFile = z.infer<typeof ZResourceFile>;

export const ZResourceCard = z.object({
  id: int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().describe('封面（/uploads/… 或空）'),
  category_id: int(),
  category_name: z.string(),
  version: z.string(),
  file_type: z.string().describe('第一个文件的类型；没有文件为空'),
  file_count: int(),
  size: int().describe('全部文件的字节数'),
  downloads: int().describe('下载次数'),
  publish_time: zUnixSeconds,
});
export type ResourceCard = z.infer<typeof ZResourceCard>;

export const ZResourceDetail = ZResourceCard.extend({
  content: z.string().describe('净化后的 HTML'),
  files: z.array(ZResourceFile),
  update_time: zUnixSeconds,
});
export type ResourceDetail = z.infer<typeof ZResourceDetail>;

export const resourceCategory = defineContract({
  method: 'GET',
  path: '/web/resource/category',
  authz: policy.public,
  summary: '资源分类（按排序），带各分类已发布资源数',
  response: z.array(ZResourceCategory),
});

export const resourceList = defineContract({
  method: 'GET',
  path: '/web/resource/list',
  authz: policy.public,
  summary: '已发布的资源：可按分类、关键词（标题与简介）筛选，新→旧',
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(RESOURCE_PAGE_SIZE),
    category: zDbInt(MSG.resourceCategoryInvalid).optional().describe('分类 id；不填为全部'),
    keyword: z
      .string()
      .trim()
      .max(RESOURCE_LIMITS.keyword, MSG.resourceKeywordTooLong)
      .optional()
      .describe('搜索词'),
  }),
  response: zPage(ZResourceCard),
});

export const resourceDetail = defineContract({
  method: 'GET',
  path: '/web/resource/detail/:id',
  authz: policy.public,
  summary: '资源详情：介绍、版本、文件列表（草稿与不存在的都是 404）',
  params: z.object({ id: zDbInt(MSG.idInvalid) }),
  response: ZResourceDetail,
});

export const ZDownloadTicket = z.object({
  url: z.string().describe('带签名票据的下载地址（站内路径），到期前可多次使用（断点续传）'),
  expire_time: zUnixSeconds,
  name: z.string().describe('文件名'),
  size: int(),
});
export type DownloadTicket = z.infer<typeof ZDownloadTicket>;

/**
 * SPEC §7 /web/resource/downcert: a signed ticket for one file of a published resource,
 * for members (a visitor is asked to log in). It expires in minutes.
 */
export const resourceDowncert = defineContract({
  method: 'GET',
  path: '/web/resource/downcert',
  authz: policy.shared('resource', 'query.id'),
  summary: '下载票据（登录用户）：对一个文件签发几分钟内有效的下载地址',
  auth: true,
  query: z.object({
    id: zDbInt(MSG.idInvalid).describe('资源 id'),
    file_id: zDbInt(MSG.idInvalid).optional().describe('文件 id；不填为第一个文件'),
  }),
  response: ZDownloadTicket,
});

/** Where a ticket opens the file (a plain route, not JSON): `?ticket=`. */
export const RESOURCE_DOWNLOAD_PATH = '/web/resource/download';
