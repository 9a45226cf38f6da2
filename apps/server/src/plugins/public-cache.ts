import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { systemClock, type Clock } from '../lib/clock';

/**
 * How long a visitor's answer is reused at most. Writes on this node empty the cache at
 * once (see invalidate); writes on other nodes sharing the database (REDIS_URL
 * deployments) are seen by this node's visitors at most this late, and so are flushed post
 * views (their flush does not empty it, db/write-watch.ts UNSHOWN_WRITE_MARK).
 */
export const PUBLIC_CACHE_TTL_MS = 2_000;
/** Bound on the cached payloads (characters), the oldest entries go first. */
const MAX_CHARS = 32 * 1024 * 1024;
/** A single answer larger than this is not worth a slot. */
const MAX_ENTRY_CHARS = 512 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

interface Entry {
  payload: string;
  at: number;
}

/** One miss being computed; identical requests arriving meanwhile wait for its answer. */
interface Flight {
  key: string;
  generation: number;
  done: Promise<string | null>;
  finish(payload: string | null): void;
}

export interface PublicCacheRoute {
  /**
   * Side effects a served request must still have when its answer comes from the cache
   * (counting the view of a post, the search for the hot keys). Only called for answers
   * that were a 200, so the request is known to be valid; `payload` is the cached answer
   * (the search reads whether it found anything).
   */
  onHit?: (request: FastifyRequest, payload: string) => void;
}

type RouteHooks = Required<
  Pick<RouteShorthandOptions, 'onRequest' | 'onSend' | 'onResponse' | 'onRequestAbort'>
>;

/**
 * A short-lived cache of the public hot reads (lists, post detail, comments, search) for
 * visitors: requests without an Authorization header, the only ones whose answer does
 * not depend on who asks. Anyone sending a token bypasses it both ways (never served from
 * it, never stored in it), so a logged-in user always sees their own writes and their own
 * liked/collected/follow fields.
 *
 * Correctness: every committed write of this process to the database (any module,
 * background jobs included; db/write-watch.ts) calls invalidate(), which empties the cache
 * and bumps a generation. A miss stores its answer only if no write completed while it
 * was computed, so an answer read before a commit is never kept after it.
 */
export class PublicCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private readonly flights = new Map<string, Flight>();
  private readonly pending = new WeakMap<FastifyRequest, Flight>();

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.chars = 0;
    // Running misses keep their flight but will not store (their generation is old); new
    // requests must not wait for an answer computed before the write.
    this.flights.clear();
  }

  /** The entry of `key` if it is younger than the TTL (an older one is dropped). */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.at < this.ttlMs) return entry;
    this.drop(key, entry);
    return undefined;
  }

  /** Route options for one public GET route: `registerContract(app, c, h, cache.route())`. */
  route(options: PublicCacheRoute = {}): RouteHooks {
    return {
      onRequest: async (request, reply) => this.lookup(request, reply, options),
      onSend: async (request, reply, payload) => {
        const flight = this.pending.get(request);
        if (flight) this.complete(request, flight, reply.statusCode === 200 ? payload : null);
        return payload;
      },
      // A request that failed before its answer was sent still releases its waiters.
      onResponse: async (request) => this.release(request),
      onRequestAbort: async (request) => this.release(request),
    };
  }

  private async lookup(
    request: FastifyRequest,
    reply: FastifyReply,
    options: PublicCacheRoute,
  ): Promise<FastifyReply | undefined> {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
    const key = request.url;
    // Synchronous up to the registration of a new flight, so concurrent misses find it.
    const entry = this.fresh(key);
    const running = this.flights.get(key);
    // In the last quarter of its life an entry is still served, while the first request to
    // see it computes its successor: busy keys never all miss at once when the TTL ends.
    const renew = entry !== undefined && !running && this.clock() - entry.at >= this.ttlMs * 0.75;
    if (!renew) {
      const cached = entry?.payload ?? (running ? ((await running.done) ?? undefined) : undefined);
      if (cached !== undefined) {
        options.onHit?.(request, cached);
        return reply.code(200).type(JSON_TYPE).send(cached);
      }
    }
    let finish: (payload: string | null) => void = () => undefined;
    const done = new Promise<string | null>((resolve) => (finish = resolve));
    const flight: Flight = { key, generation: this.generation, done, finish };
    if (!this.flights.has(key)) this.flights.set(key, flight);
    this.pending.set(request, flight);
    return undefined;
  }

  private complete(request: FastifyRequest, flight: Flight, payload: unknown): void {
    this.pending.delete(request);
    const current = flight.generation === this.generation;
    const answer = current && typeof payload === 'string' ? payload : null;
    if (answer !== null) this.store(flight.key, answer);
    if (this.flights.get(flight.key) === flight) this.flights.delete(flight.key);
    flight.finish(answer);
  }

  private release(request: FastifyRequest): void {
    const flight = this.pending.get(request);
    if (flight) this.complete(request, flight, null);
  }

  private store(key: string, payload: string): void {
    if (payload.length > MAX_ENTRY_CHARS) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    // Map order is insertion order: the first entries are the oldest.
    for (const [k, e] of this.entries) {
      if (this.chars + payload.length <= MAX_CHARS) break;
      this.drop(k, e);
    }
    this.entries.set(key, { payload, at: this.clock() });
    this.chars += payload.length;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.chars -= entry.payload.length;
  }
}
