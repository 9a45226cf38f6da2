import { describe, expect, it } from 'vitest';
import { defineEnum } from './define-enum';

describe('defineEnum', () => {
  const E = defineEnum({
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

describe('defineEnum with number values', () => {
  const E = defineEnum({ off: { value: 0, label: '关' }, on: { value: 1, label: '开' } });
  it('has() accepts only its own numbers', () => {
    expect(E.has(0)).toBe(true);
    expect(E.has(1)).toBe(true);
    expect(E.has(2)).toBe(false);
    expect(E.has('1')).toBe(false);
  });
  it('label() maps values to labels', () => {
    expect(E.label(1)).toBe('开');
    expect(E.label(7)).toBe('');
  });
});
