import { and, eq } from 'drizzle-orm';
import { MSG, USER_TYPE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { memberGuides, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** SPEC §3 is_old: 0 (new) sees the guide. */
const stateOf = (isOld: number) => ({ is_old: isOld, show_guide: isOld === USER_TYPE.new });

/**
 * GET /xgo/v1/web/common/get_guide: whether the caller still has the guide to see. With a
 * page's `key` (docs/festival.md), whether they have not dismissed that page's guide yet;
 * is_old is reported as it is.
 */
export async function getGuide(db: Db, userId: number, key?: string) {
  const [row] = await db
    .select({ isOld: users.isOld })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.notFound(MSG.userNotFound);
  if (key === undefined) return stateOf(row.isOld);
  const [seen] = await db
    .select({ key: memberGuides.guideKey })
    .from(memberGuides)
    .where(and(eq(memberGuides.userId, userId), eq(memberGuides.guideKey, key)))
    .limit(1);
  return { is_old: row.isOld, show_guide: seen === undefined };
}

/**
 * POST /xgo/v1/web/common/set_guide: the caller has seen the guide; is_old becomes 1 for
 * good (the new-user coupon can no longer be claimed for the first time). Idempotent, and
 * it takes no user id: nobody marks someone else.
 */
export async function setGuide(db: Db, userId: number, key?: string) {
  if (key !== undefined) {
    // A page's guide: one row per member and key, whatever is_old says.
    await db.insert(memberGuides).values({ userId, guideKey: key }).onConflictDoNothing();
    return getGuide(db, userId, key);
  }
  const [row] = await db
    .update(users)
    .set({ isOld: USER_TYPE.old })
    .where(eq(users.id, userId))
    .returning({ isOld: users.isOld });
  if (!row) throw AppError.notFound(MSG.userNotFound);
  return stateOf(row.isOld);
}
