/**
 * Escaping and text helpers of the server-rendered page heads and readable text. Everything
 * a member or staff wrote (titles, bodies, nicknames, comments) goes through one of these
 * before it is put into the HTML: nothing is concatenated raw.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text → HTML text or attribute value (both quotes escaped, so either quoting is safe). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A value → the body of `<script type="application/ld+json">`. JSON.stringify alone could
 * end the script element (`</script>`) or open a comment (`<!--`): every `<`, `>` and `&`
 * becomes a \u escape, which JSON parsers read back as the same character. U+2028/2029
 * are escaped too (valid JSON, but line breaks to older JavaScript parsers).
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose end starts a new paragraph of the readable text. */
const BLOCK_END =
  /<\/(p|div|h[1-6]|li|blockquote|pre|tr|table|ul|ol|figure|section)\s*>|<br\s*\/?>/gi;

/**
 * Stored (sanitized) HTML → its paragraphs as plain text: tags dropped, entities decoded,
 * whitespace folded. The result is text, to be escaped again when written out.
 */
export function htmlToParagraphs(html: string): string[] {
  const withBreaks = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withBreaks)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Plain text of stored HTML on one line. */
export function htmlToText(html: string): string {
  return htmlToParagraphs(html).join(' ');
}

/** At most `max` characters (by code point), cut at the end with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** How much of a body the readable text carries: a very long one still yields a light page. */
export const BODY_MAX = 20_000;

/**
 * A stored body's paragraphs for the readable text, at most `max` characters in all: the
 * paragraph that crosses the limit is clipped, the ones after it dropped. Plain text, to
 * be written with `html` (post, article, resource and product pages share it).
 */
export function bodyParagraphs(stored: string, max = BODY_MAX): string[] {
  let budget = max;
  const paragraphs: string[] = [];
  for (const p of htmlToParagraphs(stored)) {
    if (budget <= 0) break;
    paragraphs.push(clip(p, budget));
    budget -= p.length;
  }
  return paragraphs;
}
