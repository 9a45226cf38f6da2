import { describe, expect, it } from 'vitest';
import { GroupCommit, type Outcome } from './group-commit';

/** A write that records each batch it gets and answers n → n * 10, after a turn of the loop. */
function recordingWrite(fail: (batch: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const write = async (batch: number[]): Promise<Outcome<number>[]> => {
    batches.push(batch);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setImmediate(resolve));
    running -= 1;
    if (fail(batch)) throw new Error(`batch ${batch.join(',')} failed`);
    return batch.map((n) => (n < 0 ? { error: new Error(`no ${n}`) } : { value: n * 10 }));
  };
  return { write, batches, mostAtOnce: () => mostAtOnce };
}

describe('GroupCommit', () => {
  it('writes what arrives together in one batch, a lone entry alone', async () => {
    const w = recordingWrite();
    const group = new GroupCommit(w.write, 1, 100);
    expect(await Promise.all([1, 2, 3, 4].map((n) => group.submit(n)))).toEqual([10, 20, 30, 40]);
    expect(w.batches).toEqual([[1, 2, 3, 4]]);
    expect(await group.submit(5)).toBe(50);
    expect(w.batches).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('keeps to maxBatch and maxInFlight, and gathers what arrives meanwhile', async () => {
    const w = recordingWrite();
    const group = new GroupCommit(w.write, 2, 3);
    const first = Array.from({ length: 8 }, (_, i) => group.submit(i));
    const answers = await Promise.all(first);
    expect(answers).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(w.batches.map((b) => b.length)).toEqual([3, 3, 2]);
    expect(w.mostAtOnce()).toBe(2);
  });

  it('rejects an entry its write refused, and only that one', async () => {
    const w = recordingWrite();
    const group = new GroupCommit(w.write, 1, 100);
    const outcomes = await Promise.allSettled([1, -2, 3].map((n) => group.submit(n)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(w.batches).toEqual([[1, -2, 3]]);
  });

  it('writes a failed batch again entry by entry: one bad entry fails alone', async () => {
    const w = recordingWrite((batch) => batch.includes(13));
    const group = new GroupCommit(w.write, 1, 100);
    const outcomes = await Promise.allSettled([11, 12, 13, 14].map((n) => group.submit(n)));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 110 },
      { status: 'fulfilled', value: 120 },
      { status: 'rejected', reason: new Error('batch 13 failed') },
      { status: 'fulfilled', value: 140 },
    ]);
    expect(w.batches).toEqual([[11, 12, 13, 14], [11], [12], [13], [14]]);
  });

  it('refuses a write that answers fewer entries than it got', async () => {
    const group = new GroupCommit(
      async (batch: number[]) => batch.slice(1).map((value) => ({ value })),
      1,
      100,
    );
    const outcomes = await Promise.allSettled([1, 2].map((n) => group.submit(n)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
  });
});
