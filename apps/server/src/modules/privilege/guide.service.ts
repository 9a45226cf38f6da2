import { eq } from 'drizzle-orm';
import { MSG, USER_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** SPEC §3 is_old: 0 (new) sees the guide. */
const stateOf = (isOld: number) => ({ is_old: isOld, show_guide: isOld === USER_TYPE.new });

/** GET /xgo/v1/web/common/get_guide: whether the caller still has the guide to see. */
export async function getGuide(db: Db, userId: number) {
  const [row] = await db
    .select({ isOld: users.isOld })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.notFound(MSG.userNotFound);
  return stateOf(row.isOld);
}

/**
 * POST /xgo/v1/web/common/set_guide: the caller has seen the guide; is_old becomes 1 for
 * good (the new-user coupon can no longer be claimed for the first time). Idempotent, and
 * it takes no user id: nobody marks someone else.
 */
export async function setGuide(db: Db, userId: number) {
  const [row] = await db
    .update(users)
    .set({ isOld: USER_TYPE.old })
    .where(eq(users.id, userId))
    .returning({ isOld: users.isOld });
  if (!row) throw AppError.notFound(MSG.userNotFound);
  return stateOf(row.isOld);
}
