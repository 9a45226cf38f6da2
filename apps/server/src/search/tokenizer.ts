import { LATIN_PHRASES } from './hardware-dictionary.js';
import { getJieba } from './jieba.js';
import { normalizeText } from './normalize.js';

/**
 * The shared search tokenizer. Index time and query time both go through `scanText`, so a
 * word is cut the same way wherever it appears. Every token is lower-case and made only of
 * Han characters, a–z, 0–9, '-' and '.', so it is a valid tsvector / tsquery lexeme once
 * quoted (see tsearch.ts).
 */

/** Bodies longer than this are indexed by their beginning: it bounds the CPU one post
 * costs (jieba runs synchronously) and the size of its tsvector. */
export const MAX_INPUT_CHARS = 20_000;
/** Distinct tokens kept per text; a 2 KB Chinese post has roughly 1,000. */
export const MAX_TOKENS = 4_000;
/** Longer "words" are URLs, hashes or base64, never something a person searches for. */
const MAX_TOKEN_LENGTH = 64;

// A segment is a run with no whitespace or punctuation; jieba sees one segment at a time so
// it can use dictionary words that mix Latin and Han (3d打印) but never joins across a comma.
const SEGMENT = /[\p{Script=Han}a-z0-9.-]+/gu;
// Inside a segment: a model / part number (letters and digits, inner '-' or '.') or a Han run.
const ATOM = /([a-z0-9]+(?:[-.][a-z0-9]+)*)|(\p{Script=Han}+)/gu;
const HAN = /\p{Script=Han}/u;
const JIEBA_TOKEN = /^[\p{Script=Han}a-z0-9]+$/u;
const SEPARATORS = /[-.]/g;
// "RTX 4090", "Ryzen 7", "iPhone 15": a short letters-only brand followed by a number.
const BRAND = /^[a-z]{2,10}$/;
const STARTS_WITH_DIGIT = /^[0-9]/;

export interface LatinAtom {
  kind: 'latin';
  text: string;
  start: number;
  end: number;
  /** A single character: too common to index or to require in a query. */
  noise: boolean;
}

export interface HanAtom {
  kind: 'han';
  text: string;
  start: number;
  end: number;
}

export type Atom = LatinAtom | HanAtom;

/** A lexeme made by gluing adjacent Latin atoms (rtx + 4090, home + assistant). */
export interface Join {
  /** Indexes into the atom list, inclusive. */
  first: number;
  last: number;
  forms: string[];
}

/** Receives the scan in text order; the index and the query build different things from it. */
interface ScanSink {
  segmentWords?(words: string[]): void;
  atom(atom: Atom, index: number): void;
  join(join: Join): void;
}

/** The whole token and, when it has separators, its compact form: esp32-s3 → esp32s3. */
export function modelForms(model: string): string[] {
  const compact = model.replace(SEPARATORS, '');
  return compact !== model && compact.length > 1 ? [model, compact] : [model];
}

/** Pieces of a model for recall (a search for 4090 or esp32 finds rtx4090 and esp32-s3):
 * the pieces between separators, and their letter / digit runs (rtx4090 → rtx, 4090).
 * Runs shorter than two letters or three digits (the 3 and d of x3d, the 32 of esp32)
 * match far too much to be worth indexing. */
export function modelParts(model: string): string[] {
  const pieces = model.split(SEPARATORS).filter((p) => p.length > 1);
  const runs = pieces.flatMap((p) => p.match(/[a-z]{2,}|[0-9]{3,}/g) ?? []);
  return [...new Set([...pieces, ...runs])].filter((p) => p !== model);
}

/** Overlapping character pairs: they make any two-character substring findable, whatever
 * jieba decided around it (新显卡 still yields 显卡). */
export function hanBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

function isUsableWord(word: string): boolean {
  return Array.from(word).length > 1 && JIEBA_TOKEN.test(word) && HAN.test(word);
}

interface PhraseHit {
  start: number;
  joined: string;
}

/** Where each dictionary phrase occurs as whole words, keyed by its end offset. */
function phraseEnds(text: string): Map<number, PhraseHit[]> {
  const ends = new Map<number, PhraseHit[]>();
  for (const phrase of LATIN_PHRASES) {
    let from = 0;
    for (let at = text.indexOf(phrase, from); at >= 0; at = text.indexOf(phrase, from)) {
      from = at + 1;
      const end = at + phrase.length;
      const before = text[at - 1] ?? ' ';
      const after = text[end] ?? ' ';
      if (/[a-z0-9]/.test(before) || /[a-z0-9]/.test(after)) continue;
      ends.set(end, [...(ends.get(end) ?? []), { start: at, joined: phrase.replaceAll(' ', '') }]);
    }
  }
  return ends;
}

