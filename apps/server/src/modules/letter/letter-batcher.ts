import type { Db } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { insertLetters, type InsertedLetter, type NewLetter } from './letter-insert.repository';

/**
 * Group commit for letters (db/group-commit.ts): the letters that arrive together go into one
 * insert statement (insertLetters), one round trip and one commit for the batch. A letter is
 * still acknowledged only after its statement committed; null when it was not stored (a
 * block, a duplicate `no`, nobody to send to).
 */
export class LetterBatcher {
  private readonly group: GroupCommit<NewLetter, InsertedLetter | null>;

  constructor(db: Db, maxInFlight: number, maxBatch = 200) {
    this.group = new GroupCommit(
      async (letters) => (await insertLetters(db, letters)).map((value) => ({ value })),
      maxInFlight,
      maxBatch,
    );
  }

  insert(letter: NewLetter): Promise<InsertedLetter | null> {
    return this.group.submit(letter);
  }
}
