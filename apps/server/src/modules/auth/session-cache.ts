import type { Clock } from '../../lib/clock';
import type { AuthUser, SessionsRevoked } from './session.service';

/**
 * How long a verified token is trusted without asking the database again. Revocations do
 * not wait for it: they evict at once (see SessionCache). It only bounds how long a
 * revocation could go unnoticed if its broadcast were lost while the subscriber looked
 * connected.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Bound on cached tokens; the oldest go first. An entry is a few dozen bytes. */
const MAX_ENTRIES = 100_000;

/**
 * Where revocations of other nodes arrive (Realtime over the hub). `epoch()` is null while
 * they may be missed (the Redis subscriber is not connected) and changes whenever some may
 * have been missed (a reconnect): entries cached under another epoch are not trusted.
 */
export interface RevocationFeed {
  epoch(): number | null;
}

interface Entry extends AuthUser {
  /** The session's own expiry (ms). */
  expireMs: number;
  /** When it was read from the database (ms), and under which feed epoch. */
  at: number;
  epoch: number;
}

/**
 * Token hash → live session, kept SESSION_CACHE_TTL_MS, so a logged-in reader's request does
 * not spend a database round trip on the session (about a sixth of the queries of a read).
 *
 * Correctness:
 * - A revocation on this node evicts before its request answers (SessionService), one on
 *   another node as soon as its hub broadcast arrives (forget()), before or after the
 *   database commit is seen here. A lookup that was reading the database while a revocation
 *   arrived is not stored (the generation check), so a pre-revocation read is never kept.
 * - While the feed may lose broadcasts (epoch null) nothing is cached or served from the
 *   cache; entries from before a reconnect are dropped.
 * - An entry never outlives its session's expiry.
 */
export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly feed: RevocationFeed,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** A trusted entry, or undefined (then ask the database, see begin/store). */
  get(hash: string): AuthUser | undefined {
    const entry = this.byHash.get(hash);
    if (!entry) return undefined;
    const now = this.clock();
    if (
      entry.epoch !== this.feed.epoch() ||
      now - entry.at >= this.ttlMs ||
      now >= entry.expireMs
    ) {
      this.drop(hash, entry.userId);
      return undefined;
    }
    return { userId: entry.userId, sessionId: entry.sessionId };
  }

  /** Call before reading the database; hand the result to store(). */
  begin(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless a revocation came in meanwhile. */
  store(hash: string, user: AuthUser, expireMs: number, readAt: number, generation: number): void {
    const epoch = this.feed.epoch();
    if (generation !== this.generation || epoch === null) return;
    if (this.byHash.size >= MAX_ENTRIES) {
      const oldest = this.byHash.keys().next();
      if (!oldest.done) this.drop(oldest.value, this.byHash.get(oldest.value)?.userId ?? 0);
    }
    this.byHash.set(hash, { ...user, expireMs, at: readAt, epoch });
    let hashes = this.byUser.get(user.userId);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(user.userId, hashes);
    }
    hashes.add(hash);
  }

  /** Evicts the revoked sessions of a user (one, all, or all but one: SessionsRevoked). */
  forget({ userId, sessionId, keepSessionId }: SessionsRevoked): void {
    this.generation += 1;
    const hashes = this.byUser.get(userId);
    if (!hashes) return;
    for (const hash of [...hashes]) {
      const entry = this.byHash.get(hash);
      const revoked =
        sessionId !== undefined
          ? entry?.sessionId === sessionId
          : entry?.sessionId !== keepSessionId;
      if (revoked) this.drop(hash, userId);
    }
  }

  get size(): number {
    return this.byHash.size;
  }

  private drop(hash: string, userId: number): void {
    this.byHash.delete(hash);
    const hashes = this.byUser.get(userId);
    if (!hashes) return;
    hashes.delete(hash);
    if (hashes.size === 0) this.byUser.delete(userId);
  }
}
