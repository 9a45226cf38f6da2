import { describe, expect, it } from 'vitest';
import { nextPageParam } from '../../lib/paging';
import { userPage } from './queries';

describe('user search paging', () => {
  it('derives the last page from total and per_page, and ends there', () => {
    const first = userPage(1, { total: 25, per_page: 10, data: [] });
    expect(first.paginate).toEqual({ current_page: 1, last_page: 3 });
    expect(nextPageParam(first)).toBe(2);
    expect(nextPageParam(userPage(3, { total: 25, per_page: 10, data: [] }))).toBeUndefined();
    expect(nextPageParam(userPage(1, { total: 0, per_page: 10, data: [] }))).toBeUndefined();
  });
});
