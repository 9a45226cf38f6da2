import { AWARD_TIERS, JUDGE_CRITERIA, JUDGE_SCORE_MAX, RANKING_WEIGHTS } from '@xinke/shared';

/*
 * The final ranking of a contest (docs/contest-console.md "Ranking and awards"): one pure
 * function, so the console's preview, the public award list and the results export agree.
 */

/** One approved work as the ranking needs it. */
export interface RankInput {
  id: number;
  serialNum: number;
  votes: number;
  /** Each judge's scores of it, by criterion key (0–10). */
  judges: readonly Record<string, number>[];
}

export interface RankedScores {
  id: number;
  rank: number;
  award: string;
  awardLabel: string;
  voteScore: number;
  judgeScore: number;
  finalScore: number;
  judgeCount: number;
  /** The judges' average of each criterion (0–10), in JUDGE_CRITERIA's order. */
  criteria: { key: string; label: string; weight: number; average: number }[];
}

/** A shown score: one decimal. */
export const round1 = (x: number): number => Math.round((x + Number.EPSILON) * 10) / 10;

/** One judge's weighted total of a work, 0–100: Σ score × weight ÷ JUDGE_SCORE_MAX. */
export function judgeTotal(scores: Record<string, number>): number {
  return (
    JUDGE_CRITERIA.reduce((sum, c) => sum + (scores[c.key] ?? 0) * c.weight, 0) / JUDGE_SCORE_MAX
  );
}

const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

/** The award of the 1-based place `rank`: the tiers are handed out down the ranking. */
function awardOf(rank: number): { key: string; label: string } {
  let last = 0;
  for (const tier of AWARD_TIERS) {
    last += tier.places;
    if (rank <= last) return { key: tier.key, label: tier.label };
  }
  return { key: '', label: '' };
}

/**
 * Ranks the approved works: vote score = votes ÷ the most votes × 100 (0 when nobody
 * voted), judge score = the mean of the judges' totals (0 unscored), final = the two
 * weighted by RANKING_WEIGHTS. Order: the shown (1-decimal) final score, then more votes,
 * then the earlier serial. Awards go down the ranking by AWARD_TIERS; a work whose final
 * score is 0 (no votes, no scores) wins nothing.
 */
export function rankWorks(works: readonly RankInput[]): RankedScores[] {
  const maxVotes = Math.max(0, ...works.map((w) => w.votes));
  const scored = works.map((w) => {
    const voteScore = maxVotes === 0 ? 0 : (w.votes / maxVotes) * 100;
    const judgeScore = mean(w.judges.map(judgeTotal));
    const finalScore =
      (voteScore * RANKING_WEIGHTS.votes + judgeScore * RANKING_WEIGHTS.judges) / 100;
    return {
      work: w,
      voteScore: round1(voteScore),
      judgeScore: round1(judgeScore),
      finalScore: round1(finalScore),
    };
  });
  scored.sort(
    (a, b) =>
      b.finalScore - a.finalScore ||
      b.work.votes - a.work.votes ||
      a.work.serialNum - b.work.serialNum,
  );
  return scored.map((s, i) => {
    const award = s.finalScore > 0 ? awardOf(i + 1) : { key: '', label: '' };
    return {
      id: s.work.id,
      rank: i + 1,
      award: award.key,
      awardLabel: award.label,
      voteScore: s.voteScore,
      judgeScore: s.judgeScore,
      finalScore: s.finalScore,
      judgeCount: s.work.judges.length,
      criteria: JUDGE_CRITERIA.map((c) => ({
        key: c.key,
        label: c.label,
        weight: c.weight,
        average: round1(mean(s.work.judges.map((j) => j[c.key] ?? 0))),
      })),
    };
  });
}
