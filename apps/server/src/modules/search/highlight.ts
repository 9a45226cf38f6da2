import * as OpenCC from 'opencc-js/t2cn';

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

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Which characters (code points) of `chars` are part of a hit of any lexeme. */
function hitMask(chars: string[], lexemes: string[]): boolean[] {
  let folded = '';
  const owner: number[] = []; // folded UTF-16 index → original character index
  chars.forEach((ch, i) => {
    const f = foldChar(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) owner.push(i);
  });
  const mask = chars.map(() => false);
  for (const lexeme of lexemes) {
    if (lexeme === '') continue;
    for (let at = folded.indexOf(lexeme); at !== -1; at = folded.indexOf(lexeme, at + 1)) {
      for (let k = at; k < at + lexeme.length; k++) mask[owner[k] ?? 0] = true;
    }
  }
  return mask;
}

function render(chars: string[], mask: boolean[]): string {
  let html = '';
  let open = false;
  chars.forEach((ch, i) => {
    if (mask[i] && !open) html += '<em>';
    if (!mask[i] && open) html += '</em>';
    open = mask[i] ?? false;
    html += escapeHtml(ch);
  });
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

/**
 * An excerpt of about `length` characters around the first hit (or the start of the text
 * when the hit is in the title only), escaped, hits in <em>, with … where text was cut.
 */
export function excerpt(text: string, lexemes: string[], length = 100): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, EXCERPT_SCAN_CHARS);
  const mask = hitMask(chars, usable(lexemes));
  const first = mask.indexOf(true);
  const start = first <= EXCERPT_LEAD_CHARS ? 0 : first - EXCERPT_LEAD_CHARS;
  const end = Math.min(chars.length, start + length);
  const body = render(chars.slice(start, end), mask.slice(start, end));
  return `${start > 0 ? '…' : ''}${body}${end < chars.length ? '…' : ''}`;
}
