import { eq } from 'drizzle-orm';
import { MSG, mayUseOccupation } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * 403 unless `userId` may wear `label` on a team (the shared rule `mayUseOccupation`:
 * 站务官方 is staff's). The role is read now, so someone demoted loses the label at once; the
 * other labels need no read at all.
 */
export async function assertMayUseOccupation(db: Db, userId: number, label: number) {
  if (mayUseOccupation(label, undefined)) return;
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!mayUseOccupation(label, row?.role)) throw AppError.forbidden(MSG.projectOccupationStaffOnly);
}
