import { asc, count, eq } from 'drizzle-orm';
import { MSG, SENSITIVE_WORD_MAX_LENGTH } from '@xinke/shared';
import type { Db } from '../../db/client';
import { sensitiveWords, siteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { normalizeText } from '../../search';

/**
 * A small starting list (issue 4: "configurable, seeded with a small default"). Moderators
 * edit it through /web/moderation/sensitive_words; these rows are only written into an
 * empty table, once per database.
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

/**
 * site_settings key recording that the default list was offered once. Without it, a
 * moderator who deleted every word would see the defaults come back at the next restart.
 */
export const SENSITIVE_WORDS_SEEDED_KEY = 'sensitive_words_seeded';

/** Databases already checked by this process: the seed is a start-up concern, not per post. */
const seeded = new WeakSet<Db>();

/** Writes the default list into an EMPTY table, once per database (marker row) and process. */
export async function seedSensitiveWords(db: Db): Promise<void> {
  if (seeded.has(db)) return;
  const [marker] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, SENSITIVE_WORDS_SEEDED_KEY))
    .limit(1);
  if (!marker) {
    const [row] = await db.select({ n: count() }).from(sensitiveWords);
    if ((row?.n ?? 0) === 0) {
      await db
        .insert(sensitiveWords)
        .values(DEFAULT_SENSITIVE_WORDS.map((word) => ({ word })))
        .onConflictDoNothing();
    }
    await db
      .insert(siteSettings)
      .values({ key: SENSITIVE_WORDS_SEEDED_KEY, value: '1' })
      .onConflictDoNothing();
  }
  seeded.add(db);
}

/**
 * Same normalisation as search (case, width, traditional → simplified), minus spaces, so
 * '賭 博' and 'ＡＢ' match '赌博' and 'ab'. Words are stored in this form.
 */
export const normalizeSensitiveWord = (text: string) => normalizeText(text).replace(/\s+/g, '');

/** Finds the first listed word in a text: `(text) => word | null`. */
export type SensitiveWordMatcher = (text: string) => string | null;

/**
 * The current list as a matcher. The table is small (tens to hundreds of rows) and read
 * whole on every call, with NO cache: a word added or deleted through the moderation API
 * applies to the very next post or comment, on every server node.
 */
export async function loadSensitiveWordMatcher(db: Db): Promise<SensitiveWordMatcher> {
  await seedSensitiveWords(db);
  const rows = await db
    .select({ word: sensitiveWords.word })
    .from(sensitiveWords)
    .orderBy(asc(sensitiveWords.id));
  const needles = rows
    .map(({ word }) => ({ word, needle: normalizeSensitiveWord(word) }))
    .filter((w) => w.needle !== '');
  return (text) => {
    const haystack = normalizeSensitiveWord(text);
    return needles.find((w) => haystack.includes(w.needle))?.word ?? null;
  };
}

/**
 * The first sensitive word in `text`, or null. A post is checked once per publish or edit,
 * never per view.
 */
export async function findSensitiveWord(db: Db, text: string): Promise<string | null> {
  return (await loadSensitiveWordMatcher(db))(text);
}

const wordColumns = {
  id: sensitiveWords.id,
  word: sensitiveWords.word,
  createTime: sensitiveWords.createTime,
};

export async function listSensitiveWords(db: Db) {
  await seedSensitiveWords(db);
  return db.select(wordColumns).from(sensitiveWords).orderBy(asc(sensitiveWords.id));
}

/**
 * Adds a word in its normalised form. A word equal to a listed one after normalisation
 * (rows written by SQL may not be normalised) is a duplicate: 409; the unique index
 * catches two moderators adding it at once.
 */
export async function addSensitiveWord(db: Db, input: string) {
  const word = normalizeSensitiveWord(input);
  if (word === '') throw AppError.badRequest(MSG.sensitiveWordRequired);
  // NFKC may lengthen a word ('㍿' → '株式会社'): the limit holds for what is stored.
  if ([...word].length > SENSITIVE_WORD_MAX_LENGTH)
    throw AppError.badRequest(MSG.sensitiveWordTooLong);
  const listed = await listSensitiveWords(db);
  if (listed.some((w) => normalizeSensitiveWord(w.word) === word))
    throw AppError.conflict(MSG.sensitiveWordExists);
  try {
    const [row] = await db.insert(sensitiveWords).values({ word }).returning(wordColumns);
    if (!row) throw new Error('insert sensitive word failed');
    return row;
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw AppError.conflict(MSG.sensitiveWordExists);
    throw err;
  }
}

export async function removeSensitiveWord(db: Db, id: number) {
  const [row] = await db
    .delete(sensitiveWords)
    .where(eq(sensitiveWords.id, id))
    .returning({ id: sensitiveWords.id });
  if (!row) throw AppError.notFound(MSG.sensitiveWordNotFound);
  return row;
}
