import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { CodeStatus } from './growth';
import { CODE_ISSUE_MAX, CODE_REFUSAL_MSG, CouponStatus, fenToYuan } from './privilege';

describe('privilege constants', () => {
  it('every code status has a refusal reason in Chinese', () => {
    for (const { value } of CodeStatus.options) expect(CODE_REFUSAL_MSG[value]).toMatch(/^该码/);
  });
  it('the issue-count message names the real limit', () => {
    expect(MSG.codeCountInvalid).toContain(`1-${CODE_ISSUE_MAX}`);
  });
  it('coupon states', () => {
    expect(CouponStatus.labels).toEqual({ 0: '可使用', 1: '已使用', 2: '已过期' });
  });
  it('fen to yuan without float noise', () => {
    expect(fenToYuan(2000)).toBe('20');
    expect(fenToYuan(1990)).toBe('19.9');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0');
  });
});
