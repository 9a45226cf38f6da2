import {
  judgeCriteriaOf,
  RANKING_WEIGHTS,
  type ContestWork,
  type Ranking,
  type RankedWork,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds } from '../../lib/clock';
import {
  approvedWorks,
  scoresOf,
  type ActivityRow,
  type ApprovedWorkRow,
} from './contest-admin.repository';
import { rankWorks } from './contest-ranking';
import { toContestWork } from './contest.mapper';

/** An approved work as a card of the ranking (nobody votes on a ranking: vote_status 0). */
const toCard = (r: ApprovedWorkRow): ContestWork => toContestWork(r, false);

export interface RankedEntry {
  row: ApprovedWorkRow;
  ranked: RankedWork;
}

/**
 * The ranking of an activity's approved works now (docs/contest-console.md): what the
 * console previews, the public award list shows once published, and the results export
 * writes. A rejected work, even one that was approved and voted for, is not in it.
 */
export async function rankedEntries(db: Db, activeId: number): Promise<RankedEntry[]> {
  const rows = await approvedWorks(db, activeId);
  const scores = await scoresOf(
    db,
    rows.map((r) => r.work.id),
  );
  const judges = new Map<number, Record<string, number>[]>();
  for (const s of scores) judges.set(s.workId, [...(judges.get(s.workId) ?? []), s.scores]);
  const byId = new Map(rows.map((r) => [r.work.id, r]));
  const ranked = rankWorks(
    rows.map((r) => ({
      id: r.work.id,
      serialNum: r.work.serialNum,
      votes: r.work.voteCount,
      judges: judges.get(r.work.id) ?? [],
    })),
  );
  return ranked.flatMap((s) => {
    const row = byId.get(s.id);
    if (!row) return [];
    return [
      {
        row,
        ranked: {
          ...toCard(row),
          rank: s.rank,
          award: s.award,
          award_label: s.awardLabel,
          vote_score: s.voteScore,
          judge_score: s.judgeScore,
          final_score: s.finalScore,
          judge_count: s.judgeCount,
          criteria: s.criteria,
        },
      },
    ];
  });
}

/**
 * The ranking envelope. Staff see the ranking at any time (a preview until the results are
 * published); the public only once they are (`published`), before that with no works.
 */
export async function rankingOf(
  db: Db,
  activity: ActivityRow,
  now: number,
  viewer: 'staff' | 'public',
): Promise<Ranking> {
  const at = activity.resultsPublishedAt;
  const published = at !== null && at.getTime() <= now;
  // The kind's words for the one rubric (judgeCriteriaOf): a wallpaper is not judged on 理线.
  const criteria = judgeCriteriaOf(activity.kind);
  const labelOf = new Map(criteria.map((c) => [c.key as string, c.label]));
  const works =
    viewer === 'staff' || published
      ? (await rankedEntries(db, activity.id)).map((e) => e.ranked)
      : [];
  return {
    active_id: activity.id,
    published,
    results_published_at: at ? toUnixSeconds(at.getTime()) : null,
    weights: { votes: RANKING_WEIGHTS.votes, judges: RANKING_WEIGHTS.judges },
    criteria,
    works: works.map((w) => ({
      ...w,
      criteria: w.criteria.map((c) => ({ ...c, label: labelOf.get(c.key) ?? c.label })),
    })),
  };
}
