import type { Db } from '../../db/client';
import { afterCommit, commitRoot } from '../../db/commit-hooks';

/**
 * Staff changes reach the public site at once on every node (docs/admin-site.md). Public
 * answers are cached per node (plugins/public-cache.ts) and emptied by that node's own
 * writes only (db/write-watch.ts); a banner saved through node A would stay unseen on node
 * B for up to PUBLIC_CACHE_TTL_MS. So every staff action announces itself once committed
 * (recordStaffAction calls announceSiteChange), the app broadcasts it through the realtime
 * hub, and every node then empties its caches as if the write had been its own.
 */
export type SiteChangeListener = () => void;

const listeners = new WeakMap<Db, SiteChangeListener>();

/** `root` is the app's commit-hooked handle: its committed staff actions reach `listener`. */
export function listenSiteChanges(root: Db, listener: SiteChangeListener): void {
  const hooked = commitRoot(root);
  if (!hooked) throw new Error('listenSiteChanges: the handle has no commit hooks');
  listeners.set(hooked, listener);
}

/** After the transaction of `db` commits (at once outside one): tell the app's listener. */
export function announceSiteChange(db: Db): void {
  const root = commitRoot(db);
  const listener = root && listeners.get(root);
  if (listener) afterCommit(db, listener);
}

/**
 * The broadcasts still on their way: a staff write answers only once its broadcast has
 * left (the app awaits `settled()` before sending a write's answer), so the operator's
 * next look at the public site, through any node, already sees the change.
 */
export class PendingBroadcasts {
  private readonly pending = new Set<Promise<void>>();

  track(work: Promise<void>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  async settled(): Promise<void> {
    if (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
