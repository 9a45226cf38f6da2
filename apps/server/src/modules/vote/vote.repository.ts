import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voteBallots, voteOptions, voteSubjects } from '../../db/schema';

export type SubjectRow = typeof voteSubjects.$inferSelect;
export type OptionRow = typeof voteOptions.$inferSelect;

export async function findSubjects(db: Db, itemId: number, lock = false): Promise<SubjectRow[]> {
  const query = db
    .select()
    .from(voteSubjects)
    .where(eq(voteSubjects.itemId, itemId))
    .orderBy(asc(voteSubjects.sort), asc(voteSubjects.id));
  return lock ? query.for('update') : query;
}

export async function findOptions(db: Db, subjectIds: number[]): Promise<OptionRow[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select()
    .from(voteOptions)
    .where(inArray(voteOptions.subjectId, subjectIds))
    .orderBy(asc(voteOptions.sort), asc(voteOptions.id));
}

export async function findMyBallots(db: Db, subjectIds: number[], userId: number) {
  if (subjectIds.length === 0) return [];
  return db
    .select({ subjectId: voteBallots.subjectId, optionIds: voteBallots.optionIds })
    .from(voteBallots)
    .where(and(inArray(voteBallots.subjectId, subjectIds), eq(voteBallots.userId, userId)));
}

export interface SubjectData {
  subject: string;
  selectType: number;
  options: { text: string; image: string; description: string }[];
}

export async function deleteSubjects(tx: Db, itemId: number): Promise<void> {
  await tx.delete(voteSubjects).where(eq(voteSubjects.itemId, itemId));
}

export async function insertSubjects(
  tx: Db,
  itemId: number,
  subjects: SubjectData[],
  expireTime: Date,
): Promise<void> {
  for (const [sort, s] of subjects.entries()) {
    const [row] = await tx
      .insert(voteSubjects)
      .values({ itemId, subject: s.subject, selectType: s.selectType, expireTime, sort })
      .returning({ id: voteSubjects.id });
    if (!row) throw new Error('insert vote subject failed');
    if (s.options.length)
      await tx
        .insert(voteOptions)
        .values(s.options.map((o, i) => ({ subjectId: row.id, ...o, sort: i })));
  }
}

export async function setExpireTime(tx: Db, itemId: number, expireTime: Date): Promise<void> {
  await tx.update(voteSubjects).set({ expireTime }).where(eq(voteSubjects.itemId, itemId));
}

/**
 * Inserts the ballots; the primary key (subject, user) refuses a second one even when two
 * requests race. Returns the subjects that were inserted (a conflict is simply missing).
 */
export async function insertBallots(
  tx: Db,
  userId: number,
  ballots: { subjectId: number; optionIds: number[] }[],
): Promise<number[]> {
  const rows = await tx
    .insert(voteBallots)
    .values(ballots.map((b) => ({ userId, subjectId: b.subjectId, optionIds: b.optionIds })))
    .onConflictDoNothing()
    .returning({ subjectId: voteBallots.subjectId });
  return rows.map((r) => r.subjectId);
}

/** Counts move by increments in SQL, never read-modify-write, so racing ballots add up. */
export async function countBallots(tx: Db, subjectIds: number[], optionIds: number[]) {
  await tx
    .update(voteOptions)
    .set({ num: sql`${voteOptions.num} + 1` })
    .where(inArray(voteOptions.id, optionIds));
  await tx
    .update(voteSubjects)
    .set({ voterCount: sql`${voteSubjects.voterCount} + 1` })
    .where(inArray(voteSubjects.id, subjectIds));
}

/** The post a subject belongs to (no lock: the caller locks the post, then its subjects). */
export async function findSubjectItemId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ itemId: voteSubjects.itemId })
    .from(voteSubjects)
    .where(eq(voteSubjects.id, id))
    .limit(1);
  return row?.itemId;
}

export async function hasBallots(db: Db, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ subjectId: voteBallots.subjectId })
    .from(voteBallots)
    .where(eq(voteBallots.subjectId, subjectId))
    .limit(1);
  return row !== undefined;
}

/** Deletes one subject; its options (and ballots, were there any) go with it by FK cascade. */
export async function deleteSubject(tx: Db, id: number): Promise<void> {
  await tx.delete(voteSubjects).where(eq(voteSubjects.id, id));
}
