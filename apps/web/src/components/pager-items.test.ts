import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './pager-items';

/** Compact notation: numbers for pages, « and » for the gaps. */
const show = (items: PagerItem[]) =>
  items
    .map((item) =>
      item.kind === 'page' ? String(item.page) : item.direction === 'prev' ? '«' : '»',
    )
    .join(' ');

describe('pagerItems', () => {
  it('shows every page when few', () => {
    expect(show(pagerItems(1, 1, 2))).toBe('1');
    expect(show(pagerItems(4, 7, 2))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps a window of 2·buffer+1 pages that slides back from the edges', () => {
    expect(show(pagerItems(1, 20, 2))).toBe('1 2 3 4 5 6 » 20');
    expect(show(pagerItems(4, 20, 2))).toBe('1 2 3 4 5 6 » 20');
    expect(show(pagerItems(10, 20, 2))).toBe('1 « 8 9 10 11 12 » 20');
    expect(show(pagerItems(20, 20, 2))).toBe('1 « 15 16 17 18 19 20');
  });

  it('shows the page instead of a gap that would hide only one page', () => {
    expect(show(pagerItems(5, 20, 2))).toBe('1 2 3 4 5 6 7 » 20');
    expect(show(pagerItems(16, 20, 2))).toBe('1 « 14 15 16 17 18 19 20');
  });

  it('uses fewer pages with a smaller buffer (narrow windows)', () => {
    expect(show(pagerItems(10, 20, 1))).toBe('1 « 9 10 11 » 20');
    expect(show(pagerItems(5, 5, 1))).toBe('1 2 3 4 5');
  });

  it('gaps jump five pages, never past the ends', () => {
    const items = pagerItems(10, 20, 2);
    expect(items[1]).toEqual({ kind: 'gap', direction: 'prev', page: 5 });
    expect(items[items.length - 2]).toEqual({ kind: 'gap', direction: 'next', page: 15 });
    expect(pagerItems(17, 20, 1).at(-2)).toEqual({ kind: 'page', page: 19 });
    expect(pagerItems(7, 20, 1)[1]).toEqual({ kind: 'gap', direction: 'prev', page: 2 });
  });
});
