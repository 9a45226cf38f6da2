import { describe, expect, it } from 'vitest';
import { toggleInterest } from './InterestPicker';

describe('SPEC §9 interests: 19 values from -1 (confidential) to 17', () => {
  it('adds and removes topics, kept sorted', () => {
    expect(toggleInterest([], 8)).toEqual([8]);
    expect(toggleInterest([8], 0)).toEqual([0, 8]);
    expect(toggleInterest([0, 8], 8)).toEqual([0]);
  });

  it('保密 (-1) stands alone: it clears the topics, and a topic clears it', () => {
    expect(toggleInterest([0, 8], -1)).toEqual([-1]);
    expect(toggleInterest([-1], 4)).toEqual([4]);
  });

  it('stops at 8 topics', () => {
    const eight = [0, 1, 2, 3, 4, 5, 6, 7];
    expect(toggleInterest(eight, 9)).toEqual(eight);
  });
});
