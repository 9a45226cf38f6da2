import { eq, sql } from 'drizzle-orm';
import { VOTE_FLAG, VOTE_RULES } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { activityVotes, activityWorks, users } from '../../db/schema';

/*
 * The vote path's statements (docs/contest.md "Fair voting"): one prepared read and one
 * write statement per vote. The two counts behind the flags stop at the number that matters
 * (LIMIT n), so a popular work or a busy day costs the same few index entries as a quiet one.
 */

/** What the vote path checks before casting: the work and the voter's account age. */
const voteTarget = preparedOnce('contest_vote_target', (db) =>
  db
    .select({
      activeId: activityWorks.activeId,
      userId: activityWorks.userId,
      reviewStatus: activityWorks.reviewStatus,
      voterCreated: sql<Date | string | null>`(select ${users.createTime} from ${users}
        where ${users.id} = ${sql.placeholder('voterId')})`,
    })
    .from(activityWorks)
    .where(eq(activityWorks.id, sql.placeholder('workId')))
    .limit(1),
);

/** The work (undefined when there is none) and when the voter's account was made. */
export async function voteTargetOf(db: Db, workId: number, voterId: number) {
  const [row] = await voteTarget(db).execute({ workId, voterId });
  if (!row) return { work: undefined, voterCreated: undefined };
  const { voterCreated, ...work } = row;
  // A subquery column comes back as the driver's text on node-postgres, a Date on PGlite.
  return { work, voterCreated: voterCreated === null ? undefined : new Date(voterCreated) };
}

export interface CastVote {
  activeId: number;
  workId: number;
  userId: number;
  voteDay: string;
  ip: string;
  createTime: Date;
  /** The voter's account was made after voting opened (VOTE_FLAG.newAccount). */
  newAccount: boolean;
}

/**
 * One vote, in ONE statement (its own transaction): the IP's votes that day and the work's
 * votes in the last minute (each counted only up to the number that matters, LIMIT n), the
 * insert with the flags those counts give (not when the IP is past its hard cap; the unique
 * index refuses a second vote that day, so racing requests cannot both count), and the
 * work's vote_count moved only when a row went in. One round trip instead of six: on the
 * burst of issue 16 the work's row lock is held for the update alone, not across the
 * network, and Node builds no query per vote.
 *
 * Answers the IP's count before this vote, the new vote's id (null when none went in) and
 * the work's vote_count after it.
 */
export async function castVote(
  db: Db,
  v: CastVote,
): Promise<{ ipVotes: number; voteId: number | null; voteCount: number | null }> {
  const since = new Date(v.createTime.getTime() - 60_000);
  const [row] = await selectRows<{
    ip_votes: number;
    vote_id: number | null;
    vote_count: number | null;
  }>(
    db,
    sql`with ip as (
      select count(*)::int as n from (
        select 1 from ${activityVotes}
        where ${activityVotes.activeId} = ${v.activeId} and ${activityVotes.voteDay} = ${v.voteDay}
          and ${activityVotes.ip} = ${v.ip}
        limit ${VOTE_RULES.ipDailyHard}) x
    ), recent as (
      select count(*)::int as n from (
        select 1 from ${activityVotes}
        where ${activityVotes.workId} = ${v.workId} and ${activityVotes.createTime} > ${since}
        limit ${VOTE_RULES.burstPerMinute}) y
    ), ins as (
      insert into ${activityVotes} (active_id, work_id, user_id, vote_day, ip, flags, create_time)
      select ${v.activeId}::int, ${v.workId}::int, ${v.userId}::int, ${v.voteDay}::date,
        ${v.ip}::text,
        array_remove(array[
          case when ${v.newAccount}::boolean then ${VOTE_FLAG.newAccount} end,
          case when ip.n >= ${VOTE_RULES.ipDailySoft} then ${VOTE_FLAG.sharedIp} end,
          case when recent.n >= ${VOTE_RULES.burstPerMinute} then ${VOTE_FLAG.burst} end
        ]::text[], null),
        ${v.createTime}::timestamptz
      from ip, recent
      where ip.n < ${VOTE_RULES.ipDailyHard}
      on conflict do nothing
      returning id
    ), bump as (
      update ${activityWorks} set vote_count = vote_count + 1
      where ${activityWorks.id} = ${v.workId} and exists (select 1 from ins)
      returning vote_count
    )
    select (select n from ip) as ip_votes, (select id from ins) as vote_id,
      (select vote_count from bump) as vote_count`,
  );
  return {
    ipVotes: Number(row?.ip_votes ?? 0),
    voteId: row?.vote_id ?? null,
    voteCount: row?.vote_count ?? null,
  };
}
