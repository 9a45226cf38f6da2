import type pg from 'pg';
import type { EmbeddedClient } from './pglite-thread/thread';

/**
 * Hears every committed write this process makes to its database, from any module,
 * background job or raw statement, because it sits on the driver rather than on the code
 * that writes: the public response cache (plugins/public-cache.ts) is emptied by it.
 * Listeners run after the statement (or the transaction's COMMIT) has succeeded, so what
 * is read after a notification includes the write.
 */
export class WriteWatch {
  private readonly listeners = new Set<() => void>();

  /** Returns the unsubscribe function. */
  on(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Leading comment of a write no cached public answer needs at once: the flushes of
 * buffered counters. Searched keywords (hot keys) are shown by no cached read; post views
 * are shown a flush late by design (DESIGN §3), and a visitor now sees them at most
 * PUBLIC_CACHE_TTL_MS later still. Unmarked, a flush every 2 s while posts are read would
 * empty the whole cache each time, which is exactly when it is needed.
 */
export const UNSHOWN_WRITE_MARK = '/* not shown in cached reads */';

const WRITE_VERB = /^\s*(insert|update|delete|merge|truncate|commit|end|copy|alter|drop|create)\b/i;
const WITH_WRITE = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

/**
 * Statements that change data or end a transaction. A `with` query counts when it holds a
 * data-modifying part; plain reads (`select`, read-only `with`) never do, so a cache miss
 * does not empty the cache. Erring on the side of "write" only costs cache hits. Outside
 * a transaction only: a marked statement inside one is still reported by its COMMIT.
 */
export function isWriteStatement(text: string): boolean {
  if (text.startsWith(UNSHOWN_WRITE_MARK)) return false;
  if (WRITE_VERB.test(text)) return true;
  return /^\s*with\b/i.test(text) && WITH_WRITE.test(text);
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Calls `after` once `result` (a promise, or anything else) has resolved. */
function afterSuccess(result: unknown, after: () => void): void {
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(after, () => undefined);
  }
}

type Callback = (err: unknown, result: unknown) => void;

/**
 * node-postgres: every client the pool opens (plain queries and transactions alike run on
 * one) reports its write statements and COMMITs once they have completed. Both call forms
 * are covered: the promise one (transactions) and the callback one (`pool.query`, which
 * drizzle uses outside transactions), where the watch hears it before the callback runs.
 */
export function watchPgPool(pool: pg.Pool, watch: WriteWatch): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (!isWriteStatement(textOf(args[0]))) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (err: unknown, result: unknown) => {
          if (!err) watch.notify();
          (callback as Callback)(err, result);
        };
        return query(...args);
      }
      const result = query(...args);
      afterSuccess(result, () => watch.notify());
      return result;
    };
  });
}

/**
 * PGlite: statements outside a transaction by their text; `exec` (several statements) and
 * `transaction` (its queries go to the transaction object, committed when it resolves)
 * always count.
 */
export function watchPglite(client: EmbeddedClient, watch: WriteWatch): void {
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', unknown>;
  const wrap = (name: 'query' | 'exec' | 'transaction', writes: (args: unknown[]) => boolean) => {
    const original = (target[name] as (...args: unknown[]) => unknown).bind(client);
    target[name] = (...args: unknown[]) => {
      const result = original(...args);
      if (writes(args)) afterSuccess(result, () => watch.notify());
      return result;
    };
  };
  wrap('query', (args) => isWriteStatement(textOf(args[0])));
  wrap('exec', () => true);
  wrap('transaction', () => true);
}
