import { describe, expect, it } from 'vitest';
import { drawWinners, seedCommitment } from '@xinke/shared';
import { verifyDraw } from './verify';

describe('verifyDraw (the 验证开奖结果 button)', () => {
  const seed = '3c'.repeat(32);
  const entries: [number, number][] = [
    [1, 10],
    [2, 11],
    [3, 12],
    [4, 10],
  ];
  const honest = drawWinners(
    seed,
    entries.map(([id, user_id]) => ({ id, user_id })),
    2,
  );
  const data = { seed, seed_hash: seedCommitment(seed), slots: 2, entries };

  it('agrees with an honest draw', () => {
    expect(verifyDraw(data, honest)).toMatchObject({ hashMatches: true, winnersMatch: true });
  });
  it('catches a swapped winner and a seed that does not match its hash', () => {
    const forged = honest.map((w, i) => (i === 0 ? { ...w, user_id: 99 } : w));
    expect(verifyDraw(data, forged).winnersMatch).toBe(false);
    expect(verifyDraw({ ...data, seed_hash: 'ab'.repeat(32) }, honest).hashMatches).toBe(false);
  });
  it('has nothing to check before the draw', () => {
    expect(verifyDraw({ ...data, seed: null }, [])).toMatchObject({
      hashMatches: false,
      winnersMatch: false,
    });
  });
});
