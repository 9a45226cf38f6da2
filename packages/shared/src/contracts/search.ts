import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZItemCard } from './forum';
import { PAGE_SIZE } from '../constants/client';
import { MSG } from '../messages';

/** Longest search text accepted; the tokenizer would cut longer (pasted) text anyway. */
export const SEARCH_KEYWORD_MAX = 100;

/**
 * The search text. Missing means empty, and an empty trimmed keyword answers an empty page
 * (SPEC §8 "Search with empty trimmed text does nothing"), never an error.
 */
export const zSearchKeyword = z
  .string()
  .trim()
  .max(SEARCH_KEYWORD_MAX, { error: MSG.searchKeywordTooLong })
  .default('')
  .describe('搜索词');

/**
 * Server-built HTML: the text is HTML-escaped first, then hits are wrapped in <em>…</em>.
 * Nothing else is ever present, so the client may render it as HTML.
 */
export const zHighlightHtml = z.string().describe('已转义的文本，命中处包在 <em></em> 中');

/** A post in search results: the list card plus highlighted title and excerpt. */
export const ZSearchItem = ZItemCard.extend({
  highlight: z.object({
    title: zHighlightHtml,
    summary: zHighlightHtml.describe('正文中第一个命中附近的摘录'),
  }),
});
export type SearchItem = z.infer<typeof ZSearchItem>;

export const ZSearchCircle = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  circle_tag: z.string(),
  member_count: z.number().int(),
  item_count: z.number().int(),
  highlight: z.object({ name: zHighlightHtml }),
});
export type SearchCircle = z.infer<typeof ZSearchCircle>;

/** SPEC §3 user search result, plus the hits marked in nickname and signature. */
export const ZSearchUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  image_url: z.string(),
  user_sign: z.string(),
  highlight: z.object({ nickname: zHighlightHtml, user_sign: zHighlightHtml }),
});
export type SearchUser = z.infer<typeof ZSearchUser>;

/** SPEC §7 /web/user/search answer: data.total, data.per_page, data.data. */
export const ZUserSearchPage = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  data: z.array(ZSearchUser),
});
export type UserSearchPage = z.infer<typeof ZUserSearchPage>;

/** Users shown per page of user search (SPEC gives none; matches the post search). */
export const USER_SEARCH_PAGE_SIZE = 10;
/** Suggestions under the header search box. */
export const HOT_KEY_USERS_LIMIT = 5;
export const HOT_KEYS_LIMIT = 10;

export const forumSearch = defineContract({
  method: 'GET',
  path: '/web/forum/search',
  authz: policy.public,
  summary: '搜索帖子（相关度与新鲜度综合排序，命中高亮）',
  query: z.object({
    keyword: zSearchKeyword,
    page: zPageNumber,
    page_size: zPageSize(PAGE_SIZE.postSearch),
  }),
  response: zPage(ZSearchItem),
});

/**
 * The search page's first load: page `page` of posts (10), circles (4) and users (10), each
 * with its own paginate, so the three tabs show their totals at once.
 */
export const indexSearch = defineContract({
  method: 'POST',
  path: '/web/index/search',
  authz: policy.public,
  summary: '综合搜索：帖子、圈子、用户',
  body: z.object({ keyword: zSearchKeyword, page: zPageNumber }),
  response: z.object({
    keyword: z.string().describe('去掉首尾空白后的搜索词'),
    posts: zPage(ZSearchItem),
    circles: zPage(ZSearchCircle),
    users: zPage(ZSearchUser),
  }),
});

export const userSearch = defineContract({
  method: 'GET',
  path: '/web/user/search',
  authz: policy.public,
  summary: '按昵称或签名搜索用户',
  query: z.object({ value: zSearchKeyword, page: zPageNumber }),
  response: ZUserSearchPage,
});

/**
 * The kinds of content search besides posts, circles and users: news (资讯), official
 * articles (官方), library resources (资源) and the project pool's projects (项目), each a tab
 * of the search page.
 */
export const CONTENT_SEARCH_TYPES = ['news', 'official', 'resource', 'project'] as const;
export type ContentSearchType = (typeof CONTENT_SEARCH_TYPES)[number];
/** Hits per page of a content tab (as the post search). */
export const CONTENT_SEARCH_PAGE_SIZE = 10;

/** A news item, official article, resource or project found by a search. */
export const ZSearchContent = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_SEARCH_TYPES),
  category_id: z
    .number()
    .int()
    .describe('分类；官方文章的页面是 official/{category_id}/{id}；项目为 0'),
  category_name: z.string(),
  title: z.string(),
  cover: z.string().describe('封面图，可为空串'),
  publish_time: zUnixSeconds,
  highlight: z.object({
    title: zHighlightHtml,
    summary: zHighlightHtml.describe('摘要与正文中第一个命中附近的摘录'),
  }),
});
export type SearchContent = z.infer<typeof ZSearchContent>;

/**
 * One content tab of the search page: published news, official articles whose time has
 * come, or published resources, ranked like posts (relevance and freshness) with the same
 * tokenizer. Not counted for the hot keys: only the posts' first page is (one search, one
 * count, however many tabs are opened).
 */
export const contentSearch = defineContract({
  method: 'GET',
  path: '/web/index/search/content',
  authz: policy.public,
  summary: '搜索资讯、官方文章、资源或项目（与帖子同一分词，命中高亮）',
  query: z.object({
    type: z
      .enum(CONTENT_SEARCH_TYPES, { error: MSG.searchTypeInvalid })
      .describe('news 资讯，official 官方，resource 资源，project 项目池的项目'),
    keyword: zSearchKeyword,
    page: zPageNumber,
    page_size: zPageSize(CONTENT_SEARCH_PAGE_SIZE),
  }),
  response: zPage(ZSearchContent),
});

export const ZHotKey = z.object({
  keyword: z.string(),
  count: z.number().int().describe('被搜索次数'),
});
export type HotKey = z.infer<typeof ZHotKey>;

export const hotKeys = defineContract({
  method: 'GET',
  path: '/web/index/hot_keys',
  authz: policy.public,
  summary: '热门搜索词（按次数，其次按最近搜索）',
  response: z.array(ZHotKey),
});

export const hotKeyUsers = defineContract({
  method: 'GET',
  path: '/web/index/hot_keys/users',
  authz: policy.public,
  summary: '搜索框下的用户联想',
  query: z.object({ keyword: zSearchKeyword }),
  response: z.array(ZSearchUser),
});
