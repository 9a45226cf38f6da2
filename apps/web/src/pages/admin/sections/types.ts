import type { ReactNode } from 'react';
import type { StaffRoleValue } from '../../../features/admin/staff';

/**
 * One page of the console: its path under /app/admin (it owns everything below it, so a
 * section may route `users/:id` itself), its menu label, and the lowest role that may open
 * it. Moderators never see an admin section in the menu, and opening one by address shows
 * the 403 result; the server refuses its calls anyway (docs/admin.md).
 */
export interface AdminSection {
  path: string;
  label: string;
  minRole: StaffRoleValue;
  element: ReactNode;
}

/** A side-menu group (概览, 内容审核, 用户…): one file in this folder each. */
export interface AdminGroup {
  key: string;
  label: string;
  sections: AdminSection[];
}
