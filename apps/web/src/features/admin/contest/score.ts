import { JUDGE_CRITERIA, type JudgeScores } from '@xinke/shared';

/** A judge's total (docs/contest-console.md): Σ score × weight ÷ 10, 0–100, one decimal. */
export function weightedTotal(scores: Partial<Record<keyof JudgeScores, number | null>>): number {
  const sum = JUDGE_CRITERIA.reduce((acc, c) => acc + (scores[c.key] ?? 0) * c.weight, 0);
  return Math.round(sum) / 10;
}

export const formatScore = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toFixed(1);
