import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { blacks, items, itemTags, tags } from '../../db/schema';
import { blacklistOwner, notBlockedBy } from '../social/black.repository';
import { KEYSET_FROM, deepPageStart, type SortKey } from './deep-pages';
import { findCardsInOrder } from './item-card';
import { ITEM_STATUS } from '@xinke/shared';

/** Which published items a list shows; built by the service from the query. */
export interface ItemFilter {
  recommendOnly: boolean;
  tagId?: number;
  circleId?: number;
  itemType?: number;
}

/** default: top first then newest · newest: newest only · hot: ranking score. */
export type ItemOrder = 'default' | 'newest' | 'hot';

/** An ItemFilter whose values may be placeholders (statements built once, see findItemCards). */
interface FilterValues {
  recommendOnly: boolean;
  tagId?: number | Placeholder;
  circleId?: number | Placeholder;
  itemType?: number | Placeholder;
}

/**
 * The fixed values are literals, not parameters: a statement's plan must be able to match
 * the partial indexes (item_status = 2, is_recommend = 1) whatever values it is bound to.
 */
const PUBLISHED = sql`${items.itemStatus} = ${sql.raw(String(ITEM_STATUS.published))}`;
const RECOMMENDED = sql`${items.isRecommend} = 1`;

function whereOf(filter: FilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [PUBLISHED];
  if (filter.recommendOnly) conditions.push(RECOMMENDED);
  if (filter.circleId !== undefined) conditions.push(eq(items.circleId, filter.circleId));
  if (filter.itemType !== undefined) conditions.push(eq(items.itemType, filter.itemType));
  if (filter.tagId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${itemTags} where ${itemTags.itemId} = ${items.id} and ${itemTags.tagId} = ${filter.tagId})`,
    );
  }
  return and(...conditions);
}

// Each order matches one of the items indexes column for column (see db/schema/forum.ts).
const ORDER_BY: Record<ItemOrder, SQL[]> = {
  default: [desc(items.isTop), desc(items.createTime), desc(items.id)],
  newest: [desc(items.createTime), desc(items.id)],
  hot: [desc(items.hotScore), desc(items.id)],
};

/**
 * Each order's sort key as a row, and its type per column: a deep page starts below an
 * anchor's key (deep-pages.ts), compared as a row so the index range does the work.
 */
const SORT_KEY: Record<ItemOrder, { columns: SQL[]; types: string[] }> = {
  default: {
    columns: [sql`${items.isTop}`, sql`${items.createTime}`, sql`${items.id}`],
    types: ['smallint', 'timestamptz', 'int'],
  },
  newest: { columns: [sql`${items.createTime}`, sql`${items.id}`], types: ['timestamptz', 'int'] },
  hot: { columns: [sql`${items.hotScore}`, sql`${items.id}`], types: ['float8', 'int'] },
};

/** `(sort key) < (the anchor's, as placeholders k0, k1 …)`: rows below a deep page's anchor. */
function belowAnchor(order: ItemOrder): SQL {
  const { columns, types } = SORT_KEY[order];
  const anchor = types.map((type, i) => sql`${sql.placeholder(`k${i}`)}::${sql.raw(type)}`);
  return sql`(${sql.join(columns, sql`, `)}) < (${sql.join(anchor, sql`, `)})`;
}

/**
 * How a list statement treats its reader: a visitor; a member who may have blocked someone
 * (`ask`: the visitors' page, plus whether their blacklist is empty, one primary-key probe
 * run once per statement); a member whose blacklist hides posts (`hide`).
 */
type ReaderMode = 'visitor' | 'ask' | 'hide';

function filterValues(filter: ItemFilter): FilterValues {
  return {
    recommendOnly: filter.recommendOnly,
    tagId: filter.tagId === undefined ? undefined : sql.placeholder('tagId'),
    circleId: filter.circleId === undefined ? undefined : sql.placeholder('circleId'),
    itemType: filter.itemType === undefined ? undefined : sql.placeholder('itemType'),
  };
}

function pageIdsQuery(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  mode: ReaderMode,
  deep: boolean,
) {
  const viewer = sql.placeholder('viewer');
  const where = and(
    whereOf(filterValues(filter)),
    deep ? belowAnchor(order) : undefined,
    notBlockedBy(mode === 'hide' ? viewer : null, items.userId),
  );
  return db
    .select({
      id: items.id,
      blocks:
        mode === 'ask'
          ? sql<boolean>`exists (select 1 from ${blacks} where ${blacks.userId} = ${viewer})`
          : sql<boolean>`false`,
    })
    .from(items)
    .where(where)
    .orderBy(...ORDER_BY[order])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The sort keys of every `step`-th row of the `rows` rows down (below an anchor when `deep`),
 * as text: one walk of the list's index finds the anchors it passes (deep-pages.ts). The
 * rows are numbered after the LIMIT, in the list's order (every order is descending on each
 * column), and only the kept ones are turned into text: 10,000 rows walked in about the time
 * one OFFSET 9,999 took.
 */
function anchorWalkQuery(db: Db, filter: ItemFilter, order: ItemOrder, deep: boolean) {
  const { columns } = SORT_KEY[order];
  const named = <T>(make: (i: number) => T) =>
    Object.fromEntries(columns.map((_, i) => [`c${i}`, make(i)])) as Record<string, T>;
  const walked = db
    .select(named((i) => sql`${columns[i]}`.as(`c${i}`)))
    .from(items)
    .where(and(whereOf(filterValues(filter)), deep ? belowAnchor(order) : undefined))
    .orderBy(...ORDER_BY[order])
    .limit(sql.placeholder('rows'))
    .as('walked');
  const listOrder = sql.join(
    columns.map((_, i) => sql`${walked[`c${i}`]} desc`),
    sql`, `,
  );
  const numbered = db
    .select({
      ...named((i) => walked[`c${i}`]!),
      n: sql<number>`row_number() over (order by ${listOrder})`.as('n'),
    })
    .from(walked)
    .as('numbered');
  const kept = numbered as unknown as Record<string, SQL.Aliased<unknown>>;
  return db
    .select(named((i) => sql<string>`${kept[`c${i}`]}::text`))
    .from(numbered)
    .where(sql`${numbered.n} % ${sql.placeholder('step')} = 0`)
    .orderBy(numbered.n);
}

type PageIdsStatement = ReturnType<ReturnType<typeof pageIdsQuery>['prepare']>;
type AnchorWalkStatement = ReturnType<ReturnType<typeof anchorWalkQuery>['prepare']>;
type BlockedAboveStatement = ReturnType<ReturnType<typeof blockedAboveQuery>['prepare']>;
type BuiltStatement = PageIdsStatement | AnchorWalkStatement | BlockedAboveStatement;
const builtStatements = new WeakMap<Db, Map<string, BuiltStatement>>();

function filterShape(filter: ItemFilter, order: ItemOrder): string {
  return `${order}/${filter.recommendOnly}/${filter.tagId !== undefined}/${filter.circleId !== undefined}/${filter.itemType !== undefined}`;
}

/** One statement per shape, built once and named (the shape fixes its text: db/prepared-once.ts). */
function built<T extends BuiltStatement>(db: Db, name: string, build: () => T): T {
  let byName = builtStatements.get(db);
  if (!byName) {
    byName = new Map();
    builtStatements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}

function filterParams(filter: ItemFilter) {
  return {
    ...(filter.tagId === undefined ? {} : { tagId: filter.tagId }),
    ...(filter.circleId === undefined ? {} : { circleId: filter.circleId }),
    ...(filter.itemType === undefined ? {} : { itemType: filter.itemType }),
  };
}

function anchorParams(key: SortKey | null) {
  return Object.fromEntries((key ?? []).map((k, i) => [`k${i}`, k]));
}

/** `(sort key) >= (the anchor's)`: rows above a deep page's anchor, the anchor's own included. */
function atOrAboveAnchor(order: ItemOrder): SQL {
  return sql`not ${belowAnchor(order)}`;
}

/**
 * Where the page at `offset` of the list starts, every row counted (deep-pages.ts): the
 * anchors are found by walking the list's index, one statement per ten anchors.
 */
async function listPageStart(db: Db, filter: ItemFilter, order: ItemOrder, offset: number) {
  const shape = filterShape(filter, order);
  const list = `${shape}/${filter.tagId ?? ''}/${filter.circleId ?? ''}/${filter.itemType ?? ''}`;
  return deepPageStart(db, list, offset, async (after, step, count) => {
    const walkName = `item_anchor_walk/${shape}/${after !== null}`;
    const walk = built(db, walkName, () =>
      anchorWalkQuery(db, filter, order, after !== null).prepare(walkName),
    );
    const rows = await walk.execute({
      rows: step * count,
      step,
      ...anchorParams(after),
      ...filterParams(filter),
    });
    return rows.map((row) => SORT_KEY[order].types.map((_, i) => String(row[`c${i}`] ?? '')));
  });
}

/** Posts of the list above an anchor (its own included) by people the viewer blocked. */
function blockedAboveQuery(db: Db, filter: ItemFilter, order: ItemOrder) {
  return db
    .select({ n: count() })
    .from(blacks)
    .innerJoin(items, eq(items.userId, blacks.blackUserId))
    .where(
      and(
        eq(blacks.userId, sql.placeholder('viewer')),
        whereOf(filterValues(filter)),
        atOrAboveAnchor(order),
      ),
    );
}

async function countBlockedAbove(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  key: SortKey,
  viewerId: number,
): Promise<number> {
  const name = `item_blocked_above/${filterShape(filter, order)}`;
  const statement = built(db, name, () => blockedAboveQuery(db, filter, order).prepare(name));
  const [row] = await statement.execute({
    viewer: viewerId,
    ...anchorParams(key),
    ...filterParams(filter),
  });
  return Number(row?.n ?? 0);
}

/**
 * Where the page at `offset` starts for a member whose blacklist hides posts. The list's
 * anchors count every row, hidden ones too, so the page's first row lies at least
 * `offset` + (hidden rows above it) rows down. Each round takes the anchor that far down
 * and counts the hidden rows above it (their authors' posts, from the blacklist's
 * primary key into items_user_published_idx); when a round finds no more than the one
 * before, the page is under a thousand visible rows below that anchor. Every round's answer is
 * exact (the visible rows above the anchor are its position less the hidden ones); the
 * rounds only shorten the walk, so a blacklist of prolific authors stops after a few.
 */
async function hiddenPageStart(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  offset: number,
  viewerId: number,
) {
  let hidden = 0;
  for (let round = 1; ; round++) {
    const found = await listPageStart(db, filter, order, offset + hidden);
    if (found.end || found.key === null) return found;
    const above = await countBlockedAbove(db, filter, order, found.key, viewerId);
    // The anchor has offset + hidden - skip rows above it, `above` of them hidden.
    const skip = found.skip + above - hidden;
    if (above === hidden || round === HIDDEN_START_ROUNDS) return { ...found, skip };
    hidden = above;
  }
}
const HIDDEN_START_ROUNDS = 4;

/**
 * A page's ids: one statement per list shape and reader mode. A page at KEYSET_FROM rows or
 * deeper starts from its anchor (deep-pages.ts); for a member whose blacklist hides posts,
 * from the anchor that far down in visible rows (hiddenPageStart).
 */
async function findPageIds(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  limit: number,
  offset: number,
  mode: ReaderMode,
  viewerId: number | null,
) {
  const shape = filterShape(filter, order);
  let start: { key: SortKey | null; skip: number } = { key: null, skip: offset };
  if (offset >= KEYSET_FROM) {
    const found =
      mode === 'hide' && viewerId !== null
        ? await hiddenPageStart(db, filter, order, offset, viewerId)
        : await listPageStart(db, filter, order, offset);
    if (found.end) return [];
    start = found;
  }
  const deep = start.key !== null;
  const name = `item_page_ids/${shape}/${mode}${deep ? '/deep' : ''}`;
  const statement = built(db, name, () =>
    pageIdsQuery(db, filter, order, mode, deep).prepare(name),
  );
  return statement.execute({
    limit,
    offset: start.skip,
    ...(mode === 'visitor' ? {} : { viewer: viewerId }),
    ...anchorParams(start.key),
    ...filterParams(filter),
  });
}

/**
 * A page of cards, tags included, in two statements. First the page's ids from the list's
 * index alone (an index-only scan that walks past `offset` entries; planned with the
 * actual LIMIT and OFFSET, which only costs a single-table plan), then only those rows with
 * author, circle and tags by primary key (findCardsInOrder, a plan PostgreSQL keeps). One
 * statement joining the page to its rows cost PostgreSQL more to plan than to run, on every
 * request; joining before paging would probe users for every skipped row too.
 *
 * A member's posts of people they blocked are left out (`hiding`: a primary-key probe per
 * row read). Most members block nobody, so their page is first read as a visitor's, the
 * same statement telling whether they have a blacklist; only then is it read again with
 * the filter (and an empty page, which cannot tell, asks blacklistOwner).
 */
export async function findItemCards(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  limit: number,
  offset: number,
  viewerId: number | null = null,
) {
  let hiding = false;
  let page = await findPageIds(
    db,
    filter,
    order,
    limit,
    offset,
    viewerId ? 'ask' : 'visitor',
    viewerId,
  );
  if (viewerId) {
    hiding = page[0]?.blocks ?? (await blacklistOwner(db, viewerId)) !== null;
    if (hiding) page = await findPageIds(db, filter, order, limit, offset, 'hide', viewerId);
  }
  const cards = await findCardsInOrder(
    db,
    page.map((r) => r.id),
  );
  return { cards, hiding };
}

/** Totals at least this large are reused for COUNT_REUSE_MS instead of counted per request. */
const COUNT_REUSE_FROM = 5_000;
const COUNT_REUSE_MS = 10_000;

interface CountEntry {
  n: number;
  at: number;
}
interface CountCache {
  done: Map<string, CountEntry>;
  running: Map<string, Promise<number>>;
}
const countCaches = new WeakMap<Db, CountCache>();

function countCacheOf(db: Db): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = { done: new Map(), running: new Map() };
    countCaches.set(db, cache);
  }
  return cache;
}

/** Forgets the reused totals of `db` (the bench, to show the count statement each time). */
export function clearItemCountCache(db: Db): void {
  countCaches.delete(db);
}

/**
 * Counted exactly up to this many rows; a longer list's total is the planner's estimate
 * (at least this). Reading 10,000 index entries is a millisecond or two; counting a
 * million published posts exactly was a hundred.
 */
const EXACT_COUNT_UP_TO = 10_000;

/** The planner's row estimate for `select 1 from items where …` (EXPLAIN: plans, runs nothing). */
async function estimateItems(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${items} where ${where ?? sql`true`}`,
  );
  const cell = row ? Object.values(row)[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** Exact up to EXACT_COUNT_UP_TO, estimated above it. */
async function countOrEstimate(db: Db, filter: ItemFilter): Promise<number> {
  const where = whereOf(filter);
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select 1 from ${items} where ${where} limit ${EXACT_COUNT_UP_TO + 1}) capped`,
  );
  const n = Number(row?.n ?? 0);
  if (n <= EXACT_COUNT_UP_TO) return n;
  return Math.max(await estimateItems(db, where), n);
}

