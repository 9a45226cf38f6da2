import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZCircle } from './circle';
import { ZItemCard } from './forum';
import { zId } from './interaction';
import { ZSecret } from './account';
import { ZMessageRow } from './message';
import { zUserId } from './social';
import { ACTIVE_WINDOW, HOMEPAGE_PAGE_SIZE } from '../constants/homepage';

/*
 * Personal homepages (SPEC §2 /homepage/:id, personalHomepage/:tab; §3 homepage user;
 * §7 User). Lists take `user_id` (default: me, which needs a login); someone else's lists
 * honour their privacy settings (/web/system/secret) with 403 and a Chinese msg, never
 * for the owner. Posts of people I blocked are left out of every list I read.
 */

const int = () => z.number().int();

/** user_id + paging of the homepage lists. */
export const ZHomepageQuery = z.object({
  user_id: zUserId.optional().describe('谁的主页；不传为自己（需登录）'),
  page: zPageNumber,
  page_size: zPageSize(HOMEPAGE_PAGE_SIZE),
});

/** SPEC §3 homepage user: id, follow_flag and the counts. */
export const ZHomepageUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  background: z.string(),
  user_sign: z.string(),
  x_up: int().describe('1 创作达人'),
  follow_flag: int().describe('SPEC §4：-1 本人，0 未关注，1 已关注，2 互相关注（游客 0）'),
  is_black: int().describe('1 我已将 TA 拉黑'),
  follow_count: int(),
  fan_count: int(),
  item_count: int().describe('已发布的帖子数'),
  praise_count: int().describe('获赞数'),
  collection_count: int().describe('收藏数'),
  thumb_count: int().describe('点过的赞'),
  circle_count: int().describe('加入的圈子数'),
  secret: ZSecret.describe('哪些列表对别人公开；本人看自己时也返回'),
});
export type HomepageUser = z.infer<typeof ZHomepageUser>;

export const userObject = defineContract({
  method: 'GET',
  path: '/web/user/object',
  authz: policy.public,
  summary: '主页用户：id、关注状态和各项计数；不传 user_id 为自己（需登录），游客可看他人',
  query: z.object({ user_id: zUserId.optional().describe('谁的主页；不传为自己') }),
  response: ZHomepageUser,
});

export const userItemDynamic = defineContract({
  method: 'GET',
  path: '/web/user/item_dynamic',
  authz: policy.public,
  summary:
    'TA 的动态：已发布的帖子、投票和动态，最新在前。他人须公开动态（show_dynamic），否则 403；我拉黑的人的为空',
  query: ZHomepageQuery,
  response: zPage(ZItemCard),
});

export const userVotes = defineContract({
  method: 'GET',
  path: '/web/user/v2/votes',
  authz: policy.public,
  summary: 'TA 发起的投票（已发布的投票帖），最新在前；我拉黑的人的为空',
  query: ZHomepageQuery,
  response: zPage(ZItemCard),
});

export const ZUserCircle = ZCircle.extend({
  join_time: zUnixSeconds.describe('TA 加入的时间'),
});
export type UserCircle = z.infer<typeof ZUserCircle>;

export const userCircles = defineContract({
  method: 'GET',
  path: '/web/user/circles',
  authz: policy.public,
  summary: 'TA 加入的圈子，最近加入在前；is_member 相对当前用户',
  query: ZHomepageQuery,
  response: zPage(ZUserCircle),
});

/** The post an activity row is about. */
export const ZActiveItem = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  item_type: int(),
  author: z.object({ id: int(), nickname: z.string(), image_url: z.string() }),
});

export const ZActiveRow = z.object({
  type: int().describe('1 发布了帖子，2 评论了帖子，3 回复了评论，4 赞了帖子（ActiveKind）'),
  label: z.string().describe('type 的中文，如 评论了帖子'),
  content: z.string().describe('评论或回复的摘要；其它为空串'),
  item: ZActiveItem,
  create_time: zUnixSeconds,
});
export type ActiveRow = z.infer<typeof ZActiveRow>;

export const userActive = defineContract({
  method: 'GET',
  path: '/web/user/active',
  authz: policy.public,
  summary: `TA 最近的活动：发布、评论、回复、点赞，最新在前（至多最近 ${ACTIVE_WINDOW} 条）。只列出已发布帖子上的、已展示的内容；他人须公开动态（show_dynamic），否则 403；涉及我拉黑的人的帖子不列出`,
  query: ZHomepageQuery,
  response: zPage(ZActiveRow),
});

export const userMessageDetail = defineContract({
  method: 'GET',
  path: '/web/user/message/:id',
  authz: policy.owner('message', 'params.id', 404),
  summary: '我的一条消息的详情，并标为已读；别人的消息与不存在一样（404）',
  auth: true,
  params: z.object({ id: zId.describe('消息 id') }),
  response: ZMessageRow,
});
