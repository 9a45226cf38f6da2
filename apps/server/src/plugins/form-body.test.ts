import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body';

describe('parseFormBody (SPEC §7: PUT and DELETE are form-encoded)', () => {
  it('decodes fields, repeated keys as arrays, Chinese text', () => {
    expect(parseFormBody('a=1&b=%E8%8A%AF%E5%AE%A2&t=1&t=2&t=3')).toEqual({
      a: '1',
      b: '芯客',
      t: ['1', '2', '3'],
    });
  });
  it('an empty body is no fields', () => {
    expect(parseFormBody('')).toEqual({});
  });
});
