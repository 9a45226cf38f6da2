import { and, asc, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ACTIVITY_PUBLISH,
  COMMENT_STATUS,
  ITEM_STATUS,
  LOTTERY_TYPE,
  WORK_REVIEW,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import {
  activities,
  activityWorks,
  comments,
  items,
  lotteries,
  lotteryEntries,
  lotteryPrizes,
  lotteryWinners,
  users,
} from '../../db/schema';

/* Lotteries' SQL (docs/lottery.md). */

export type LotteryRow = typeof lotteries.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type PrizeRow = typeof lotteryPrizes.$inferSelect;
export type WinnerRow = typeof lotteryWinners.$inferSelect;

/** The activity and its lottery settings (null when not saved yet). */
export async function lotteryOf(db: Db, id: number, lock = false) {
  const q = db
    .select({ a: activities, l: lotteries })
    .from(activities)
    .leftJoin(lotteries, eq(lotteries.activeId, activities.id))
    .where(eq(activities.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: activities }) : await q;
  return row ?? null;
}

export function prizesOf(db: Db, activeId: number): Promise<PrizeRow[]> {
  return db
    .select()
    .from(lotteryPrizes)
    .where(eq(lotteryPrizes.activeId, activeId))
    .orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));
}

export async function entryStats(db: Db, activeId: number) {
  const [row] = await db
    .select({ entries: count(), members: countDistinct(lotteryEntries.userId) })
    .from(lotteryEntries)
    .where(eq(lotteryEntries.activeId, activeId));
  return { entries: row?.entries ?? 0, members: row?.members ?? 0 };
}

export async function memberEntries(db: Db, activeId: number, userId: number, source?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(lotteryEntries)
    .where(
      and(
        eq(lotteryEntries.activeId, activeId),
        eq(lotteryEntries.userId, userId),
        source ? eq(lotteryEntries.source, source) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The whole public list, by entry id: what the draw runs on. */
export async function allEntries(db: Db, activeId: number) {
  return db
    .select({ id: lotteryEntries.id, user_id: lotteryEntries.userId })
    .from(lotteryEntries)
    .where(eq(lotteryEntries.activeId, activeId))
    .orderBy(asc(lotteryEntries.id));
}

export async function entryPage(
  db: Db,
  activeId: number,
  userId: number | null,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(lotteryEntries.activeId, activeId),
    userId === null ? undefined : eq(lotteryEntries.userId, userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: lotteryEntries, nickname: users.nickname })
      .from(lotteryEntries)
      .innerJoin(users, eq(users.id, lotteryEntries.userId))
      .where(where)
      .orderBy(asc(lotteryEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(lotteryEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function winnersOf(db: Db, activeId: number) {
  return db
    .select({
      w: lotteryWinners,
      prizeName: lotteryPrizes.name,
      nickname: users.nickname,
      headPic: users.imageUrl,
    })
    .from(lotteryWinners)
    .innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryWinners.prizeId))
    .innerJoin(users, eq(users.id, lotteryWinners.userId))
    .where(eq(lotteryWinners.activeId, activeId))
    .orderBy(asc(lotteryWinners.slot));
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ ele: users.ele }).from(users).where(eq(users.id, userId));
  return row?.ele ?? 0;
}

/**
 * What a member did that earns entries (docs/lottery.md): for 帖子互动 the posts published
 * and the visible comments written inside the entry window; for 壁纸活动 their approved work
 * in the linked contest (one work a member there, so at most 1).
 */
export async function earningActions(db: Db, l: LotteryRow, userId: number): Promise<number> {
  if (l.linkedActiveId !== null && l.lotteryType === LOTTERY_TYPE.wallpaper) {
    const [row] = await db
      .select({ n: count() })
      .from(activityWorks)
      .where(
        and(
          eq(activityWorks.activeId, l.linkedActiveId),
          eq(activityWorks.userId, userId),
          eq(activityWorks.reviewStatus, WORK_REVIEW.approved),
        ),
      );
    return row?.n ?? 0;
  }
  if (l.lotteryType !== LOTTERY_TYPE.postInteraction) return 0;
  const inWindow = (col: typeof items.createTime | typeof comments.createTime) =>
    and(gte(col, l.openTime), lt(col, l.closeTime));
  const [[posts], [notes]] = await Promise.all([
    db
      .select({ n: count() })
      .from(items)
      .where(
        and(
          eq(items.userId, userId),
          eq(items.itemStatus, ITEM_STATUS.published),
          inWindow(items.createTime),
        ),
      ),
    db
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.userId, userId),
          eq(comments.status, COMMENT_STATUS.visible),
          inWindow(comments.createTime),
        ),
      ),
  ]);
  return (posts?.n ?? 0) + (notes?.n ?? 0);
}

/** Lotteries due for the automatic draw at `now`: opened, not drawn, draw time passed. */
export async function dueLotteries(db: Db, now: number): Promise<number[]> {
  const rows = await db
    .select({ id: lotteries.activeId })
    .from(lotteries)
    .innerJoin(activities, eq(activities.id, lotteries.activeId))
    .where(
      and(
        sql`${lotteries.drawnAt} is null and ${lotteries.openedAt} is not null`,
        lt(lotteries.drawTime, new Date(now + 1)),
        eq(activities.status, ACTIVITY_PUBLISH.published),
      ),
    );
  return rows.map((r) => r.id);
}
