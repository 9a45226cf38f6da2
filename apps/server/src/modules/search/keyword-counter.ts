import type { Db } from '../../db/client';
import { addKeywordCounts, topKeywords } from './search.repository';

/** How often buffered search counts are written. */
const FLUSH_MS = 5_000;
/** Distinct keywords held between flushes; beyond it new words wait for the next flush. */
const MAX_PENDING = 5_000;

/**
 * Hot-key counts buffered in memory and written in one upsert every few seconds. Counting
 * each search with its own UPSERT would make every searcher of 显卡 queue on that one row's
 * lock (PostgreSQL) or on the single embedded connection (PGlite), so search latency would
 * grow with popularity. Several nodes each add their own counts; a crash loses at most the
 * last few seconds of counts, which is fine for a popularity list.
 */
export class KeywordCounter {
  private pending = new Map<string, number>();
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

  add(keyword: string): void {
    if (keyword === '') return;
    if (!this.pending.has(keyword) && this.pending.size >= MAX_PENDING) return;
    this.pending.set(keyword, (this.pending.get(keyword) ?? 0) + 1);
  }

  /** Writes what is pending; flushes run one after another so counts are never lost twice. */
  flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await addKeywordCounts(this.db, batch);
      } catch (err) {
        // Put the counts back so the next flush retries them.
        for (const [k, n] of batch) this.pending.set(k, (this.pending.get(k) ?? 0) + n);
        throw err;
      }
    });
    this.flushing = run.catch(() => undefined);
    return run;
  }

  top(limit: number) {
    return topKeywords(this.db, limit);
  }
}
