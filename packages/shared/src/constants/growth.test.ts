import { describe, expect, it } from 'vitest';
import { CodeStatus, CodeType, LotteryType, NEW_USER_COUPON_VALID_DAYS } from './growth';
import { Interest } from './interest';

describe('growth enums', () => {
  it('code types', () => {
    expect(CodeType.labels).toEqual({ 1: '内测兑换码', 2: '沙龙门票' });
    expect(CodeType.has(3)).toBe(false);
  });
  it('code status 0–4', () => {
    expect(CodeStatus.options.map((o) => o.label)).toEqual([
      '可用',
      '已领取',
      '兑换中',
      '已兑换',
      '已过期',
    ]);
    expect(CodeStatus.options.map((o) => o.value)).toEqual([0, 1, 2, 3, 4]);
    expect(CodeStatus.has(5)).toBe(false);
  });
  it('new-user coupon lasts 90 days', () => {
    expect(NEW_USER_COUPON_VALID_DAYS).toBe(90);
  });
  it('19 interest options from -1 (保密) to 17, labels unique', () => {
    const values = Interest.options.map((o) => o.value);
    expect(values).toHaveLength(19);
    expect(values).toEqual(Array.from({ length: 19 }, (_, i) => i - 1));
    expect(Interest.label(-1)).toBe('保密');
    expect(Interest.label(0)).toBe('台式机');
    expect(Interest.label(11)).toBe('x86');
    expect(new Set(Interest.options.map((o) => o.label)).size).toBe(19);
    expect(Interest.has(18)).toBe(false);
    expect(Interest.has(-2)).toBe(false);
  });
  it('lottery types', () => {
    expect(LotteryType.options.map((o) => o.label)).toEqual([
      '集电量',
      '零元抽奖',
      '帖子互动',
      '壁纸活动',
    ]);
    expect(LotteryType.has(4)).toBe(true);
    expect(LotteryType.has(0)).toBe(false);
  });
});
