import { EMOJI_TABLE, type Emoji } from './emoji-table';

/**
 * The picker's keyword search: an emoji matches when its name or one of its keywords
 * contains the (trimmed, case-insensitive) text; an empty text shows the whole table.
 */
export function searchEmoji(text: string, table: readonly Emoji[] = EMOJI_TABLE): Emoji[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...table];
  return table.filter(
    (emoji) =>
      emoji.name.toLowerCase().includes(query) ||
      emoji.keywords.some((keyword) => keyword.toLowerCase().includes(query)),
  );
}
