import type { MessageCounts } from '@xinke/shared';

/**
 * The counters with a new unread-letter total (a socket `unread` frame, a read answer):
 * allMessage is the sum of the categories and the letters, so it moves by the same amount.
 */
export function withLetterUnread(counts: MessageCounts, letter: number): MessageCounts {
  return { ...counts, letter, allMessage: counts.allMessage - counts.letter + letter };
}
