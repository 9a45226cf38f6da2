import { AuditLogPanel } from '../../../features/admin/AuditLogPanel';
import { HotKeywordsPanel } from '../../../features/admin/HotKeywordsPanel';
import type { AdminGroup } from './types';

/** 系统: the hot keywords and the staff audit log. */
export const systemGroup: AdminGroup = {
  key: 'system',
  label: '系统',
  sections: [
    {
      path: 'hot-keywords',
      label: '热门搜索',
      minRole: 'moderator',
      element: <HotKeywordsPanel />,
    },
    { path: 'audit-log', label: '操作日志', minRole: 'moderator', element: <AuditLogPanel /> },
  ],
};
