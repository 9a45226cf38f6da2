import { USER_ROLE, type UserInfo } from '@xinke/shared';

/** Moderators and admins reach the operator console (docs/admin.md); nobody else sees it. */
export const isStaff = (role: UserInfo['role'] | undefined): boolean =>
  role === USER_ROLE.moderator || role === USER_ROLE.admin;

export const ADMIN_URL = '/app/admin';
