import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { jiebaUserDictionary } from './hardware-dictionary.js';
import { normalizeText } from './normalize.js';

// Building the segmenter parses a ~5 MB dictionary (~150 ms), so it is made once, lazily:
// modules that only import the search code (or tests that never search) do not pay for it.
let instance: Jieba | null = null;

export function getJieba(): Jieba {
  if (instance === null) {
    const jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(jiebaUserDictionary(normalizeText), 'utf8'));
    instance = jieba;
  }
  return instance;
}

/** Load the dictionaries now (e.g. at server start) instead of on the first search. */
export function warmUpTokenizer(): void {
  getJieba();
}
