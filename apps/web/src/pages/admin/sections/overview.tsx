import { DashboardPanel } from '../../../features/admin/dashboard/DashboardPanel';
import type { AdminGroup } from './types';

/** 概览: the dashboard, the console's landing page for admins (moderators start at their first section). */
export const overviewGroup: AdminGroup = {
  key: 'overview',
  label: '概览',
  sections: [
    { path: 'dashboard', label: '数据概览', minRole: 'admin', element: <DashboardPanel /> },
  ],
};
