import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { UNSHOWN_WRITE_MARK } from '../db/write-watch';
import { hotScoreSql } from '../modules/detail/item-counters';

/** How often buffered views are written. */
export const VISIT_FLUSH_MS = 2000;
/** Rows per UPDATE: keeps one statement's parameter list small on a busy node. */
const BATCH_ROWS = 500;

/**
 * Post views, buffered in memory (item id → views) and written every ~2 s as ONE batched
 * `UPDATE … FROM (VALUES …)` instead of one UPDATE per view on a hot row. Each node buffers
 * its own views; the UPDATE adds increments, so several nodes flushing at once stay exact.
 * A failed flush puts its counts back so the next one retries them.
 */
export class VisitCounter {
  private buffer = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    private readonly intervalMs = VISIT_FLUSH_MS,
  ) {}

  /** Counts one view; nothing touches the database here. */
  hit(itemId: number): void {
    this.buffer.set(itemId, (this.buffer.get(itemId) ?? 0) + 1);
  }

  /** Views counted but not yet written. */
  pending(): number {
    let n = 0;
    for (const v of this.buffer.values()) n += v;
    return n;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(() => undefined);
    }, this.intervalMs);
    // The timer must never keep a finished process (or test run) alive.
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (app close / shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes the buffer; flushes run one after another, never overlapping. */
  flush(): Promise<void> {
    const run = this.running.then(() => this.write());
    this.running = run.catch(() => undefined);
    return run;
  }

  private async write(): Promise<void> {
    if (this.buffer.size === 0) return;
    const batch = [...this.buffer.entries()];
    this.buffer = new Map();
    for (let i = 0; i < batch.length; i += BATCH_ROWS) {
      const rows = batch.slice(i, i + BATCH_ROWS);
      try {
        await this.update(rows);
      } catch (err) {
        for (const [id, n] of rows) this.buffer.set(id, (this.buffer.get(id) ?? 0) + n);
        this.log?.error({ err }, 'visit counter flush failed; will retry');
        throw err;
      }
    }
  }

  private async update(rows: [number, number][]): Promise<void> {
    const values = sql.join(
      rows.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    const visit = sql`items.visit_count + v.n`;
    const score = hotScoreSql(
      sql`items.thumb_count`,
      sql`items.comment_count`,
      sql`items.collect_count`,
      visit,
    );
    await this.db.execute(
      // Marked: a visitor's cached page may show the counts up to its TTL late (write-watch.ts).
      sql`${sql.raw(UNSHOWN_WRITE_MARK)} update items set visit_count = ${visit}, hot_score = ${score} from (values ${values}) as v(id, n) where items.id = v.id`,
    );
  }
}
