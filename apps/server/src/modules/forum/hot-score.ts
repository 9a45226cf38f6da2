/**
 * Ranking score of the hot lists: the home page's 热门 (GET /web/index/object) and the
 * featured list's 排行 (sort -2). Written out in docs/forum.md "Hot ranking":
 *
 *   E     = 3·likes + 5·comments + 4·collections + views / 20
 *   score = log10(E) + created_at_epoch_seconds / 45000   when likes + comments + collections > 0
 *   score = 0                                              otherwise
 *
 * Engagement counts on a log scale, so the 1,000th like matters less than the 10th; 45,000 s
 * (12.5 h) of age costs one order of magnitude of engagement (ordering by it is the same as
 * ordering by log10(E) − age / 12.5 h at any moment). The score does not depend on "now", so
 * a row's score only changes when its counters do: no periodic re-scoring, and the list is
 * one walk of items_hot_idx. A post nobody has liked, commented on or collected scores 0,
 * below every post with an interaction (whose score is above 39,000 since 2025): a
 * brand-new empty post never outranks an active one, and views alone never lift a post.
 */
export const HOT_WEIGHTS = { thumb: 3, comment: 5, collect: 4, visitDivisor: 20 } as const;
/** Seconds of age worth one order of magnitude of engagement. */
export const HOT_AGE_SECONDS_PER_DECADE = 45_000;

export function hotScore(counts: {
  thumbCount: number;
  commentCount: number;
  collectCount: number;
  visitCount: number;
  createTime: Date;
}): number {
  if (counts.thumbCount + counts.commentCount + counts.collectCount <= 0) return 0;
  const engagement =
    counts.thumbCount * HOT_WEIGHTS.thumb +
    counts.commentCount * HOT_WEIGHTS.comment +
    counts.collectCount * HOT_WEIGHTS.collect +
    counts.visitCount / HOT_WEIGHTS.visitDivisor;
  return (
    Math.log10(Math.max(engagement, 1)) +
    counts.createTime.getTime() / 1000 / HOT_AGE_SECONDS_PER_DECADE
  );
}
