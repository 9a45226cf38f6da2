import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  MSG,
  SENSITIVE_WORD_BULK_MAX,
  SENSITIVE_WORD_MAX_LENGTH,
  STAFF_ACTION,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { sensitiveWords, siteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { normalizeText } from '../../search';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertModerator } from './assert-moderator';

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

/** A typed word in its stored form, or the Chinese reason it cannot be stored. */
function normalizedOrError(input: string): { word: string } | { error: string } {
  const word = normalizeSensitiveWord(input);
  if (word === '') return { error: MSG.sensitiveWordRequired };
  // NFKC may lengthen a word ('㍿' → '株式会社'): the limit holds for what is stored.
  if ([...word].length > SENSITIVE_WORD_MAX_LENGTH) return { error: MSG.sensitiveWordTooLong };
  return { word };
}

async function insertWord(tx: Db, actor: StaffActor, word: string, input: string) {
  const [row] = await tx.insert(sensitiveWords).values({ word }).returning(wordColumns);
  if (!row) throw new Error('insert sensitive word failed');
  await recordStaffAction(tx, {
    actor,
    action: STAFF_ACTION.sensitiveWordAdd,
    target: `sensitive_word:${row.id}`,
    after: { word },
    ...(word !== input.trim() ? { details: { input } } : {}),
  });
  return row;
}

/**
 * Adds a word in its normalised form, with its audit row. A word equal to a listed one
 * after normalisation (rows written by SQL may not be normalised) is a duplicate: 409; the
 * unique index catches two moderators adding it at once.
 */
export async function addSensitiveWord(db: Db, actor: StaffActor, input: string) {
  await assertModerator(db, actor.id);
  const checked = normalizedOrError(input);
  if ('error' in checked) throw AppError.badRequest(checked.error);
  const { word } = checked;
  const listed = await listSensitiveWords(db);
  if (listed.some((w) => normalizeSensitiveWord(w.word) === word))
    throw AppError.conflict(MSG.sensitiveWordExists);
  try {
    return await db.transaction((tx) => insertWord(tx, actor, word, input));
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw AppError.conflict(MSG.sensitiveWordExists);
    throw err;
  }
}

/**
 * Adds the words of a pasted list (one per line; commas and 、 split too), in one
 * transaction with one audit row per word added. Words already listed and repeated lines
 * are skipped and reported, as are words too long: the moderator sees what happened to
 * every line, never an all-or-nothing refusal.
 */
export async function addSensitiveWords(db: Db, actor: StaffActor, text: string) {
  await assertModerator(db, actor.id);
  const inputs = text
    .split(/[\n\r,，、]+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (inputs.length === 0) throw AppError.badRequest(MSG.sensitiveWordsRequired);
  if (inputs.length > SENSITIVE_WORD_BULK_MAX) throw AppError.badRequest(MSG.sensitiveWordsTooMany);
  const known = new Set((await listSensitiveWords(db)).map((w) => normalizeSensitiveWord(w.word)));
  const invalid: { word: string; msg: string }[] = [];
  const existing: string[] = [];
  const toAdd: { word: string; input: string }[] = [];
  for (const input of inputs) {
    const checked = normalizedOrError(input);
    if ('error' in checked) invalid.push({ word: input, msg: checked.error });
    else if (known.has(checked.word)) existing.push(input);
    else {
      known.add(checked.word);
      toAdd.push({ word: checked.word, input });
    }
  }
  const added = await db.transaction(async (tx) => {
    const rows = [];
    for (const { word, input } of toAdd) {
      // A word added by someone else meanwhile is skipped, not a failure of the whole paste.
      const [clash] = await tx
        .select({ id: sensitiveWords.id })
        .from(sensitiveWords)
        .where(eq(sensitiveWords.word, word));
      if (clash) existing.push(input);
      else rows.push(await insertWord(tx, actor, word, input));
    }
    return rows;
  });
  return { added, existing, invalid };
}

/** Deletes a word, with its audit row (the word as it was). */
export async function removeSensitiveWord(db: Db, actor: StaffActor, id: number) {
  await assertModerator(db, actor.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sensitiveWords)
      .where(eq(sensitiveWords.id, id))
      .returning({ id: sensitiveWords.id, word: sensitiveWords.word });
    if (!row) throw AppError.notFound(MSG.sensitiveWordNotFound);
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.sensitiveWordDelete,
      target: `sensitive_word:${row.id}`,
      before: { word: row.word },
    });
    return { id: row.id };
  });
}

/** The console's list: words containing `keyword` (normalised), newest first, paged. */
export async function pageSensitiveWords(
  db: Db,
  { keyword, page, pageSize }: { keyword: string; page: number; pageSize: number },
) {
  await seedSensitiveWords(db);
  const needle = normalizeSensitiveWord(keyword);
  const where = needle === '' ? undefined : sql`strpos(${sensitiveWords.word}, ${needle}) > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select(wordColumns)
      .from(sensitiveWords)
      .where(where)
      .orderBy(desc(sensitiveWords.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(sensitiveWords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
