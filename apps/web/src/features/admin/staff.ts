import { USER_ROLE, type UserInfo } from '@xinke/shared';

export type StaffRoleValue = typeof USER_ROLE.moderator | typeof USER_ROLE.admin;

/** Moderators and admins reach the operator console (docs/admin.md); nobody else sees it. */
export const isStaff = (role: UserInfo['role'] | undefined): role is StaffRoleValue =>
  role === USER_ROLE.moderator || role === USER_ROLE.admin;

/** Whether `role` may open what needs `minRole` (an admin may do everything a moderator may). */
export const roleReaches = (role: StaffRoleValue, minRole: StaffRoleValue): boolean =>
  minRole === USER_ROLE.moderator || role === USER_ROLE.admin;

export const ADMIN_URL = '/app/admin';
