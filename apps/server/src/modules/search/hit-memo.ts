import { htmlToText } from '../../search';
import { excerpt, highlight } from './highlight';

/** Bound on the memo, in characters of keys and answers; the oldest entries go first. */
const MAX_CHARS = 4 * 1024 * 1024;

/**
 * The marked title and excerpt of a post found by some words, remembered: a popular search
 * shows the same posts to everyone, and folding and marking ten bodies was a large share of
 * a search's CPU. A pure function of its inputs (the key holds the whole text, so an edited
 * post is simply a new key): nothing can be stale.
 */
export class HitMemo {
  private readonly answers = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars = MAX_CHARS) {}

  title(title: string, lexemes: string[]): string {
    return this.remember(`t\u0000${lexemes.join('\u0000')}\u0001${title}`, () =>
      highlight(title, lexemes),
    );
  }

  /** The excerpt of the body's text, or of the summary when the body has no text. */
  summary(body: string, summary: string, lexemes: string[]): string {
    return this.remember(`s\u0000${lexemes.join('\u0000')}\u0001${summary}\u0001${body}`, () =>
      excerpt(htmlToText(body) || htmlToText(summary), lexemes),
    );
  }

  private remember(key: string, compute: () => string): string {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const answer = compute();
    const size = key.length + answer.length;
    if (size > this.maxChars / 16) return answer;
    // Map order is insertion order: the first entries are the oldest.
    for (const [k, v] of this.answers) {
      if (this.chars + size <= this.maxChars) break;
      this.answers.delete(k);
      this.chars -= k.length + v.length;
    }
    this.answers.set(key, answer);
    this.chars += size;
    return answer;
  }
}
