import { like } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { pageViews } from '../../src/db/schema';
import { sleep } from '../net';

/** One write as its sender saw it. */
export interface WriteOutcome {
  seq: number;
  /** HTTP status, or 0 when no answer came (connection refused or cut). */
  status: number;
  /** The envelope's code, when the answer was one. */
  code?: number;
  msg?: string;
  retryAfter?: string;
  /** Milliseconds since the load started, when the answer came. */
  at: number;
}

export type SendWrite = (seq: number) => Promise<Omit<WriteOutcome, 'seq' | 'at'>>;

/**
 * `workers` senders, each sending one write after another (a numbered one, so what was
 * acknowledged can be looked up later) until stop() is called. A refused write waits a
 * little before the next, as a client honouring Retry-After would, only shorter.
 */
export function startWriteLoad(send: SendWrite, workers = 6) {
  const outcomes: WriteOutcome[] = [];
  const started = Date.now();
  let next = 0;
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const seq = next++;
      const answer: Omit<WriteOutcome, 'seq' | 'at'> = await send(seq).catch(() => ({
        status: 0,
      }));
      outcomes.push({ seq, ...answer, at: Date.now() - started });
      if (answer.code !== 0) await sleep(25);
    }
  });
  return {
    outcomes,
    /** Milliseconds since the load started. */
    elapsed: () => Date.now() - started,
    async stop(): Promise<WriteOutcome[]> {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The sequence numbers answered with code 0: the writes the server promised to keep. */
export function acknowledged(outcomes: WriteOutcome[]): number[] {
  return outcomes.filter((o) => o.status === 200 && o.code === 0).map((o) => o.seq);
}

/** The sequence numbers of the page views stored under `prefix` (`<prefix><seq>` paths). */
export async function storedWrites(db: Db, prefix: string): Promise<Set<number>> {
  const rows = await db
    .select({ path: pageViews.path })
    .from(pageViews)
    .where(like(pageViews.path, `${prefix}%`));
  return new Set(rows.map((r) => Number(r.path.slice(prefix.length))));
}
