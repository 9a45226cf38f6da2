import * as OpenCC from 'opencc-js/t2cn';
import { HTML_ESCAPES } from '@xinke/shared';

/**
 * Hit highlighting for search results. The query's lexemes are normalised text (lower case,
 * half width, simplified), so the original text is folded the same way one character at a
 * time, keeping a map back to the original characters: the person sees their own spelling
 * (ＥＳＰ３２, 顯卡) marked, not our normalised form. The output is HTML built only from
 * escaped text plus <em> tags.
 */

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const WHITESPACE = /\s/;
/** Folded forms of characters seen so far; the CJK repertoire of real posts is small. */
const foldCache = new Map<string, string>();
const FOLD_CACHE_MAX = 20_000;

function foldChar(ch: string): string {
  const cached = foldCache.get(ch);
  if (cached !== undefined) return cached;
  // Whitespace stays one space, so the ends of two words cannot fuse into a false hit.
  const folded = WHITESPACE.test(ch)
    ? ' '
    : toSimplified(ch.normalize('NFKC')).toLowerCase().replace(/\s/g, '');
  if (foldCache.size < FOLD_CACHE_MAX) foldCache.set(ch, folded);
  return folded;
}

/**
 * The folded form of the first characters of a text, extended on demand, with the original
 * character of each folded UTF-16 unit. An excerpt folds only as far as it needs: to its
 * first hit, then to the end of its window.
 */
class FoldedPrefix {
  text = '';
  /** folded UTF-16 index → original character index */
  readonly owner: number[] = [];
  /** Characters folded so far. */
  chars = 0;

  constructor(private readonly source: string[]) {}

  get complete(): boolean {
    return this.chars >= this.source.length;
  }

  /** Folds characters until there are at least `units` folded units, or none are left. */
  extendTo(units: number): void {
    while (this.text.length < units && this.chars < this.source.length) {
      const f = foldChar(this.source[this.chars] ?? '');
      this.text += f;
      for (let k = 0; k < f.length; k++) this.owner.push(this.chars);
      this.chars += 1;
    }
  }

  /** Folds characters until at least `n` are folded, or none are left. */
  extendToChars(n: number): void {
    while (this.chars < n && this.chars < this.source.length) this.extendTo(this.text.length + 1);
  }

  /** Folded units of the first `n` characters (n ≤ chars). */
  unitsBefore(n: number): number {
    const at = this.owner.findIndex((owner) => owner >= n);
    return at === -1 ? this.text.length : at;
  }

  /** Which of the folded characters are part of a hit of any lexeme. */
  mask(lexemes: string[]): boolean[] {
    const mask = new Array<boolean>(this.chars).fill(false);
    for (const lexeme of lexemes) {
      for (let at = this.text.indexOf(lexeme); at !== -1; at = this.text.indexOf(lexeme, at + 1)) {
        for (let k = at; k < at + lexeme.length; k++) mask[this.owner[k] ?? 0] = true;
      }
    }
    return mask;
  }

  /** Folded index of the first hit of any lexeme within the folded text, or -1. */
  firstHit(lexemes: string[]): number {
    let first = -1;
    for (const lexeme of lexemes) {
      const at = this.text.indexOf(lexeme);
      if (at !== -1 && (first === -1 || at < first)) first = at;
    }
    return first;
  }
}

/** Which characters (code points) of `chars` are part of a hit of any lexeme. */
function hitMask(chars: string[], lexemes: string[]): boolean[] {
  const folded = new FoldedPrefix(chars);
  folded.extendTo(Infinity);
  return folded.mask(lexemes);
}

function render(chars: string[], mask: boolean[]): string {
  let html = '';
  let open = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const hit = mask[i] ?? false;
    if (hit && !open) html += '<em>';
    if (!hit && open) html += '</em>';
    open = hit;
    html += HTML_ESCAPES[ch] ?? ch;
  }
  return open ? `${html}</em>` : html;
}

/** A pasted query can yield many lexemes; each is one scan of the text. */
function usable(lexemes: string[]): string[] {
  return lexemes.filter((l) => l.length > 0).slice(0, 40);
}

/** The whole text, escaped, with hits in <em>. */
export function highlight(text: string, lexemes: string[]): string {
  const chars = Array.from(text);
  return render(chars, hitMask(chars, usable(lexemes)));
}

/** Body text is only searched for its first hit this far in; later hits show the start. */
const EXCERPT_SCAN_CHARS = 4000;
const EXCERPT_LEAD_CHARS = 20;
/** Folded units an excerpt folds before it first looks for a hit (doubled until found). */
const EXCERPT_FIRST_FOLD = 256;

/**
 * An excerpt of about `length` characters around the first hit (or the start of the text
 * when the hit is in the title only), escaped, hits in <em>, with … where text was cut.
 * Search results show ten of them per page: the text is folded only up to the first hit
 * and the end of the excerpt, not through all EXCERPT_SCAN_CHARS characters.
 */
export function excerpt(text: string, lexemes: string[], length = 100): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, EXCERPT_SCAN_CHARS);
  const words = usable(lexemes);
  const longest = words.reduce((n, w) => Math.max(n, w.length), 0);
  const folded = new FoldedPrefix(chars);
  let hit = -1;
  for (let units = EXCERPT_FIRST_FOLD; hit === -1; units *= 2) {
    folded.extendTo(units);
    hit = folded.firstHit(words);
    if (folded.complete) break;
  }
  if (hit !== -1) {
    // A longer lexeme may start before the hit found and end past the folded text.
    folded.extendTo(hit + longest);
    hit = folded.firstHit(words);
  }
  const first = hit === -1 ? -1 : (folded.owner[hit] ?? 0);
  const start = first <= EXCERPT_LEAD_CHARS ? 0 : first - EXCERPT_LEAD_CHARS;
  const end = Math.min(chars.length, start + length);
  // Every hit that starts before the end of the window is complete in the folded text.
  folded.extendToChars(end);
  folded.extendTo(folded.unitsBefore(end) + longest);
  const mask = folded.mask(words);
  const body = render(chars.slice(start, end), mask.slice(start, end));
  return `${start > 0 ? '…' : ''}${body}${end < chars.length ? '…' : ''}`;
}
