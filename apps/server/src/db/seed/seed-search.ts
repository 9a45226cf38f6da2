import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { circles, items, searchKeywords, users } from '../schema';
import { indexDocument, normalizeText, type SearchDocument } from '../../search';
import {
  circleSearchDocument,
  itemSearchDocument,
  userSearchDocument,
} from '../../modules/search/search-documents';

/** Rows per UPDATE … FROM (VALUES …): few statements, each well under the parameter limit. */
const BATCH = 200;

/** Words people search for on a hardware forum, with believable counts (hot keys start here). */
const HOT_KEYS: readonly (readonly [string, number])[] = [
  ['树莓派', 86],
  ['esp32-s3', 64],
  ['显卡', 58],
  ['机械键盘', 41],
  ['装机', 37],
  ['stm32', 29],
  ['rtx 4090', 23],
  ['焊接', 12],
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
 * Fills the search vectors of the seeded items, circles and users with the shared tokenizer
 * (the rows were written before it ran) and seeds a few hot keys, so the demo's search works.
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
  await db
    .insert(searchKeywords)
    .values(HOT_KEYS.map(([keyword, count]) => ({ keyword: normalizeText(keyword), count })))
    .onConflictDoNothing();
}
