import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sensitiveWords } from '../../db/schema';
import { normalizeText } from '../../search';

/**
 * A small starting list (issue 4: "configurable, seeded with a small default"). Operators
 * edit the sensitive_words table; these rows are only written into an empty table.
 */
export const DEFAULT_SENSITIVE_WORDS = [
  '赌博',
  '博彩',
  '六合彩',
  '代开发票',
  '办证',
  '枪支',
  '毒品',
  '冰毒',
  '色情',
  '裸聊',
  '刷单返利',
  '私服外挂',
] as const;

/** Databases already checked by this process: the seed is a start-up concern, not per post. */
const seeded = new WeakSet<Db>();

/** Writes the default list into an EMPTY table, once per process and database. */
export async function seedSensitiveWords(db: Db): Promise<void> {
  if (seeded.has(db)) return;
  const [row] = await db.select({ n: count() }).from(sensitiveWords);
  if ((row?.n ?? 0) === 0) {
    await db
      .insert(sensitiveWords)
      .values(DEFAULT_SENSITIVE_WORDS.map((word) => ({ word })))
      .onConflictDoNothing();
  }
  seeded.add(db);
}

/** Same normalisation as search (case, width, traditional → simplified), minus spaces, so
 * '賭 博' and 'ＡＢ' match '赌博' and 'ab'. */
const squash = (text: string) => normalizeText(text).replace(/\s+/g, '');

/**
 * The first sensitive word in `text`, or null. The table is small (tens to hundreds of
 * rows) and read whole; a post is checked once per publish or edit, never per view.
 * Comments (helper B) call this too.
 */
export async function findSensitiveWord(db: Db, text: string): Promise<string | null> {
  await seedSensitiveWords(db);
  const rows = await db
    .select({ word: sensitiveWords.word })
    .from(sensitiveWords)
    .orderBy(asc(sensitiveWords.id));
  const haystack = squash(text);
  for (const { word } of rows) {
    const needle = squash(word);
    if (needle && haystack.includes(needle)) return word;
  }
  return null;
}
