import { WorkReview } from '@xinke/shared';
import { buildContest, buildWork, castVote } from '../contest-console-fixtures';
import { buildUser } from '../factories';
import type { StaffWorld } from './world';

/* Contest rows the staff walk's console writes act on (docs/contest-console.md). */

/** A work of a fresh member in a fresh contest now voting, in the review state asked. */
export async function walkContestWork(
  w: StaffWorld,
  reviewStatus: number = WorkReview.values.approved,
): Promise<{ activeId: number; workId: number }> {
  const activeId = await buildContest(w.t.db, w.admin.id, Date.now(), '走查大赛');
  const entrant = await buildUser(w.t.db);
  const work = await buildWork(w.t.db, { activeId, userId: entrant.id, reviewStatus });
  return { activeId, workId: work.id };
}

/** A valid vote for an approved work, with its contest. */
export async function walkContestVote(
  w: StaffWorld,
): Promise<{ activeId: number; voteId: number }> {
  const { activeId, workId } = await walkContestWork(w);
  const voteId = await castVote(w.t.db, { activeId, workId, userId: w.member.id });
  return { activeId, voteId };
}
