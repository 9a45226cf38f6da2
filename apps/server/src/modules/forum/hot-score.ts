/**
 * Ranking score for the home "排行" sort (-2). Engagement counts on a log scale, so the
 * 1,000th like matters less than the 10th, plus a time term so newer posts win ties:
 * 45,000 s (12.5 h) of age is worth one order of magnitude of engagement. Independent of
 * "now", so a row's score only changes when its counters do (no periodic re-scoring).
 */
export function hotScore(counts: {
  thumbCount: number;
  commentCount: number;
  collectCount: number;
  visitCount: number;
  createTime: Date;
}): number {
  const engagement =
    counts.thumbCount * 3 +
    counts.commentCount * 5 +
    counts.collectCount * 4 +
    counts.visitCount / 20;
  return Math.log10(Math.max(engagement, 1)) + counts.createTime.getTime() / 1000 / 45_000;
}
