import { describe, expect, it } from 'vitest';
import { defineStringEnum } from './define-string-enum';

describe('defineStringEnum', () => {
  const E = defineStringEnum({
    a: { value: 'alpha', label: '甲' },
    b: { value: 'beta', label: '乙' },
  });
  it('exposes values, labels and options in order', () => {
    expect(E.values).toEqual({ a: 'alpha', b: 'beta' });
    expect(E.labels).toEqual({ alpha: '甲', beta: '乙' });
    expect(E.options).toEqual([
      { value: 'alpha', label: '甲' },
      { value: 'beta', label: '乙' },
    ]);
  });
  it('has() accepts only its own string values', () => {
    expect(E.has('alpha')).toBe(true);
    expect(E.has('gamma')).toBe(false);
    expect(E.has(1)).toBe(false);
    expect(E.has(undefined)).toBe(false);
  });
  it("label() is '' for unknown values", () => {
    expect(E.label('beta')).toBe('乙');
    expect(E.label('gamma')).toBe('');
  });
});
