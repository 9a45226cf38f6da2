import { describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import { myItemQuery, rangeParam, statusParam, withFilter } from './item-manage-params';

const q = (s: string) => new URLSearchParams(s);

describe('creation-center list params', () => {
  it('sends from_date/to_date only when both ends are valid dates (SPEC §3)', () => {
    expect(myItemQuery(q('from=2026-01-01&to=2026-01-31'), false)).toEqual({
      page: 1,
      item_status: undefined,
      item_type: undefined,
      from_date: '2026-01-01',
      to_date: '2026-01-31',
    });
    for (const lone of ['from=2026-01-01', 'to=2026-01-31', 'from=2026-1-1&to=2026-01-31'])
      expect(myItemQuery(q(lone), false)).not.toHaveProperty('from_date');
    expect(rangeParam(q('from=2026-01-01'))).toBeUndefined();
  });

  it('reads page, status and the vote type; ignores what is not a status', () => {
    expect(myItemQuery(q('status=0&page=3'), true)).toEqual({
      page: 3,
      item_status: ITEM_STATUS.unverified,
      item_type: ITEM_TYPE.vote,
    });
    for (const bad of ['status=', 'status=9', 'status=abc', 'status=1.5'])
      expect(statusParam(q(bad))).toBeUndefined();
    expect(myItemQuery(q('page=-2'), false).page).toBe(1);
  });

  it('a new filter keeps the other one and goes back to page 1', () => {
    const start = q('status=2&page=4&from=2026-01-01&to=2026-01-31');
    expect(withFilter(start, { status: ITEM_STATUS.draft }).toString()).toBe(
      'status=4&from=2026-01-01&to=2026-01-31',
    );
    expect(withFilter(start, { status: undefined }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
    expect(withFilter(start, { range: ['2025-12-01', '2025-12-02'] }).toString()).toBe(
      'status=2&from=2025-12-01&to=2025-12-02',
    );
    expect(withFilter(start, { range: undefined }).toString()).toBe('status=2');
  });
});
