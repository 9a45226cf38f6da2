import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityVotes, activityWorks, users } from '../../db/schema';

/*
 * The vote path's statements (docs/contest.md "Fair voting"). The two counts behind the
 * flags stop at the number that matters (LIMIT n + 1), so a popular work or a busy day costs
 * the same few index entries as a quiet one.
 */

/** Votes counted from a subquery that stops after `cap` rows. */
async function countUpTo(db: Db, cap: number, where: SQL | undefined): Promise<number> {
  const first = db
    .select({ one: sql<number>`1`.as('one') })
    .from(activityVotes)
    .where(where)
    .limit(cap)
    .as('first');
  const [row] = await db.select({ n: count() }).from(first);
  return row?.n ?? 0;
}

/** Votes from `ip` in the activity on `day`, counted up to `cap`. */
export function ipVotesOn(db: Db, activeId: number, day: string, ip: string, cap: number) {
  return countUpTo(
    db,
    cap,
    and(
      eq(activityVotes.activeId, activeId),
      eq(activityVotes.voteDay, day),
      eq(activityVotes.ip, ip),
    ),
  );
}

/** Votes the work took since `since`, counted up to `cap` (activity_votes_work_time_idx). */
export function recentVotesOf(db: Db, workId: number, since: Date, cap: number) {
  return countUpTo(
    db,
    cap,
    and(eq(activityVotes.workId, workId), gt(activityVotes.createTime, since)),
  );
}

/**
 * Records the vote unless the member already voted for the work that day (the unique index
 * decides, so racing requests cannot both count); undefined when they had.
 */
export async function insertVote(
  db: Db,
  vote: {
    activeId: number;
    workId: number;
    userId: number;
    voteDay: string;
    ip: string;
    flags: string[];
    createTime: Date;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(activityVotes)
    .values(vote)
    .onConflictDoNothing()
    .returning({ id: activityVotes.id });
  return row?.id;
}

/** Moves vote_count with the vote, in its transaction (docs/counters.md). */
export async function bumpVoteCount(db: Db, workId: number, by: number): Promise<number> {
  const [row] = await db
    .update(activityWorks)
    .set({ voteCount: sql`${activityWorks.voteCount} + ${by}::int` })
    .where(eq(activityWorks.id, workId))
    .returning({ voteCount: activityWorks.voteCount });
  return row?.voteCount ?? 0;
}

export async function accountCreatedAt(db: Db, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createTime: users.createTime })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.createTime;
}
