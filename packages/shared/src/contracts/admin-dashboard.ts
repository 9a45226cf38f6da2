import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { MSG } from '../messages';

/*
 * The console's dashboard (概览, docs/admin-dashboard.md): admins only — it shows the
 * site's growth, activity and electricity, not only content. Closed days come from the
 * daily aggregate (filled by a background job), today is counted live.
 */

const int = () => z.number().int();

export const ZDashboardSeries = z.object({
  key: z.string().describe('指标值、来源值或渠道码（空为无渠道，* 为其他渠道之和）'),
  label: z.string().describe('中文名称'),
  values: z.array(int()).describe('与 days 一一对应的每日数值'),
});
export type DashboardSeries = z.infer<typeof ZDashboardSeries>;

export const ZAdminDashboard = z.object({
  days: z
    .array(z.string())
    .describe('北京时间的日期 YYYY-MM-DD，旧→新；最后一天是今天（实时），其余为已结算的日子'),
  metrics: z.array(ZDashboardSeries).describe('各项指标（DashboardMetric）'),
  page_views_by_source: z.array(ZDashboardSeries).describe('按来源的浏览量（SPEC §9）'),
  page_views_by_channel: z
    .array(ZDashboardSeries)
    .describe('按渠道码的浏览量：最多的几个渠道，其余合为「其他渠道」'),
  elapsed_ms: z.number().describe('服务器生成本次数据所用的毫秒数'),
});
export type AdminDashboard = z.infer<typeof ZAdminDashboard>;

export const adminDashboard = defineContract({
  method: 'GET',
  path: '/web/admin/dashboard',
  authz: policy.staff('admin', MSG.adminOnly),
  summary: '概览：今天（实时）与最近 30 天（日汇总）的用户、内容、签到、电量与浏览量',
  auth: true,
  response: ZAdminDashboard,
});
