import { eq, sql } from 'drizzle-orm';
import { VOTE_FLAG, VOTE_RULES } from '@xinke/shared';
import type { Db } from '../../db/client';
import { preparedOnce, preparedSql } from '../../db/prepared-once';
import { activityWorks, users } from '../../db/schema';

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
 * network, and neither Node nor PostgreSQL builds or plans the statement per vote.
 *
 * $1 active, $2 work, $3 voter, $4 China day, $5 ip, $6 now, $7 a minute ago, $8 whether
 * the account was made after voting opened; then the rules and the flags' names.
 */
const castVoteStatement = preparedSql<{
  ip_votes: number;
  vote_id: number | null;
  vote_count: number | null;
}>(
  'contest_cast_vote',
  `with ip as (
    select count(*)::int as n from (
      select 1 from activity_votes
      where active_id = $1 and vote_day = $4::date and ip = $5
      limit $9) x
  ), recent as (
    select count(*)::int as n from (
      select 1 from activity_votes
      where work_id = $2 and create_time > $7::timestamptz
      limit $11) y
  ), ins as (
    insert into activity_votes (active_id, work_id, user_id, vote_day, ip, flags, create_time)
    select $1::int, $2::int, $3::int, $4::date, $5::text,
      array_remove(array[
        case when $8::boolean then $12::text end,
        case when ip.n >= $10 then $13::text end,
        case when recent.n >= $11 then $14::text end
      ], null),
      $6::timestamptz
    from ip, recent
    where ip.n < $9
    on conflict do nothing
    returning id
  ), bump as (
    update activity_works set vote_count = vote_count + 1
    where id = $2 and exists (select 1 from ins)
    returning vote_count
  )
  select (select n from ip) as ip_votes, (select id from ins) as vote_id,
    (select vote_count from bump) as vote_count`,
);

export async function castVote(
  db: Db,
  v: CastVote,
): Promise<{ ipVotes: number; voteId: number | null; voteCount: number | null }> {
  const [row] = await castVoteStatement(db, [
    v.activeId,
    v.workId,
    v.userId,
    v.voteDay,
    v.ip,
    v.createTime.toISOString(),
    new Date(v.createTime.getTime() - 60_000).toISOString(),
    v.newAccount,
    VOTE_RULES.ipDailyHard,
    VOTE_RULES.ipDailySoft,
    VOTE_RULES.burstPerMinute,
    VOTE_FLAG.newAccount,
    VOTE_FLAG.sharedIp,
    VOTE_FLAG.burst,
  ]);
  return {
    ipVotes: Number(row?.ip_votes ?? 0),
    voteId: row?.vote_id ?? null,
    voteCount: row?.vote_count ?? null,
  };
}
