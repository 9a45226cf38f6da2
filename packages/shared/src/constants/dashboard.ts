import { defineEnum } from './define-enum';

/*
 * The console's dashboard (概览, docs/admin-dashboard.md): one figure per China day for each
 * metric, the closed days read from the daily aggregate, today counted live.
 */

/** Closed days the dashboard shows before today (and the most the aggregate job fills). */
export const DASHBOARD_DAYS = 30;

/**
 * Page-view channels drawn one by one; the rest are summed as 其他. Per day the aggregate
 * keeps the busiest DASHBOARD_CHANNELS_KEPT (the channel code comes from the client).
 */
export const DASHBOARD_TOP_CHANNELS = 8;
export const DASHBOARD_CHANNELS_KEPT = 50;

/** The dimension of page views without a channel code, and of the folded rest. */
export const DASHBOARD_NO_CHANNEL = '';
export const DASHBOARD_OTHER_CHANNELS = '*';
export const DASHBOARD_NO_CHANNEL_LABEL = '无渠道码';
export const DASHBOARD_OTHER_CHANNELS_LABEL = '其他渠道';

/** One number per day; the label is the card's and the chart's (activity definitions in the doc). */
export const DashboardMetric = defineEnum({
  newUsers: { value: 'new_users', label: '新增用户' },
  activeUsers: { value: 'active_users', label: '活跃用户' },
  posts: { value: 'posts', label: '新帖子' },
  comments: { value: 'comments', label: '评论' },
  replies: { value: 'replies', label: '回复' },
  letters: { value: 'letters', label: '私信' },
  signIns: { value: 'sign_ins', label: '签到' },
  eleIssued: { value: 'ele_issued', label: '电量发放' },
  eleSpent: { value: 'ele_spent', label: '电量消耗' },
  pageViews: { value: 'page_views', label: '浏览量' },
});
export const DASHBOARD_METRIC = DashboardMetric.values;
export type DashboardMetricValue = (typeof DASHBOARD_METRIC)[keyof typeof DASHBOARD_METRIC];
