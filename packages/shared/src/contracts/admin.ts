import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE, StaffAction } from '../constants/admin';
import { USER_ROLE } from '../constants/user';
import { MSG } from '../messages';

/*
 * The operator console's API (/app/admin, docs/admin.md). Moderators and admins only: a
 * visitor gets 401, a member 403 只有管理人员可以进行此操作, before the input is read.
 * Every write records who did what in the staff audit log.
 */

const int = () => z.number().int();

/** Longest hot keyword kept (longer searches are cut to it before counting). */
export const HOT_KEYWORD_MAX_CHARS = 32;

export const ZAdminHotKeyword = z.object({
  keyword: z.string().describe('规范化后的搜索词'),
  count: int().describe('统计窗口内搜索过并有结果的人数'),
  hidden: z.boolean().describe('已被管理人员隐藏'),
  sensitive: z.boolean().describe('含敏感词（永不公开显示）'),
  last_time: zUnixSeconds.describe('最近一次计入的时间'),
});
export type AdminHotKeyword = z.infer<typeof ZAdminHotKeyword>;

export const adminHotKeywords = defineContract({
  method: 'GET',
  path: '/web/admin/hot_keywords',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '热门搜索词候选（按人数降序），含隐藏状态',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(ADMIN_PAGE_SIZE) }),
  response: zPage(ZAdminHotKeyword),
});

const zHotKeyword = z
  .string({ error: MSG.hotKeywordRequired })
  .trim()
  .min(1, MSG.hotKeywordRequired)
  .max(HOT_KEYWORD_MAX_CHARS, MSG.hotKeywordTooLong)
  .describe('搜索词（按热门搜索的规则规范化）');

export const adminHideHotKeyword = defineContract({
  method: 'POST',
  path: '/web/admin/hot_keywords/hide',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '隐藏一个热门搜索词（仍计数，不显示）；写入操作日志',
  auth: true,
  body: z.object({ keyword: zHotKeyword }),
  response: ZAdminHotKeyword,
});

export const adminUnhideHotKeyword = defineContract({
  method: 'POST',
  path: '/web/admin/hot_keywords/unhide',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '恢复一个被隐藏的热门搜索词；写入操作日志',
  auth: true,
  body: z.object({ keyword: zHotKeyword }),
  response: ZAdminHotKeyword,
});

export const ZStaffAuditEntry = z.object({
  id: int(),
  actor: z
    .object({ id: int(), nickname: z.string() })
    .nullable()
    .describe('操作人；账号已注销为 null'),
  action: z.string().describe('操作（StaffAction 的值）'),
  target: z.string().describe('操作对象（user:7、item:12、关键词…）'),
  before: z.record(z.string(), z.unknown()).nullable().describe('改动前的字段；新建为 null'),
  after: z.record(z.string(), z.unknown()).nullable().describe('改动后的字段；删除为 null'),
  reason: z.string().describe('操作原因；无则为空'),
  ip: z.string().describe('操作时的 IP；命令行操作为空'),
  details: z.record(z.string(), z.unknown()).describe('其他详情'),
  create_time: zUnixSeconds,
});
export type StaffAuditEntry = z.infer<typeof ZStaffAuditEntry>;

export const adminAuditLog = defineContract({
  method: 'GET',
  path: '/web/admin/audit_log',
  authz: policy.staff('moderator', MSG.staffOnly),
  summary: '操作日志（新→旧，只读），可按操作人、操作、对象前缀与时间筛选',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
    actor_id: zDbInt(MSG.idInvalid).optional().describe('操作人 id'),
    action: z
      .string()
      .refine((v) => StaffAction.has(v), MSG.staffActionInvalid)
      .optional()
      .describe('操作（StaffAction 的值）'),
    target: z.string().trim().max(64, MSG.auditTargetTooLong).optional().describe('对象前缀'),
    from: zDbInt(MSG.auditTimeInvalid, { min: 0 }).optional().describe('起始时间（秒，含）'),
    to: zDbInt(MSG.auditTimeInvalid, { min: 0 }).optional().describe('截止时间（秒，不含）'),
  }),
  response: zPage(ZStaffAuditEntry),
});

/**
 * Non-production only (registered when NODE_ENV is not production, like /dev/outbox, which
 * already hands anyone every login code there): gives a member a role, so browser tests can
 * make a moderator. Production has no route to change a role (docs/admin.md).
 */
export const devStaffRole = defineContract({
  method: 'POST',
  path: '/dev/staff_role',
  authz: policy.public,
  summary: '仅非生产环境：设置用户角色（浏览器测试用来创建管理人员）',
  body: z.object({
    // Within the int column, or an over-large id reaches the query and fails there (500).
    user_id: zDbInt(MSG.idInvalid, { coerce: false }).describe('用户 id'),
    role: z.enum([USER_ROLE.user, USER_ROLE.moderator, USER_ROLE.admin]).describe('角色'),
  }),
  response: z.object({ user_id: int(), role: z.string() }),
});

export const devUserAge = defineContract({
  method: 'POST',
  path: '/dev/user_age',
  authz: policy.public,
  summary:
    '仅非生产环境：把账号的注册时间改到若干天前（浏览器测试用：新账号 24 小时内不能给作品投票）',
  body: z.object({
    user_id: zDbInt(MSG.idInvalid, { coerce: false }).describe('用户 id'),
    days: zDbInt(MSG.idInvalid, { min: 0, max: 3650, coerce: false }).describe('几天前'),
  }),
  response: z.object({ user_id: int(), create_time: zUnixSeconds }),
});
