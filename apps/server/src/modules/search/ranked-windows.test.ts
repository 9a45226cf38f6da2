import { describe, expect, it } from 'vitest';
import { WriteWatch } from '../../db/write-watch';
import { testClock } from '../../../test/factories';
import { RankedWindows } from './ranked-windows';

const TTL = 2_000;

function windows() {
  const clock = testClock();
  const writes = new WriteWatch();
  const w = new RankedWindows(clock, TTL);
  w.watchWrites(writes);
  let scans = 0;
  /** A window computation that counts database scans. */
  const scan = (ids: number[]) => async () => {
    scans += 1;
    return ids;
  };
  return { clock, writes, w, scan, scans: () => scans };
}

/** A computation the test finishes by hand. */
function deferred() {
  let finish: (ids: number[]) => void = () => undefined;
  const promise = new Promise<number[]>((resolve) => (finish = resolve));
  return { compute: () => promise, finish };
}

describe('RankedWindows', () => {
  it('keeps a window for the TTL, then scans again', async () => {
    const { clock, w, scan, scans } = windows();
    expect(await w.get('q', scan([1, 2]), true)).toEqual([1, 2]);
    clock.advance(TTL - 1);
    expect(await w.get('q', scan([9]), true)).toEqual([1, 2]);
    expect(scans()).toBe(1);
    clock.advance(1);
    expect(await w.get('q', scan([3]), true)).toEqual([3]);
    expect(scans()).toBe(2);
  });

  it('forgets every window at a committed write', async () => {
    const { writes, w, scan } = windows();
    await w.get('q', scan([1]), true);
    writes.notify();
    expect(await w.get('q', scan([1, 5]), true)).toEqual([1, 5]);
  });

  it('does not keep a window computed while a write committed, nor let later requests join it', async () => {
    const { writes, w, scan } = windows();
    const slow = deferred();
    const before = w.get('q', slow.compute, true);
    writes.notify();
    // A request after the write does not wait for the scan that started before it.
    expect(await w.get('q', scan([1, 5]), true)).toEqual([1, 5]);
    slow.finish([1]);
    expect(await before).toEqual([1]);
    expect(await w.get('q', scan([7]), true)).toEqual([1, 5]);
  });

  it('shares a running scan between identical requests', async () => {
    const { w, scans } = windows();
    const slow = deferred();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return slow.compute();
    };
    const both = Promise.all([w.get('q', compute, false), w.get('q', compute, false)]);
    slow.finish([4]);
    expect(await both).toEqual([[4], [4]]);
    expect(calls).toBe(1);
    expect(scans()).toBe(0);
  });

  it('keeps nothing for a personal window, nor before it watches the writes', async () => {
    const { w, scan, scans } = windows();
    await w.get('mine', scan([1]), false);
    await w.get('mine', scan([1]), false);
    expect(scans()).toBe(2);

    const unwatched = new RankedWindows(testClock(), TTL);
    let n = 0;
    const count = async () => [++n];
    await unwatched.get('q', count, true);
    expect(await unwatched.get('q', count, true)).toEqual([2]);
  });
});
