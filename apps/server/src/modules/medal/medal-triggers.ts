import { eq } from 'drizzle-orm';
import { MEDAL_TRIGGER, type MedalTriggerValue } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { awardMedal } from './medal-award';
import { autoMedalDefs, unheldAutoMedalDefs, type MedalToAward } from './medal-defs';
import { countCommentsWritten } from './medal.repository';

/*
 * The automatic medals (the enabled `medals` rows of a trigger; an admin tunes their
 * thresholds, the conditions are this code), checked inside the transaction that changes
 * the number a medal counts, so the award commits with its fact or not at all. A trigger
 * that knows its number (the streak, praise_count, the balance) costs one read of the
 * medals it reaches (none below the threshold) and one insert-or-nothing for each (">=", not "just crossed", so a
 * member who was past a threshold before the medal existed gets it at the next event);
 * one that must count (posts, comments) first reads the medals it could give that the
 * member does not hold yet (one statement), so the count runs only while one is to be won.
 * Call them late in the transaction: the award's row is the one lock they add.
 */

/**
 * Awards the medals of `trigger` whose threshold `value` reaches; `reached` when the
 * caller's statement already read them (reachedAutoMedalsSql).
 */
async function awardReached(
  tx: Db,
  userId: number,
  trigger: MedalTriggerValue,
  value: number,
  now: number | undefined,
  reached?: readonly MedalToAward[],
): Promise<void> {
  for (const medal of reached ?? (await autoMedalDefs(tx, trigger, value)))
    await awardMedal(tx, userId, medal, { now });
}

/** Like awardReached, but `count` runs only when a medal of `trigger` is still unheld. */
async function awardCounted(
  tx: Db,
  userId: number,
  trigger: MedalTriggerValue,
  count: () => Promise<number>,
  now: number | undefined,
): Promise<void> {
  const unheld = await unheldAutoMedalDefs(tx, trigger, userId);
  if (unheld.length === 0) return;
  const value = await count();
  for (const medal of unheld)
    if (value >= (medal.threshold ?? Infinity)) await awardMedal(tx, userId, medal, { now });
}

/** A post of the member went out (users.item_count already counts it). */
export function onPostPublished(tx: Db, userId: number, now: number): Promise<void> {
  return awardCounted(
    tx,
    userId,
    MEDAL_TRIGGER.posts,
    async () => {
      const [row] = await tx.select({ n: users.itemCount }).from(users).where(eq(users.id, userId));
      return row?.n ?? 0;
    },
    now,
  );
}

/** The member signed in, reaching a streak of `streak` days. */
export function onSignInStreak(tx: Db, userId: number, streak: number, now: number) {
  return awardReached(tx, userId, MEDAL_TRIGGER.signInStreak, streak, now);
}

/** A trigger that knows its number: awardReached of `trigger`. */
const reachedTrigger =
  (trigger: MedalTriggerValue) =>
  (tx: Db, userId: number, value: number, now: number, reached?: readonly MedalToAward[]) =>
    awardReached(tx, userId, trigger, value, now, reached);

/** The member's posts were liked: the value is users.praise_count after the like. */
export const onPraise = reachedTrigger(MEDAL_TRIGGER.likesReceived);

/**
 * A comment or reply of the member became visible; `reached` when the caller's statement
 * already read the unheld medals its count reaches (unheldReachedAutoMedalsSql).
 */
export async function onCommentWritten(
  tx: Db,
  userId: number,
  now?: number,
  reached?: readonly MedalToAward[],
): Promise<void> {
  if (reached) {
    for (const medal of reached) await awardMedal(tx, userId, medal, { now });
    return;
  }
  await awardCounted(
    tx,
    userId,
    MEDAL_TRIGGER.commentsWritten,
    () => countCommentsWritten(tx, userId),
    now,
  );
}

/** The member's balance is now the value (the ledger calls this on every change). */
export const onEleChanged = reachedTrigger(MEDAL_TRIGGER.ele);
