import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatBadge,
  formatCount,
  formatDateTime,
  formatRelativeTime,
  toMillis,
  unixNow,
} from './format';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

/** An instant given as a wall-clock time in China (UTC+8). */
function china(y: number, mo: number, d: number, h = 0, mi = 0): number {
  return Date.UTC(y, mo - 1, d, h, mi) - 8 * H;
}

describe('toMillis', () => {
  it('turns 10-digit seconds into milliseconds', () => {
    expect(toMillis(1700000000)).toBe(1700000000000);
  });
  it('leaves 13-digit milliseconds alone', () => {
    expect(toMillis(1700000000123)).toBe(1700000000123);
  });
});

describe('formatDateTime', () => {
  it('writes the China wall clock as YYYY-MM-DD HH:mm, from seconds or milliseconds', () => {
    const ms = china(2026, 3, 5, 9, 7);
    expect(formatDateTime(ms)).toBe('2026-03-05 09:07');
    expect(formatDateTime(ms / 1000)).toBe('2026-03-05 09:07');
  });
  it('crosses midnight at China midnight, not UTC midnight', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 16, 30))).toBe('2027-01-01 00:30');
  });
});

describe('unixNow', () => {
  afterEach(() => vi.useRealTimers());
  it('is the current time in whole seconds', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1700000000999);
    expect(unixNow()).toBe(1700000000);
  });
});

describe('formatRelativeTime', () => {
  const now = china(2024, 6, 15, 12, 0);
  const ago = (ms: number) => formatRelativeTime(now - ms, now);

  it('29 s is 刚刚, 30 s is minutes', () => {
    expect(ago(29 * S)).toBe('刚刚');
    expect(ago(30 * S)).toBe('1分钟前');
  });
  it('future timestamps read 刚刚', () => {
    expect(ago(-5 * MIN)).toBe('刚刚');
  });
  it('59 min vs 60 min', () => {
    expect(ago(59 * MIN)).toBe('59分钟前');
    expect(ago(59 * MIN + 59 * S)).toBe('59分钟前');
    expect(ago(60 * MIN)).toBe('1小时前');
  });
  it('23 h vs 24 h', () => {
    expect(ago(23 * H)).toBe('23小时前');
    expect(ago(24 * H)).toBe('1天前');
  });
  it('47 h vs 48 h', () => {
    expect(ago(47 * H)).toBe('1天前');
    expect(ago(48 * H)).toBe('06-13 12:00');
  });
  it('same year in China shows MM-DD HH:mm, zero-padded', () => {
    expect(formatRelativeTime(china(2024, 1, 2, 3, 4), now)).toBe('01-02 03:04');
  });
  it('another year shows YYYY-MM-DD', () => {
    expect(formatRelativeTime(china(2023, 6, 15, 12, 0), now)).toBe('2023-06-15');
  });
  it('year boundary follows China time, not UTC', () => {
    const jan5 = china(2025, 1, 5, 12, 0);
    // 2025-01-01 01:00 in China is still 2024-12-31 in UTC
    expect(formatRelativeTime(china(2025, 1, 1, 1, 0), jan5)).toBe('01-01 01:00');
    expect(formatRelativeTime(china(2024, 12, 31, 23, 0), jan5)).toBe('2024-12-31');
  });
  it('accepts 10-digit and 13-digit timestamps alike', () => {
    const ts = china(2024, 3, 8, 9, 30);
    expect(formatRelativeTime(ts / 1000, now)).toBe('03-08 09:30');
    expect(formatRelativeTime(ts, now)).toBe('03-08 09:30');
    expect(formatRelativeTime((now - 5 * MIN) / 1000, now)).toBe('5分钟前');
  });
  it('defaults now to the current time', () => {
    expect(formatRelativeTime(Date.now() - 2 * H)).toBe('2小时前');
  });
  it('does not depend on the process time zone', () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      // proves the stub took effect: New York is UTC-5 in January
      expect(new Date(china(2025, 1, 5)).getTimezoneOffset()).toBe(300);
      expect(formatRelativeTime(china(2025, 1, 1, 1, 0), china(2025, 1, 5))).toBe('01-01 01:00');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1099, '1k'],
    [9999, '9.9k'],
    [10000, '1w'],
    [12345, '1.2w'],
    [99999, '9.9w'],
    [1234567, '123.4w'],
  ])('%i → %s', (n, shown) => {
    expect(formatCount(n)).toBe(shown);
  });
  it('shows 0 for a missing count', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatBadge', () => {
  it.each([
    [-1, ''],
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [Number.NaN, ''],
  ])('%d → %j', (n, shown) => {
    expect(formatBadge(n)).toBe(shown);
  });
});
