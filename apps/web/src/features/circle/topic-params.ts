import {
  CIRCLE_DIRECTORY_PAGE_SIZE,
  FORUM_LIST_PAGE_SIZE,
  HOME_SORT,
  HomeSort,
  ITEM_TYPE,
  ItemType,
  type CircleIndexQuery,
  type ForumListQuery,
} from '@xinke/shared';

/**
 * The topic pages keep their state in the URL, like the featured page, so links, reloads
 * and the back button show the same list. Invalid values fall back to the defaults.
 */

const pageOf = (params: URLSearchParams) => {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
};

/** Keeps a search string without defaults (empty values and page 1 stay out of the URL). */
function withPatch(prev: URLSearchParams, patch: Record<string, string | undefined>) {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in patch)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

// ——— /topic: the circle directory (?keyword=&tag=&page=) ———

export interface DirectoryState {
  keyword: string;
  tag?: string;
  page: number;
}

export function parseDirectoryParams(params: URLSearchParams): DirectoryState {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    tag: params.get('tag')?.trim() || undefined,
    page: pageOf(params),
  };
}

export function directoryQuery(state: DirectoryState): CircleIndexQuery {
  return {
    page: state.page,
    page_size: CIRCLE_DIRECTORY_PAGE_SIZE,
    keyword: state.keyword || undefined,
    circle_tag: state.tag,
  };
}

/** A new keyword or tag starts again at page 1. */
export function patchDirectoryParams(
  prev: URLSearchParams,
  patch: { keyword?: string; tag?: string | null; page?: number },
): URLSearchParams {
  const next: Record<string, string | undefined> = {};
  if (patch.keyword !== undefined) next.keyword = patch.keyword.trim();
  if (patch.tag !== undefined) next.tag = patch.tag ?? undefined;
  if (patch.page !== undefined) next.page = String(patch.page);
  return withPatch(prev, next);
}

/** Distinct non-empty categories, in the order the circles come (the editors' order). */
export function circleTagsOf(circles: ReadonlyArray<{ circle_tag: string }>): string[] {
  return [...new Set(circles.map((c) => c.circle_tag.trim()).filter(Boolean))];
}

// ——— /topicDetail/:id: one circle's posts (?type=&top=&page=) ———

export interface CirclePostsState {
  /** SPEC §9 item type shown, or undefined for all of them. */
  type?: number;
  /** SPEC §9 home sort: 默认 0, 排行 −2, 投票 5. */
  top: number;
  page: number;
}

export function parseCirclePostsParams(params: URLSearchParams): CirclePostsState {
  const typeRaw = params.get('type')?.trim() ?? '';
  // Number('') is 0, a real type (知识资源库): an empty value means no filter.
  const type = typeRaw !== '' && ItemType.has(Number(typeRaw)) ? Number(typeRaw) : undefined;
  const topRaw = params.get('top');
  const top = topRaw !== null && HomeSort.has(Number(topRaw)) ? Number(topRaw) : HOME_SORT.default;
  // The 投票 sort lists vote posts only (the server forces the type), so the type chip
  // that is lit must say so: any other type in the URL is ignored under that sort.
  if (top === HOME_SORT.vote) return { type: ITEM_TYPE.vote, top, page: pageOf(params) };
  return { type, top, page: pageOf(params) };
}

export function circlePostsQuery(circleId: number, state: CirclePostsState): ForumListQuery {
  return {
    page: state.page,
    page_size: FORUM_LIST_PAGE_SIZE,
    circle_id: circleId,
    item_type: state.type,
    top: state.top,
  };
}

/**
 * Choosing a type or a sort starts at page 1. Picking a type other than 投票帖 while the
 * 投票 sort is on goes back to the default sort (投票 shows vote posts only); picking the
 * 投票 sort drops the type filter, which that sort implies.
 */
export function patchCirclePostsParams(
  prev: URLSearchParams,
  patch: { type?: number | null; top?: number; page?: number },
): URLSearchParams {
  const current = parseCirclePostsParams(prev);
  const next: Record<string, string | undefined> = {};
  if (patch.type !== undefined) {
    next.type = patch.type === null ? undefined : String(patch.type);
    if (current.top === HOME_SORT.vote && patch.type !== ITEM_TYPE.vote) next.top = undefined;
  }
  if (patch.top !== undefined) {
    next.top = patch.top === HOME_SORT.default ? undefined : String(patch.top);
    if (patch.top === HOME_SORT.vote) next.type = undefined;
  }
  if (patch.page !== undefined) next.page = String(patch.page);
  return withPatch(prev, next);
}
