import type { Db } from '../../db/client';
import { insertLetters, type InsertedLetter, type NewLetter } from './letter-insert.repository';

interface Pending {
  letter: NewLetter;
  resolve(result: InsertedLetter | null): void;
  reject(err: unknown): void;
}

/**
 * Group commit for letters. The letters that arrive in one turn of the event loop, and
 * those that gather while `maxInFlight` insert statements are already running, go into
 * the next statement together (at most `maxBatch`). An idle server thus writes each letter
 * alone (no added latency), a busy one pays one round trip and one commit per batch
 * instead of per letter. PGlite runs one statement at a time, so it
 * gets maxInFlight 1; PostgreSQL a few, leaving pool connections for everything else.
 * A letter is still acknowledged only after its statement committed.
 */
export class LetterBatcher {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxInFlight: number,
    private readonly maxBatch = 200,
  ) {}

  insert(letter: NewLetter): Promise<InsertedLetter | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ letter, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Flushes on the next turn of the event loop rather than at once: Node runs a socket's
   * whole promise chain before reading the next socket, and PGlite executes a statement
   * synchronously inside it, so writing at once would always write one letter at a time.
   * setImmediate runs after the loop has read every socket that had data, so all the
   * letters that arrived together go into one statement.
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
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      const results = await insertLetters(
        this.db,
        batch.map((p) => p.letter),
      );
      batch.forEach((p, i) => p.resolve(results[i] ?? null));
    } catch (err) {
      if (batch.length === 1) return batch[0]?.reject(err);
      // One bad letter (or a deadlock with a concurrent read) must not fail the others:
      // write them one by one, each with its own outcome.
      for (const p of batch) {
        try {
          const [result] = await insertLetters(this.db, [p.letter]);
          p.resolve(result ?? null);
        } catch (single) {
          p.reject(single);
        }
      }
    }
  }
}
