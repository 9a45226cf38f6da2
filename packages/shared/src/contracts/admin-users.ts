import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZIdParams } from './interaction';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import {
  ADMIN_REASON_MAX_CHARS,
  AdminUserSort,
  ELE_ADJUST_MAX,
  SANCTION_PERMANENT,
} from '../constants/admin-users';
import { USER_ROLE } from '../constants/user';
import { MSG } from '../messages';

/*
 * The console's users area (docs/admin-users.md): the users table, a user's page and the
 * actions on a user. Reading and muting are for moderators and admins; login history,
 * sessions, bans, roles, x_up and electricity are for admins only. Phones are masked
 * (138****1234) in every answer to a moderator: the server masks, the client never sees them.
 */

const int = () => z.number().int();

export const zUserRole = z
  .enum([USER_ROLE.user, USER_ROLE.moderator, USER_ROLE.admin], { error: MSG.roleInvalid })
  .describe('user 普通用户，moderator 版主（仅内容审核），admin 管理员（全部）');

/** A mute or ban in force: until when (SANCTION_PERMANENT = 永久) and why. */
export const ZSanction = z.object({
  until: zUnixSeconds.describe('到期时间（秒）；253402214400 表示永久'),
  reason: z.string().describe('原因（会告诉该用户）'),
});
export type Sanction = z.infer<typeof ZSanction>;

export const ZAdminUser = z.object({
  id: int(),
  nickname: z.string(),
  image_url: z.string(),
  phone: z.string().describe('手机号；仅管理员看到完整号码，版主看到 138****1234；未绑定为空串'),
  email: z.string().describe('邮箱；仅管理员看到完整地址，否则脱敏；未绑定为空串'),
  role: zUserRole,
  x_up: int().describe('1 创作达人'),
  ele: int(),
  level_name: z.string(),
  fan_count: int(),
  item_count: int(),
  create_time: zUnixSeconds,
  mute: ZSanction.nullable().describe('生效中的禁言；无则 null（过期即失效）'),
  ban: ZSanction.nullable().describe('生效中的封禁；无则 null（过期即失效）'),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserDetail = ZAdminUser.extend({
  user_sign: z.string(),
  district: z.string(),
  follow_count: int(),
  praise_count: int(),
  comment_count: int().describe('评论与回复数（含待审核）'),
  last_login_time: zUnixSeconds.nullable().describe('最近一次登录；无记录为 null'),
});
export type AdminUserDetail = z.infer<typeof ZAdminUserDetail>;

const zFlag = z.enum(['0', '1'], { error: MSG.adminUserFlagInvalid });

export const adminUsers = defineContract({
  method: 'GET',
  path: '/web/admin/users',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '用户列表：按昵称、手机号、id 搜索，按角色、禁言、封禁、创作达人筛选，服务端分页排序',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
    keyword: z
      .string()
      .trim()
      .max(32, MSG.adminUserKeywordTooLong)
      .optional()
      .describe('昵称（包含）、id（等于）或手机号（管理员：包含；版主：完整号码）'),
    role: zUserRole.optional(),
    muted: zFlag.optional().describe('1 只看禁言中，0 只看未禁言'),
    banned: zFlag.optional().describe('1 只看封禁中，0 只看未封禁'),
    x_up: zFlag.optional().describe('1 只看创作达人，0 只看非创作达人'),
    sort: z
      .string()
      .refine((v) => AdminUserSort.has(v), MSG.adminUserSortInvalid)
      .optional()
      .describe('排序字段：id、create_time、ele、fan_count、item_count（默认 id）'),
    order: z.enum(['asc', 'desc'], { error: MSG.adminUserSortInvalid }).optional(),
  }),
  response: zPage(ZAdminUser),
});

export const adminUser = defineContract({
  method: 'GET',
  path: '/web/admin/users/:id',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '用户详情：资料、角色、禁言与封禁状态、计数',
  auth: true,
  params: ZIdParams,
  response: ZAdminUserDetail,
});

const zPageQuery = z.object({ page: zPageNumber, page_size: zPageSize(ADMIN_PAGE_SIZE) });

export const ZAdminUserPost = z.object({
  id: int(),
  title: z.string(),
  item_type: int(),
  item_status: int().describe('ItemStatus（不含草稿）'),
  comment_count: int(),
  thumb_count: int(),
  create_time: zUnixSeconds,
});
export type AdminUserPost = z.infer<typeof ZAdminUserPost>;

export const adminUserPosts = defineContract({
  method: 'GET',
  path: '/web/admin/users/:id/posts',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '该用户的帖子（各状态，不含草稿），新→旧',
  auth: true,
  params: ZIdParams,
  query: zPageQuery,
  response: zPage(ZAdminUserPost),
});

export const ZAdminUserComment = z.object({
  kind: z.enum(['comment', 'reply']).describe('comment 评论，reply 回复'),
  id: int(),
  item_id: int().describe('所在帖子'),
  content: z.string(),
  status: int().describe('1 可见，0 待审核'),
  create_time: zUnixSeconds,
});
export type AdminUserComment = z.infer<typeof ZAdminUserComment>;

export const adminUserComments = defineContract({
  method: 'GET',
  path: '/web/admin/users/:id/comments',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '该用户的评论与回复，新→旧',
  auth: true,
  params: ZIdParams,
  query: zPageQuery,
  response: zPage(ZAdminUserComment),
});

