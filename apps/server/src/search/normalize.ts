import * as OpenCC from 'opencc-js/t2cn';
import { TAIWAN_VARIANTS } from './hardware-dictionary.js';

// Character-level traditional → mainland simplified. The phrase-level 'twp' preset is
// deliberately NOT used: it rewrites already-simplified text (程序 → 进程), and posts are
// mostly simplified, so it would corrupt both the index and the queries.
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

// Zero-width characters survive NFKC and would glue or split words invisibly.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
const WHITESPACE = /\s+/g;

/**
 * The one normalisation used at index time and at query time:
 * NFKC (full-width → half-width, compatibility ideographs → unified), traditional →
 * simplified, a few Taiwan hardware words → mainland words, lower case, single spaces.
 */
export function normalizeText(input: string): string {
  let text = input.normalize('NFKC').replace(ZERO_WIDTH, '');
  text = toSimplified(text);
  for (const [from, to] of TAIWAN_VARIANTS) {
    if (text.includes(from)) text = text.replaceAll(from, to);
  }
  return text.toLowerCase().replace(WHITESPACE, ' ').trim();
}
