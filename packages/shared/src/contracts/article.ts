import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZComment } from './interaction';
import { ARTICLE_LIMITS, COMMENT_PAGE_SIZE } from '../constants';
import { MSG } from '../messages';

/*
 * News (资讯) and official articles (官方), SPEC §7 "Home, content" (docs/content.md). Both
 * are articles of one table in a section; only published articles whose publish time has
 * come exist for readers (a draft, a scheduled or an unpublished one answers 404).
 */

const int = () => z.number().int();
const zArticleId = z.object({ id: zDbInt(MSG.idInvalid) });
const zCategoryParam = z.object({
  id: zDbInt(MSG.idInvalid, { min: 0 }).describe('分类 id；0 为全部'),
});
const zPageQuery = z.object({ page: zPageNumber });

export const ZArticleCategory = z.object({
  id: int(),
  name: z.string(),
  image: z.string().describe('分类图（官方栏目的分类标签图）'),
  is_activity: int().describe('1 活动类分类（官方 active_list / active_index）'),
});
export type ArticleCategory = z.infer<typeof ZArticleCategory>;

export const ZArticleCard = z.object({
  id: int(),
  section: z.string().describe('news 资讯，official 官方'),
  category_id: int(),
  category_name: z.string(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  author: z.object({ id: int(), nickname: z.string(), image_url: z.string() }),
  publish_time: zUnixSeconds,
  visit_count: int(),
  thumb_count: int(),
  comment_count: int(),
  collect_count: int(),
});
export type ArticleCard = z.infer<typeof ZArticleCard>;

const ZNeighbour = z.object({ id: int(), title: z.string() }).nullable();

export const ZArticleDetail = ZArticleCard.extend({
  content: z.string().describe('净化后的 HTML'),
  is_thumb: int().describe('当前用户已点赞 1（访客 0）'),
  is_collect: int().describe('当前用户已收藏 1（访客 0）'),
  prev: ZNeighbour.describe('同栏目更新的一篇'),
  next: ZNeighbour.describe('同栏目更早的一篇'),
});
export type ArticleDetail = z.infer<typeof ZArticleDetail>;

const commentPage = {
  params: zArticleId,
  query: z.object({ page: zPageNumber, page_size: zPageSize(COMMENT_PAGE_SIZE) }),
  response: zPage(ZComment),
} as const;

// ---------------------------------------------------------------- news

export const ZNewsIndex = z.object({
  categories: z.array(ZArticleCategory),
  top: z.array(ZArticleCard).describe('置顶/头条资讯（带封面）'),
  latest: z.array(ZArticleCard).describe('最新资讯第一页'),
});
export type NewsIndex = z.infer<typeof ZNewsIndex>;

export const newsIndex = defineContract({
  method: 'GET',
  path: '/web/news/index',
  authz: policy.public,
  summary: '资讯首页：分类、头条、最新资讯',
  response: ZNewsIndex,
});

export const newsList = defineContract({
  method: 'GET',
  path: '/web/news/list/:id',
  authz: policy.public,
  summary: '某分类的资讯（0 为全部），按发布时间新→旧分页',
  params: zCategoryParam,
  query: zPageQuery,
  response: zPage(ZArticleCard),
});

export const newsDetail = defineContract({
  method: 'GET',
  path: '/web/news/detail/:id',
  authz: policy.public,
  summary: '资讯详情（阅读数 +1）；未发布、定时未到或已撤回的为 404 资讯不存在',
  params: zArticleId,
  response: ZArticleDetail,
});

export const newsComments = defineContract({
  method: 'GET',
  path: '/web/news/comment/:id',
  authz: policy.public,
  summary: '资讯的评论（等同 /web/common/comment?type=5）',
  ...commentPage,
});

export const ZTodayEvent = z.object({
  date: z.string().describe('YYYY-MM-DD（北京时间）'),
  dates: z
    .array(z.object({ date: z.string(), count: int() }))
    .describe('最近有资讯的日期（新→旧，至多 14 天）'),
  data: z.array(ZArticleCard).describe('该日发布的资讯'),
});
export type TodayEvent = z.infer<typeof ZTodayEvent>;

export const todayEvent = defineContract({
  method: 'GET',
  path: '/web/today_event/index',
  authz: policy.public,
  summary: '每日资讯：某一天（默认最近有资讯的一天）发布的资讯，与最近的日期列表',
  query: z.object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.articleDateInvalid)
      .optional()
      .describe('YYYY-MM-DD；不填为最近有资讯的一天'),
    category_id: zDbInt(MSG.idInvalid).optional(),
  }),
  response: ZTodayEvent,
});

