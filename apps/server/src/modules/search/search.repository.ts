import { inArray, sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import { blacks, circles, items, users } from '../../db/schema';
import { preparedOnce } from '../../db/prepared-once';
import { authorJoin, circleJoin, itemCardColumns, itemTagsColumn } from '../forum/item-card';
import { notBlockedBy } from '../social/black.repository';
import { rankedWindowsOf } from './ranked-windows';

/**
 * Ranked search over the tsvector columns (GIN indexes items_search_idx, circles_search_idx,
 * users_search_idx; articles and resources in content-search.repository.ts). Every statement starts from a GIN lookup, so an absent word costs one
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
export const FRESHNESS_SECONDS = 30 * 86_400;

export interface SearchQueries {
  /** Every query word required (buildQuery, 'all'). */
  all: SQL;
  /** Any query word (buildQuery, 'any'); null when it equals `all` (one word). */
  any: SQL | null;
  /** OR of every lexeme, for ts_rank (buildRankQuery). */
  rank: SQL;
  /** The three queries' text: with the target's key, names a window without building it. */
  key: string;
}

export interface RankTarget {
  table: 'items' | 'circles' | 'users' | 'articles' | 'resources' | 'projects';
  /** What of the filter varies (a viewer, a category): the window's key with the queries. */
  filterKey: string;
  /** Extra condition on the table's own columns. */
  filter: SQL;
  /** Which matches fill the window when there are more than RANK_WINDOW. */
  windowOrder: SQL;
  /** Score of a matching row, in the table's unqualified columns; higher first. */
  score: (rank: SQL) => SQL;
  /** The columns `score` reads, carried from the match to the scoring of the window. */
  scoreColumns: SQL;
}

export interface RankedPage {
  /** Ids of the requested page, best first. */
  ids: number[];
  /** Matches in the ranked window (≤ RANK_WINDOW). */
  total: number;
}

/** The statement of a ranked window: the ids of the best RANK_WINDOW matches, best first. */
function windowQuery(target: RankTarget, q: SearchQueries): SQL {
  const table = sql.raw(target.table);
  // Each tier scores the rows of its window as they leave the match, after the LIMIT (the
  // subquery is never flattened): only window rows are scored, whether the planner matched
  // them by GIN bitmap (a mid-frequency word: thousands of matches, the newest kept) or by
  // a backward primary-key walk (a common word), and no row is looked up a second time.
  const score = sql`(${target.score(q.rank)})::float8`;
  // Tier 2 ranks below every tier-1 row, so when tier 1 fills the window alone none of it
  // could be kept: its scan is skipped then (LIMIT 0), which halved a two-word search's
  // window ('STM32 定时器': 34 ms → under 15 at 100,000 and at a million posts).
  const tier2 = q.any
    ? sql`select id, ${score} as score from (
            select id, ${target.scoreColumns} from ${table}
            where search_vector @@ ${q.any} and ${target.filter} and id not in (select id from t1)
            order by ${target.windowOrder}
            limit (case when (select count(*) from t1) >= ${RANK_WINDOW} then 0 else ${RANK_WINDOW} end)
          ) w`
    : sql`select id, 0::float8 as score from ${table} where false`;
  return sql`with t1 as materialized (
          select id, ${score} as score from (
            select id, ${target.scoreColumns} from ${table}
            where search_vector @@ ${q.all} and ${target.filter}
            order by ${target.windowOrder} limit ${RANK_WINDOW}
          ) w
        ),
        t2 as materialized (${tier2})
        select id from (
          select id, 1 as tier, score from t1
          union all
          select id, 2 as tier, score from t2
        ) ranked
        order by tier, score desc, id desc
        limit ${RANK_WINDOW}`;
}

/**
 * The ranked window of a search (RANK_WINDOW ids at most, best first) and the requested page
 * of it. Windows are shared between identical searches (same target, filter and queries:
 * the key, so a kept window costs no statement building) and kept a short while
 * (ranked-windows.ts), so paging and many people searching the same word cost one scan;
 * `personal` (a viewer's blacklist in the filter) only shares a running one.
 */
