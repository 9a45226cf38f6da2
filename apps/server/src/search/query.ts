import { normalizeText } from './normalize.js';
import { hanBigrams, modelForms, scanQuery, type Atom, type QueryScan } from './tokenizer.js';
import { quoteLexeme } from './lexeme.js';

/** Longer queries are cut: they are pasted text, and every group is one more GIN lookup. */
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_GROUPS = 12;

type Expr = { op: 'term'; lexeme: string; prefix: boolean } | { op: 'and' | 'or'; items: Expr[] };

export interface BuildQueryOptions {
  /**
   * 'all' (default): every query word is required, so 机械键盘 轴体 needs both.
   * 'any': a post with either word matches; ts_rank still puts posts with both first.
   * Meant as the fallback when 'all' finds nothing.
   */
  match?: 'all' | 'any';
}

const term = (lexeme: string, prefix = false): Expr => ({ op: 'term', lexeme, prefix });

function combine(op: 'and' | 'or', items: Expr[]): Expr | null {
  const seen = new Set<string>();
  const unique = items.filter((e) => {
    const key = serialize(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 0) return null;
  return unique.length === 1 ? unique[0]! : { op, items: unique };
}

function present(items: (Expr | null)[]): Expr[] {
  return items.filter((e): e is Expr => e !== null);
}

/** A word of three or more characters: the word itself (a jieba token in the index) or all
 * of its bigrams (always in the index when the text contains the word). */
function hanWord(word: string): Expr | null {
  const grams = hanBigrams(word);
  if (grams.length === 1) return term(word);
  return combine(
    'or',
    present([
      term(word),
      combine(
        'and',
        grams.map((g) => term(g)),
      ),
    ]),
  );
}

function atomExpr(atom: Atom, words: string[] | undefined): Expr | null {
  if (atom.kind === 'latin') {
    return atom.noise
      ? null
      : combine(
          'or',
          modelForms(atom.text).map((f) => term(f)),
        );
  }
  const length = Array.from(atom.text).length;
  // One character: as a prefix it matches the bigrams and words that start with it.
  if (length === 1) return term(atom.text, true);
  if (length === 2) return term(atom.text);
  // jieba's words are what the person meant (如何/给/树莓派 → 如何 & 树莓派); if it found only
  // single characters the run's own bigrams keep the query meaningful.
  const required = (words ?? []).map(hanWord);
  return combine('and', present(required.length > 0 ? required : [hanWord(atom.text)]));
}

/**
 * The bigrams around the characters of a Han run that none of jieba's words covers: jieba
 * cuts 石墨烯 into 石墨 + 烯 and a single character is no required word (给 in 如何给树莓派
 * would cost recall), so 烯 leaves the filter. These bigrams (墨烯) go into the rank query
 * and the highlight instead: a post with the whole 石墨烯 ranks above one with only 石墨,
 * and its hit is marked whole. Every bigram of a Han run is in the index (tokenStream).
 */
function strayBigrams(run: string, words: string[]): string[] {
  const chars = Array.from(run);
  const covered = chars.map(() => false);
  let cursor = 0;
  for (const word of words) {
    const w = Array.from(word);
    for (let at = cursor; at + w.length <= chars.length; at += 1) {
      if (w.every((c, k) => chars[at + k] === c)) {
        for (let k = 0; k < w.length; k += 1) covered[at + k] = true;
        cursor = at + w.length;
        break;
      }
    }
  }
  const out: string[] = [];
  chars.forEach((c, i) => {
    if (covered[i]) return;
    if (i > 0) out.push(chars[i - 1]! + c);
    if (i + 1 < chars.length) out.push(c + chars[i + 1]!);
  });
  return out;
}

/** Atoms tied by joins form one group: all atoms, or a joined form plus the other atoms.
 * So 'rtx 4090' is ('rtx4090' | 'rtx' & '4090') and matches a post that says RTX4090. */
function groups(scan: QueryScan): Expr[] {
  const exprs = scan.atoms.map((a, i) => atomExpr(a, scan.words.get(i)));
  const groupOf = scan.atoms.map((_, i) => i);
  const root = (i: number): number => (groupOf[i] === i ? i : root(groupOf[i]!));
  for (const j of scan.joins)
    for (let i = j.first + 1; i <= j.last; i += 1) groupOf[root(i)] = root(j.first);

  const out: Expr[] = [];
  scan.atoms.forEach((_, i) => {
    if (root(i) !== i) return;
    const members = scan.atoms.map((__, k) => k).filter((k) => root(k) === i);
    const all = combine('and', present(members.map((k) => exprs[k] ?? null)));
    const joined = scan.joins
      .filter((j) => root(j.first) === i)
      .map((j) => {
        const rest = members.filter((k) => k < j.first || k > j.last).map((k) => exprs[k] ?? null);
        const forms = combine(
          'or',
          j.forms.map((f) => term(f)),
        );
        return combine('and', present([forms, ...rest]));
      });
    const group = combine('or', present([all, ...joined]));
    if (group) out.push(group);
  });
  return out;
}

function serialize(e: Expr): string {
  if (e.op === 'term') return quoteLexeme(e.lexeme) + (e.prefix ? ':*' : '');
  const sep = e.op === 'and' ? ' & ' : ' | ';
  return '(' + e.items.map(serialize).join(sep) + ')';
}

function terms(e: Expr): Expr[] {
  return e.op === 'term' ? [e] : e.items.flatMap(terms);
}

/**
 * One search request plans its text several times (the 'all', 'any' and rank queries, the
 * highlight lexemes, the hot-key check), and popular searches repeat: plans of recent texts
 * are kept (plans are never mutated), so jieba cuts a text once, not once per use.
 */
const PLAN_CACHE_SIZE = 500;
const planCache = new Map<string, Expr | null>();

function plan(query: string, match: 'all' | 'any' | 'rank'): Expr | null {
  // Only this much of the text is ever read (see planUncached), so the key is bounded too.
  const text = query.slice(0, MAX_QUERY_CHARS * 2);
  const key = `${match}\u0000${text}`;
  if (planCache.has(key)) return planCache.get(key) ?? null;
  const planned = planUncached(text, match);
  if (planCache.size >= PLAN_CACHE_SIZE) {
    const oldest = planCache.keys().next();
    if (!oldest.done) planCache.delete(oldest.value);
  }
  planCache.set(key, planned);
  return planned;
}

function planUncached(query: string, match: 'all' | 'any' | 'rank'): Expr | null {
  const normalized = normalizeText(query.slice(0, MAX_QUERY_CHARS * 2)).slice(0, MAX_QUERY_CHARS);
  if (normalized === '') return null;
  const scan = scanQuery(normalized);
  const found = groups(scan).slice(0, MAX_QUERY_GROUPS);
  if (match === 'rank') {
    const strays = scan.atoms.flatMap((a, i) => {
      const words = scan.words.get(i);
      return a.kind === 'han' && words ? strayBigrams(a.text, words).map((g) => term(g)) : [];
    });
    return combine('or', [...found.flatMap(terms), ...strays]);
  }
  return combine(match === 'any' ? 'or' : 'and', found);
}

/**
 * A tsquery (for `$1::tsquery`, not to_tsquery: see tsearch.ts) for a user's search text,
 * or null when nothing searchable is left. User input only ever becomes quoted lexemes, so
 * & | ! : * ( ) < > and quotes in it cannot change the query's structure.
 */
export function buildQuery(query: string, options: BuildQueryOptions = {}): string | null {
  const root = plan(query, options.match ?? 'all');
  return root ? serialize(root) : null;
}

/**
 * The tsquery to rank with: every lexeme of the query OR-ed together. Filter with
 * buildQuery and order by ts_rank(vector, rankQuery). Ranking with the AND query itself is
 * useless here: for a top-level AND ts_rank scores every close pair of matched lexemes, and
 * with words plus bigrams it saturates at 1.0 for any matching post, while for an OR it
 * averages over the query's lexemes, so a post holding more of them (both words) ranks higher.
 * It also holds the bigrams of characters left out of the required words (strayBigrams).
 */
export function buildRankQuery(query: string): string | null {
  const root = plan(query, 'rank');
  return root ? serialize(root) : null;
}

/** The distinct lexemes a query uses (without prefix marks); for highlighting hits. */
export function queryLexemes(query: string): string[] {
  const root = plan(query, 'rank');
  if (root === null) return [];
  return [...new Set(terms(root).map((t) => (t.op === 'term' ? t.lexeme : '')))];
}
