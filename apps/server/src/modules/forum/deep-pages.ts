import type { Db } from '../../db/client';

/**
 * Keyset pagination underneath the page API, for deep pages. `?page=N` stays what clients
 * send, but a page N rows down is not read by walking N index entries (OFFSET): every
 * ANCHOR_STEP rows of a list the sort key of the row just before is remembered (an anchor),
 * and a deep page starts from the nearest anchor above it (`(key) < anchor`, an index
 * range) and walks less than ANCHOR_STEP entries. At a million posts page 90,000 of the
 * plain list was a walk of 900,000 entries per request; it is now two index ranges.
 *
 * Anchors are found by walking down from the one before, ANCHOR_STEP entries per statement
 * (so no statement reads more than that), once per list and ANCHOR_REUSE_MS per node; the
 * walks of one list take turns, so a burst of deep requests walks once. Like the list totals
 * (forum.repository countItems), positions below KEYSET_FROM are at most ANCHOR_REUSE_MS
 * behind the newest writes: a deep page may repeat or skip the few rows posted meanwhile.
 * Pages above KEYSET_FROM are always read exactly.
 */
export const KEYSET_FROM = 10_000;
const ANCHOR_STEP = 10_000;
const ANCHOR_REUSE_MS = 10_000;

/** A row's sort key, column by column, as text (exact for timestamps and floats alike). */
export type SortKey = string[];

/**
 * The key of the row `skip` rows below `after` (below the top when null), or null when the
 * list ends first. Each list order provides it (forum.repository).
 */
export type KeyWalk = (after: SortKey | null, skip: number) => Promise<SortKey | null>;

interface Anchors {
  at: number;
  /** Position p (a multiple of ANCHOR_STEP) → key of row p − 1; null: the list is shorter. */
  keys: Map<number, SortKey | null>;
  /** The walk in progress: the next one waits for it. */
  turn: Promise<unknown>;
}

const anchorsOf = new WeakMap<Db, Map<string, Anchors>>();

function anchorsFor(db: Db, list: string): Anchors {
  let lists = anchorsOf.get(db);
  if (!lists) {
    lists = new Map();
    anchorsOf.set(db, lists);
  }
  let anchors = lists.get(list);
  if (!anchors || Date.now() - anchors.at >= ANCHOR_REUSE_MS) {
    // Bounded: one entry per list shape and filter value, a handful per tag and circle.
    if (lists.size >= 1_000) lists.clear();
    anchors = { at: Date.now(), keys: new Map(), turn: Promise.resolve() };
    lists.set(list, anchors);
  }
  return anchors;
}

/**
 * Where the page at `offset` of `list` starts: after `key` (null: from the top) plus `skip`
 * more rows, with `skip` < ANCHOR_STEP. `end` is true when the list is shorter than the
 * anchor (the page is empty).
 */
export async function deepPageStart(
  db: Db,
  list: string,
  offset: number,
  walk: KeyWalk,
): Promise<{ key: SortKey | null; skip: number; end: boolean }> {
  const position = Math.floor(offset / ANCHOR_STEP) * ANCHOR_STEP;
  const anchors = anchorsFor(db, list);
  const found = anchors.turn.then(async () => {
    let known = position;
    while (known > 0 && !anchors.keys.has(known)) known -= ANCHOR_STEP;
    let key = known > 0 ? (anchors.keys.get(known) ?? null) : null;
    if (known > 0 && key === null) return { key: null, end: true };
    for (let p = known + ANCHOR_STEP; p <= position; p += ANCHOR_STEP) {
      key = await walk(key, ANCHOR_STEP);
      anchors.keys.set(p, key);
      if (key === null) return { key: null, end: true };
    }
    return { key, end: false };
  });
  anchors.turn = found.catch(() => undefined);
  const { key, end } = await found;
  return { key, skip: offset - position, end };
}

/** Forgets every anchor of `db` (tests, the bench). */
export function clearDeepPageAnchors(db: Db): void {
  anchorsOf.delete(db);
}
