import { sql } from 'drizzle-orm';
import {
  HOT_KEY_USERS_LIMIT,
  HOT_KEYS_LIMIT,
  PAGE_SIZE,
  USER_SEARCH_PAGE_SIZE,
  type ContentSearchType,
  type HotKey,
  type Paginate,
  type SearchCircle,
  type SearchContent,
  type SearchItem,
  type SearchUser,
  type Tag,
  type UserSearchPage,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { buildQuery, buildRankQuery, queryLexemes } from '../../search';
import { toItemCard } from '../forum/item-card';
import { paginate } from '../forum/forum.service';
import { highlight } from './highlight';
import { HitMemo } from './hit-memo';
import {
  findCircles,
  findItemsForCards,
  findUsers,
  rankCircles,
  rankItems,
  rankUsers,
  type RankedPage,
  type SearchCircleRow,
  type SearchItemRow,
  type SearchQueries,
} from './search.repository';
import {
  findArticleHits,
  findProjectHits,
  findResourceHits,
  rankArticles,
  rankProjects,
  rankResources,
  type ContentHitRow,
} from './content-search.repository';
import { KeywordCounter } from './keyword-counter';
import { normalizeHotKeyword } from './hot-keywords';
import { shownKeywords } from './hot-keywords.repository';
import { loadSensitiveWordMatcher } from '../moderation/sensitive-words';
import { blacklistOwner } from '../social/black.repository';

export interface Page<T> {
  data: T[];
  paginate: Paginate;
}

/** The three tsqueries of a search text, or null when nothing is searchable (empty, '!!'). */
export function searchQueries(keyword: string): SearchQueries | null {
  const all = buildQuery(keyword);
  const rank = buildRankQuery(keyword);
  if (all === null || rank === null) return null;
  const any = buildQuery(keyword, { match: 'any' });
  const anyOther = any !== null && any !== all ? any : null;
  return {
    all: sql`${all}::tsquery`,
    any: anyOther === null ? null : sql`${anyOther}::tsquery`,
    rank: sql`${rank}::tsquery`,
    key: JSON.stringify([all, anyOther, rank]),
  };
}

/** Rows of `ids` in the order of `ids` (an IN query returns them in any order). */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const empty = <T>(page: number, perPage: number): Page<T> => ({
  data: [],
  paginate: paginate(0, page, perPage),
});

async function ranked<T extends { id: number }>(
  keyword: string,
  page: number,
  perPage: number,
  rank: (q: SearchQueries, limit: number, offset: number) => Promise<RankedPage>,
  load: (ids: number[]) => Promise<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const q = searchQueries(keyword);
  if (!q) return { rows: [], total: 0 };
  const { ids, total } = await rank(q, perPage, (page - 1) * perPage);
  return { rows: inOrder(ids, await load(ids)), total };
}

/**
 * Circle search for /web/circle/index?keyword= (the circle module's keyword filter) and the
 * combined search: page `page` of `pageSize` circles, best first, and the total within the
 * ranked window. `circleTag` keeps one category.
 */
export function searchCircles(
  db: Db,
  keyword: string,
  page: number,
  pageSize: number = PAGE_SIZE.circleSearch,
  circleTag?: string,
): Promise<{ rows: SearchCircleRow[]; total: number }> {
  return ranked(
    keyword,
    page,
    pageSize,
    (q, l, o) => rankCircles(db, q, l, o, circleTag),
    (ids) => findCircles(db, ids),
  );
}

/** A circle's name with the hits of `keyword` marked (escaped text + <em>). */
export function circleNameHighlight(name: string, keyword: string): { name: string } {
  return { name: highlight(name, queryLexemes(keyword)) };
}

const hits = new HitMemo();

function toSearchItem(row: SearchItemRow, tags: Tag[], lexemes: string[]): SearchItem {
  return {
    ...toItemCard(row, tags),
    highlight: {
      title: hits.title(row.title, lexemes),
      summary: hits.summary(row.body, row.summary, lexemes),
    },
  };
}

/**
 * A content hit's excerpt: from the summary when the hit is there (staff write resource
 * summaries; an article's may be its own), otherwise from the body's text.
 */
function contentSummary(row: ContentHitRow, lexemes: string[]): string {
  const inSummary = hits.summary('', row.summary, lexemes);
  return inSummary.includes('<em>') ? inSummary : hits.summary(row.content, row.summary, lexemes);
}

function toSearchContent(
  type: ContentSearchType,
  row: ContentHitRow,
  lexemes: string[],
): SearchContent {
  return {
    id: row.id,
    type,
    category_id: row.categoryId,
    category_name: row.categoryName,
    title: row.title,
    cover: row.cover,
    publish_time: Math.floor((row.publishAt?.getTime() ?? 0) / 1000),
    highlight: { title: hits.title(row.title, lexemes), summary: contentSummary(row, lexemes) },
  };
}

function toSearchUser(
  u: Awaited<ReturnType<typeof findUsers>>[number],
  lexemes: string[],
): SearchUser {
  return {
    id: u.id,
    nickname: u.nickname,
    image_url: u.imageUrl,
    user_sign: u.userSign,
    highlight: {
      nickname: highlight(u.nickname, lexemes),
      user_sign: highlight(u.userSign, lexemes),
    },
  };
}

export class SearchService {
  readonly keywords: KeywordCounter;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {
    this.keywords = new KeywordCounter(db);
  }

  /**
   * Counts a search for the hot keys (hot-keywords.ts): only one that found something,
   * normalised, once per person; the counter drops sensitive words and applies the caps.
   */
  record(keyword: string, searcher: string, found: boolean): void {
    if (!found || searchQueries(keyword) === null) return;
    this.keywords.add(normalizeHotKeyword(keyword), searcher);
  }

  /**
   * `viewerId`: posts of people they blocked are left out. Most members block nobody: their
   * page comes from the shared window, the card statement telling whether they block
   * anyone; a blocker's page is ranked again with their filter (an empty page, which cannot
   * tell, asks blacklistOwner).
   */
  async posts(
    keyword: string,
    page: number,
    perPage: number,
    viewerId: number | null = null,
  ): Promise<Page<SearchItem>> {
    const { db } = this;
    const q = searchQueries(keyword);
    if (!q) return empty(page, perPage);
    const offset = (page - 1) * perPage;
    let window = await rankItems(db, q, perPage, offset);
    let rows = await findItemsForCards(db, window.ids, viewerId);
    if (viewerId) {
      const blocks = rows[0]?.blocks ?? (await blacklistOwner(db, viewerId)) !== null;
      if (blocks) {
        window = await rankItems(db, q, perPage, offset, viewerId);
        rows = await findItemsForCards(db, window.ids, viewerId);
      }
    }
    if (window.total === 0) return empty(page, perPage);
    const lexemes = queryLexemes(keyword);
    return {
      data: inOrder(window.ids, rows).map((r) => toSearchItem(r, r.tags, lexemes)),
      paginate: paginate(window.total, page, perPage),
    };
  }

  async circles(keyword: string, page: number, perPage: number): Promise<Page<SearchCircle>> {
    const { rows, total } = await searchCircles(this.db, keyword, page, perPage);
    const lexemes = queryLexemes(keyword);
    return {
      data: rows.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        image_url: c.imageUrl,
        circle_tag: c.circleTag,
        member_count: c.memberCount,
        item_count: c.itemCount,
        highlight: { name: highlight(c.name, lexemes) },
      })),
      paginate: paginate(total, page, perPage),
    };
  }

  async users(keyword: string, page: number, perPage: number): Promise<Page<SearchUser>> {
    const { db } = this;
    const { rows, total } = await ranked(
      keyword,
      page,
      perPage,
      (q, l, o) => rankUsers(db, q, l, o),
      (ids) => findUsers(db, ids),
    );
    const lexemes = queryLexemes(keyword);
    return {
      data: rows.map((u) => toSearchUser(u, lexemes)),
      paginate: paginate(total, page, perPage),
    };
  }

  /**
   * News, official articles, resources or projects: what readers may see now (a scheduled
   * article appears at its time, a project once published), best first, hits marked as in
   * posts.
   */
  async content(
    type: ContentSearchType,
    keyword: string,
    page: number,
    perPage: number,
  ): Promise<Page<SearchContent>> {
    const { db } = this;
    const now = this.clock();
    const { rows, total } = await ranked(
      keyword,
      page,
      perPage,
      (q, l, o) =>
        type === 'resource'
          ? rankResources(db, now, q, l, o)
          : type === 'project'
            ? rankProjects(db, q, l, o)
            : rankArticles(db, type, now, q, l, o),
      (ids) =>
        type === 'resource'
          ? findResourceHits(db, ids, now)
          : type === 'project'
            ? findProjectHits(db, ids)
            : findArticleHits(db, ids, now),
    );
    const lexemes = queryLexemes(keyword);
    return {
      data: rows.map((r) => toSearchContent(type, r, lexemes)),
      paginate: paginate(total, page, perPage),
    };
  }

  /** SPEC §7 /web/user/search answer shape. */
  async userPage(value: string, page: number): Promise<UserSearchPage> {
    const { data, paginate: p } = await this.users(value, page, USER_SEARCH_PAGE_SIZE);
    return { total: p.total, per_page: p.per_page, data };
  }

  /**
   * The search page: the three lists one after another, not in parallel, because the
   * embedded database runs one statement at a time anyway and order keeps latency fair.
   */
  async combined(keyword: string, page: number, viewerId: number | null = null) {
    const posts = await this.posts(keyword, page, PAGE_SIZE.postSearch, viewerId);
    const circles = await this.circles(keyword, page, PAGE_SIZE.circleSearch);
    const users = await this.users(keyword, page, USER_SEARCH_PAGE_SIZE);
    return { keyword, posts, circles, users };
  }

  /**
   * The shown hot keys: most people first, never hidden, never sensitive (the list as it
   * is now, so a word added to it later disappears at once). Reading flushes pending
   * searches first, so a search just made is already counted; the read itself is one walk
   * of a small partial index.
   */
  async hotKeys(): Promise<HotKey[]> {
    await this.keywords.flush();
    const rows = await shownKeywords(this.db, HOT_KEYS_LIMIT * 3);
    const sensitive = await loadSensitiveWordMatcher(this.db);
    return rows.filter((r) => sensitive(r.keyword) === null).slice(0, HOT_KEYS_LIMIT);
  }

  async hotKeyUsers(keyword: string): Promise<SearchUser[]> {
    return (await this.users(keyword, 1, HOT_KEY_USERS_LIMIT)).data;
  }
}
