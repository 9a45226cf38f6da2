import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { searchKeywords } from '../../db/schema';
import { UNSHOWN_WRITE_MARK } from '../../db/write-watch';
import { HOT_KEY_RULES } from './hot-keywords';

export interface KeywordSearch {
  keyword: string;
  searcher: string;
}

const MARK = sql.raw(UNSHOWN_WRITE_MARK);
const WINDOW = sql.raw(`interval '${HOT_KEY_RULES.windowDays} days'`);
const CAP = sql.raw(String(HOT_KEY_RULES.dailyCap));

/**
 * Writes one batch of searches: a person who already searched a word refreshes their time;
 * a new (person, word) pair is added only while that person has fewer than the daily cap
 * of words in the last 24 h (the batch's own pairs counted in order); then each touched
 * word's count becomes its distinct people inside the window. One transaction, so readers
 * never see the pairs without their counts.
 */
export async function recordKeywordSearches(db: Db, searches: KeywordSearch[]): Promise<void> {
  if (searches.length === 0) return;
  const values = sql.join(
    searches.map((s, i) => sql`(${s.keyword}, ${s.searcher}, ${i}::int)`),
    sql`, `,
  );
  const batch = sql`(values ${values}) as v(keyword, searcher, ord)`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`${MARK} update search_keyword_searchers s set search_time = now() from ${batch}
          where s.keyword = v.keyword and s.searcher = v.searcher`,
    );
    await tx.execute(
      sql`${MARK} insert into search_keyword_searchers (keyword, searcher, search_time)
          select keyword, searcher, now() from (
            select v.keyword, v.searcher,
              row_number() over (partition by v.searcher order by v.ord) as n,
              (select count(*) from search_keyword_searchers s
                where s.searcher = v.searcher and s.search_time > now() - interval '1 day') as used
            from ${batch}
            where not exists (select 1 from search_keyword_searchers s
              where s.keyword = v.keyword and s.searcher = v.searcher)
          ) fresh
          where used + n <= ${CAP}
          on conflict do nothing`,
    );
    await tx.execute(
      sql`${MARK} insert into search_keywords (keyword, count, last_time)
          select s.keyword, count(*)::int, now() from search_keyword_searchers s
          where s.keyword in (select distinct v.keyword from ${batch})
            and s.search_time > now() - ${WINDOW}
          group by s.keyword
          on conflict (keyword) do update
          set count = excluded.count, last_time = excluded.last_time`,
    );
  });
}

/**
 * The shown words, most people first (search_keywords_shown_idx, partial on hidden =
 * false): at least the minimum people. `limit` leaves room for the caller to drop
 * sensitive words added to the list after the word was counted.
 */
export function shownKeywords(db: Db, limit: number) {
  return db
    .select({ keyword: searchKeywords.keyword, count: searchKeywords.count })
    .from(searchKeywords)
    .where(
      and(eq(searchKeywords.hidden, false), gte(searchKeywords.count, HOT_KEY_RULES.minPeople)),
    )
    .orderBy(desc(searchKeywords.count), desc(searchKeywords.lastTime))
    .limit(limit);
}

/** Every word with its count and hidden flag, for the staff console (most people first). */
export async function pageKeywords(db: Db, limit: number, offset: number) {
  const rows = await db
    .select({
      keyword: searchKeywords.keyword,
      count: searchKeywords.count,
      hidden: searchKeywords.hidden,
      lastTime: searchKeywords.lastTime,
    })
    .from(searchKeywords)
    .orderBy(desc(searchKeywords.count), desc(searchKeywords.lastTime), searchKeywords.keyword)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(searchKeywords);
  return { rows, total: total?.n ?? 0 };
}

export async function findKeyword(db: Db, keyword: string) {
  const [row] = await db
    .select({
      keyword: searchKeywords.keyword,
      count: searchKeywords.count,
      hidden: searchKeywords.hidden,
      lastTime: searchKeywords.lastTime,
    })
    .from(searchKeywords)
    .where(eq(searchKeywords.keyword, keyword))
    .limit(1);
  return row;
}
export type KeywordRow = NonNullable<Awaited<ReturnType<typeof findKeyword>>>;

/**
 * Sets a word's hidden flag; a word nobody searched yet can be hidden ahead (a row with
 * no people). Returns the row, or undefined when it already had that flag.
 */
export async function setKeywordHidden(
  db: Db,
  keyword: string,
  hidden: boolean,
): Promise<KeywordRow | undefined> {
  const [row] = await db
    .insert(searchKeywords)
    .values({ keyword, count: 0, hidden })
    .onConflictDoUpdate({
      target: searchKeywords.keyword,
      set: { hidden },
      setWhere: sql`${searchKeywords.hidden} <> ${hidden}`,
    })
    .returning({
      keyword: searchKeywords.keyword,
      count: searchKeywords.count,
      hidden: searchKeywords.hidden,
      lastTime: searchKeywords.lastTime,
    });
  return row;
}

/**
 * Housekeeping: drops searches older than the window, recounts the words that had people,
 * and deletes words left with nobody unless staff hid them (the decision outlives the heat).
 */
export async function expireKeywordSearches(db: Db, now: number) {
  const cutoff = new Date(now - HOT_KEY_RULES.windowDays * 86_400_000);
  return db.transaction(async (tx) => {
    const expired = await selectRows<{ keyword: string }>(
      tx,
      sql`${MARK} delete from search_keyword_searchers where search_time <= ${cutoff} returning keyword`,
    );
    await tx.execute(
      sql`${MARK} update search_keywords k set count = (
            select count(*)::int from search_keyword_searchers s where s.keyword = k.keyword
          ) where k.count > 0`,
    );
    await tx.execute(sql`${MARK} delete from search_keywords where count = 0 and hidden = false`);
    return { searches: expired.length };
  });
}
