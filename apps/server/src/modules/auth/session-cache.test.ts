import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/factories';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

/** A feed whose epoch the test sets (null: revocations may be missed). */
function feed(start: number | null = 1) {
  let epoch = start;
  return {
    epoch: () => epoch,
    set(next: number | null) {
      epoch = next;
    },
  };
}

const FAR = Date.now() + 86_400_000;

function cacheWith(options: { epoch?: number | null } = {}) {
  const clock = testClock();
  const f = feed(options.epoch === undefined ? 1 : options.epoch);
  const cache = new SessionCache(clock, f);
  /** A session read from the database now, stored as SessionService does. */
  const put = (hash: string, userId: number, sessionId: number, expireMs = FAR) =>
    cache.store(hash, { userId, sessionId }, expireMs, clock(), cache.begin());
  return { clock, feed: f, cache, put };
}

describe('SessionCache', () => {
  it('serves a verified session until the TTL, then asks the database again', () => {
    const { clock, cache, put } = cacheWith();
    put('h1', 7, 70);
    expect(cache.get('h1')).toEqual({ userId: 7, sessionId: 70 });
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(cache.get('h1')).toEqual({ userId: 7, sessionId: 70 });
    clock.advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past its own expiry', () => {
    const { clock, cache, put } = cacheWith();
    put('h1', 7, 70, clock() + 500);
    expect(cache.get('h1')).toBeDefined();
    clock.advance(500);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('a logout evicts exactly that session', () => {
    const { cache, put } = cacheWith();
    put('a', 7, 70);
    put('b', 7, 71);
    put('c', 8, 80);
    cache.forget({ userId: 7, sessionId: 70 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ userId: 7, sessionId: 71 });
    expect(cache.get('c')).toEqual({ userId: 8, sessionId: 80 });
  });

  it('a password change evicts every other session of the user; a reset evicts all', () => {
    const { cache, put } = cacheWith();
    put('a', 7, 70);
    put('b', 7, 71);
    put('c', 7, 72);
    put('d', 8, 80);
    cache.forget({ userId: 7, keepSessionId: 71 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ userId: 7, sessionId: 71 });
    expect(cache.get('c')).toBeUndefined();
    cache.forget({ userId: 7 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('d')).toEqual({ userId: 8, sessionId: 80 });
  });

  it('does not keep a lookup that was reading the database while a revocation arrived', () => {
    const { clock, cache } = cacheWith();
    const generation = cache.begin();
    // …the database answers "alive", but meanwhile the session is revoked somewhere:
    cache.forget({ userId: 7, sessionId: 70 });
    cache.store('h1', { userId: 7, sessionId: 70 }, FAR, clock(), generation);
    expect(cache.get('h1')).toBeUndefined();
    // A lookup that starts after the revocation is stored as usual.
    cache.store('h2', { userId: 7, sessionId: 71 }, FAR, clock(), cache.begin());
    expect(cache.get('h2')).toBeDefined();
  });

  it('caches nothing while revocations may be missed, and drops entries from before a reconnect', () => {
    const { cache, put, feed: f } = cacheWith({ epoch: null });
    put('h1', 7, 70);
    expect(cache.get('h1')).toBeUndefined();

    f.set(1);
    put('h1', 7, 70);
    expect(cache.get('h1')).toBeDefined();
    f.set(null); // the subscriber dropped: revocations of other nodes may be lost
    expect(cache.get('h1')).toBeUndefined();
    f.set(1);
    put('h2', 7, 71);
    expect(cache.get('h2')).toBeDefined();
    f.set(2); // reconnected: what was cached before cannot be trusted
    expect(cache.get('h2')).toBeUndefined();
  });
});
