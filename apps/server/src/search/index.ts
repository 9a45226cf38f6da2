// The search tokenizer's public surface; the forum search module imports from here.
export { normalizeText } from './normalize.js';
export { tokenize, MAX_TOKENS, MAX_INPUT_CHARS } from './tokenizer.js';
export { buildQuery, buildRankQuery, queryLexemes, type BuildQueryOptions } from './query.js';
export {
  documentTokens,
  indexDocument,
  searchVectorSql,
  searchQuerySql,
  htmlToText,
  type SearchDocument,
} from './tsearch.js';
export { warmUpTokenizer } from './jieba.js';
export { HARDWARE_TERMS } from './hardware-dictionary.js';
