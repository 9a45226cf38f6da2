import { eq, sql } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { circles, users } from '../../db/schema';

/** What the counters depend on: users.item_count and circles.item_count count PUBLISHED items. */
export interface CountedState {
  userId: number;
  circleId: number | null;
  itemStatus: number;
}

const isCounted = (s: CountedState | null): s is CountedState =>
  s !== null && s.itemStatus === ITEM_STATUS.published;

/**
 * Moves the counters from `before` to `after` (null = the item does not exist). Call it in
 * the transaction that changes the item, after locking the item row, so two concurrent
 * changes of one item cannot both count (DESIGN.md §3: counters change with their fact).
 */
export async function syncItemCounters(
  tx: Db,
  before: CountedState | null,
  after: CountedState | null,
): Promise<void> {
  const userDelta = new Map<number, number>();
  const circleDelta = new Map<number, number>();
  const add = (map: Map<number, number>, key: number | null, delta: number) => {
    if (key !== null) map.set(key, (map.get(key) ?? 0) + delta);
  };
  if (isCounted(before)) {
    add(userDelta, before.userId, -1);
    add(circleDelta, before.circleId, -1);
  }
  if (isCounted(after)) {
    add(userDelta, after.userId, 1);
    add(circleDelta, after.circleId, 1);
  }
  for (const [id, delta] of userDelta) {
    if (delta !== 0)
      await tx
        .update(users)
        .set({ itemCount: sql`greatest(${users.itemCount} + ${delta}, 0)` })
        .where(eq(users.id, id));
  }
  for (const [id, delta] of circleDelta) {
    if (delta !== 0)
      await tx
        .update(circles)
        .set({ itemCount: sql`greatest(${circles.itemCount} + ${delta}, 0)` })
        .where(eq(circles.id, id));
  }
}
