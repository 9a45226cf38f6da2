import type { Db } from '../../db/client';
import { loadSensitiveWordMatcher } from '../moderation/sensitive-words';
import { recordKeywordSearches, type KeywordSearch } from './hot-keywords.repository';

/** How often buffered searches are written. */
const FLUSH_MS = 5_000;
/** Distinct (person, word) pairs held between flushes; beyond it new ones wait. */
const MAX_PENDING = 5_000;

/**
 * Hot-keyword searches buffered in memory and written in a few statements every few
 * seconds. Writing each search on its own would make every searcher of 显卡 queue on that
 * one row's lock (PostgreSQL) or on the single embedded connection (PGlite), so search
 * latency would grow with popularity. A repeat of the same (person, word) in a batch is one
 * pair. A crash loses at most the last few seconds, which is fine for a popularity list.
 */
export class KeywordCounter {
  private pending = new Map<string, KeywordSearch>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** `keyword` normalised already (normalizeHotKeyword), `searcher` from searcherOf. */
  add(keyword: string, searcher: string): void {
    if (keyword === '') return;
    const key = `${searcher}\u0000${keyword}`;
    if (this.pending.has(key) || this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, { keyword, searcher });
  }

  /**
   * Writes what is pending, minus sensitive words (the list as it is now); flushes run one
   * after another so a batch is never written twice or lost on a failed write.
   */
  flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        const sensitive = await loadSensitiveWordMatcher(this.db);
        const clean = [...batch.values()].filter((s) => sensitive(s.keyword) === null);
        await recordKeywordSearches(this.db, clean);
      } catch (err) {
        // Put the searches back so the next flush retries them.
        for (const [k, v] of batch) if (!this.pending.has(k)) this.pending.set(k, v);
        throw err;
      }
    });
    this.flushing = run.catch(() => undefined);
    return run;
  }
}