export const ZAdminEleRecord = z.object({
  id: int(),
  amount: int().describe('正数获得，负数扣除'),
  reason: int().describe('EleReason'),
  source: z.string(),
  create_time: zUnixSeconds,
});
export type AdminEleRecord = z.infer<typeof ZAdminEleRecord>;

export const adminUserEle = defineContract({
  method: 'GET',
  path: '/web/admin/users/:id/ele',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '该用户的电量流水，新→旧',
  auth: true,
  params: ZIdParams,
  query: zPageQuery,
  response: zPage(ZAdminEleRecord),
});

export const ZAdminLogin = z.object({
  id: int(),
  method: z.string().describe('LoginMethod：sms、password、wechat、qr'),
  ip: z.string(),
  user_agent: z.string(),
  create_time: zUnixSeconds,
});
export type AdminLogin = z.infer<typeof ZAdminLogin>;

export const adminUserLogins = defineContract({
  method: 'GET',
  path: '/web/admin/users/:id/logins',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '该用户的登录记录（时间、方式、IP、浏览器），新→旧，保留 180 天',
  auth: true,
  params: ZIdParams,
  query: zPageQuery,
  response: zPage(ZAdminLogin),
});

export const ZAdminSession = z.object({
  id: int(),
  ip: z.string(),
  user_agent: z.string(),
  create_time: zUnixSeconds,
  expire_time: zUnixSeconds,
});
export type AdminSession = z.infer<typeof ZAdminSession>;

export const adminUserSessions = defineContract({
  method: 'GET',
  path: '/web/admin/users/:id/sessions',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '该用户当前有效的会话（未撤销、未过期），新→旧',
  auth: true,
  params: ZIdParams,
  response: z.array(ZAdminSession),
});

export const zAdminReason = z
  .string({ error: MSG.adminReasonRequired })
  .trim()
  .min(1, MSG.adminReasonRequired)
  .max(ADMIN_REASON_MAX_CHARS, MSG.adminReasonTooLong)
  .describe('原因（写入操作日志；禁言与封禁的原因也会告诉该用户）');

const zSanctionBody = z.object({
  until: z
    .number({ error: MSG.sanctionUntilInvalid })
    .int(MSG.sanctionUntilInvalid)
    .min(1, MSG.sanctionUntilInvalid)
    .max(SANCTION_PERMANENT, MSG.sanctionUntilInvalid)
    // A timestamp column, not an int4: seconds up to 9999-12-31 become a Date here.
    .transform((seconds) => new Date(seconds * 1000))
    .nullable()
    .describe('到期时间（秒）；null 为永久'),
  reason: zAdminReason,
});

export const adminSetUserRole = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/role',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '修改角色；不能撤销最后一名管理员（409）',
  auth: true,
  params: ZIdParams,
  body: z.object({ role: zUserRole, reason: zAdminReason }),
  response: ZAdminUserDetail,
});

export const adminMuteUser = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/mute',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '禁言（不能发帖、评论、回复、私信）到期或永久；已禁言则改为新的期限与原因',
  auth: true,
  params: ZIdParams,
  body: zSanctionBody,
  response: ZAdminUserDetail,
});

export const adminUnmuteUser = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/unmute',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '解除禁言',
  auth: true,
  params: ZIdParams,
  body: z.object({ reason: zAdminReason }),
  response: ZAdminUserDetail,
});

export const adminBanUser = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/ban',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '封禁（不能登录）到期或永久，并立即下线其全部会话（所有节点）',
  auth: true,
  params: ZIdParams,
  body: zSanctionBody,
  response: ZAdminUserDetail,
});

export const adminUnbanUser = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/unban',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '解除封禁',
  auth: true,
  params: ZIdParams,
  body: z.object({ reason: zAdminReason }),
  response: ZAdminUserDetail,
});

export const adminSetUserXUp = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/x_up',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '设置或取消创作达人（x_up）',
  auth: true,
  params: ZIdParams,
  body: z.object({
    x_up: z
      .union([z.literal(0), z.literal(1)], { error: MSG.adminUserFlagInvalid })
      .describe('1 设为创作达人，0 取消'),
    reason: zAdminReason,
  }),
  response: ZAdminUserDetail,
});

export const adminAdjustUserEle = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/ele',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '调整电量：写一条电量流水（来源为管理员），等级随之重算；结果不能小于 0',
  auth: true,
  params: ZIdParams,
  body: z.object({
    amount: z
      .number({ error: MSG.eleAdjustInvalid })
      .int(MSG.eleAdjustInvalid)
      .min(-ELE_ADJUST_MAX, MSG.eleAdjustInvalid)
      .max(ELE_ADJUST_MAX, MSG.eleAdjustInvalid)
      .refine((v) => v !== 0, MSG.eleAdjustInvalid)
      .describe('增加为正，扣除为负'),
    reason: zAdminReason,
  }),
  response: ZAdminUserDetail,
});

export const adminRevokeUserSessions = defineContract({
  method: 'POST',
  path: '/web/admin/users/:id/revoke_sessions',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '下线该用户的全部会话（所有节点，连接立即断开）',
  auth: true,
  params: ZIdParams,
  body: z.object({ reason: zAdminReason }),
  response: ZAdminUserDetail,
});