/**
 * Walks normalised text once, in order: jieba words per segment (search mode when
 * `searchMode`, i.e. a long word also yields its dictionary sub-words), then each atom,
 * then any join that ends at that atom.
 */
function scanText(text: string, searchMode: boolean, sink: ScanSink): void {
  const jieba = getJieba();
  const phrases = phraseEnds(text);
  const atoms: Atom[] = [];
  for (const segment of text.matchAll(SEGMENT)) {
    const segText = segment[0];
    const segStart = segment.index;
    if (sink.segmentWords && HAN.test(segText)) {
      const words = searchMode ? jieba.cutForSearch(segText, true) : jieba.cut(segText, true);
      sink.segmentWords(words.filter(isUsableWord));
    }
    for (const m of segText.matchAll(ATOM)) {
      const start = segStart + m.index;
      const end = start + m[0].length;
      const atom: Atom =
        m[1] !== undefined
          ? { kind: 'latin', text: m[1], start, end, noise: m[1].length < 2 }
          : { kind: 'han', text: m[0], start, end };
      const index = atoms.push(atom) - 1;
      sink.atom(atom, index);
      const prev = atoms[index - 1];
      if (
        atom.kind === 'latin' &&
        prev?.kind === 'latin' &&
        text.slice(prev.end, atom.start) === ' ' &&
        BRAND.test(prev.text) &&
        STARTS_WITH_DIGIT.test(atom.text)
      ) {
        sink.join({ first: index - 1, last: index, forms: modelForms(prev.text + atom.text) });
      }
      for (const hit of phrases.get(end) ?? []) {
        const first = firstAtomAt(atoms, hit.start);
        if (first >= 0) sink.join({ first, last: index, forms: [hit.joined] });
      }
    }
  }
}

function firstAtomAt(atoms: readonly Atom[], start: number): number {
  for (let i = atoms.length - 1; i >= 0; i -= 1) if (atoms[i]!.start === start) return i;
  return -1;
}

/** Tokens of already-normalised text in text order, repeats kept (positions for tsvector). */
export function tokenStream(normalized: string, maxTokens = MAX_TOKENS): string[] {
  const text = normalized.slice(0, MAX_INPUT_CHARS);
  const out: string[] = [];
  const distinct = new Set<string>();
  let segmentWords = new Set<string>();
  const emit = (token: string): void => {
    if (token.length > MAX_TOKEN_LENGTH) return;
    if (!distinct.has(token)) {
      if (distinct.size >= maxTokens) return;
      distinct.add(token);
    }
    out.push(token);
  };
  scanText(text, true, {
    segmentWords(words) {
      segmentWords = new Set(words);
      words.forEach(emit);
    },
    atom(atom) {
      if (atom.kind === 'han') {
        // A bigram jieba already produced for this segment would only double its frequency.
        for (const gram of hanBigrams(atom.text)) if (!segmentWords.has(gram)) emit(gram);
      } else if (!atom.noise) {
        modelForms(atom.text).forEach(emit);
        modelParts(atom.text).forEach(emit);
      }
    },
    join(join) {
      join.forms.forEach(emit);
    },
  });
  return out;
}

/**
 * The tokenizer used for documents and for queries: normalise, keep models whole (plus
 * compact form, parts and brand joins), jieba words in search mode plus Han bigrams,
 * punctuation and single Latin characters dropped, deduplicated in order, capped.
 */
export function tokenize(text: string, maxTokens = MAX_TOKENS): string[] {
  return [...new Set(tokenStream(normalizeText(text), maxTokens))];
}

/** What a query needs: its atoms, jieba's plain cut of each Han atom, and the joins. */
export interface QueryScan {
  atoms: Atom[];
  words: Map<number, string[]>;
  joins: Join[];
}

export function scanQuery(normalized: string): QueryScan {
  const jieba = getJieba();
  const scan: QueryScan = { atoms: [], words: new Map(), joins: [] };
  scanText(normalized, false, {
    atom(atom, index) {
      scan.atoms.push(atom);
      if (atom.kind === 'han' && atom.text.length > 2) {
        // Plain mode: the query's required words, not their sub-words.
        scan.words.set(index, jieba.cut(atom.text, true).filter(isUsableWord));
      }
    },
    join(join) {
      scan.joins.push(join);
    },
  });
  return scan;
}
