import { eq } from 'drizzle-orm';
import { MSG, USER_ROLE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { StaffRole } from '../../plugins/staff-role';

/**
 * The service's own role check (the contract's was made before the handler; a service is
 * also called from elsewhere, and a role may have changed since): the caller's staff role,
 * read from the database on every call so a demoted member of staff loses it at once, or 403
 * with `msg` (default 只有管理员可以进行此操作 / 只有管理人员可以进行此操作).
 */
export async function assertStaffRole(
  db: Db,
  userId: number,
  min: StaffRole,
  msg?: string,
): Promise<StaffRole> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.role === USER_ROLE.admin) return 'admin';
  if (row?.role === USER_ROLE.moderator && min === 'moderator') return 'moderator';
  throw AppError.forbidden(msg ?? (min === 'admin' ? MSG.adminOnly : MSG.staffOnly));
}

/** 403 (只有管理员可以进行此操作 unless told otherwise) unless `userId` is an admin. */
export async function assertAdmin(db: Db, userId: number, msg?: string): Promise<void> {
  await assertStaffRole(db, userId, 'admin', msg);
}
