import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blacks, items, itemTags, tags } from '../../db/schema';
import { blacklistOwner, notBlockedBy } from '../social/black.repository';
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
 * How a list statement treats its reader: a visitor; a member who may have blocked someone
 * (`ask`: the visitors' page, plus whether their blacklist is empty, one primary-key probe
 * run once per statement); a member whose blacklist hides posts (`hide`).
 */
type ReaderMode = 'visitor' | 'ask' | 'hide';

function pageIdsQuery(db: Db, filter: ItemFilter, order: ItemOrder, mode: ReaderMode) {
  const values: FilterValues = {
    recommendOnly: filter.recommendOnly,
    tagId: filter.tagId === undefined ? undefined : sql.placeholder('tagId'),
    circleId: filter.circleId === undefined ? undefined : sql.placeholder('circleId'),
    itemType: filter.itemType === undefined ? undefined : sql.placeholder('itemType'),
  };
  const viewer = sql.placeholder('viewer');
  const where = and(whereOf(values), notBlockedBy(mode === 'hide' ? viewer : null, items.userId));
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

type PageIdsStatement = ReturnType<ReturnType<typeof pageIdsQuery>['prepare']>;
const builtPageIds = new WeakMap<Db, Map<string, PageIdsStatement>>();

/** A page's ids: one statement per list shape and reader mode, built once and named. */
async function findPageIds(
  db: Db,
  filter: ItemFilter,
  order: ItemOrder,
  limit: number,
  offset: number,
  mode: ReaderMode,
  viewerId: number | null,
) {
  const shape = `${order}/${filter.recommendOnly}/${filter.tagId !== undefined}/${filter.circleId !== undefined}/${filter.itemType !== undefined}/${mode}`;
  let byShape = builtPageIds.get(db);
  if (!byShape) {
    byShape = new Map();
    builtPageIds.set(db, byShape);
  }
  let statement = byShape.get(shape);
  if (!statement) {
    // The shape fixes the statement's text, so it names it (db/prepared-once.ts).
    statement = pageIdsQuery(db, filter, order, mode).prepare(`item_page_ids/${shape}`);
    byShape.set(shape, statement);
  }
  return statement.execute({
    limit,
    offset,
    ...(mode === 'visitor' ? {} : { viewer: viewerId }),
    ...(filter.tagId === undefined ? {} : { tagId: filter.tagId }),
    ...(filter.circleId === undefined ? {} : { circleId: filter.circleId }),
    ...(filter.itemType === undefined ? {} : { itemType: filter.itemType }),
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
 * The one place list totals are counted (DESIGN §2: counts that would scan are cached).
 * An exact count reads the whole index range of the list, on every page view: 18,000
 * featured posts are a few ms of database time per request, all published posts tens of
 * ms. So a total of COUNT_REUSE_FROM or more is reused for COUNT_REUSE_MS (a paginator
 * that is a few seconds behind on a five-digit total is invisible), smaller totals stay
 * exact on every request, and concurrent requests for the same list share one count.
 */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  const key = `${filter.recommendOnly ? 1 : 0}/${filter.tagId ?? ''}/${filter.circleId ?? ''}/${filter.itemType ?? ''}`;
  const cache = countCacheOf(db);
  const hit = cache.done.get(key);
  if (hit && Date.now() - hit.at < COUNT_REUSE_MS) return hit.n;
  const running = cache.running.get(key);
  if (running) return running;
  const counting = db
    .select({ n: count() })
    .from(items)
    .where(whereOf(filter))
    .then(([row]) => {
      const n = row?.n ?? 0;
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
