import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ACTIVITY_PAGE_SIZE } from '../constants/activity';
import { MSG } from '../messages';

/*
 * Activities, SPEC §7 "Activities" (docs/activities.md). Only published activities exist for
 * readers (a draft answers 404 活动不存在). The status is derived from the stages and the
 * results time on every read, never stored.
 */

const int = () => z.number().int();
const zActiveQuery = z.object({ active_id: zDbInt(MSG.idInvalid).describe('活动 id') });

/** SPEC §3 activity stage. */
export const ZActivityStage = z.object({
  id: int(),
  active_id: int(),
  code: z.string().describe('submission 作品征集，voting 投票，final_review 终审'),
  section_name: z.string().describe('阶段名称'),
  start_time: zUnixSeconds,
  end_time: zUnixSeconds,
});
export type ActivityStageRow = z.infer<typeof ZActivityStage>;

export const ZActivityCard = z.object({
  id: int(),
  type: z.string().describe('SPEC §3 类型：invite、lottery、item、activity'),
  kind: z.string().describe('页面：diy_computer、wallpaper、photo、general'),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  status: int().describe(
    'SPEC §4：0 未开始，1 作品上传中，2 等待投票，3 投票中，4 投票结束待评审，5 已结束',
  ),
  status_text: z.string(),
  start_time: zUnixSeconds.nullable().describe('最早阶段的开始时间；没有阶段时为 null'),
  end_time: zUnixSeconds.nullable().describe('最晚阶段的结束时间；没有阶段时为 null'),
  stages: z.array(ZActivityStage),
  enrol_count: int().describe('报名人数'),
  results_published_at: zUnixSeconds.nullable().describe('结果公布时间；未公布为 null'),
});
export type ActivityCard = z.infer<typeof ZActivityCard>;

export const ZActivityDetail = ZActivityCard.extend({
  rules: z.string().describe('活动规则（净化后的 HTML）'),
});
export type ActivityDetail = z.infer<typeof ZActivityDetail>;

export const ZActivityUserStatus = z.object({
  active_id: int(),
  status: int().describe('SPEC §4 活动状态 0–5'),
  join_status: int().describe('已报名 1，未报名 0（访客 0）'),
  upload_status: int().describe('已上传作品 1，未上传 0（访客 0）'),
  vote_status: int().describe('已投票 1，未投票 0（访客 0）'),
});
export type ActivityUserStatus = z.infer<typeof ZActivityUserStatus>;

export const ZActivityBtn = z.object({
  text: z.string().describe('按钮文字'),
  action: z.string().describe('none、login、join、upload、vote、result'),
  disabled: z.boolean(),
  start_time: zUnixSeconds.nullable().describe('未开始时：开始时间'),
});
export type ActivityBtn = z.infer<typeof ZActivityBtn>;

export const activityProgressList = defineContract({
  method: 'GET',
  path: '/web/activity/v2/progress/list',
  authz: policy.public,
  summary: '活动列表：进行中在前，其次未开始，最后已结束',
  query: z.object({ page: zPageNumber, page_size: zPageSize(ACTIVITY_PAGE_SIZE) }),
  response: zPage(ZActivityCard),
});

export const activeIndex = defineContract({
  method: 'GET',
  path: '/web/active/index',
  authz: policy.public,
  summary: '活动详情：阶段、规则、状态、报名人数',
  query: zActiveQuery,
  response: ZActivityDetail,
});

export const activeStatus = defineContract({
  method: 'GET',
  path: '/web/active/status',
  authz: policy.public,
  summary: '活动状态与当前用户的报名、上传、投票标记（访客均为 0）',
  query: zActiveQuery,
  response: ZActivityUserStatus,
});

export const activeBtn = defineContract({
  method: 'GET',
  path: '/web/active/btn',
  authz: policy.public,
  summary: '活动页主按钮：此刻对当前用户显示什么、点了做什么',
  query: zActiveQuery,
  response: ZActivityBtn,
});
