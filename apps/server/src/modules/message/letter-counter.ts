/**
 * Unread private letters of a user, for the message counters (SPEC §3 letter). Letters are
 * their own module; app.ts passes their unread total unless a test gives AppDeps.letters.
 */
export interface LetterCounter {
  unread(userId: number): Promise<number>;
}
