import { describe, expect, it } from 'vitest';
import { searchEmoji } from './emoji-search';
import { EMOJI_TABLE } from './emoji-table';

describe('emoji picker (SPEC §3 emoji table: name, keywords, char, fitzpatrick_scale, category)', () => {
  it('every row has exactly the SPEC fields', () => {
    for (const emoji of EMOJI_TABLE)
      expect(Object.keys(emoji).sort()).toEqual(
        ['category', 'char', 'fitzpatrick_scale', 'keywords', 'name'].sort(),
      );
    expect(new Set(EMOJI_TABLE.map((e) => e.name)).size).toBe(EMOJI_TABLE.length);
  });

  it('finds emoji by Chinese or English keyword and by name; blank shows all', () => {
    expect(searchEmoji('赞').map((e) => e.char)).toContain('👍');
    expect(searchEmoji('LAPTOP').map((e) => e.name)).toEqual(['computer']);
    expect(searchEmoji('thumbsup').map((e) => e.char)).toEqual(['👍']);
    expect(searchEmoji('  ')).toHaveLength(EMOJI_TABLE.length);
    expect(searchEmoji('没有这种表情')).toEqual([]);
  });
});
