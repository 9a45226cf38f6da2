import { describe, expect, it } from 'vitest';
import { SPEC_ENTRY_STATUS, proposerMayDeleteChallenge } from './creator';

const { pending, approved, rejected, cancelled, removed } = SPEC_ENTRY_STATUS;

describe('proposerMayDeleteChallenge', () => {
  it('lets the proposer delete anything but an approved challenge', () => {
    expect([pending, rejected, cancelled].map((s) => proposerMayDeleteChallenge(s, null))).toEqual([
      true,
      true,
      true,
    ]);
    expect(proposerMayDeleteChallenge(approved, null)).toBe(false);
  });

  it('judges a taken-down challenge by the status it had', () => {
    expect(proposerMayDeleteChallenge(removed, approved)).toBe(false);
    expect(proposerMayDeleteChallenge(removed, pending)).toBe(true);
    expect(proposerMayDeleteChallenge(removed, rejected)).toBe(true);
    // No remembered status: restored as pending, so deletable like one.
    expect(proposerMayDeleteChallenge(removed, null)).toBe(true);
  });
});
