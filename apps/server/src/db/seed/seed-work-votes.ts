import { chinaDay } from '../../modules/growth/china-day';
import type { Db } from '../client';
import { activityVotes } from '../schema';
import type { Random } from './random';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A demo contest work that gets votes: its author never votes for it; appeal is the share of voters a day. */
export interface VotedWork {
  id: number;
  userId: number;
  appeal: number;
}

/**
 * The demo members' votes on a contest's approved works for every voting day up to now:
 * once per member per work per China day (as the unique index keeps it), never their own.
 * vote_count is left to recountCounters: facts, not numbers.
 */
export async function seedWorkVotes(
  db: Db,
  rnd: Random,
  now: number,
  activeId: number,
  voting: { startMs: number; endMs: number },
  works: VotedWork[],
  voterIds: number[],
): Promise<void> {
  const votes: (typeof activityVotes.$inferInsert)[] = [];
  for (let day = voting.startMs; day < Math.min(now, voting.endMs); day += DAY_MS)
    for (const voterId of voterIds)
      for (const work of works) {
        if (work.userId === voterId || rnd.next() >= work.appeal) continue;
        const at = Math.min(day + rnd.int(1, 20) * HOUR_MS, now - HOUR_MS);
        votes.push({
          activeId,
          workId: work.id,
          userId: voterId,
          voteDay: chinaDay(at),
          ip: `203.0.113.${voterId % 250}`,
          createTime: new Date(at),
        });
      }
  const once = new Map(votes.map((v) => [`${v.workId}:${v.userId}:${v.voteDay}`, v]));
  if (once.size > 0) await db.insert(activityVotes).values([...once.values()]);
}
