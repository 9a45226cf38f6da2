import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { LIULANG_ROUND_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { liulangApplications, liulangDeposits, liulangRounds, users } from '../../db/schema';

/* 流浪计划's SQL (docs/liulang.md). */

export type RoundRow = typeof liulangRounds.$inferSelect;
export type ApplicationRow = typeof liulangApplications.$inferSelect;
export type DepositRow = typeof liulangDeposits.$inferSelect;
/** An application with its member's name and its deposit (null until one is made). */
export interface ApplicationWithDeposit {
  a: ApplicationRow;
  d: DepositRow | null;
  nickname: string;
  headPic: string;
}

/** A round by id; `published` leaves out drafts (what readers may see). */
export async function roundOf(db: Db, id: number, { published = false, lock = false } = {}) {
  const where = published
    ? and(eq(liulangRounds.id, id), ne(liulangRounds.status, LIULANG_ROUND_STATUS.draft))
    : eq(liulangRounds.id, id);
  const q = db.select().from(liulangRounds).where(where).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The current round: the newest one that is not a draft. */
export async function currentRound(db: Db): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(liulangRounds)
    .where(ne(liulangRounds.status, LIULANG_ROUND_STATUS.draft))
    .orderBy(desc(liulangRounds.id))
    .limit(1);
  return row ?? null;
}

/** Every round, newest first; `published` leaves out drafts. */
export async function roundsOf(db: Db, published: boolean): Promise<RoundRow[]> {
  return db
    .select()
    .from(liulangRounds)
    .where(published ? ne(liulangRounds.status, LIULANG_ROUND_STATUS.draft) : undefined)
    .orderBy(desc(liulangRounds.id))
    .limit(100);
}

/** Applications per round id. */
export async function applyCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ roundId: liulangApplications.roundId, n: count() })
    .from(liulangApplications)
    .groupBy(liulangApplications.roundId);
  return new Map(rows.map((r) => [r.roundId, r.n]));
}

/** A round's applications with deposits: the chain first (in order), then by sign-up time. */
export async function applicationsOf(db: Db, roundId: number): Promise<ApplicationWithDeposit[]> {
  return db
    .select({
      a: liulangApplications,
      d: liulangDeposits,
      nickname: users.nickname,
      headPic: users.imageUrl,
    })
    .from(liulangApplications)
    .innerJoin(users, eq(users.id, liulangApplications.userId))
    .leftJoin(liulangDeposits, eq(liulangDeposits.applicationId, liulangApplications.id))
    .where(eq(liulangApplications.roundId, roundId))
    .orderBy(sql`${liulangApplications.chainOrder} asc nulls last`, asc(liulangApplications.id));
}

/** The application with the given id (locked for a change when asked). */
export async function applicationById(db: Db, id: number, lock = false) {
  const q = db.select().from(liulangApplications).where(eq(liulangApplications.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A member's application to a round. */
export async function applicationOf(db: Db, roundId: number, userId: number) {
  const [row] = await db
    .select()
    .from(liulangApplications)
    .where(and(eq(liulangApplications.roundId, roundId), eq(liulangApplications.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function depositOfApplication(db: Db, applicationId: number) {
  const [row] = await db
    .select()
    .from(liulangDeposits)
    .where(eq(liulangDeposits.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

export async function depositById(db: Db, id: number) {
  const [row] = await db.select().from(liulangDeposits).where(eq(liulangDeposits.id, id)).limit(1);
  return row ?? null;
}

/** The next chain position of a round (selection order). */
export async function nextChainOrder(db: Db, roundId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${liulangApplications.chainOrder}), 0)::int` })
    .from(liulangApplications)
    .where(eq(liulangApplications.roundId, roundId));
  return (row?.max ?? 0) + 1;
}
