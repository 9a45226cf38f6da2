import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZItemCard } from './forum';
import {
  BLACK_PAGE_SIZE,
  FOLLOW_FEED_PAGE_SIZE,
  FOLLOW_PAGE_SIZE,
  RECOMMEND_KEY_MAX,
  STAR_USER_ORDER,
  StarUserOrder,
} from '../constants/social';
import { FollowAction } from '../constants/user';
import { MSG } from '../messages';

/*
 * Follow graph and blacklist (SPEC §4 follow status, §7 User). Every write acts as the
 * logged-in user: a user id in the body names the other person, never the actor.
 */

const int = () => z.number().int();

/** A positive user id from a body or query string. */
export const zUserId = zDbInt(MSG.userIdInvalid);

const zFollowFlag = int().describe(
  'SPEC §4 关注状态（相对当前用户）：-1 本人，0 未关注，1 已关注，2 互相关注',
);

/** A person in the follow, fan and recommendation lists. */
export const ZSocialUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  user_sign: z.string().describe('个性签名'),
  level_name: z.string(),
  fan_count: int(),
  follow_flag: zFollowFlag,
});
export type SocialUser = z.infer<typeof ZSocialUser>;

export const ZFollowState = z.object({
  follow_flag: zFollowFlag,
  fan_count: int().describe('对方的粉丝数'),
});
export type FollowState = z.infer<typeof ZFollowState>;

export const userFollow = defineContract({
  method: 'POST',
  path: '/web/user/follow',
  authz: policy.unlessBlocked('user', 'body.follow_id'),
  summary:
    '关注/取消关注。follow_status 是点击前的状态（SPEC §4）：1 未关注→关注，0 已关注→取消关注；重复提交不改变结果。不能关注自己；拉黑关系中的双方不能关注',
  auth: true,
  body: z.object({
    follow_id: zUserId.describe('要关注或取消关注的用户'),
    follow_status: z.coerce
      .number({ error: MSG.followStatusInvalid })
      .refine((v) => FollowAction.has(v), MSG.followStatusInvalid)
      .describe('1 当前未关注（执行关注），0 当前已关注（执行取消关注）'),
  }),
  response: ZFollowState,
});

const ZFollowListQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(FOLLOW_PAGE_SIZE),
  user_id: zUserId.optional().describe('查看谁的列表；不传为自己（需登录）'),
});

export const followList = defineContract({
  method: 'GET',
  path: '/web/user/follow_list',
  authz: policy.public,
  summary:
    '关注列表（最近关注在前）。user_id 为他人时须对方公开关注列表（隐私设置 show_follow），否则 403；游客须传 user_id',
  query: ZFollowListQuery,
  response: zPage(ZSocialUser),
});

export const fanList = defineContract({
  method: 'GET',
  path: '/web/user/fan_list',
  authz: policy.public,
  summary:
    '粉丝列表（最近关注我的在前）。user_id 为他人时须对方公开粉丝列表（隐私设置 show_fans），否则 403；游客须传 user_id',
  query: ZFollowListQuery,
  response: zPage(ZSocialUser),
});

const ZRecommendQuery = z.object({
  page: zPageNumber,
  page_size: zPageSize(FOLLOW_PAGE_SIZE),
  key: z
    .string()
    .trim()
    .max(RECOMMEND_KEY_MAX, MSG.recommendKeyTooLong)
    .default('')
    .describe('按昵称筛选；空为不筛选'),
});

export const fanRecommendList = defineContract({
  method: 'GET',
  path: '/web/user/fan_recommend_list',
  authz: policy.member,
  summary:
    '回关推荐：关注了我、我还没关注的人（粉丝多的在前，取最近关注我的前若干人）；排除拉黑关系',
  auth: true,
  query: ZRecommendQuery,
  response: zPage(ZSocialUser),
});

export const followRecommendList = defineContract({
  method: 'GET',
  path: '/web/user/follow_recommend_list',
  authz: policy.member,
  summary:
    '关注推荐：我还没关注的人；与我兴趣（SPEC §9）相同越多的越靠前，其余粉丝多的在前（至多 100 人）；排除自己与拉黑关系',
  auth: true,
  query: ZRecommendQuery,
  response: zPage(ZSocialUser),
});

export const followItems = defineContract({
  method: 'GET',
  path: '/web/user/follow_items',
  authz: policy.member,
  summary: '关注动态：我关注的人发布的帖子，最新在前（至多最近 1000 条）',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(FOLLOW_FEED_PAGE_SIZE) }),
  response: zPage(ZItemCard),
});

export const ZStarUser = ZSocialUser.extend({
  praise_count: int().describe('获赞数'),
  item_count: int().describe('发帖数'),
});
export type StarUser = z.infer<typeof ZStarUser>;

export const starUsers = defineContract({
  method: 'GET',
  path: '/web/v2/index/star/user/list',
  authz: policy.public,
  summary: '明星用户：粉丝最多（order=1，默认）或获赞最多（order=2），带相对当前用户的关注状态',
  query: z.object({
    order: z.coerce
      .number({ error: MSG.starOrderInvalid })
      .refine((v) => StarUserOrder.has(v), MSG.starOrderInvalid)
      .default(STAR_USER_ORDER.fans)
      .describe('1 粉丝最多，2 获赞最多'),
  }),
  response: z.array(ZStarUser),
});

export const ZBlackState = z.object({
  black_user_id: int(),
  is_black: int().describe('1 已拉黑，0 未拉黑'),
});
export type BlackState = z.infer<typeof ZBlackState>;

const ZBlackBody = z.object({ black_user_id: zUserId.describe('要拉黑或移出黑名单的用户') });

export const userBlack = defineContract({
  method: 'POST',
  path: '/web/user/black',
  authz: policy.member,
  summary:
    '拉黑：同时解除双方的关注；被拉黑的人不能关注我、不能评论或回复我的内容，其帖子和评论对我隐藏。重复拉黑不报错',
  auth: true,
  body: ZBlackBody,
  response: ZBlackState,
});

export const userBlackCancel = defineContract({
  method: 'POST',
  path: '/web/user/black_cancel',
  authz: policy.member,
  summary: '移出黑名单（不恢复之前的关注）；不在黑名单中也不报错',
  auth: true,
  body: ZBlackBody,
  response: ZBlackState,
});

export const ZBlackUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  user_sign: z.string(),
  create_time: zUnixSeconds.describe('拉黑时间'),
});
export type BlackUser = z.infer<typeof ZBlackUser>;

export const blackList = defineContract({
  method: 'GET',
  path: '/web/system/black_list',
  authz: policy.member,
  summary: '我的黑名单（最近拉黑在前）',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(BLACK_PAGE_SIZE) }),
  response: zPage(ZBlackUser),
});

export const userCommunity = defineContract({
  method: 'GET',
  path: '/web/user/community',
  authz: policy.member,
  summary: '我的社区：我加入的圈子里发布的帖子，最新在前（至多最近 1000 条）',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(FOLLOW_FEED_PAGE_SIZE) }),
  response: zPage(ZItemCard),
});
