import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { ARTICLE_LIMITS, ArticleSection, ArticleState } from '../constants/article';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * 内容运营 › 资讯与官方文章 (docs/content.md): admins write news and official articles and
 * their categories. Every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('id') });

const zSection = z
  .string({ error: MSG.articleSectionInvalid })
  .refine((v) => ArticleSection.has(v), MSG.articleSectionInvalid)
  .describe('news 资讯，official 官方');

export const ZAdminArticle = z.object({
  id: int(),
  section: z.string(),
  category_id: int(),
  category_name: z.string(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  content: z.string().describe('净化后的 HTML'),
  status: int().describe('0 草稿，1 已发布，2 已撤回'),
  state: int().describe('0 草稿，1 已发布，2 已撤回，3 定时发布（已发布但时间未到）'),
  is_top: int(),
  publish_at: zUnixSeconds.nullable(),
  author: z.object({ id: int(), nickname: z.string() }),
  visit_count: int(),
  thumb_count: int(),
  comment_count: int(),
  collect_count: int(),
  update_time: zUnixSeconds,
});
export type AdminArticle = z.infer<typeof ZAdminArticle>;

/** What the editor saves: the form, and what to do with it. */
export const ZArticleInput = z
  .object({
    section: zSection,
    category_id: zDbInt(MSG.articleCategoryInvalid),
    title: z
      .string({ error: MSG.articleTitleRequired })
      .trim()
      .min(1, MSG.articleTitleRequired)
      .max(ARTICLE_LIMITS.title, MSG.articleTitleTooLong),
    cover: z
      .string()
      .trim()
      .max(SITE_LIMITS.url, MSG.siteImageInvalid)
      .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid)
      .default('')
      .describe('封面（/web/common/image 上传所得路径），可空'),
    summary: z
      .string()
      .trim()
      .max(ARTICLE_LIMITS.summary, MSG.articleSummaryTooLong)
      .default('')
      .describe('摘要；空时取正文开头'),
    content: z
      .string({ error: MSG.articleContentRequired })
      .trim()
      .min(1, MSG.articleContentRequired)
      .max(ARTICLE_LIMITS.content, MSG.articleContentTooLong)
      .describe('HTML，保存前净化'),
    is_top: z.union([z.literal(0), z.literal(1)], { error: MSG.siteShowInvalid }).default(0),
    action: z
      .enum(['draft', 'publish', 'schedule', 'unpublish'], { error: MSG.articleActionInvalid })
      .describe('draft 存草稿，publish 立即发布，schedule 定时发布，unpublish 撤回'),
    publish_at: zDbInt(MSG.siteTimeInvalid, { min: 0, coerce: false })
      .nullable()
      .default(null)
      .describe('定时发布的时间（Unix 秒）'),
  })
  .refine((b) => b.action !== 'schedule' || b.publish_at !== null, {
    message: MSG.articleScheduleRequired,
    path: ['publish_at'],
  });
export type ArticleInput = z.input<typeof ZArticleInput>;

export const adminArticles = defineContract({
  method: 'GET',
  path: '/web/admin/articles',
  authz: admin,
  summary: '资讯与官方文章（新→旧），按栏目、分类、状态、关键词筛选',
  auth: true,
  query: z.object({
    section: zSection.optional(),
    category_id: zDbInt(MSG.idInvalid).optional(),
    state: z.coerce
      .number()
      .int()
      .refine((v) => ArticleState.has(v), MSG.articleStatusInvalid)
      .optional(),
    keyword: z.string().trim().max(ARTICLE_LIMITS.query, MSG.articleQueryTooLong).optional(),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminArticle.omit({ content: true })),
});

export const adminArticle = defineContract({
  method: 'GET',
  path: '/web/admin/article/:id',
  authz: admin,
  summary: '一篇文章（编辑用，含正文）',
  auth: true,
  params: zId,
  response: ZAdminArticle,
});

export const adminArticleCreate = defineContract({
  method: 'POST',
  path: '/web/admin/article/create',
  authz: admin,
  summary: '新建文章（草稿、立即发布或定时发布）；写入操作日志',
  auth: true,
  body: ZArticleInput,
  response: ZAdminArticle,
});

export const adminArticleUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/article/update/:id',
  authz: admin,
  summary: '修改文章（含发布、定时、撤回）；写入操作日志',
  auth: true,
  params: zId,
  body: ZArticleInput,
  response: ZAdminArticle,
});

export const ZAdminArticleCategory = z.object({
  id: int(),
  section: z.string(),
  name: z.string(),
  image: z.string(),
  is_activity: int(),
  sort: int(),
  article_count: int(),
});
export type AdminArticleCategory = z.infer<typeof ZAdminArticleCategory>;

export const ZArticleCategoryInput = z.object({
  section: zSection,
  name: z
    .string({ error: MSG.articleCategoryNameRequired })
    .trim()
    .min(1, MSG.articleCategoryNameRequired)
    .max(ARTICLE_LIMITS.categoryName, MSG.articleCategoryNameTooLong),
  image: z
    .string()
    .trim()
    .max(SITE_LIMITS.url, MSG.siteImageInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid)
    .default(''),
  is_activity: z.union([z.literal(0), z.literal(1)], { error: MSG.siteShowInvalid }).default(0),
  sort: z
    .number({ error: MSG.siteSortInvalid })
    .int(MSG.siteSortInvalid)
    .min(0, MSG.siteSortInvalid)
    .max(9999, MSG.siteSortInvalid)
    .default(0),
});
export type ArticleCategoryInput = z.input<typeof ZArticleCategoryInput>;

export const adminArticleCategories = defineContract({
  method: 'GET',
  path: '/web/admin/article_categories',
  authz: admin,
  summary: '文章分类（可按栏目筛选），带文章数',
  auth: true,
  query: z.object({ section: zSection.optional() }),
  response: z.array(ZAdminArticleCategory),
});

export const adminArticleCategoryCreate = defineContract({
  method: 'POST',
  path: '/web/admin/article_category/create',
  authz: admin,
  summary: '新建文章分类；写入操作日志',
  auth: true,
  body: ZArticleCategoryInput,
  response: ZAdminArticleCategory,
});

export const adminArticleCategoryUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/article_category/update/:id',
  authz: admin,
  summary: '修改文章分类（栏目不可改）；写入操作日志',
  auth: true,
  params: zId,
  body: ZArticleCategoryInput,
  response: ZAdminArticleCategory,
});

export const adminArticleCategoryDelete = defineContract({
  method: 'POST',
  path: '/web/admin/article_category/delete/:id',
  authz: admin,
  summary: '删除没有文章的分类；写入操作日志',
  auth: true,
  params: zId,
  response: z.object({ id: int() }),
});
