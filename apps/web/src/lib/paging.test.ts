import { describe, expect, it } from 'vitest';
import { isLastPage, mergePages, nextPageParam } from './paging';

const page = (current_page: number, last_page: number) => ({
  paginate: { current_page, last_page },
});

describe('paging rules (SPEC §4)', () => {
  it('ends when the page equals last_page or last_page is 0', () => {
    expect(isLastPage({ current_page: 1, last_page: 0 })).toBe(true);
    expect(isLastPage({ current_page: 3, last_page: 3 })).toBe(true);
    expect(isLastPage({ current_page: 2, last_page: 3 })).toBe(false);
  });

  it('asks for the next page only before the end', () => {
    expect(nextPageParam(page(1, 3))).toBe(2);
    expect(nextPageParam(page(3, 3))).toBeUndefined();
    expect(nextPageParam(page(1, 0))).toBeUndefined();
  });

  it('appends later pages after the first and shows a row once', () => {
    const rows = mergePages([{ data: [{ id: 1 }, { id: 2 }] }, { data: [{ id: 2 }, { id: 3 }] }]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a new first page replaces the old list', () => {
    expect(mergePages([{ data: [{ id: 9 }] }]).map((r) => r.id)).toEqual([9]);
  });
});
