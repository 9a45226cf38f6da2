import { MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { assertStaffRole } from '../admin/staff-guard';

/**
 * The role check of the moderation API: moderators and admins (users.role, read on every
 * call), 403 只有审核员可以进行此操作 otherwise.
 */
export async function assertModerator(
  db: Db,
  userId: number,
  msg: string = MSG.moderatorOnly,
): Promise<void> {
  await assertStaffRole(db, userId, 'moderator', msg);
}
