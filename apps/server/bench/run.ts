/**
 * `npm run bench`: server-side measurements, printed, never asserted in tests (timings on
 * a shared 2-core machine are noisy; compare ratios within one run).
 * Today: search tokenizer throughput. The forum list/detail/search load test joins here.
 */
import { benchTokenizer } from '../src/search/tokenizer.bench';

const tokenizer = benchTokenizer();
console.log('Search tokenizer on a 2 KB Chinese post body');
console.log(`  ${tokenizer.chars} characters, ${tokenizer.tokens} tokens`);
console.log(`  tokenize:      ${tokenizer.tokenizePerSecond} / s`);
console.log(`  indexDocument: ${tokenizer.indexDocumentPerSecond} / s`);
