import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';
import { jiebaUserDictionary } from './hardware-dictionary.js';
import { normalizeText } from './normalize.js';

// Building the segmenter parses a ~5 MB dictionary (~150 ms), so it is made once, lazily:
// modules that only import the search code (or tests that never search) do not pay for it.
let instance: Jieba | null = null;

/**
 * The package's own `dict.js` reads dict.txt and idf.txt (11 MB, idf unused here) into
 * buffers its exports keep for the life of the process; the segmenter copies what it
 * parses, so the dictionary is read here and let go once it is built.
 */
function readDictionary(): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt'));
}

export function getJieba(): Jieba {
  if (instance === null) {
    const jieba = Jieba.withDict(readDictionary());
    jieba.loadDict(Buffer.from(jiebaUserDictionary(normalizeText), 'utf8'));
    instance = jieba;
  }
  return instance;
}

/** Load the dictionaries now (e.g. at server start) instead of on the first search. */
export function warmUpTokenizer(): void {
  getJieba();
}