export async function rankedPage(
  db: Db,
  target: RankTarget,
  q: SearchQueries,
  limit: number,
  offset: number,
  personal = false,
): Promise<RankedPage> {
  const key = `${target.table}\u0000${target.filterKey}\u0000${q.key}`;
  const ids = await rankedWindowsOf(db).get(
    key,
    async () =>
      (await selectRows<{ id: number }>(db, windowQuery(target, q))).map((r) => Number(r.id)),
    !personal,
  );
  return { ids: ids.slice(offset, offset + limit), total: ids.length };
}

/**
 * Posts: published only. Score = ts_rank(vector, rank query) / (1 + age_days / 30): title
 * hits (weight A) count 2.5× body hits (weight B), and relevance halves every month of age
 * (hyperbolically, so an old exact answer still beats a fresh passing mention).
 * Posts of authors `viewerId` blocked are left out (a blacks primary-key probe per match).
 */
export function rankItems(
  db: Db,
  q: SearchQueries,
  limit: number,
  offset: number,
  viewerId: number | null = null,
) {
  return rankedPage(
    db,
    {
      table: 'items',
      filterKey: String(viewerId ?? ''),
      filter: sql`item_status = ${ITEM_STATUS.published} and ${notBlockedBy(viewerId, items.userId)}`,
      windowOrder: sql`id desc`,
      score: (rank) =>
        sql`ts_rank(search_vector, ${rank}) / (1 + greatest(extract(epoch from now() - create_time)::float8, 0) / ${sql.raw(String(FRESHNESS_SECONDS))})`,
      scoreColumns: sql`search_vector, create_time`,
    },
    q,
    limit,
    offset,
    Boolean(viewerId),
  );
}

/**
 * Circles: relevance, lifted a little by size (ln of members) so the big circle wins ties;
 * `circleTag` keeps one category (the circle index's circle_tag).
 */
export function rankCircles(
  db: Db,
  q: SearchQueries,
  limit: number,
  offset: number,
  circleTag?: string,
) {
  return rankedPage(
    db,
    {
      table: 'circles',
      filterKey: circleTag ?? '',
      filter: circleTag === undefined ? sql`true` : sql`circle_tag = ${circleTag}`,
      windowOrder: sql`id desc`,
      score: (rank) => sql`ts_rank(search_vector, ${rank}) * (1 + ln(1 + member_count) / 10.0)`,
      scoreColumns: sql`search_vector, member_count`,
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
      filterKey: '',
      filter: sql`true`,
      windowOrder: sql`id desc`,
      score: (rank) => sql`ts_rank(search_vector, ${rank}) * (1 + ln(1 + fan_count) / 10.0)`,
      scoreColumns: sql`search_vector, fan_count`,
    },
    q,
    limit,
    offset,
  );
}

const itemsForCards = preparedOnce('search_item_cards', (db) =>
  db
    .select({
      ...itemCardColumns,
      tags: itemTagsColumn,
      body: items.body,
      // Run once per statement (an InitPlan): whether the reader blocked anyone.
      blocks: sql<boolean>`exists (select 1 from ${blacks} where ${blacks.userId} = ${sql.placeholder('viewer')})`,
    })
    .from(items)
    .innerJoin(users, authorJoin)
    .leftJoin(circles, circleJoin)
    .where(
      sql`${items.id} = any(${sql.placeholder('ids')}::int[]) and ${items.itemStatus} = ${sql.raw(String(ITEM_STATUS.published))}`,
    ),
);

/**
 * The list-card columns with their tags, plus the body for excerpts, and on every row
 * whether `viewerId` blocked anyone (false for visitors: user ids start at 1). Published
 * posts only: a window may be a moment old (ranked-windows.ts), a post unpublished since
 * must not show.
 */
export async function findItemsForCards(db: Db, ids: number[], viewerId: number | null = null) {
  if (ids.length === 0) return [];
  return itemsForCards(db).execute({ ids, viewer: viewerId ?? 0 });
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
      allowPost: circles.allowPost,
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
