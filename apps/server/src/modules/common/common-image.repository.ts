import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { userImages } from '../../db/schema';

export type UserImageRow = typeof userImages.$inferSelect;

/**
 * Stores a picture spent from token `tokenId`; false when that token was spent already
 * (user_images_token_idx), which the unique index decides even for two racing uploads.
 */
export async function insertUserImage(
  db: Db,
  values: { userId: number; purpose: number; url: string; tokenId: string },
): Promise<UserImageRow | null> {
  const [row] = await db.insert(userImages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** My picture `id`, or nothing: someone else's is as absent as a missing one. */
export async function findOwnImage(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, id), eq(userImages.userId, userId)));
  return row;
}

/** Points my picture `id` at a new file, spending `tokenId`; false when the token was spent. */
export async function replaceUserImage(
  db: Db,
  userId: number,
  id: number,
  url: string,
  tokenId: string,
): Promise<UserImageRow | null> {
  try {
    const [row] = await db
      .update(userImages)
      .set({ url, tokenId, updateTime: sql`now()` })
      .where(and(eq(userImages.id, id), eq(userImages.userId, userId)))
      .returning();
    return row ?? null;
  } catch (err) {
    if (uniqueViolation(err) === 'user_images_token_idx') return null;
    throw err;
  }
}
