import { describe, expect, it } from 'vitest';
import { judgeTotal, rankWorks, round1, type RankInput } from './contest-ranking';

/* The final ranking (docs/contest-console.md "Ranking and awards"), as a table. */

const all = (n: number) => ({ creativity: n, craft: n, config: n, looks: n, story: n });
const work = (id: number, votes: number, judges: Record<string, number>[] = []): RankInput => ({
  id,
  serialNum: id,
  votes,
  judges,
});
const order = (works: RankInput[]) => rankWorks(works).map((r) => r.id);

describe('judgeTotal', () => {
  it.each([
    [all(10), 100],
    [all(0), 0],
    [all(5), 50],
    // (8×25 + 9×25 + 7×20 + 6×15 + 10×15) ÷ 10
    [{ creativity: 8, craft: 9, config: 7, looks: 6, story: 10 }, 80.5],
  ])('%j → %d', (scores, total) => {
    expect(judgeTotal(scores)).toBe(total);
  });
});

describe('rankWorks', () => {
  it('nobody voted and nobody scored: every score 0, serial order, no award', () => {
    const ranked = rankWorks([work(3, 0), work(1, 0), work(2, 0)]);
    expect(ranked.map((r) => [r.id, r.rank, r.voteScore, r.judgeScore, r.finalScore])).toEqual([
      [1, 1, 0, 0, 0],
      [2, 2, 0, 0, 0],
      [3, 3, 0, 0, 0],
    ]);
    expect(ranked.every((r) => r.award === '' && r.awardLabel === '')).toBe(true);
    expect(ranked[0]?.criteria.map((c) => c.average)).toEqual([0, 0, 0, 0, 0]);
  });

  it('votes only: the most voted work scores 100 for votes, the others in proportion', () => {
    const ranked = rankWorks([work(1, 3), work(2, 9), work(3, 0)]);
    expect(ranked.map((r) => [r.id, r.voteScore, r.judgeScore, r.finalScore])).toEqual([
      [2, 100, 0, 30],
      [1, 33.3, 0, 10],
      [3, 0, 0, 0],
    ]);
    expect(ranked.map((r) => r.award)).toEqual(['first', 'second', '']);
  });

  it('scores only: the judges decide (70 %)', () => {
    const ranked = rankWorks([work(1, 0, [all(6)]), work(2, 0, [all(9)])]);
    expect(ranked.map((r) => [r.id, r.judgeScore, r.finalScore])).toEqual([
      [2, 90, 63],
      [1, 60, 42],
    ]);
  });

  it('the judge score is the mean of the judges, the criteria their mean per criterion', () => {
    const [r] = rankWorks([
      work(1, 0, [{ creativity: 8, craft: 9, config: 7, looks: 6, story: 10 }, all(6)]),
    ]);
    // (80.5 + 60) ÷ 2 = 70.25 → 70.3 shown; final 70.25 × 0.7 = 49.175 → 49.2
    expect(r?.judgeScore).toBe(70.3);
    expect(r?.finalScore).toBe(49.2);
    expect(r?.judgeCount).toBe(2);
    expect(r?.criteria.map((c) => [c.key, c.average])).toEqual([
      ['creativity', 7],
      ['craft', 7.5],
      ['config', 6.5],
      ['looks', 6],
      ['story', 8],
    ]);
  });

  it('a tie on the final score goes to more votes, over the earlier serial', () => {
    // #1: 3 of 10 votes → 30 × 0.3 = 9, judges 80 × 0.7 = 56 → 65
    // #2: 10 votes → 100 × 0.3 = 30, judges 50 × 0.7 = 35 → 65
    expect(order([work(1, 3, [all(8)]), work(2, 10, [all(5)])])).toEqual([2, 1]);
  });

  it('a tie on the final score and the votes goes to the earlier serial', () => {
    expect(order([work(5, 4, [all(7)]), work(2, 4, [all(7)]), work(9, 4, [all(7)])])).toEqual([
      2, 5, 9,
    ]);
  });

  it('awards go down the ranking: 1 first, 2 second, 3 third, 6 excellent', () => {
    const works = Array.from({ length: 13 }, (_, i) => work(i + 1, 20 - i));
    const ranked = rankWorks(works);
    expect(ranked.map((r) => r.rank)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(ranked.map((r) => r.award)).toEqual([
      'first',
      'second',
      'second',
      'third',
      'third',
      'third',
      'excellent',
      'excellent',
      'excellent',
      'excellent',
      'excellent',
      'excellent',
      '',
    ]);
    expect(ranked[0]?.awardLabel).toBe('一等奖');
    expect(ranked[6]?.awardLabel).toBe('优秀奖');
  });

  it('nothing to rank is an empty ranking', () => {
    expect(rankWorks([])).toEqual([]);
  });

  it('round1 shows one decimal', () => {
    expect([round1(49.175), round1(33.3333), round1(0.05), round1(100)]).toEqual([
      49.2, 33.3, 0.1, 100,
    ]);
  });
});
