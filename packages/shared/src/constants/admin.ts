import { defineEnum } from './define-enum';

/**
 * What the staff audit log records (docs/admin.md): every action a moderator or admin takes
 * in the operator console writes one row through the server's recordStaffAction.
 */
export const StaffAction = defineEnum({
  hotKeywordHide: { value: 'hot_keyword.hide', label: '隐藏热门搜索词' },
  hotKeywordUnhide: { value: 'hot_keyword.unhide', label: '恢复热门搜索词' },
});
export const STAFF_ACTION = StaffAction.values;
export type StaffActionValue = (typeof STAFF_ACTION)[keyof typeof STAFF_ACTION];

/** Rows per page of the console's tables. */
export const ADMIN_PAGE_SIZE = 20;
