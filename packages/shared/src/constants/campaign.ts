/*
 * Activity links, item activities and the 618 campaign (docs/activities.md, docs/p618.md).
 */

export const CAMPAIGN_LIMITS = {
  /** Products an activity may be linked to (its 相关活动 entries on landing pages). */
  activityProducts: 10,
  /** Activities and products the 618 page shows. */
  p618Activities: 12,
  p618Products: 12,
  p618Title: 40,
  /** 相关活动 shown on a landing page. */
  productActivities: 6,
} as const;

/** Posts of an item activity a page (GET /web/active/item). */
export const ACTIVE_ITEM_PAGE_SIZE = 12;

/** The 618 campaign's phase from its times: before, during, after. */
export type P618Phase = 'upcoming' | 'running' | 'ended';
export function p618Phase(startSec: number, endSec: number, nowMs: number): P618Phase {
  const now = nowMs / 1000;
  if (now < startSec) return 'upcoming';
  return now < endSec ? 'running' : 'ended';
}
