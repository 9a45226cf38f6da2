import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { circles, items, users } from '../schema';
import { indexDocument, type SearchDocument } from '../../search';
import { normalizeHotKeyword, searcherOf } from '../../modules/search/hot-keywords';
import { recordKeywordSearches } from '../../modules/search/hot-keywords.repository';
import { indexUnindexedContent } from '../../modules/search/content-index';
import {
  circleSearchDocument,
  itemSearchDocument,
  userSearchDocument,
} from '../../modules/search/search-documents';

/** Rows per UPDATE … FROM (VALUES …): few statements, each well under the parameter limit. */
const BATCH = 200;

/**
 * Words the demo members searched (and found) this week, with how many of them searched
 * each: the hot keys start from these searches, written through the same path as real
 * ones, so every count shown is the number of people behind it.
 */
const HOT_KEYS: readonly (readonly [string, number])[] = [
  ['树莓派', 12],
  ['esp32-s3', 10],
  ['显卡', 9],
  ['机械键盘', 7],
  ['装机', 6],
  ['stm32', 5],
  ['rtx 4090', 4],
  ['焊接', 3],
];

async function writeVectors(
  db: Db,
  table: SQL,
  rows: { id: number; doc: SearchDocument }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = sql.join(
      rows.slice(i, i + BATCH).map((r) => sql`(${r.id}::int, ${indexDocument(r.doc)}::tsvector)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${table} set search_vector = v.sv from (values ${values}) as v(id, sv) where ${table}.id = v.id`,
    );
  }
}

/**
 * Fills the search vectors of the seeded items, circles, users, articles and resources with
 * the shared tokenizer (the rows were written before it ran) and seeds a few hot keys, so the
 * demo's search works.
 */
export async function seedSearch(db: Db): Promise<void> {
  const itemRows = await db
    .select({ id: items.id, title: items.title, body: items.body })
    .from(items);
  await writeVectors(
    db,
    sql`items`,
    itemRows.map((r) => ({ id: r.id, doc: itemSearchDocument(r) })),
  );
  const circleRows = await db
    .select({
      id: circles.id,
      name: circles.name,
      description: circles.description,
      circleTag: circles.circleTag,
    })
    .from(circles);
  await writeVectors(
    db,
    sql`circles`,
    circleRows.map((r) => ({ id: r.id, doc: circleSearchDocument(r) })),
  );
  const userRows = await db
    .select({ id: users.id, nickname: users.nickname, userSign: users.userSign })
    .from(users);
  await writeVectors(
    db,
    sql`users`,
    userRows.map((r) => ({ id: r.id, doc: userSearchDocument(r) })),
  );
  await indexUnindexedContent(db);
  await recordKeywordSearches(
    db,
    HOT_KEYS.flatMap(([keyword, people]) =>
      userRows.slice(0, people).map((u) => ({
        keyword: normalizeHotKeyword(keyword),
        searcher: searcherOf(u.id, '', ''),
      })),
    ),
  );
}
