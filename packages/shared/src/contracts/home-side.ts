import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { ZProjectCard } from './project';

/*
 * The home page's side columns (SPEC §7 GET /web/index/user, cause, project_week; their
 * answers are ours, docs/feedback.md "Home"). The project pool arrives with issue 17: until
 * then project_week answers the week's hottest posts, project-pool posts first.
 */

/** Members shown as 活跃创作者 on home. */
export const HOME_USER_LIMIT = 8;
/** Circles shown as 热门圈子 on home. */
export const HOME_CAUSE_LIMIT = 6;
/** Posts shown as 本周项目 on home. */
export const HOME_WEEK_LIMIT = 5;
/** The window the three lists count in. */
export const HOME_ACTIVE_DAYS = 30;
export const HOME_WEEK_DAYS = 7;

export const ZHomeUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  image_url: z.string(),
  user_sign: z.string(),
  x_up: z.number().int().describe('1 创作达人'),
  fan_count: z.number().int(),
  recent_count: z.number().int().describe(`近 ${HOME_ACTIVE_DAYS} 天发布的帖子数`),
});
export type HomeUser = z.infer<typeof ZHomeUser>;

export const indexUser = defineContract({
  method: 'GET',
  path: '/web/index/user',
  authz: policy.public,
  summary: `首页推荐用户：近 ${HOME_ACTIVE_DAYS} 天发帖最多的活跃会员（封禁中的除外）`,
  response: z.array(ZHomeUser),
});

export const ZHomeCause = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  member_count: z.number().int(),
  item_count: z.number().int(),
  week_count: z.number().int().describe(`近 ${HOME_WEEK_DAYS} 天的新帖数`),
});
export type HomeCause = z.infer<typeof ZHomeCause>;

export const indexCause = defineContract({
  method: 'GET',
  path: '/web/index/cause',
  authz: policy.public,
  summary: `首页热门圈子：近 ${HOME_WEEK_DAYS} 天新帖最多的圈子，其次按成员数`,
  response: z.array(ZHomeCause),
});

export const ZProjectWeek = z.object({
  from: zUnixSeconds.describe('统计起点（7 天前）'),
  items: z.array(ZProjectCard),
});
export type ProjectWeek = z.infer<typeof ZProjectWeek>;

export const indexProjectWeek = defineContract({
  method: 'GET',
  path: '/web/index/project_week',
  authz: policy.public,
  summary: `本周项目：项目池中近 ${HOME_WEEK_DAYS} 天发起或更新了周报的已发布项目，最近有动态的在前，最多 ${HOME_WEEK_LIMIT} 个`,
  response: ZProjectWeek,
});
