import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, zDbInt } from './fields';
import { zExpireTime } from './item';
import { zId } from './interaction';
import { zUserId } from './social';

describe('integers bound for the database (issue 12)', () => {
  it.each([zId, zUserId, zDbInt('x')])('accept 1..2147483647 from numbers and strings', (s) => {
    expect(s.parse('1')).toBe(1);
    expect(s.parse(DB_INT_MAX)).toBe(DB_INT_MAX);
    expect(s.parse(String(DB_INT_MAX))).toBe(DB_INT_MAX);
  });

  it.each([0, -1, 1.5, DB_INT_MAX + 1, '2147483648', '1e400', 'NaN', 'abc', 1e21])(
    'refuse %s with the field message',
    (value) => {
      const result = zDbInt('帖子不存在').safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('帖子不存在');
    },
  );

  it('takes its own bounds', () => {
    const flag = zDbInt('flag 必须是 0 或 1', { min: 0, max: 1 });
    expect(flag.parse('0')).toBe(0);
    expect(flag.safeParse(2).success).toBe(false);
  });

  it('a vote expiry beyond year 9999 is refused, not an invalid Date', () => {
    expect(zExpireTime.safeParse(1e20).success).toBe(false);
    expect(zExpireTime.safeParse('99999999999999999').success).toBe(false);
    expect(zExpireTime.parse(1_900_000_000)).toEqual(new Date(1_900_000_000_000));
  });
});
