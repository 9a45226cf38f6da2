import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { circles, items, searchKeywords, users } from '../../db/schema';
import { authorJoin, circleJoin, itemCardColumns } from '../forum/item-card';

/**
 * Ranked search over the tsvector columns (GIN indexes items_search_idx, circles_search_idx,
 * users_search_idx). Every statement starts from a GIN lookup, so an absent word costs one
 * index probe and never a scan.
 *
 * Matching: rows holding every query word come first (tier 1, `match: 'all'`), then rows
 * holding only some of them (tier 2, `match: 'any'`), so '机械键盘 轴体' lists posts with both
 * words above posts with one, and a query whose words never occur together still finds
 * something (the 'any' fallback).
 *
 * Ranked window: each tier keeps at most RANK_WINDOW matches, the newest ones (highest id;
 * ids grow with creation time), and only those are scored and paged. A common word such as
 * 显卡 can match a large share of all posts; scoring all of them would read every matching
 * tsvector on every page, while the window bounds the work per request whatever the table
 * size. Ordering the window by id lets the planner pick, from the tsvector statistics,
 * either the GIN bitmap (rare words) or a backward primary-key walk that stops after
 * RANK_WINDOW hits (very common words). Totals and last_page describe the window, so paging
 * never runs past it.
 */
export const RANK_WINDOW = 1000;

/** Seconds in the freshness half-life: a post 30 days old keeps half its relevance. */
const FRESHNESS_SECONDS = 30 * 86_400;

export interface SearchQueries {
  /** Every query word required (buildQuery, 'all'). */
  all: SQL;
  /** Any query word (buildQuery, 'any'); null when it equals `all` (one word). */
  any: SQL | null;
  /** OR of every lexeme, for ts_rank (buildRankQuery). */
  rank: SQL;
}

interface RankTarget {
  table: 'items' | 'circles' | 'users';
  /** Extra condition on the table's own columns. */
  filter: SQL;
  /** Which matches fill the window when there are more than RANK_WINDOW. */
  windowOrder: SQL;
  /** Score of row `t`; higher first. */
  score: (rank: SQL) => SQL;
}

export interface RankedPage {
  /** Ids of the requested page, best first. */
  ids: number[];
  /** Matches in the ranked window (≤ RANK_WINDOW). */
  total: number;
}

async function rankedPage(
  db: Db,
  target: RankTarget,
  q: SearchQueries,
  limit: number,
  offset: number,
): Promise<RankedPage> {
  const table = sql.raw(target.table);
  const tier2 = q.any
    ? sql`select id from ${table} where search_vector @@ ${q.any} and ${target.filter}
          and id not in (select id from t1) order by ${target.windowOrder} limit ${RANK_WINDOW}`
    : sql`select id from ${table} where false`;
  const rows = await selectRows<{ total: number; id: number | null; score: number | null }>(
    db,
    sql`with t1 as materialized (
          select id from ${table} where search_vector @@ ${q.all} and ${target.filter}
          order by ${target.windowOrder} limit ${RANK_WINDOW}
        ),
        t2 as materialized (${tier2}),
        win as (select id, 1 as tier from t1 union all select id, 2 as tier from t2),
        ranked as (
          -- A lateral lookup per window row (OFFSET 0 keeps it from being flattened into a
          -- hash join, which would read the whole table to score RANK_WINDOW rows).
          select w.id, w.tier, s.score
          from win w
          cross join lateral (
            select (${target.score(q.rank)})::float8 as score
            from ${table} t where t.id = w.id offset 0
          ) s
          order by w.tier, s.score desc, w.id desc
          limit ${RANK_WINDOW}
        )
        select (select count(*)::int from ranked) as total, p.id, p.score
        from (select 1) one
        left join lateral (
          select id, tier, score from ranked order by tier, score desc, id desc
          limit ${limit} offset ${offset}
        ) p on true`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const ids = rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
  return { ids, total };
}

/**
 * Posts: published only. Score = ts_rank(vector, rank query) / (1 + age_days / 30): title
 * hits (weight A) count 2.5× body hits (weight B), and relevance halves every month of age
 * (hyperbolically, so an old exact answer still beats a fresh passing mention).
 */
export function rankItems(db: Db, q: SearchQueries, limit: number, offset: number) {
  return rankedPage(
    db,
    {
      table: 'items',
      filter: sql`item_status = ${ITEM_STATUS.published}`,
      windowOrder: sql`id desc`,
      score: (rank) =>
        sql`ts_rank(t.search_vector, ${rank}) / (1 + greatest(extract(epoch from now() - t.create_time)::float8, 0) / ${sql.raw(String(FRESHNESS_SECONDS))})`,
    },
    q,
    limit,
    offset,
  );
}

/** Circles: relevance, lifted a little by size (ln of members) so the big circle wins ties. */
export function rankCircles(db: Db, q: SearchQueries, limit: number, offset: number) {
  return rankedPage(
    db,
    {
      table: 'circles',
      filter: sql`true`,
      windowOrder: sql`id desc`,
      score: (rank) => sql`ts_rank(t.search_vector, ${rank}) * (1 + ln(1 + t.member_count) / 10.0)`,
    },
    q,
    limit,
    offset,
  );
}

/** Users: nickname hits (A) above signature hits (B), lifted a little by followers. */
export function rankUsers(db: Db, q: SearchQueries, limit: number, offset: number) {
  return rankedPage(
    db,
    {
      table: 'users',
      filter: sql`true`,
      windowOrder: sql`id desc`,
      score: (rank) => sql`ts_rank(t.search_vector, ${rank}) * (1 + ln(1 + t.fan_count) / 10.0)`,
    },
    q,
    limit,
    offset,
  );
}

/** The list-card columns, plus the body for excerpts. */
export async function findItemsForCards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...itemCardColumns, body: items.body })
    .from(items)
    .innerJoin(users, authorJoin)
    .leftJoin(circles, circleJoin)
    .where(inArray(items.id, ids));
}
export type SearchItemRow = Awaited<ReturnType<typeof findItemsForCards>>[number];

export async function findCircles(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: circles.id,
      name: circles.name,
      description: circles.description,
      imageUrl: circles.imageUrl,
      circleTag: circles.circleTag,
      memberCount: circles.memberCount,
      itemCount: circles.itemCount,
    })
    .from(circles)
    .where(inArray(circles.id, ids));
}
export type SearchCircleRow = Awaited<ReturnType<typeof findCircles>>[number];

export async function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      imageUrl: users.imageUrl,
      userSign: users.userSign,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Adds counts to keywords in one statement (the buffered hot-key counter's flush). */
export async function addKeywordCounts(db: Db, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const values = sql.join(
    [...counts].map(([keyword, n]) => sql`(${keyword}, ${n}::int, now())`),
    sql`, `,
  );
  await db.execute(
    sql`insert into search_keywords (keyword, count, last_time) values ${values}
        on conflict (keyword) do update
        set count = search_keywords.count + excluded.count, last_time = excluded.last_time`,
  );
}

/** search_keywords_count_idx serves the order; ties go to the most recently searched. */
export async function topKeywords(db: Db, limit: number) {
  return db
    .select({ keyword: searchKeywords.keyword, count: searchKeywords.count })
    .from(searchKeywords)
    .orderBy(desc(searchKeywords.count), desc(searchKeywords.lastTime))
    .limit(limit);
}
