import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZActivityDetail } from './activity';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import {
  ACTIVITY_LIMITS,
  ActivityKind,
  ActivityPublish,
  ActivityStage,
  ActivityTypeKey,
} from '../constants/activity';
import { SITE_LIMITS, isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * 内容运营 › 活动 (docs/activities.md): admins create activities with their stages, publish
 * them, and end them by publishing the results. Every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('活动 id') });

export const ZAdminActivity = ZActivityDetail.extend({
  publish_status: int().describe('0 草稿，1 已发布'),
  created_by: z.object({ id: int(), nickname: z.string() }),
  create_time: zUnixSeconds,
  update_time: zUnixSeconds,
});
export type AdminActivity = z.infer<typeof ZAdminActivity>;

const zStageTime = zDbInt(MSG.activityStageTimeInvalid, { min: 0, coerce: false });

export const ZActivityStageInput = z.object({
  code: z
    .string({ error: MSG.activityStageCodeInvalid })
    .refine((v) => ActivityStage.has(v), MSG.activityStageCodeInvalid)
    .describe('submission 作品征集，voting 投票，final_review 终审'),
  start_time: zStageTime.describe('开始时间（Unix 秒）'),
  end_time: zStageTime.describe('结束时间（Unix 秒）'),
});
export type ActivityStageInput = z.input<typeof ZActivityStageInput>;

/** What the editor saves: the activity and all its stages (replaced together). */
export const ZActivityInput = z.object({
  type: z
    .string({ error: MSG.activityTypeInvalid })
    .refine((v) => ActivityTypeKey.has(v), MSG.activityTypeInvalid)
    .describe('invite 邀请，lottery 抽奖，item 帖子，activity 活动'),
  kind: z
    .string({ error: MSG.activityKindInvalid })
    .refine((v) => ActivityKind.has(v), MSG.activityKindInvalid)
    .describe('diy_computer 装机大赛，wallpaper 壁纸大赛，photo 摄影大赛，general 普通活动'),
  title: z
    .string({ error: MSG.activityTitleRequired })
    .trim()
    .min(1, MSG.activityTitleRequired)
    .max(ACTIVITY_LIMITS.title, MSG.activityTitleTooLong),
  cover: z
    .string()
    .trim()
    .max(SITE_LIMITS.url, MSG.siteImageInvalid)
    .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid)
    .default('')
    .describe('封面（/web/common/image 上传所得路径），可空'),
  summary: z.string().trim().max(ACTIVITY_LIMITS.summary, MSG.activitySummaryTooLong).default(''),
  rules: z
    .string()
    .trim()
    .max(ACTIVITY_LIMITS.rules, MSG.activityRulesTooLong)
    .default('')
    .describe('活动规则 HTML，保存前净化'),
  stages: z
    .array(ZActivityStageInput, { error: MSG.activityStageCodeInvalid })
    .max(ActivityStage.options.length, MSG.activityStagesTooMany)
    .default([])
    .describe('阶段（整体替换）；顺序与重叠在保存时检查'),
});
export type ActivityInput = z.input<typeof ZActivityInput>;

export const adminActivities = defineContract({
  method: 'GET',
  path: '/web/admin/activities',
  authz: admin,
  summary: '活动（新→旧），按发布状态、页面类型、关键词筛选',
  auth: true,
  query: z.object({
    publish_status: z.coerce
      .number()
      .int()
      .refine((v) => ActivityPublish.has(v), MSG.activityPublishInvalid)
      .optional()
      .describe('0 草稿，1 已发布'),
    kind: z
      .string()
      .refine((v) => ActivityKind.has(v), MSG.activityKindInvalid)
      .optional(),
    keyword: z.string().trim().max(ACTIVITY_LIMITS.keyword, MSG.activityKeywordTooLong).optional(),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminActivity.omit({ rules: true })),
});

export const adminActivity = defineContract({
  method: 'GET',
  path: '/web/admin/activity/:id',
  authz: admin,
  summary: '一个活动（编辑用，含规则与阶段）',
  auth: true,
  params: zId,
  response: ZAdminActivity,
});

export const adminActivityCreate = defineContract({
  method: 'POST',
  path: '/web/admin/activity/create',
  authz: admin,
  summary: '新建活动（草稿）与阶段；写入操作日志',
  auth: true,
  body: ZActivityInput,
  response: ZAdminActivity,
});

export const adminActivityUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/activity/update/:id',
  authz: admin,
  summary: '修改活动，阶段在同一事务中整体替换；写入操作日志',
  auth: true,
  params: zId,
  body: ZActivityInput,
  response: ZAdminActivity,
});

export const adminActivityPublish = defineContract({
  method: 'POST',
  path: '/web/admin/activity/publish/:id',
  authz: admin,
  summary: '发布活动；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminActivity,
});

export const adminActivityUnpublish = defineContract({
  method: 'POST',
  path: '/web/admin/activity/unpublish/:id',
  authz: admin,
  summary: '撤回活动（回到草稿）；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminActivity,
});

export const adminActivityResults = defineContract({
  method: 'POST',
  path: '/web/admin/activity/results/:id',
  authz: admin,
  summary: '公布结果，活动结束（投票结束后才可以）；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminActivity,
});

export const adminActivityDelete = defineContract({
  method: 'POST',
  path: '/web/admin/activity/delete/:id',
  authz: admin,
  summary: '删除没有报名的草稿活动；写入操作日志',
  auth: true,
  params: zId,
  response: z.object({ id: int() }),
});
