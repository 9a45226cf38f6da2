import { eq } from 'drizzle-orm';
import { MSG } from '@xinke/shared';
import type { Db } from '../../../db/client';
import { itemRemovals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

export type ItemRemovalRow = typeof itemRemovals.$inferSelect;

export async function findRemoval(db: Db, itemId: number): Promise<ItemRemovalRow | undefined> {
  const [row] = await db
    .select()
    .from(itemRemovals)
    .where(eq(itemRemovals.itemId, itemId))
    .limit(1);
  return row;
}

/**
 * A post staff deleted stays out of everyone's hands but staff's until they restore it: its
 * author cannot edit or resubmit it (that would publish it again), and the review queue cannot
 * overturn it (docs/admin-community.md). 403 with the reason it is locked.
 */
export async function assertNotRemoved(db: Db, itemId: number): Promise<void> {
  if (await findRemoval(db, itemId)) throw AppError.forbidden(MSG.itemRemovedByStaff);
}
