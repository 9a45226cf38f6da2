import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { formatDateTime } from '@xinke/shared';
import { fromPickerValue, isPastDay, pastTimeOf, toPickerValue } from './expire-time';

/** 2026-03-05 09:07 in China (UTC+8), in Unix seconds. */
const AT = Date.UTC(2026, 2, 5, 1, 7) / 1000;

afterEach(() => vi.useRealTimers());

describe('the vote deadline picker speaks the China wall clock', () => {
  it('shows the time as the post will, and sends back the same instant', () => {
    const shown = toPickerValue(AT);
    expect(shown?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-05 09:07');
    expect(shown?.format('YYYY-MM-DD HH:mm')).toBe(formatDateTime(AT));
    expect(fromPickerValue(shown)).toBe(AT);
  });
  it('nothing picked is no deadline', () => {
    expect(toPickerValue(undefined)).toBeNull();
    expect(fromPickerValue(null)).toBeUndefined();
  });
  it('a picked 18:30 is 18:30 in China (10:30 UTC)', () => {
    expect(fromPickerValue(dayjs('2026-12-15 18:30'))).toBe(Date.UTC(2026, 11, 15, 10, 30) / 1000);
  });
});

describe('what cannot be picked: the time already gone (the server refuses it)', () => {
  it('days before today, not today or later', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    expect(isPastDay(dayjs('2026-03-04 23:59'))).toBe(true);
    expect(isPastDay(dayjs('2026-03-05 00:00'))).toBe(false);
    expect(isPastDay(dayjs('2026-03-06'))).toBe(false);
  });
  it('today: the hours before now and the minutes up to now; other days: nothing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT * 1000);
    const today = pastTimeOf(dayjs('2026-03-05 12:00'));
    expect(today.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(today.disabledMinutes(9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(today.disabledMinutes(10)).toEqual([]);
    const tomorrow = pastTimeOf(dayjs('2026-03-06 12:00'));
    expect(tomorrow.disabledHours()).toEqual([]);
    expect(tomorrow.disabledMinutes(9)).toEqual([]);
  });
});
