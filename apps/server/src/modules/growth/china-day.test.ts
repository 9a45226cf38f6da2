import { describe, expect, it } from 'vitest';
import { chinaDay, previousDay } from './china-day';

describe('chinaDay (Asia/Shanghai, remembered for the minute)', () => {
  it('turns at China midnight (16:00 UTC), also right after a call in the last minute', () => {
    expect(chinaDay(Date.parse('2026-11-27T15:59:00Z'))).toBe('2026-11-27');
    expect(chinaDay(Date.parse('2026-11-27T15:59:59.999Z'))).toBe('2026-11-27');
    expect(chinaDay(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
    // Back in time (a test clock): a new minute, so formatted again.
    expect(chinaDay(Date.parse('2026-11-27T15:59:30Z'))).toBe('2026-11-27');
  });

  it('previousDay goes by the calendar', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
  });
});
