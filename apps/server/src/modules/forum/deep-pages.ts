import type { Db } from '../../db/client';

/**
 * Keyset pagination underneath the page API, for deep pages. `?page=N` stays what clients
 * send, but a page N rows down is not read by walking N index entries (OFFSET): every
 * ANCHOR_STEP rows of a list the sort key of the row just before is remembered (an anchor),
 * and a deep page starts from the nearest anchor above it (`(key) < anchor`, an index
 * range) and walks less than ANCHOR_STEP entries. At a million posts page 90,000 of the
 * plain list was a walk of 900,000 entries per request; it is now two index ranges, the
 * second under a thousand entries.
 *
 * Anchors are found by walking down from the one before, ANCHOR_STEP × ANCHORS_PER_WALK
 * entries per statement (so no statement reads more than that), each walk returning the
 * anchors it passes; once per list and ANCHOR_REUSE_MS per node, and the walks of one list take
 * turns, so a burst of deep requests walks once. Like the list totals (forum.repository
 * countItems), positions below KEYSET_FROM are at most ANCHOR_REUSE_MS behind the newest
 * writes: a deep page may repeat or skip the few rows posted meanwhile. Pages above
 * KEYSET_FROM are always read exactly.
 */
export const KEYSET_FROM = 10_000;
/** Rows between anchors: the most a deep page walks past before its first row. */
const ANCHOR_STEP = 1_000;
/** One walk statement reads this many rows and returns every anchor among them. */
const ANCHORS_PER_WALK = 10;
const ANCHOR_REUSE_MS = 10_000;
/**
 * Anchors kept per node (all lists together, a few hundred bytes each): a crawler asking
 * for the deepest page of every tag and circle starts them over rather than growing them.
 */
const ANCHORS_KEPT = 100_000;

/** A row's sort key, column by column, as text (exact for timestamps and floats alike). */
export type SortKey = string[];

/**
 * The keys of the rows `step`, 2·`step` … `count`·`step` below `after` (below the top when
 * null), in order; fewer when the list ends first. Each list order provides it
 * (forum.repository).
 */
export type KeyWalk = (after: SortKey | null, step: number, count: number) => Promise<SortKey[]>;

interface Anchors {
  at: number;
  /** Position p (a multiple of ANCHOR_STEP) → key of row p − 1; null: the list is shorter. */
  keys: Map<number, SortKey | null>;
  /** The walk in progress: the next one waits for it. */
  turn: Promise<unknown>;
}

interface NodeAnchors {
  lists: Map<string, Anchors>;
  /** Anchors held by all the lists. */
  kept: number;
}

const anchorsOf = new WeakMap<Db, NodeAnchors>();

function anchorsFor(db: Db, list: string): { node: NodeAnchors; anchors: Anchors } {
  let node = anchorsOf.get(db);
  if (!node) {
    node = { lists: new Map(), kept: 0 };
    anchorsOf.set(db, node);
  }
  let anchors = node.lists.get(list);
  if (!anchors || Date.now() - anchors.at >= ANCHOR_REUSE_MS) {
    if (anchors) node.kept -= anchors.keys.size;
    if (node.kept >= ANCHORS_KEPT) {
      node.lists.clear();
      node.kept = 0;
    }
    anchors = { at: Date.now(), keys: new Map(), turn: Promise.resolve() };
    node.lists.set(list, anchors);
  }
  return { node, anchors };
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
  const { node, anchors } = anchorsFor(db, list);
  const found = anchors.turn.then(async () => {
    let at = position;
    while (at > 0 && !anchors.keys.has(at)) at -= ANCHOR_STEP;
    let key = at > 0 ? (anchors.keys.get(at) ?? null) : null;
    if (at > 0 && key === null) return { key: null, end: true };
    while (at < position) {
      const keys = await walk(key, ANCHOR_STEP, ANCHORS_PER_WALK);
      for (let i = 0; i < ANCHORS_PER_WALK; i++) {
        // The first position past the list's end is remembered as null: deeper is empty.
        anchors.keys.set(at + (i + 1) * ANCHOR_STEP, keys[i] ?? null);
        node.kept++;
        if (!keys[i]) break;
      }
      at += ANCHORS_PER_WALK * ANCHOR_STEP;
      key = keys[ANCHORS_PER_WALK - 1] ?? null;
      if (key === null) break;
    }
    const start = anchors.keys.get(position) ?? null;
    return { key: start, end: start === null };
  });
  anchors.turn = found.catch(() => undefined);
  const { key, end } = await found;
  return { key, skip: offset - position, end };
}

/** Forgets every anchor of `db` (tests, the bench). */
export function clearDeepPageAnchors(db: Db): void {
  anchorsOf.delete(db);
}
