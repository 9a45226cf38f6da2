/** One slot of the pager: a page number, or a gap that jumps five pages (as antd's does). */
export type PagerItem =
  { kind: 'page'; page: number } | { kind: 'gap'; direction: 'prev' | 'next'; page: number };

/** How far a gap jumps, and how antd's zh_CN locale titles it. */
export const GAP_JUMP = 5;

/**
 * Pages to show: always the first and the last, `buffer` pages either side of the current
 * one (a window of 2·buffer+1 that slides back from the edges so it keeps its width), and
 * a gap wherever pages are hidden. A gap standing for a single page shows that page instead.
 */
export function pagerItems(current: number, lastPage: number, buffer: number): PagerItem[] {
  const page = (n: number): PagerItem => ({ kind: 'page', page: n });
  if (lastPage <= 3 + buffer * 2) return Array.from({ length: lastPage }, (_, i) => page(i + 1));
  const width = buffer * 2 + 1;
  let start = Math.max(2, current - buffer);
  let end = Math.min(lastPage - 1, current + buffer);
  if (end - start + 1 < width) {
    if (start === 2) end = Math.min(lastPage - 1, start + width - 1);
    else start = Math.max(2, end - width + 1);
  }
  const items: PagerItem[] = [page(1)];
  if (start === 3) items.push(page(2));
  else if (start > 3)
    items.push({ kind: 'gap', direction: 'prev', page: Math.max(1, current - GAP_JUMP) });
  for (let n = start; n <= end; n += 1) items.push(page(n));
  if (end === lastPage - 2) items.push(page(lastPage - 1));
  else if (end < lastPage - 2)
    items.push({ kind: 'gap', direction: 'next', page: Math.min(lastPage, current + GAP_JUMP) });
  items.push(page(lastPage));
  return items;
}
