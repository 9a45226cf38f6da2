import type { Db } from './client';
import { runsConcurrently } from './prepared-once';

/** What a batch's write says of one of its entries: its answer, or why it has none. */
export type Outcome<Out> = { value: Out } | { error: unknown };

interface Pending<In, Out> {
  input: In;
  resolve(value: Out): void;
  reject(err: unknown): void;
}

/**
 * Group commit: the writes that arrive in one turn of the event loop, and those that gather
 * while `maxInFlight` batches are already being written, go to the database together (at
 * most `maxBatch`), in one transaction or one statement — whatever `write` does with them.
 * An idle server thus writes each entry alone (no added latency), a busy one pays the round
 * trips and the commit per batch instead of per entry. PGlite runs one statement at a time,
 * so it gets maxInFlight 1; PostgreSQL a few, leaving pool connections for everything else.
 * An entry is answered only after its batch has committed.
 *
 * When the whole batch fails (one bad entry, a deadlock with a concurrent writer), nothing of
 * it was committed, so each entry is written again alone and gets its own outcome: one bad
 * entry never fails the others.
 */
export class GroupCommit<In, Out> {
  private readonly queue: Pending<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (batch: In[]) => Promise<Outcome<Out>[]>,
    private readonly maxInFlight: number,
    private readonly maxBatch: number,
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Flushes on the next turn of the event loop rather than at once: Node runs a socket's
   * whole promise chain before reading the next socket, and PGlite executes a statement
   * synchronously inside it, so writing at once would always write one entry at a time.
   * setImmediate runs after the loop has read every socket that had data, so all the
   * entries that arrived together go into one batch.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.flush(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async flush(batch: Pending<In, Out>[]): Promise<void> {
    try {
      const outcomes = await this.write(batch.map((p) => p.input));
      batch.forEach((p, i) => settle(p, outcomes[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0]?.reject(err);
      for (const p of batch) {
        try {
          const [outcome] = await this.write([p.input]);
          settle(p, outcome);
        } catch (single) {
          p.reject(single);
        }
      }
    }
  }
}

function settle<In, Out>(p: Pending<In, Out>, outcome: Outcome<Out> | undefined): void {
  if (!outcome) p.reject(new Error('a group-commit write answered fewer entries than it got'));
  else if ('error' in outcome) p.reject(outcome.error);
  else p.resolve(outcome.value);
}

/**
 * One group commit per database handle, made on first use: batches of at most `maxBatch`,
 * up to `maxInFlight` of them at once on PostgreSQL (the pool's other connections stay free
 * for everything else) and one on PGlite, which runs one statement at a time. For a hot
 * write of the root handle, never of a transaction: a batch commits on its own.
 */
export class GroupCommits<In, Out> {
  private readonly byDb = new WeakMap<Db, GroupCommit<In, Out>>();

  constructor(
    private readonly maxBatch: number,
    private readonly maxInFlight: number,
  ) {}

  /** Submits `input` to `db`'s group commit, which writes its batches with `write`. */
  submit(db: Db, write: (batch: In[]) => Promise<Outcome<Out>[]>, input: In): Promise<Out> {
    let group = this.byDb.get(db);
    if (!group) {
      const inFlight = runsConcurrently(db) ? this.maxInFlight : 1;
      group = new GroupCommit(write, inFlight, this.maxBatch);
      this.byDb.set(db, group);
    }
    return group.submit(input);
  }
}
