import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityVotes, activityWorks, users } from '../../db/schema';

/*
 * The contest console's reads and writes of votes (docs/contest-console.md "Voiding votes"):
 * the list with its summary, and the void that moves vote_count with the votes it voids.
 */

export interface VoteFilter {
  work_id?: number;
  flagged?: number;
  voided?: number;
  ip?: string;
}

const isFlagged = sql`cardinality(${activityVotes.flags}) > 0`;

/** The scope of the summary: the activity, a work, an IP (not the flagged/voided switches). */
function voteScope(activeId: number, f: VoteFilter): SQL | undefined {
  return and(
    eq(activityVotes.activeId, activeId),
    f.work_id === undefined ? undefined : eq(activityVotes.workId, f.work_id),
    f.ip ? eq(activityVotes.ip, f.ip) : undefined,
  );
}

function voteWhere(activeId: number, f: VoteFilter): SQL | undefined {
  return and(
    voteScope(activeId, f),
    f.flagged === undefined
      ? undefined
      : f.flagged === 1
        ? and(isFlagged, isNull(activityVotes.voidedAt))
        : sql`cardinality(${activityVotes.flags}) = 0`,
    f.voided === undefined
      ? undefined
      : f.voided === 1
        ? isNotNull(activityVotes.voidedAt)
        : isNull(activityVotes.voidedAt),
  );
}

export async function pageVotes(
  db: Db,
  activeId: number,
  f: VoteFilter,
  limit: number,
  offset: number,
) {
  const where = voteWhere(activeId, f);
  const [rows, [total], [summary]] = await Promise.all([
    db
      .select({
        vote: activityVotes,
        work: {
          id: activityWorks.id,
          serialNum: activityWorks.serialNum,
          name: activityWorks.name,
        },
        user: { id: users.id, nickname: users.nickname, createTime: users.createTime },
      })
      .from(activityVotes)
      .innerJoin(activityWorks, eq(activityWorks.id, activityVotes.workId))
      .innerJoin(users, eq(users.id, activityVotes.userId))
      .where(where)
      .orderBy(desc(activityVotes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(activityVotes).where(where),
    db
      .select({
        total: sql<number>`count(*) filter (where ${activityVotes.voidedAt} is null)::int`,
        flagged: sql<number>`count(*) filter (where ${activityVotes.voidedAt} is null and ${isFlagged})::int`,
        voided: sql<number>`count(*) filter (where ${activityVotes.voidedAt} is not null)::int`,
      })
      .from(activityVotes)
      .where(voteScope(activeId, f)),
  ]);
  return {
    rows,
    total: total?.n ?? 0,
    summary: summary ?? { total: 0, flagged: 0, voided: 0 },
  };
}

/**
 * Voids the valid votes of `activeId` among `ids` and takes each from its work's vote_count,
 * in the caller's transaction. A vote already voided is not matched, so voiding twice (or
 * two staff at once: the second waits on the row locks and then finds nothing) changes
 * nothing. Returns the votes voided.
 */
export async function voidVotes(
  db: Db,
  activeId: number,
  ids: readonly number[],
  by: number,
  reason: string,
  at: Date,
): Promise<{ id: number; workId: number; userId: number }[]> {
  const voided = await db
    .update(activityVotes)
    .set({ voidedAt: at, voidedBy: by, voidReason: reason })
    .where(
      and(
        eq(activityVotes.activeId, activeId),
        inArray(activityVotes.id, [...ids]),
        isNull(activityVotes.voidedAt),
      ),
    )
    .returning({
      id: activityVotes.id,
      workId: activityVotes.workId,
      userId: activityVotes.userId,
    });
  const perWork = new Map<number, number>();
  for (const v of voided) perWork.set(v.workId, (perWork.get(v.workId) ?? 0) + 1);
  for (const [workId, n] of [...perWork].sort((a, b) => a[0] - b[0]))
    await db
      .update(activityWorks)
      .set({ voteCount: sql`${activityWorks.voteCount} - ${n}` })
      .where(eq(activityWorks.id, workId));
  return voided;
}

export async function voteCounts(db: Db, workIds: readonly number[]) {
  if (workIds.length === 0) return [];
  return db
    .select({ id: activityWorks.id, vote_count: activityWorks.voteCount })
    .from(activityWorks)
    .where(inArray(activityWorks.id, [...workIds]))
    .orderBy(asc(activityWorks.id));
}
