import type { Db } from '../../db/client';
import type { WriteWatch } from '../../db/write-watch';
import { systemClock, type Clock } from '../../lib/clock';
import { PUBLIC_CACHE_TTL_MS } from '../../plugins/public-cache';

/** Bound on the windows kept (a window is at most RANK_WINDOW ids). */
const MAX_WINDOWS = 1_000;

interface Done {
  ids: number[];
  at: number;
}

/**
 * The ranked windows of recent searches (search.repository.ts), by statement: a popular word
 * searched by many people costs the database one window scan (tens of ms of CPU for a
 * common word) per PUBLIC_CACHE_TTL_MS, not one per request, logged in or not. A window is
 * the ordered ids of the matching rows, nothing personal: who may see each row, and what
 * it shows, is read fresh for every request (findItemsForCards and friends).
 *
 * Freshness is the public cache's: every committed write of this process empties it
 * (watchWrites), a window computed while a write committed is not kept (the generation
 * check) and no request waits for a window started before a write; writes on other nodes
 * are seen at most PUBLIC_CACHE_TTL_MS later. Until watchWrites is called nothing is kept,
 * only identical statements running at the same time share one execution.
 */
export class RankedWindows {
  private generation = 0;
  private watched = false;
  private readonly done = new Map<string, Done>();
  private readonly running = new Map<string, Promise<number[]>>();

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
  ) {}

  /** Empties the windows at every committed write of `writes`; returns the unsubscribe. */
  watchWrites(writes: WriteWatch): () => void {
    this.watched = true;
    const stop = writes.on(() => this.invalidate());
    return () => {
      this.watched = false;
      stop();
    };
  }

  invalidate(): void {
    this.generation += 1;
    this.done.clear();
    // Running statements still answer their own requests but are not joined any more.
    this.running.clear();
  }

  /**
   * The window of `key`: kept, being computed, or computed now by `compute`. `keep` false
   * (a viewer's own filter) only shares a running statement.
   */
  get(key: string, compute: () => Promise<number[]>, keep: boolean): Promise<number[]> {
    const hit = keep ? this.done.get(key) : undefined;
    if (hit) {
      if (this.clock() - hit.at < this.ttlMs) return Promise.resolve(hit.ids);
      this.done.delete(key);
    }
    const running = this.running.get(key);
    if (running) return running;
    const generation = this.generation;
    const at = this.clock();
    const window = compute()
      .then((ids) => {
        if (keep && this.watched && generation === this.generation) {
          if (this.done.size >= MAX_WINDOWS) this.done.clear();
          this.done.set(key, { ids, at });
        }
        return ids;
      })
      .finally(() => {
        if (this.running.get(key) === window) this.running.delete(key);
      });
    this.running.set(key, window);
    return window;
  }
}

const byDb = new WeakMap<Db, RankedWindows>();

/** The windows of one database handle (the app's, see search.routes.ts). */
export function rankedWindowsOf(db: Db): RankedWindows {
  let windows = byDb.get(db);
  if (!windows) {
    windows = new RankedWindows();
    byDb.set(db, windows);
  }
  return windows;
}