export const ZForumRollItem = z.object({
  id: int(),
  title: z.string(),
  nickname: z.string(),
  create_time: zUnixSeconds,
});

export const forumRoll = defineContract({
  method: 'GET',
  path: '/web/forum/roll',
  authz: policy.public,
  summary: '社区滚动头条：最新发布的帖子（标题条）',
  response: z.array(ZForumRollItem),
});

export const pbookList = defineContract({
  method: 'GET',
  path: '/web/pbook/list',
  authz: policy.public,
  summary: '图说资讯：最新带封面的资讯（图片条）',
  response: z.array(ZArticleCard),
});

// ---------------------------------------------------------------- official

export const ZOfficialIndex = z.object({
  categories: z.array(ZArticleCategory),
  top: z.array(ZArticleCard).describe('官方推荐（置顶）'),
  sections: z
    .array(z.object({ category: ZArticleCategory, data: z.array(ZArticleCard) }))
    .describe('每个分类最新的 4 篇'),
});
export type OfficialIndex = z.infer<typeof ZOfficialIndex>;

export const officialIndex = defineContract({
  method: 'GET',
  path: '/web/official/index',
  authz: policy.public,
  summary: '官方首页：分类、推荐、各分类最新文章',
  response: ZOfficialIndex,
});

export const officialList = defineContract({
  method: 'GET',
  path: '/web/official/list/:id',
  authz: policy.public,
  summary: '某类型（分类）的官方文章（0 为全部），分页',
  params: zCategoryParam,
  query: zPageQuery,
  response: zPage(ZArticleCard),
});

export const officialContent = defineContract({
  method: 'GET',
  path: '/web/official/content/:id',
  authz: policy.public,
  summary: '官方文章详情（阅读数 +1）；未发布的为 404 文章不存在',
  params: zArticleId,
  response: ZArticleDetail,
});

export const officialComments = defineContract({
  method: 'GET',
  path: '/web/official/comment/:id',
  authz: policy.public,
  summary: '官方文章的评论（等同 /web/common/comment?type=4）',
  ...commentPage,
});

export const officialCategoryImage = defineContract({
  method: 'GET',
  path: '/web/official/category_image',
  authz: policy.public,
  summary: '官方文章的分类（类型）与分类图',
  response: z.array(ZArticleCategory),
});

export const officialProject = defineContract({
  method: 'GET',
  path: '/web/official/project',
  authz: policy.public,
  summary: '官方推荐：置顶的官方文章（新→旧）',
  response: z.array(ZArticleCard),
});

export const officialActiveList = defineContract({
  method: 'GET',
  path: '/web/official/active_list',
  authz: policy.public,
  summary: '官方活动：活动类分类的文章，分页',
  query: zPageQuery,
  response: zPage(ZArticleCard),
});

export const officialActiveIndex = defineContract({
  method: 'GET',
  path: '/web/official/active_index',
  authz: policy.public,
  summary: '首页活动条：最新的活动类官方文章',
  response: z.array(ZArticleCard),
});

export const officialArticleSearch = defineContract({
  method: 'GET',
  path: '/xgo/v1/web/official/article',
  authz: policy.public,
  summary: '按关键词查找官方文章（标题与摘要），分页；不填关键词为全部',
  query: z.object({
    query: z.string().trim().max(ARTICLE_LIMITS.query, MSG.articleQueryTooLong).default(''),
    page: zPageNumber,
  }),
  response: zPage(ZArticleCard),
});

// ---------------------------------------------------------------- collections

export const ZCollectedArticle = ZArticleCard.extend({ collect_time: zUnixSeconds });

export const userCollectArticles = defineContract({
  method: 'GET',
  path: '/web/user/collect_article',
  authz: policy.member,
  summary: '我收藏的官方文章（收藏类型 2），按收藏时间新→旧',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(10) }),
  response: zPage(ZCollectedArticle),
});
