/**
 * Unread private letters of a user, for the message counters (SPEC §3 letter). Letters are
 * their own module; app.ts passes their unread total unless a test gives AppDeps.letters.
 * The message list reads the same figure inside its page statement instead
 * (category-page.ts, the letter module's unreadTotalSql): one round trip fewer.
 */
export interface LetterCounter {
  unread(userId: number): Promise<number>;
}
