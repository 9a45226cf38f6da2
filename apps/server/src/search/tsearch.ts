import { sql, type SQL } from 'drizzle-orm';
import { quoteLexeme } from './lexeme.js';
import { normalizeText } from './normalize.js';
import { buildQuery, type BuildQueryOptions } from './query.js';
import { MAX_TOKENS, tokenStream } from './tokenizer.js';

/**
 * Documents → tsvector, queries → tsquery.
 *
 * Both are handed to PostgreSQL as literals cast with ::tsvector / ::tsquery rather than
 * through to_tsvector('simple', …) / to_tsquery('simple', …): the text-search parser would
 * cut our lexemes again (esp32-s3 → esp32-s3, esp32, s3; a quoted query operand 'usb-c'
 * becomes the phrase 'usb-c' <-> 'usb' <-> 'c'), so the tokenizer would no longer be the
 * single source of truth. A cast keeps lexemes, positions and weights exactly as built here,
 * needs no text-search configuration, and a GIN index over the stored tsvector works the same.
 */

export interface SearchDocument {
  title: string;
  /** Plain text; use htmlToText first for a sanitised HTML body. */
  body: string;
}

/** tsvector keeps at most this position; later ones are clamped by PostgreSQL anyway. */
const MAX_POSITION = 16_383;
/** Positions kept per lexeme: ts_rank gains little from more, and the vector stays small. */
const MAX_POSITIONS_PER_LEXEME = 8;
/** Titles are short; their tokens are capped so a pasted title cannot crowd out the body. */
const MAX_TITLE_TOKENS = 200;

export function documentTokens(doc: SearchDocument): {
  titleTokens: string[];
  bodyTokens: string[];
} {
  return {
    titleTokens: [...new Set(tokenStream(normalizeText(doc.title), MAX_TITLE_TOKENS))],
    bodyTokens: [...new Set(tokenStream(normalizeText(doc.body), MAX_TOKENS))],
  };
}

/**
 * The document as a tsvector literal: title tokens weighted A, body tokens weighted B,
 * positions in token order (for ts_rank's proximity), e.g. `'显卡':1A,9B '到货':10B`.
 * Returns '' for a document with no searchable text ('' casts to an empty tsvector).
 */
export function indexDocument(doc: SearchDocument): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (tokens: string[], weight: 'A' | 'B'): void => {
    for (const token of tokens) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(token) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${weight}`);
      positions.set(token, list);
    }
  };
  add(tokenStream(normalizeText(doc.title), MAX_TITLE_TOKENS), 'A');
  position += 1; // keep the last title word and the first body word from looking adjacent
  add(tokenStream(normalizeText(doc.body), MAX_TOKENS), 'B');
  return [...positions]
    .map(([lexeme, list]) => `${quoteLexeme(lexeme)}:${list.join(',')}`)
    .join(' ');
}

/** SQL for the value of a tsvector column: the literal is a bound parameter. */
export function searchVectorSql(doc: SearchDocument): SQL {
  return sql`${indexDocument(doc)}::tsvector`;
}

/** SQL for a tsquery, or null when the search text has nothing to search for. */
export function searchQuerySql(query: string, options?: BuildQueryOptions): SQL | null {
  const tsquery = buildQuery(query, options);
  return tsquery === null ? null : sql`${tsquery}::tsquery`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Sanitised post HTML → the text a reader sees, so tag and attribute names (div, href,
 * class) and URLs inside attributes do not become searchable words. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
      const n =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ';
    });
}
