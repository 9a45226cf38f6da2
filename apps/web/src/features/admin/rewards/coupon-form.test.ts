import { describe, expect, it } from 'vitest';
import { parseTargets, toCouponInput, yuanToFen } from './coupon-form';

describe('the coupon form', () => {
  it('turns 元 into fen without float drift', () => {
    expect(yuanToFen(19.9)).toBe(1990);
    expect(yuanToFen(0.01)).toBe(1);
    expect(yuanToFen(20)).toBe(2000);
    expect(
      toCouponInput({
        coupon_name: ' 新人券 ',
        discount_yuan: 5.5,
        min_yuan: 0,
        valid_days: 30,
        audience: 'new_user',
        description: '',
        enabled: true,
        window: null,
      }),
    ).toMatchObject({ coupon_name: '新人券', discount_fee: 550, min_fee: 0, claim_start: null });
  });

  it('reads ids and phones from the issue box, whatever separates them', () => {
    expect(parseTargets('12, 13800138000\n7；abc 0')).toEqual({
      user_ids: [12, 7],
      phones: ['13800138000'],
      unknown: ['abc', '0'],
    });
  });
});
