import type { Paginate } from '@xinke/shared';

/**
 * SPEC §4 paging rules shared by the "load more" lists (search, comments): a list ends
 * when the current page equals the last page, and a list with no rows has last_page 0.
 */
export function isLastPage(paginate: Pick<Paginate, 'current_page' | 'last_page'>): boolean {
  return paginate.last_page === 0 || paginate.current_page >= paginate.last_page;
}

/** TanStack's getNextPageParam: the next page number, or undefined at the end. */
export function nextPageParam(page: {
  paginate: Pick<Paginate, 'current_page' | 'last_page'>;
}): number | undefined {
  return isLastPage(page.paginate) ? undefined : page.paginate.current_page + 1;
}

/**
 * The rows of a "load more" list: page 1 replaces what was shown, later pages append.
 * A row that moved to a later page while paging (a new post pushed it down) shows once.
 */
export function mergePages<T extends { id: number }>(pages: ReadonlyArray<{ data: T[] }>): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages)
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  return rows;
}