/**
 * The one place list totals are counted (DESIGN §2: counts that would scan are cached).
 * A total up to EXACT_COUNT_UP_TO is exact; above it, it is PostgreSQL's estimate from the
 * table statistics (as the largest communities show "about N" rather than count on every
 * view), so no list total reads more than EXACT_COUNT_UP_TO index entries. A total of
 * COUNT_REUSE_FROM or more is also reused for COUNT_REUSE_MS (a paginator that is a few
 * seconds behind on a five-digit total is invisible), smaller totals are counted on every
 * request, and concurrent requests for the same list share one count. A page past an
 * estimated end is an empty page, as past any end.
 */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  const key = `${filter.recommendOnly ? 1 : 0}/${filter.tagId ?? ''}/${filter.circleId ?? ''}/${filter.itemType ?? ''}`;
  const cache = countCacheOf(db);
  const hit = cache.done.get(key);
  if (hit && Date.now() - hit.at < COUNT_REUSE_MS) return hit.n;
  const running = cache.running.get(key);
  if (running) return running;
  const counting = countOrEstimate(db, filter)
    .then((n) => {
      if (n >= COUNT_REUSE_FROM) {
        // Bounded: one entry per filter, and filters are a handful per tag and circle.
        if (cache.done.size >= 1_000) cache.done.clear();
        cache.done.set(key, { n, at: Date.now() });
      } else {
        cache.done.delete(key);
      }
      return n;
    })
    .finally(() => cache.running.delete(key));
  cache.running.set(key, counting);
  return counting;
}

/**
 * Posts `filter` matches whose authors `viewerId` blocked: subtracted from the list total so
 * countItems stays viewer-independent. From the blacklist (primary key) into items_user_idx.
 */
export async function countItemsOfBlocked(
  db: Db,
  filter: ItemFilter,
  viewerId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blacks)
    .innerJoin(items, eq(items.userId, blacks.blackUserId))
    .where(and(eq(blacks.userId, viewerId), whereOf(filter)));
  return row?.n ?? 0;
}

export async function findTagBySlugOrId(db: Db, key: string) {
  const byId = /^\d+$/.test(key) ? eq(tags.id, Number(key)) : undefined;
  const [row] = await db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(byId ?? eq(tags.slug, key))
    .limit(1);
  return row;
}

export async function findTags(db: Db, flag: number | undefined) {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .where(flag === undefined ? undefined : eq(tags.flag, flag))
    .orderBy(asc(tags.sort), asc(tags.id));
}
